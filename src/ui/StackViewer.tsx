/**
 * The stack in the selected unit's hex, top first [9.2]: each unit's name, strength-effectiveness,
 * mode and status; a click on a name inspects that unit. In the owner's Conditional Movement Phase
 * the tick boxes choose which units move together (a split: the ticked ones go, the rest stay
 * [8.0, 8.11]; Shift+click still moves the selected unit alone), and the arrows reorder the stack
 * with a restack command [8.51, 9.21] — free, but inside an enemy zone it may draw fire first [8.4].
 */
import { useState } from 'react';
import { phaseDefinition, unitsInHex, validate, whyCannotMove, type Command, type GameState, type Unit } from '../rules/api';
import { useActionUi } from './actions/actionState';
import { actionMode, moveGroupIds } from './actions/moves';
import { useMoveUi } from './actions/moveUi';
import { effectivenessText, MODE_LABEL } from './labels';
import { RuleText } from './rules/RuleText';
import { useGame, useGameStoreApi, useWorld } from './storeContext';
import './stack.css';

function valuesText(unit: Unit): string {
  return `${unit.strength}-${effectivenessText(unit, unit.mode)}`;
}

function statusWords(state: GameState, unit: Unit): string {
  const words = [
    unit.status.disrupted && 'disrupted',
    unit.status.depleted && 'depleted',
    unit.status.fired && 'fired',
    state.movement.finished.includes(unit.id) && 'done moving',
    unit.status.mpSpent > 0 && `${unit.status.mpSpent} MP used`,
  ].filter(Boolean);
  return words.length ? words.join(', ') : 'ready';
}

/** The stack order with the unit at `index` swapped with its neighbour above (-1) or below (+1). */
function swapped(stack: readonly Unit[], index: number, by: -1 | 1): string[] {
  const order = stack.map((u) => u.id);
  const other = index + by;
  [order[index], order[other]] = [order[other]!, order[index]!];
  return order;
}

export function StackViewer({ unit }: { unit: Unit }) {
  const store = useGameStoreApi();
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const { wholeStack, shift } = useActionUi();
  const picked = useMoveUi((s) => s.picked);
  const setPicked = useMoveUi((s) => s.setPicked);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!unit.hex) return null;
  const hex = unit.hex;
  const stack = unitsInHex(state, hex);
  if (stack.length < 2) return null;

  const phasing = phaseDefinition(state.phase).phasing;
  const ownMove = actionMode(state) === 'move' && unit.side === phasing;
  const movers = ownMove ? moveGroupIds(state, unit, { wholeStack, shift, picked }) : [];
  const mayRestack = ownMove && stack.every((u) => u.side === phasing);

  const toggle = (id: string, on: boolean) => {
    const next = stack.map((u) => u.id).filter((x) => (x === id ? on : movers.includes(x)));
    if (next.length === 0) return;
    setPicked({ hex, unitIds: next });
    // The selection follows the moving group, so the Move panel and map clicks move what is ticked.
    if (!next.includes(unit.id)) store.getState().selectUnit(next[0]!);
  };
  const restack = (order: string[]) => {
    const command: Command = { type: 'restack', hex, order };
    const result = store.getState().dispatch(command);
    setRefusal(result.ok ? null : `${result.message} [${result.rule}]`);
  };

  return (
    <div className="stack-viewer" data-testid="stack-viewer">
      <h3>
        <RuleText text={`Stack in ${hex}, top first [9.2]`} />
      </h3>
      <p className="stack-note">
        <RuleText text="Only the top two fire directly and take direct-fire losses [5.23, 9.41, 9.43]; the top units' values decide a close action [8.7]." />
      </p>
      <ol>
        {stack.map((u, i) => {
          const own = u.side === unit.side;
          const cannot = ownMove && own ? whyCannotMove(state, u) : null;
          const ticked = movers.includes(u.id);
          const up = mayRestack && i > 0 ? validate(state, { type: 'restack', hex, order: swapped(stack, i, -1) }, world) : null;
          const down = mayRestack && i < stack.length - 1 ? validate(state, { type: 'restack', hex, order: swapped(stack, i, 1) }, world) : null;
          return (
            <li key={u.id} className={`stack-row${u.id === unit.id ? ' current' : ''}`} data-testid={`stack-row-${u.id}`}>
              {ownMove && own && (
                <input
                  type="checkbox"
                  aria-label={`Move ${u.name} with the group`}
                  title={cannot ? `[${cannot.rule}] ${cannot.reason}` : 'Moves with the group [8.11]'}
                  checked={ticked}
                  disabled={cannot !== null || (ticked && movers.length === 1)}
                  onChange={(e) => toggle(u.id, e.target.checked)}
                  data-testid={`stack-pick-${u.id}`}
                />
              )}
              <button type="button" className="stack-name" onClick={() => store.getState().selectUnit(u.id)}>
                {u.name}
              </button>
              <span className="stack-values">{valuesText(u)}</span>
              <span className="stack-mode">{MODE_LABEL[u.mode].toLowerCase()}</span>
              <span className="stack-status">{statusWords(state, u)}</span>
              {mayRestack && (
                <span className="stack-order">
                  <button
                    type="button"
                    aria-label={`Move ${u.name} up the stack`}
                    disabled={!up?.ok}
                    title={up && !up.ok ? `[${up.rule}] ${up.message}` : 'Up the stack (free; draws fire first in an enemy zone [8.51])'}
                    onClick={() => restack(swapped(stack, i, -1))}
                    data-testid={`stack-up-${u.id}`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={`Move ${u.name} down the stack`}
                    disabled={!down?.ok}
                    title={down && !down.ok ? `[${down.rule}] ${down.message}` : 'Down the stack (free; draws fire first in an enemy zone [8.51])'}
                    onClick={() => restack(swapped(stack, i, 1))}
                    data-testid={`stack-down-${u.id}`}
                  >
                    ↓
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {ownMove && picked && movers.length < stack.filter((u) => u.side === unit.side).length && (
        <p className="stack-note" data-testid="stack-split">
          <RuleText text={`Split: ${movers.length} of ${stack.length} move together, the rest stay [8.11].`} />
        </p>
      )}
      {refusal && (
        <p className="why-not" data-testid="stack-refusal">
          <RuleText text={refusal} />
        </p>
      )}
    </div>
  );
}
