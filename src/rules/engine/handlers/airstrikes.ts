/**
 * Placing airstrikes and CAP in the owner's Command Phase [15.15, 15.32]. One `placeAirstrike`
 * command is one attack: it spends 1 airstrike, or 2–3 at night or in weather P [15.13], and may
 * name the unit it is meant for [15.18]. `placeCap` widens the Allied patrol around a XXX Corps
 * formation HQ by 2 hexes per airstrike spent [15.32].
 */
import { alliedCapOptionOn, capRadius, MAX_CAP_STRIKES } from '../../airstrikes/cap';
import { spendStrikes, strikesLeft, strikesPerAttack } from '../../airstrikes/allotment';
import { airstrikeTargets } from '../../airstrikes/targets';
import { xxxCorpsHqs } from '../../airstrikes/xxxCorps';
import { canonicalHexId } from '../../hex';
import { phaseDefinition } from '../../sequence/phases';
import type { GameState } from '../../state/gameState';
import type { Side } from '../../state/unit';
import type { World } from '../../world/world';
import type { PlaceAirstrikeCommand, PlaceCapCommand } from '../commands';
import type { GameEvent } from '../events';
import { OK, refuse, type RefusalCode, type Validation } from '../refusal';

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

function placingSide(state: GameState): Side {
  return phaseDefinition(state.phase).phasing!;
}

export function validatePlaceAirstrike(state: GameState, command: PlaceAirstrikeCommand, world: World): Validation {
  const hex = canonicalHexId(command.hex);
  if (!hex) return refuse('INVALID_COMMAND', '15.0', `${command.hex} is not a hex of the map.`);
  const side = placingSide(state);
  const options = airstrikeTargets(state, world, side, hex);
  if (options.why) return refuse(CODE_BY_RULE[options.why.rule] ?? 'NOT_A_TARGET', options.why.rule, `No airstrike on ${hex}: ${options.why.reason}.`);
  if (command.targetId !== undefined) {
    const target = options.targets.find((t) => t.unitId === command.targetId);
    if (!target) return refuse('NOT_A_TARGET', '15.18', `${command.targetId} is not one of the top two units in ${hex}.`);
    if (!target.ok) return refuse('NOT_A_TARGET', target.rule, `${target.unitName} cannot be airstruck: ${target.reason}.`);
  }
  return OK;
}

export function applyPlaceAirstrike(draft: GameState, command: PlaceAirstrikeCommand, world: World, events: GameEvent[]): void {
  const hex = canonicalHexId(command.hex)!;
  const side = placingSide(draft);
  const { strikes } = strikesPerAttack(draft, hex);
  const options = airstrikeTargets(draft, world, side, hex);
  const targetId = command.targetId ?? options.targets.find((t) => t.ok)?.unitId ?? null;
  spendStrikes(draft, side, strikes);
  draft.air.strikes.push({ side, hex, targetId, strikes, turn: draft.turn });
  const targetName = targetId ? (draft.units[targetId]?.name ?? targetId) : null;
  events.push({ type: 'airstrikePlaced', side, hex, targetId, targetName, strikes, rule: strikes > 1 ? '15.13' : '15.15' });
}

export function validatePlaceCap(state: GameState, command: PlaceCapCommand): Validation {
  const side = placingSide(state);
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

export function applyPlaceCap(draft: GameState, command: PlaceCapCommand, events: GameEvent[]): void {
  const hex = canonicalHexId(command.hex)!;
  const side = placingSide(draft);
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
