/**
 * [30.51, 30.52] Leaving the map for good by an edge the scenario opens to the unit's side: a unit
 * that may move now (canMove.ts) and stands on such an edge hex of the play area steps off. It is
 * off the map for the rest of the game, not a casualty, and counted by the victory conditions that
 * score exits. Reading (docs/scenarios.md): stepping off costs nothing beyond reaching the edge hex,
 * as a reinforcement's entry costs only its first hex [22.13].
 */
import { z } from 'zod';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type Validation } from '../../core/refusal';
import type { Side } from '../../core/unit';
import { defineCommand } from '../../define/defineCommand';
import { phaseDefinition } from '../../sequence/phases';
import { exitOpenAt } from '../../state/playArea';
import { removeFromMap } from '../../state/placeUnits';
import { whyCannotMove } from '../canMove';
import { allUnits, unitById } from '../../state/unitBuckets';

/** [30.51, 30.52] Take a unit off the map by the edge it stands on. */
export interface ExitMapCommand {
  type: 'exitMap';
  unitId: string;
}

declare module '../../core/commands' {
  interface CommandMap {
    exitMap: ExitMapCommand;
  }
}

export const exitMapCommand = defineCommand({
  type: 'exitMap',
  schema: z.strictObject({ type: z.literal('exitMap'), unitId: z.string() }),
  when: { phases: ['conditionalMovement'] },
  validate: (state, command) => validateExitMap(state, command),
  apply: (draft, command, { events }) => applyExitMap(draft, command, events),
  candidates: [{ kind: 'exit', list: exits }],
  describe: (c) => `${c.unitId} leaves the map`,
  label: (c, name) => `${name(c.unitId)} leaves the map [30.5]`,
  possible: {
    kinds: [{ kind: 'exit', one: 'unit', many: 'units', verb: 'can leave the map', rule: '30.5' }],
    key: (_state, c) => ({ kind: 'exit', keys: [c.unitId] }),
  },
  actors: (c) => [c.unitId],
});

function validateExitMap(state: GameState, command: ExitMapCommand): Validation {
  const unit = unitById(state, command.unitId);
  if (!unit) return refuse('UNKNOWN_UNIT', '30.5', `There is no unit ${command.unitId}.`);
  if (!unit.hex) return refuse('NOT_ON_MAP', '30.5', `${unit.name} is not on the map.`);
  const why = whyCannotMove(state, unit);
  if (why) return refuse('CANNOT_MOVE', why.rule, `${unit.name} cannot leave the map now: ${why.reason}.`);
  const open = exitOpenAt(state.playArea, unit.side, unit.hex, unit.id);
  if (!open) return refuse('NO_EXIT_HERE', '30.5', `${unit.hex} is not on a map edge this scenario lets ${unit.side === 'allied' ? 'Allied' : 'German'} units leave by.`);
  return OK;
}

function applyExitMap(draft: GameState, command: ExitMapCommand, events: GameEvent[]): void {
  const unit = unitById(draft, command.unitId)!;
  const hex = unit.hex!;
  const open = exitOpenAt(draft.playArea, unit.side, hex, unit.id)!;
  removeFromMap(draft, [unit.id]);
  delete unit.arrival; // off for good: not a reinforcement any more
  unit.exited = { turn: draft.turn, hex, edge: open.edge, strength: unit.strength, rule: open.rule };
  draft.movement.group = draft.movement.group.filter((id) => id !== unit.id);
  events.push({ type: 'unitExited', unitId: unit.id, hex, edge: open.edge, strength: unit.strength, rule: open.rule });
}

function exits(state: GameState, _world: unknown, side: Side, only?: string): ExitMapCommand[] {
  if (!state.playArea?.exits?.some((e) => e.side === side)) return [];
  return allUnits(state)
    .filter((u) => u.side === side && u.hex !== null && (only === undefined || u.id === only) && phaseDefinition(state.phase).phasing === side)
    .filter((u) => exitOpenAt(state.playArea, side, u.hex!, u.id) !== null)
    .map((u) => ({ type: 'exitMap' as const, unitId: u.id }));
}
