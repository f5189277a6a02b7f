/**
 * The key to the Air Landing Table's letters [14.14, 14.92], shown wherever a letter is: each letter
 * with its name and what it does to the serial (from the table in use), and a button that opens the
 * table itself in the charts.
 */
import type { AirLandingResult, World } from '../../rules/api';
import { openChart } from '../rules/rulesPanelState';
import { RuleText } from '../rules/RuleText';
import { useWorld } from '../storeContext';
import { ResultBadge } from './ResultBadge';
import { resultKey } from './resultWords';

export function ResultKey({ current }: { current?: AirLandingResult }) {
  const table = useWorld().tables.airLanding;
  return (
    <div className="result-key" data-testid="result-key">
      <LetterList meanings={table.meanings} current={current} />
      <p>
        <RuleText text={`The letters are the results of the Air Landing Table [14.92]${table.provenance.kind === 'reconstructed' ? ' (our reconstruction: the printed table is lost)' : ''}.`} />{' '}
        <button type="button" className="link" data-testid="open-air-landing-chart" onClick={() => openChart('airLanding')}>
          Show the table
        </button>
      </p>
    </div>
  );
}

/** Each letter of the table with its name and effect; the `current` one picked out. */
export function LetterList({ meanings, current, className, testId }: { meanings: World['tables']['airLanding']['meanings']; current?: AirLandingResult; className?: string; testId?: string }) {
  return (
    <dl className={className} data-testid={testId}>
      {resultKey(meanings).map((k) => (
        <div key={k.result} className={k.result === current ? 'current' : undefined}>
          <dt>
            <ResultBadge result={k.result} bare />
          </dt>
          <dd>
            {k.name}: {k.effect}
          </dd>
        </div>
      ))}
    </dl>
  );
}
