/**
 * The selected unit's shots in an own fire phase [5.0]: every enemy unit it might fire at, legal
 * ones first with Fire Value, 5.63 line and the chance of each result; the chosen target's
 * derivation (modifiers with their cases) before the shot; "Fire" sends the command. A unit may
 * fire with part of its strength and the rest at another target [5.26]; when a loss could carry
 * beyond the target, the firing player names which unit below takes it [9.43].
 */
import { useEffect, useState } from 'react';
import { fireOptions, jointAttackPartners, overflowCandidates, strengthLeftToFire, type FireOption, type Unit } from '../../rules/api';
import { fireChartMarks, setChartMarks } from '../rules/charts/chartMarks';
import { openChart } from '../rules/rulesPanelState';
import { RuleText } from '../rules/RuleText';
import { useGame, useGameStoreApi, useWorld } from '../storeContext';
import { useActionUi } from './actionState';
import { FIRE_LINE_LABEL, outcomesText, sortFireOptions, unitName } from './describe';
import { ExplanationView } from './ExplanationView';
import { unitById } from '../../rules/api';

export function FirePanel({ firer }: { firer: Unit }) {
  const store = useGameStoreApi();
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const targetId = useActionUi((s) => s.targetId);
  const setUi = useActionUi((s) => s.set);
  const left = strengthLeftToFire(state, firer.id);
  const [split, setSplit] = useState<{ firerId: string; strength: number } | null>(null);
  // A split part chosen for another unit, or more than is left, falls back to all that is left.
  const strength = split && split.firerId === firer.id && split.strength >= 1 && split.strength < left ? split.strength : undefined;
  const [overflow, setOverflow] = useState<string | null>(null);
  // [17.2] partners announced with this shot, kept per firer and target.
  const [joint, setJoint] = useState<{ key: string; ids: string[] }>({ key: '', ids: [] });
  const plainOptions = sortFireOptions(fireOptions(state, world, firer.id, strength));
  const plainChosen = plainOptions.find((o) => o.legal && o.targetId === targetId) ?? plainOptions.find((o) => o.legal);
  const partners = plainChosen ? jointAttackPartners(state, world, firer.id, plainChosen.targetId) : [];
  const jointKey = `${firer.id}>${plainChosen?.targetId ?? ''}`;
  const announced = joint.key === jointKey ? joint.ids.filter((id) => partners.includes(id)) : [];
  const options = announced.length > 0 ? sortFireOptions(fireOptions(state, world, firer.id, strength, announced)) : plainOptions;
  const legal = options.filter((o): o is Extract<FireOption, { legal: true }> => o.legal);
  const refused = options.filter((o): o is Extract<FireOption, { legal: false }> => !o.legal);
  const chosen = legal.find((o) => o.targetId === targetId) ?? legal[0];
  const refusedChosen = refused.find((o) => o.targetId === targetId);
  const overflowTo = chosen ? overflowCandidates(state, chosen.targetId) : [];
  const overflowChoice = overflowTo.length > 1 && overflow && overflowTo.includes(overflow) ? overflow : undefined;
  // The charts in the rules panel light the cells this shot reads [5.61–5.63].
  const marks = chosen ? { what: `fire: ${firer.name} at ${unitName(state, chosen.targetId)}`, fire: fireChartMarks(chosen.assessment, world.tables) } : null;
  useEffect(() => setChartMarks(marks));
  useEffect(() => () => setChartMarks(null), []);

  return (
    <div className="fire-panel" data-testid="fire-panel">
      <h3>
        <RuleText text={`Fire with ${firer.name} [5.0]`} />
      </h3>
      {options.length === 0 && <p className="hint">No enemy unit within its reach.</p>}
      {left > 1 && legal.length + refused.length > 0 && (
        <label className="split-fire">
          <RuleText text="Fire with [5.26]" />{' '}
          <select aria-label="Strength points to fire with" data-testid="fire-strength" value={strength ?? left} onChange={(e) => setSplit({ firerId: firer.id, strength: Number(e.target.value) })}>
            {Array.from({ length: left }, (_, i) => left - i).map((n) => (
              <option key={n} value={n}>
                {n === left ? `all ${n} SP` : `${n} SP (the rest at another target)`}
              </option>
            ))}
          </select>
        </label>
      )}
      {refusedChosen && (
        <p className="why-not" data-testid="fire-why-not">
          <RuleText text={`${unitName(state, refusedChosen.targetId)}: ${refusedChosen.reason} [${refusedChosen.rule}]`} />
        </p>
      )}
      {legal.length > 0 && (
        <ul className="targets">
          {legal.map((o) => (
            <li key={o.targetId}>
              <button
                type="button"
                className={o === chosen ? 'current' : ''}
                aria-pressed={o === chosen}
                data-testid={`fire-target-${o.targetId}`}
                onClick={() => setUi({ targetId: o.targetId })}
              >
                {unitName(state, o.targetId)} in {unitById(state, o.targetId)?.hex} — FV {o.assessment.fireValue}, {FIRE_LINE_LABEL[o.assessment.line]}
              </button>
              <span className="chances" data-testid={`fire-chances-${o.targetId}`}>{outcomesText(o.assessment.outcomes)}</span>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <div className="chosen" data-testid="fire-chosen">
          <ExplanationView explanation={chosen.assessment.explanation} />
          <p className="chart-links">
            On the charts:{' '}
            <button type="button" className="link" data-testid="fire-chart-values" onClick={() => openChart('fireValues')}>
              {chosen.assessment.plan.table === 'direct' ? '5.61' : '5.62'}
            </button>{' '}
            <button type="button" className="link" data-testid="fire-chart-results" onClick={() => openChart('fireResults')}>
              5.63
            </button>
          </p>
          {overflowTo.length > 1 && (
            <label className="overflow-choice">
              <RuleText text="A loss beyond the target goes to [9.43]" />{' '}
              <select aria-label="Unit taking a loss beyond the target" data-testid="fire-overflow" value={overflowChoice ?? overflowTo[0]} onChange={(e) => setOverflow(e.target.value)}>
                {overflowTo.map((id) => (
                  <option key={id} value={id}>
                    {unitName(state, id)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {partners.length > 0 && (
            <fieldset className="joint-attack" data-testid="fire-joint">
              <legend>
                <RuleText text="Announce a joint attack with [17.2]" />
              </legend>
              <p className="hint">Units of another formation may fire at this hex this phase only if announced now; every firer then pays the multi-formation penalty.</p>
              {partners.map((id) => (
                <label key={id}>
                  <input
                    type="checkbox"
                    data-testid={`fire-joint-${id}`}
                    checked={announced.includes(id)}
                    onChange={(e) => setJoint({ key: jointKey, ids: e.target.checked ? [...announced, id] : announced.filter((x) => x !== id) })}
                  />{' '}
                  {unitName(state, id)} ({unitById(state, id)?.hex})
                </label>
              ))}
            </fieldset>
          )}
          <button
            type="button"
            className="primary"
            data-testid="fire-button"
            onClick={() =>
              store.getState().dispatch({
                type: 'fire',
                firerId: firer.id,
                targetId: chosen.targetId,
                ...(strength !== undefined ? { strength } : {}),
                ...(overflowChoice ? { overflowTo: overflowChoice } : {}),
                ...(announced.length > 0 && chosen.targetId === plainChosen?.targetId ? { with: announced } : {}),
              })
            }
          >
            Fire at {unitName(state, chosen.targetId)}
          </button>
        </div>
      )}
      {refused.length > 0 && (
        <details className="refused">
          <summary>{refused.length} in reach but not possible</summary>
          <ul>
            {refused.map((o) => (
              <li key={o.targetId}>
                <RuleText text={`${unitName(state, o.targetId)} (${unitById(state, o.targetId)?.hex ?? '?'}): ${o.reason} [${o.rule}]`} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
