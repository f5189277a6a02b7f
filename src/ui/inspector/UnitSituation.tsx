/**
 * The inspector's "Situation" and "Rules" sections: supply, control, sight and what the unit may do
 * now (unitSituation.ts), then the cases that govern it, each a link to our summary.
 */
import { useMemo } from 'react';
import type { Unit } from '../../rules/api';
import { RuleLink } from '../rules/RuleLink';
import { RuleText } from '../rules/RuleText';
import { useGame, useWorld } from '../storeContext';
import { casesForUnit } from './unitCases';
import { unitSituation } from './unitSituation';

export function UnitSituation({ unit }: { unit: Unit }) {
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const lines = useMemo(() => unitSituation(state, world, unit), [state, world, unit]);
  return (
    <>
      <dl className="situation" data-testid="inspector-situation">
        {lines.map((line) => (
          <div key={line.topic} className="situation-line">
            <dt>{line.topic}</dt>
            <dd data-testid={`situation-${line.topic.toLowerCase()}`}>
              <RuleText text={line.text} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="unit-cases" data-testid="inspector-cases">
        Rules for this unit:{' '}
        {casesForUnit(unit).map((id, i) => (
          <span key={id}>
            {i > 0 && ' '}
            <RuleLink rule={id} />
          </span>
        ))}
      </p>
    </>
  );
}
