/**
 * Moving the selected unit's stack in its Conditional Movement Phase [8.0]: MP left per unit, the
 * path to the hex under the pointer (or the keyboard cursor) from the engine's reach query, drawn
 * on the map hex by hex and written out here with the opportunity fire it risks [8.4]; a click on a
 * reachable hex (or "Move to") moves along it step by step and says where and why it stopped. The
 * one-hex steps stay as buttons, and leaving Travel at the end of the move [13.51].
 */
import { useEffect, useMemo } from 'react';
import { MODE_LABEL } from '../labels';
import { assaultFrom, canonicalHexId, phaseDefinition, unitsInHex, validate, whyCannotMove, type GameState, type HexId, type Mode, type ReachResult, type Unit } from '../../rules/api';
import { useTransientHighlights } from '../overlays/transientHighlights';
import { RuleText } from '../rules/RuleText';
import { useGame, useGameStoreApi, useWorld } from '../storeContext';
import { useActionUi } from './actionState';
import { unitName } from './describe';
import { followOutcomeText } from './followPath';
import { moveGroupIds, movingGroupText, mpLeft, stepChoices, type StepChoice } from './moves';
import { useMoveUi } from './moveUi';
import { pathHighlights, pathText, reachHexAt, reachOf, unreachableText } from './pathPreview';
import { moveSelectedTo } from './routeClick';
import { unitById } from '../../rules/api';

function priceText(choice: StepChoice): string {
  return choice.ok ? `${choice.cost} MP${choice.oneHexRule ? ', one-hex move [8.14]' : ''}` : `${choice.reason} [${choice.rule}]`;
}

function cannotMoveText(state: GameState, unit: Unit): string {
  const why = whyCannotMove(state, unit);
  return why ? `Cannot move: ${why.reason} [${why.rule}]` : `${unit.name} cannot move now.`;
}

function sameHex(a: HexId | null, b: HexId | null): boolean {
  return a !== null && b !== null && (canonicalHexId(a) ?? a) === (canonicalHexId(b) ?? b);
}

/** The hex the preview is for: the one under the pointer if it is in reach, else the keyboard cursor's. */
function previewTarget(result: ReachResult | null, hover: HexId | null, cursor: HexId | null): HexId | null {
  if (!result) return null;
  if (hover && reachHexAt(result, hover)) return hover;
  if (cursor && reachHexAt(result, cursor)) return cursor;
  return null;
}

export function MovePanel({ unit }: { unit: Unit }) {
  const store = useGameStoreApi();
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const hoverHex = useGame((s) => s.ui.hoverHex);
  const cursorHex = useGame((s) => s.ui.cursorHex);
  const { wholeStack, shift, set } = useActionUi();
  const picked = useMoveUi((s) => s.picked);
  const lastMove = useMoveUi((s) => s.lastMove);
  const lastMoveLogLength = useMoveUi((s) => s.lastMoveLogLength);
  const logLength = useGame((s) => s.game.log.length);
  const ids = moveGroupIds(state, unit, { wholeStack, shift, picked });
  const idsKey = ids.join(',');
  // After joining other units (or a split) the next step takes only these; say so [8.11, 9.0].
  const groupText = movingGroupText(state, unit, ids);
  const result = useMemo(() => {
    if (!idsKey) return null;
    const r = reachOf(world, state, idsKey.split(','));
    return 'hexes' in r ? r : null;
  }, [world, state, idsKey]);
  const targetHex = previewTarget(result, hoverHex, cursorHex);
  const target = result && targetHex ? reachHexAt(result, targetHex) : undefined;
  const highlights = useMemo(() => (result && target ? pathHighlights(result, target) : null), [result, target]);
  // [8.6] next to the enemy in a movement phase: may the stack still assault from there?
  const movementPhase = phaseDefinition(state.phase).kind === 'conditionalMovement';
  const assault = useMemo(() => (movementPhase && result && target ? assaultFrom(world, state, result, target.hex) : null), [movementPhase, world, state, result, target]);

  useEffect(() => {
    useTransientHighlights.getState().setLayer('path', highlights);
  }, [highlights]);
  // Off the map when the panel goes (another unit, another phase, a decision opens).
  useEffect(() => () => useTransientHighlights.getState().setLayer('path', null), []);

  const choices = ids.length ? stepChoices(world, state, ids) : [];
  const possible = choices.filter((c) => c.ok);
  const pointed = hoverHex ?? cursorHex;
  const why = result && pointed && !target && !sameHex(pointed, result.from) ? unreachableText(world, state, result, pointed) : null;
  const leave: Mode[] = unit.mode === 'travel' ? unit.modes.filter((m) => m !== 'travel') : [];
  const showLast = lastMove && lastMove.unitIds.includes(unit.id) && logLength === lastMoveLogLength;

  return (
    <div className="move-panel" data-testid="move-panel">
      <h3>
        <RuleText text="Move [8.0]" />
      </h3>
      <label className="toggle">
        <input type="checkbox" checked={wholeStack} onChange={(e) => set({ wholeStack: e.target.checked })} data-testid="whole-stack" /> Move the whole stack (Shift: this unit
        alone; tick units in the stack list to split it)
      </label>
      {showLast && (
        <p className={`move-outcome ${lastMove.status}`} data-testid="move-outcome">
          <RuleText text={followOutcomeText(state, lastMove)} />
        </p>
      )}
      {ids.length === 0 ? (
        <p className="why-not">
          <RuleText text={cannotMoveText(state, unit)} />
        </p>
      ) : (
        <>
          {groupText && (
            <p className="move-group" data-testid="move-group">
              <RuleText text={groupText} />
            </p>
          )}
          <p className="mp" data-testid="move-mp">
            {ids.map((id) => `${unitName(state, id)}: ${mpLeft(unitById(state, id)!)} MP left`).join(' · ')}
          </p>
          {result && target ? (
            <p className="move-path" data-testid="move-path">
              <RuleText text={`Path to ${target.hex}: ${pathText(state, result, target, assault)}`} />
            </p>
          ) : why ? (
            <p className="move-path why-not" data-testid="move-path-why-not">
              <RuleText text={`Cannot reach ${pointed}: ${why.reason} [${why.rule}]`} />
            </p>
          ) : (
            <p className="hint">Point at a hex (or move the keyboard cursor there) to see the path; click it to move.</p>
          )}
          <p className="hint" data-testid="move-select-hint">
            A click on your own counters in reach moves this stack onto them; to select them instead, Alt+click them (a click on
            counters out of reach selects them too).
          </p>
          {target && targetHex && (
            <button type="button" data-testid="move-to" onClick={() => moveSelectedTo(store, world, targetHex)}>
              Move to {target.hex}
            </button>
          )}
          <p className="choices">
            {possible.length === 0 ? 'No step is possible from here. ' : 'Step to: '}
            {possible.map((c) => {
              // A hex with own counters is entered from here (as is a click on its counter; Alt+click selects them) [9.0].
              const joins = unitsInHex(state, c.to).filter((u) => u.side === unit.side);
              return (
                <button
                  key={c.to}
                  type="button"
                  className={`hex-choice${joins.length ? ' joins' : ''}`}
                  data-testid={`step-${c.to}`}
                  onClick={() => {
                    useMoveUi.getState().setLastMove(null);
                    store.getState().dispatch({ type: 'moveStep', unitIds: ids, to: c.to });
                  }}
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
