/**
 * The selected unit's shots in an own fire phase [5.0]: every enemy unit it might fire at, legal
 * ones first with Fire Value, 5.63 line and the chance of each result; the chosen target's
 * derivation (modifiers with their cases) before the shot; "Fire" sends the command.
 */
import { fireOptions, type FireOption, type Unit } from '../../rules';
import { RuleText } from '../rules/RuleText';
import { useGame, useGameStoreApi, useWorld } from '../storeContext';
import { useActionUi } from './actionState';
import { chancesText, fireResultWords, FIRE_LINE_LABEL, sortFireOptions, unitName } from './describe';
import { ExplanationView } from './ExplanationView';

export function FirePanel({ firer }: { firer: Unit }) {
  const store = useGameStoreApi();
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const targetId = useActionUi((s) => s.targetId);
  const setUi = useActionUi((s) => s.set);
  const options = sortFireOptions(fireOptions(state, world, firer.id));
  const legal = options.filter((o): o is Extract<FireOption, { legal: true }> => o.legal);
  const refused = options.filter((o): o is Extract<FireOption, { legal: false }> => !o.legal);
  const chosen = legal.find((o) => o.targetId === targetId) ?? legal[0];
  const refusedChosen = refused.find((o) => o.targetId === targetId);

  return (
    <div className="fire-panel" data-testid="fire-panel">
      <h3>
        <RuleText text={`Fire with ${firer.name} [5.0]`} />
      </h3>
      {options.length === 0 && <p className="hint">No enemy unit within its reach.</p>}
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
                {unitName(state, o.targetId)} in {state.units[o.targetId]?.hex} — FV {o.assessment.fireValue}, {FIRE_LINE_LABEL[o.assessment.line]}
              </button>
              <span className="chances">{chancesText(o.assessment.chances, fireResultWords)}</span>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <div className="chosen" data-testid="fire-chosen">
          <ExplanationView explanation={chosen.assessment.explanation} />
          <button type="button" className="primary" data-testid="fire-button" onClick={() => store.getState().dispatch({ type: 'fire', firerId: firer.id, targetId: chosen.targetId })}>
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
                <RuleText text={`${unitName(state, o.targetId)} (${state.units[o.targetId]?.hex ?? '?'}): ${o.reason} [${o.rule}]`} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
