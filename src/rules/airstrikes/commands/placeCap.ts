/** [15.32] The Allied player widens the CAP around a XXX Corps formation HQ by 2 hexes per airstrike. */
import { z } from 'zod';
import { spendStrikes, strikesLeft } from '../allotment';
import { alliedCapOptionOn, capRadius, MAX_CAP_STRIKES } from '../cap';
import { xxxCorpsHqs } from '../xxxCorps';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type Validation } from '../../core/refusal';
import type { Side } from '../../core/unit';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import { canonicalHexId, type HexId } from '../../hex';
import { phaseDefinition } from '../../sequence/phases';
import { compareIds } from '../../state/stacks';
import type { World } from '../../world/world';

/** [15.32] The Allied player widens the CAP around the XXX Corps formation HQ in `hex` by 2 hexes per airstrike. */
export interface PlaceCapCommand {
  type: 'placeCap';
  hex: HexId;
  strikes: number;
}

declare module '../../core/commands' {
  interface CommandMap {
    placeCap: PlaceCapCommand;
  }
}

export const placeCapCommand = defineCommand({
  type: 'placeCap',
  schema: z.strictObject({ type: z.literal('placeCap'), hex: hexIdSchema, strikes: z.number().int().positive() }),
  // [15.32] in the Allied Command Phase.
  when: { phases: ['command'] },
  validate: (state, command) => validatePlaceCap(state, command),
  apply: (draft, command, { events }) => applyPlaceCap(draft, command, events),
  candidates: [{ kind: 'air', list: caps }],
  describe: (c) => `widen the CAP at ${c.hex} with ${c.strikes} airstrike${c.strikes === 1 ? '' : 's'}`,
  label: (c) => `Widen the CAP at ${c.hex} with ${c.strikes} airstrike${c.strikes === 1 ? '' : 's'} [15.32]`,
  possible: {
    kinds: [{ kind: 'cap', one: 'XXX Corps HQ', many: 'XXX Corps HQs', verb: 'can have its CAP widened', rule: '15.32' }],
    key: (_state, c) => ({ kind: 'cap', keys: [c.hex] }),
  },
});

function validatePlaceCap(state: GameState, command: PlaceCapCommand): Validation {
  const side = phaseDefinition(state.phase).phasing!;
  if (side !== 'allied') return refuse('WRONG_SIDE', '15.34', 'German air flies CAP only over an Allied landing, not over the map.');
  if (!alliedCapOptionOn(state)) return refuse('OPTION_OFF', '15.33', 'The Allied CAP option is not in use in this game.');
  const hex = canonicalHexId(command.hex);
  if (!hex) return refuse('INVALID_COMMAND', '15.32', `${command.hex} is not a hex of the map.`);
  if (!xxxCorpsHqs(state).some((hq) => hq.hex === hex)) {
    return refuse('NOT_A_CHOICE', '15.32', `A CAP is widened around a XXX Corps formation HQ, and there is none in ${hex}.`);
  }
  if (!Number.isInteger(command.strikes) || command.strikes < 1) {
    return refuse('INVALID_COMMAND', '15.32', 'Spend at least one whole airstrike to widen the CAP.');
  }
  const already = state.air.caps.filter((c) => c.side === side && c.hex === hex && c.turn === state.turn).reduce((n, c) => n + c.strikes, 0);
  if (already + command.strikes > MAX_CAP_STRIKES) {
    return refuse('AIRSTRIKE_LIMIT', '15.32', `A CAP reaches at most 11 hexes: no more than ${MAX_CAP_STRIKES} airstrikes on one HQ (${already} spent already).`);
  }
  const left = strikesLeft(state, side);
  if (command.strikes > left) return refuse('NO_AIRSTRIKES', '15.12', `You have ${left} airstrike${left === 1 ? '' : 's'} left this segment.`);
  return OK;
}

function applyPlaceCap(draft: GameState, command: PlaceCapCommand, events: GameEvent[]): void {
  const hex = canonicalHexId(command.hex)!;
  const side = phaseDefinition(draft.phase).phasing!;
  spendStrikes(draft, side, command.strikes);
  const existing = draft.air.caps.find((c) => c.side === side && c.hex === hex && c.turn === draft.turn);
  if (existing) {
    existing.strikes += command.strikes;
    existing.radius = capRadius(existing.strikes);
  } else {
    draft.air.caps.push({ side, hex, strikes: command.strikes, radius: capRadius(command.strikes), turn: draft.turn });
  }
  const cap = draft.air.caps.find((c) => c.side === side && c.hex === hex && c.turn === draft.turn)!;
  events.push({ type: 'capPlaced', side, hex, strikes: cap.strikes, radius: cap.radius, rule: '15.32' });
}

/** [15.32] one more CAP strike at each XXX Corps HQ. */
function caps(state: GameState, _world: World, side: Side): PlaceCapCommand[] {
  if (side !== 'allied' || !alliedCapOptionOn(state) || strikesLeft(state, side) <= 0) return [];
  const hexes = new Set(xxxCorpsHqs(state).map((hq) => hq.hex).filter((h): h is HexId => h !== null));
  return [...hexes].sort(compareIds).map((hex) => ({ type: 'placeCap', hex, strikes: 1 }));
}
