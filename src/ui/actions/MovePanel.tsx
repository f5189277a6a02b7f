/**
 * Moving the selected unit's stack in its Conditional Movement Phase [8.0]: MP left per unit, the
 * price of a step to each neighbouring hex (or why not), the hex under the pointer priced too, and
 * leaving Travel at the end of the move [13.51]. A click on a neighbouring hex on the map does the
 * same as its button here.
 */
import { MODE_LABEL } from '../labels';
import { unitsInHex, validate, whyCannotMove, type GameState, type Mode, type Unit } from '../../rules';
import { RuleText } from '../rules/RuleText';
import { useGame, useGameStoreApi, useWorld } from '../storeContext';
import { useActionUi } from './actionState';
import { unitName } from './describe';
import { hexesAdjacent, movingUnitIds, mpLeft, stepChoice, stepChoices, type StepChoice } from './moves';

function priceText(choice: StepChoice): string {
  return choice.ok ? `${choice.cost} MP${choice.oneHexRule ? ', one-hex move [8.14]' : ''}` : `${choice.reason} [${choice.rule}]`;
}

function cannotMoveText(state: GameState, unit: Unit): string {
  const why = whyCannotMove(state, unit);
  return why ? `Cannot move: ${why.reason} [${why.rule}]` : `${unit.name} cannot move now.`;
}

export function MovePanel({ unit }: { unit: Unit }) {
  const store = useGameStoreApi();
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const hoverHex = useGame((s) => s.ui.hoverHex);
  const { wholeStack, shift, set } = useActionUi();
  const ids = movingUnitIds(state, unit, wholeStack && !shift);
  const choices = ids.length ? stepChoices(world, state, ids) : [];
  const possible = choices.filter((c) => c.ok);
  const hover = ids.length && hoverHex && unit.hex && hexesAdjacent(unit.hex, hoverHex) ? stepChoice(world, state, ids, hoverHex) : null;
  const leave: Mode[] = unit.mode === 'travel' ? unit.modes.filter((m) => m !== 'travel') : [];

  return (
    <div className="move-panel" data-testid="move-panel">
      <h3>
        <RuleText text="Move [8.0]" />
      </h3>
      <label className="toggle">
        <input type="checkbox" checked={wholeStack} onChange={(e) => set({ wholeStack: e.target.checked })} data-testid="whole-stack" /> Move the whole stack (Shift: this unit
        alone)
      </label>
      {ids.length === 0 ? (
        <p className="why-not">
          <RuleText text={cannotMoveText(state, unit)} />
        </p>
      ) : (
        <>
          <p className="mp" data-testid="move-mp">
            {ids.map((id) => `${unitName(state, id)}: ${mpLeft(state.units[id]!)} MP left`).join(' · ')}
          </p>
          {hover && (
            <p className="hover-step" data-testid="hover-step">
              <RuleText text={`Step to ${hover.to}: ${priceText(hover)}`} />
            </p>
          )}
          <p className="choices">
            {possible.length === 0 ? 'No step is possible from here. ' : 'Step to: '}
            {possible.map((c) => {
              // A hex with own counters is entered from here (a click on its counter selects them) [9.0].
              const joins = unitsInHex(state, c.to).filter((u) => u.side === unit.side);
              return (
                <button
                  key={c.to}
                  type="button"
                  className={`hex-choice${joins.length ? ' joins' : ''}`}
                  data-testid={`step-${c.to}`}
                  onClick={() => store.getState().dispatch({ type: 'moveStep', unitIds: ids, to: c.to })}
                >
                  {c.to} ({priceText(c)}
                  {joins.length ? `, joins ${joins[0]!.name}${joins.length > 1 ? ` +${joins.length - 1}` : ''}` : ''})
                </button>
              );
            })}
          </p>
        </>
      )}
      {leave.map((to) => {
        const verdict = validate(state, { type: 'changeMode', unitId: unit.id, to }, world);
        if (!verdict.ok) return null;
        return (
          <button key={to} type="button" data-testid={`leave-travel-${to}`} onClick={() => store.getState().dispatch({ type: 'changeMode', unitId: unit.id, to })}>
            Leave Travel → {MODE_LABEL[to]} (1 MP) [13.51]
          </button>
        );
      })}
    </div>
  );
}
