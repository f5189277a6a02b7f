/**
 * [15.15, 15.13, 15.18] Placing an airstrike in the owner's Command Phase: one command is one
 * attack; it spends 1 airstrike, or 2–3 at night or in weather P, and may name the unit it is meant
 * for. It resolves as the owner's Conditional Movement Phase ends (airstrikes/phaseHooks.ts).
 */
import { z } from 'zod';
import { spendStrikes, strikesLeft, strikesPerAttack } from '../allotment';
import { airstrikeTargets } from '../targets';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type RefusalCode, type Validation } from '../../core/refusal';
import type { Side } from '../../core/unit';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import { canonicalHexId, type HexId } from '../../hex';
import { phaseDefinition } from '../../sequence/phases';
import { compareIds, occupiedBy } from '../../state/stacks';
import type { World } from '../../world/world';
import { unitById } from '../../state/unitBuckets';

/**
 * [15.15, 15.13] The phasing player places one airstrike attack on `hex` in his Command Phase (1
 * airstrike, or 2–3 at night or in weather P); `targetId` names which of the top two units it is
 * meant for [15.18] (default: the topmost that may be hit).
 */
export interface PlaceAirstrikeCommand {
  type: 'placeAirstrike';
  hex: HexId;
  targetId?: string;
}

declare module '../../core/commands' {
  interface CommandMap {
    placeAirstrike: PlaceAirstrikeCommand;
  }
}

export const placeAirstrikeCommand = defineCommand({
  type: 'placeAirstrike',
  schema: z.strictObject({ type: z.literal('placeAirstrike'), hex: hexIdSchema, targetId: z.string().optional() }),
  // [15.15] in the owner's Command Phase.
  when: { phases: ['command'] },
  validate: validatePlaceAirstrike,
  apply: (draft, command, { world, events }) => applyPlaceAirstrike(draft, command, world, events),
  candidates: [{ kind: 'air', list: strikes }],
  describe: (c) => `place an airstrike on ${c.hex}${c.targetId ? ` against "${c.targetId}"` : ''}`,
  label: (c, name) => `Airstrike on ${c.hex}${c.targetId ? ` against ${name(c.targetId)}` : ''} [15.15]`,
  possible: {
    kinds: [{ kind: 'airstrike', one: 'enemy hex', many: 'enemy hexes', verb: 'can be hit by an airstrike', rule: '15.15' }],
    key: (_state, c) => ({ kind: 'airstrike', keys: [c.hex] }),
  },
});

/** Refusal codes by the case a placement problem rests on. */
const CODE_BY_RULE: Readonly<Record<string, RefusalCode>> = {
  '15.0': 'NO_AIRSTRIKES',
  '15.12': 'NO_AIRSTRIKES',
  '15.13': 'NO_AIRSTRIKES',
  '15.17': 'NO_AIRSTRIKES',
  '15.34': 'NO_AIRSTRIKES',
  '15.11': 'AIRSTRIKE_LIMIT',
  '15.31': 'UNDER_CAP',
  '15.33': 'OUT_OF_RANGE',
};

function validatePlaceAirstrike(state: GameState, command: PlaceAirstrikeCommand, world: World): Validation {
  const hex = canonicalHexId(command.hex);
  if (!hex) return refuse('INVALID_COMMAND', '15.0', `${command.hex} is not a hex of the map.`);
  const side = phaseDefinition(state.phase).phasing!;
  const options = airstrikeTargets(state, world, side, hex);
  if (options.why) return refuse(CODE_BY_RULE[options.why.rule] ?? 'NOT_A_TARGET', options.why.rule, `No airstrike on ${hex}: ${options.why.reason}.`);
  if (command.targetId !== undefined) {
    const target = options.targets.find((t) => t.unitId === command.targetId);
    if (!target) return refuse('NOT_A_TARGET', '15.18', `${command.targetId} is not one of the top two units in ${hex}.`);
    if (!target.ok) return refuse('NOT_A_TARGET', target.rule, `${target.unitName} cannot be airstruck: ${target.reason}.`);
  }
  return OK;
}

function applyPlaceAirstrike(draft: GameState, command: PlaceAirstrikeCommand, world: World, events: GameEvent[]): void {
  const hex = canonicalHexId(command.hex)!;
  const side = phaseDefinition(draft.phase).phasing!;
  const { strikes } = strikesPerAttack(draft, hex);
  const options = airstrikeTargets(draft, world, side, hex);
  const targetId = command.targetId ?? options.targets.find((t) => t.ok)?.unitId ?? null;
  spendStrikes(draft, side, strikes);
  draft.air.strikes.push({ side, hex, targetId, strikes, turn: draft.turn });
  const targetName = targetId ? (unitById(draft, targetId)?.name ?? targetId) : null;
  events.push({ type: 'airstrikePlaced', side, hex, targetId, targetName, strikes, rule: strikes > 1 ? '15.13' : '15.15' });
}

/** [15.15] an airstrike on each enemy hex that may be struck. */
function strikes(state: GameState, world: World, side: Side): PlaceAirstrikeCommand[] {
  if (strikesLeft(state, side) <= 0) return [];
  const enemy = [...occupiedBy(state, side === 'allied' ? 'german' : 'allied')].sort(compareIds);
  return enemy.filter((hex) => airstrikeTargets(state, world, side, hex).legal).map((hex) => ({ type: 'placeAirstrike', hex }));
}
