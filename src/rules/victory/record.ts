/**
 * The running victory record [24.61, 24.62], kept at the end of every Game-Turn (the end of phase
 * 15, before the game-over check so that the last turn counts).
 *
 * Reading of "hold a hex for one complete Game-Turn": the side held the hex when the turn began
 * and still holds it when the turn ends. The start of a turn is the end of the one before (nothing
 * happens in between), or the start of play for the first turn. A hex lost and retaken within the
 * turn still counts; the rules give no way to watch every moment, and this is the reading players
 * can check at the table (see docs/scenarios.md, Victory).
 */
import { bucketsOf, type PositionUnits } from '../state/unitBuckets';
import type { HexId } from '../hex';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { snapshot } from '../state/snapshot';
import type { World } from '../world/world';
import { heldAmong, resolveHexSet, satisfies } from './hexSets';
import type { VictorySetup, VictoryState } from './types';

/** The held hexes of every hold condition now; without a map, road-path sets keep every held hex. */
function heldNow(state: PositionUnits, victory: VictoryState, world: World | null): Record<string, HexId[]> {
  const held: Record<string, HexId[]> = {};
  for (const condition of victory.definition.conditions) {
    if (condition.kind !== 'holdHexes') continue;
    held[condition.id] = heldAmong(state, condition.side, resolveHexSet(condition.hexes, world));
  }
  return held;
}

/** The victory state of a new game: the chosen definition and an empty record. */
export function newVictoryState(setup: VictorySetup, units: Record<string, Unit>, startTurn: number): VictoryState {
  const victory: VictoryState = {
    definition: structuredClone(setup.definition),
    record: { turnStart: { turn: startTurn, held: {} }, heldTurns: {}, snapshots: {}, lastRecordedTurn: null },
  };
  for (const condition of victory.definition.conditions) {
    if (condition.kind === 'holdHexes') victory.record.heldTurns[condition.id] = [];
  }
  victory.record.turnStart.held = heldNow(bucketsOf(Object.values(units)), victory, null);
  return victory;
}

/**
 * Take the start-of-turn reading again for the current Game-Turn: for a scenario whose units are
 * placed after the game is created (a deployment step), call it once they are all down.
 */
export function markVictoryTurnStart(draft: GameState, world: World | null = null): void {
  if (!draft.victory) return;
  draft.victory.record.turnStart = { turn: draft.turn, held: heldNow(snapshot(draft), draft.victory, world) };
}

/** Record the end of the current Game-Turn: turns held throughout, and checkpoints falling now. */
export function recordVictoryAtTurnEnd(draft: GameState, world: World, events: GameEvent[]): void {
  const victory = draft.victory;
  if (!victory) return;
  const turn = draft.turn;
  const record = victory.record;
  if (record.lastRecordedTurn !== null && record.lastRecordedTurn >= turn) return;
  // A start reading of another turn is no reading of this one: nothing was held throughout.
  const atStart = record.turnStart.turn === turn ? record.turnStart.held : {};
  const atEnd = heldNow(snapshot(draft), victory, world); // a snapshot: read through the draft, every unit would be drafted
  for (const condition of victory.definition.conditions) {
    if (condition.kind === 'holdHexes') {
      const hexes = resolveHexSet(condition.hexes, world) ?? [];
      const started = new Set(atStart[condition.id] ?? []);
      const throughout = (atEnd[condition.id] ?? []).filter((h) => started.has(h));
      if (!satisfies(throughout, hexes, condition.need)) continue;
      const turns = record.heldTurns[condition.id] ?? (record.heldTurns[condition.id] = []);
      turns.push(turn);
      events.push({
        type: 'victoryTurnHeld',
        conditionId: condition.id,
        label: condition.label,
        turn,
        held: throughout,
        count: turns.length,
        needed: condition.turns,
        rule: condition.rule,
      });
    } else if (condition.kind === 'holdAtTurnEnd' && condition.turn === turn) {
      const hexes = resolveHexSet(condition.hexes, world) ?? [];
      const held = heldAmong(draft, condition.side, hexes);
      record.snapshots[condition.id] = { turn, held };
      events.push({
        type: 'victoryCheckpoint',
        conditionId: condition.id,
        label: condition.label,
        turn,
        held,
        met: satisfies(held, hexes, condition.need),
        rule: condition.rule,
      });
    }
  }
  record.turnStart = { turn: turn + 1, held: atEnd };
  record.lastRecordedTurn = turn;
}
