/**
 * The forced close action of a serial that comes down on German units [14.56]: the landed units
 * attack the Germans in their hex as if from a neighbouring hex (8.7 with its tables). Only a result
 * that disrupts the Germans, who must then leave the hex, saves the serial; anything else eliminates
 * every landed unit.
 *
 * An overstacked landing attacks at −2 effectiveness [14.57].
 *
 * Our simplifications (docs/air-landing.md): the Germans' retreat hex is picked by the engine (the
 * neighbour hex without Allied units farthest from them, as the routine-decision policy does); a
 * German unit with nowhere to go, or disrupted a second time, is eliminated [8.7, 11.51].
 */
import { adjacentHexes, hexDistance, hexIndex, parseHexId, type HexId } from '../hex';
import { stackingLimitAt, stackWeight } from '../stacking/stacking';
import { rollDie, type DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import { closeActionFactors, factorInputs } from '../closeAction/differentials';
import { applyFireLoss } from '../fire/losses';
import { disruptInHex } from '../stacking/disruption';
import { occupantsOf } from '../state/occupancy';
import { placeOnTop, removeFromMap } from '../state/placeUnits';
import { unitsInHex } from '../state/stacks';
import { closeActionResult, parseCloseActionResult, CLOSE_ACTION_NO_EFFECT } from '../tables/closeActionResults';
import { ATTACKER_DISRUPTED } from '../tables/closeActionValues';
import type { World } from '../world/world';
import { landingGround } from './dropHex';
import type { Approach } from '../closeAction/approach';
import { allUnits, unitById } from '../state/unitBuckets';

/** [14.57] Effectiveness lost by an overstacked landing assault. */
export const OVERSTACKED_LANDING_PENALTY = 2;

export function eliminateLanded(draft: GameState, ids: readonly string[], rule: string, reason: string, events: GameEvent[]): void {
  removeFromMap(draft, ids);
  for (const id of ids) {
    unitById(draft, id)!.eliminated = { turn: draft.turn, rule };
    events.push({ type: 'eliminated', unitId: id, unitName: unitById(draft, id)!.name, rule, reason });
  }
}

/** The neighbour hex the German units leave to: no Allied units there, not all water, farthest from the Allies. */
function germanRetreatHex(state: GameState, world: World, from: HexId): HexId | null {
  const allies = allUnits(state).filter((u) => u.side === 'allied' && u.hex !== null && !u.eliminated).map((u) => parseHexId(u.hex!)!);
  let best: { hex: HexId; distance: number } | null = null;
  for (const hex of adjacentHexes(from)) {
    if (landingGround(world, hex) === 'allWater' || occupantsOf(state, hex).some((u) => u.side === 'allied')) continue;
    const at = parseHexId(hex)!;
    const distance = allies.reduce((d, a) => Math.min(d, hexDistance(at, a)), Infinity);
    if (!best || distance > best.distance) best = { hex, distance };
  }
  return best?.hex ?? null;
}

/** One close action fought by landing units: the 14.56 forced assault, or a 14.54 assault by units leaving an overstack. */
export interface LandingAssault {
  from: HexId;
  target: HexId;
  attackerIds: readonly string[];
  approach: Pick<Approach, 'kind' | 'overBridge' | 'overDike'>;
  /** [14.57] The landing units would be overstacked in the German hex: −2 effectiveness. */
  overstacked: boolean;
  rule: string;
  purpose: string;
  success: string;
  failure: string;
}

/** How a landing assault ended: the Germans disrupted and gone, held without harm to the attackers, or the attackers disrupted. */
export type LandingAssaultOutcome = 'ejected' | 'held' | 'attackerDisrupted';

/** Resolve a landing assault on a draft (8.7 tables); on success the Germans leave the hex or die [8.7, 11.51]. */
export function resolveLandingAssault(draft: GameState, world: World, a: LandingAssault, dice: DiceSource, events: GameEvent[]): LandingAssaultOutcome {
  const f = closeActionFactors(world, draft, {
    from: a.from,
    target: a.target,
    approach: a.approach,
    attackerIds: [...a.attackerIds],
    ...(a.overstacked ? { attackerPenalty: { value: OVERSTACKED_LANDING_PENALTY, rule: '14.57', what: 'landing overstacked onto German units' } } : {}),
  });
  let code: string = ATTACKER_DISRUPTED;
  const tables = [...f.tables];
  let roll: { dice: number[]; total: number; modified: number } | undefined;
  if (f.value !== ATTACKER_DISRUPTED) {
    const die = rollDie(dice);
    events.push({ type: 'diceRolled', purpose: a.purpose, rule: a.rule, dice: [die], total: die });
    code = closeActionResult(f.oddsColumn, f.value, die, world.tables.closeActionResults);
    tables.push({ table: '8.73', row: `value ${f.value}`, column: f.odds, cell: code });
    roll = { dice: [die], total: die, modified: die };
  }
  const outcome = parseCloseActionResult(code === ATTACKER_DISRUPTED ? CLOSE_ACTION_NO_EFFECT : code)!;
  const success = code !== ATTACKER_DISRUPTED && outcome.defenderDisrupted;
  const attackerDisrupted = code === ATTACKER_DISRUPTED || outcome.attackerDisrupted;
  events.push({
    type: 'closeActionResolved',
    attackerIds: [...a.attackerIds],
    defenderIds: f.defenderIds,
    from: a.from,
    target: a.target,
    result: code,
    explanation: {
      kind: 'closeAction',
      rule: a.rule,
      inputs: factorInputs(draft, f),
      modifiers: f.modifiers,
      tables,
      ...(roll ? { roll } : {}),
      result: success ? a.success : a.failure,
    },
  });
  if (outcome.defenderLoss > 0) applyFireLoss(draft, world, f.defenderTopId, outcome.defenderLoss, 'closeAction', dice, events, '8.73');
  if (!success) return attackerDisrupted ? 'attackerDisrupted' : 'held';
  if (outcome.attackerLoss > 0) applyFireLoss(draft, world, f.leadId, outcome.attackerLoss, 'closeAction', dice, events, '8.73');
  const germans = unitsInHex(draft, a.target).filter((u) => u.side === 'german');
  const twice = germans.filter((u) => u.status.disrupted).map((u) => u.id);
  if (twice.length) eliminateLanded(draft, twice, '8.7', 'disrupted a second time by a close action', events);
  const going = germans.filter((u) => !twice.includes(u.id)).map((u) => u.id);
  if (going.length === 0) return 'ejected';
  const to = germanRetreatHex(draft, world, a.target);
  if (!to) {
    eliminateLanded(draft, going, '11.51', 'forced out of its hex by a landing with nowhere to go', events);
    return 'ejected';
  }
  placeOnTop(draft, going, to);
  events.push({ type: 'displaced', unitIds: going, from: a.target, to });
  disruptInHex(draft, to, going, a.rule, events);
  return 'ejected';
}

/** [14.56] Resolve the forced close action in `hex` on a draft: anything but an ejection of the Germans eliminates every landed unit. */
export function forcedCloseActionOnLanding(draft: GameState, world: World, hex: HexId, landedIds: readonly string[], dice: DiceSource, events: GameEvent[]): LandingAssaultOutcome {
  // [14.57] landing units that would be overstacked in the hex fight at −2 effectiveness (strength as printed).
  const landedWeight = landedIds.reduce((sum, id) => sum + stackWeight(unitById(draft, id)!), 0);
  const outcome = resolveLandingAssault(
    draft,
    world,
    {
      from: hex,
      target: hex,
      attackerIds: landedIds,
      approach: { kind: 'hexside', overBridge: false, overDike: false },
      overstacked: landedWeight > stackingLimitAt(world, hexIndex(parseHexId(hex)!)),
      rule: '14.56',
      purpose: `forced close action on landing in ${hex}`,
      success: 'the Germans are disrupted and must leave the hex: the serial holds its landing ground',
      failure: 'the Germans hold: every landed unit is eliminated',
    },
    dice,
    events,
  );
  if (outcome !== 'ejected') eliminateLanded(draft, landedIds.filter((id) => unitById(draft, id)?.hex), '14.56', `the forced close action on landing in ${hex} failed`, events);
  return outcome;
}
