/**
 * Resolving a side's placed airstrikes at the end of its Conditional Movement Phase [15.16,
 * 15.18, 15.21, 15.22, 15.4]: each attack on its own, against the unit the owner named if it is
 * still one of the top two of the hex and may be hit, else the topmost unit that may; 2d6 on the
 * Airstrike Bombardment Table by the target's mode (and terrain in Travel); the result applied at
 * once; then the strike counters come off.
 */
import { rollTwoDice, type DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import type { Explanation } from '../core/explanation';
import { applyFireLoss } from '../fire/losses';
import { placeOnTop } from '../state/placeUnits';
import { disruptInHex } from '../stacking/disruption';
import type { GameState } from '../core/gameState';
import type { Side, Unit } from '../core/unit';
import { airstrikeEffect, airstrikeResult } from '../tables/airstrikeBombardment';
import type { World } from '../world/world';
import type { PlacedStrike } from './airState';
import { enemyCapOver } from './cap';
import { airstrikeRetreatHex } from './retreat';
import { strikableUnits, targetColumn, targetProblem } from './targets';
import { unitById } from '../state/unitBuckets';

/** Unit types that count as armored for a 1* result [15.4]. */
const ARMORED_TYPES: ReadonlySet<string> = new Set(['armor', 'armoredInfantry', 'armoredRecon', 'tankDestroyer']);

/** [15.4] A 1* reads as a D against armor and HQs. */
export function armoredOrHq(unit: Unit): boolean {
  return unit.type === 'hq' || ARMORED_TYPES.has(unit.type);
}

/** The unit a placed strike hits now, or null with the reason [15.18, 15.31, 6.4]. */
export function strikeTarget(state: GameState, world: World, strike: PlacedStrike): { unit: Unit } | { unit: null; reason: string } {
  const cap = enemyCapOver(state, strike.hex, strike.side);
  if (cap) return { unit: null, reason: `the hex is now under enemy air cover (${cap.source}) [15.31]` };
  const hittable = strikableUnits(state, strike.hex).filter((u) => targetProblem(state, world, strike.side, strike.hex, u) === null);
  const unit = hittable.find((u) => u.id === strike.targetId) ?? hittable[0];
  return unit ? { unit } : { unit: null, reason: 'no unit that may be hit is among the top two of the hex [15.18]' };
}

/** Resolve every strike `side` has placed, in the order placed, then remove them all. Works on a draft. */
export function resolveAirstrikes(draft: GameState, world: World, side: Side, dice: DiceSource, events: GameEvent[]): void {
  const mine = draft.air.strikes.filter((s) => s.side === side).map((s) => ({ ...s }));
  draft.air.strikes = draft.air.strikes.filter((s) => s.side !== side);
  for (const strike of mine) resolveOne(draft, world, strike, dice, events);
}

function resolveOne(draft: GameState, world: World, strike: PlacedStrike, dice: DiceSource, events: GameEvent[]): void {
  const found = strikeTarget(draft, world, strike);
  if (!found.unit) {
    events.push({ type: 'airstrikeWasted', side: strike.side, hex: strike.hex, reason: found.reason, rule: '15.16' });
    return;
  }
  const unit = found.unit;
  const hex = unit.hex!;
  const column = targetColumn(world, hex, unit);
  const roll = rollTwoDice(dice);
  events.push({ type: 'diceRolled', purpose: `airstrike on ${unit.name}`, rule: '15.22', dice: [...roll.dice], total: roll.total });
  const result = airstrikeResult(column, roll.total, world.tables.airstrike);
  const effect = airstrikeEffect(result, { armoredOrHq: armoredOrHq(unit), alreadyDisrupted: unit.status.disrupted });
  const inputs = {
    target: unit.name,
    mode: unit.mode,
    disrupted: unit.status.disrupted,
    armoredOrHq: armoredOrHq(unit),
    strikesInAttack: strike.strikes,
  };
  // Work out what happens first, so the log reads: roll, result, then its consequences.
  const retreatedTo = effect.retreatIfPossible ? airstrikeRetreatHex(draft, world, unit) : null;
  const strengthLost = effect.strengthLoss;
  const eliminated = strengthLost > 0 && unit.strength - strengthLost <= 0;
  let outcome: string;
  if (effect.retreatIfPossible) {
    outcome = retreatedTo ? `${unit.name} is disrupted and retreats to ${retreatedTo}` : `${unit.name} cannot retreat, so the result costs it nothing`;
  } else if (eliminated) {
    outcome = `${unit.name} loses its last strength point and is eliminated`;
  } else if (strengthLost > 0) {
    outcome = `${unit.name} loses ${strengthLost} SP${effect.disrupt ? ' and is disrupted' : ' (already disrupted)'}`;
  } else {
    outcome = result === '-' ? 'no effect' : `${unit.name} was already disrupted: no effect [15.18]`;
  }
  const explanation: Explanation = {
    kind: 'airstrike',
    rule: '15.22',
    inputs,
    modifiers: [],
    tables: [{ table: '15.5', row: String(roll.total), column, cell: result }],
    roll: { dice: [...roll.dice], total: roll.total, modified: roll.total },
    result: outcome,
  };
  events.push({
    type: 'airstrikeResolved',
    side: strike.side,
    hex,
    targetId: unit.id,
    targetName: unit.name,
    result,
    strengthLost,
    retreatedTo,
    explanation,
    rule: '15.4',
  });
  if (retreatedTo) {
    // [15.4] the target alone is disrupted and leaves; the units it joins are disrupted with it [9.31].
    unitById(draft, unit.id)!.status.disrupted = true;
    events.push({ type: 'disrupted', unitId: unit.id, unitName: unit.name, hex, rule: '15.4' });
    placeOnTop(draft, [unit.id], retreatedTo);
    disruptInHex(draft, retreatedTo, [unit.id], '9.31', events);
  } else if (strengthLost > 0) {
    // [9.44] loss beyond the struck unit is ignored; no leader casualty check for airstrikes [19.5].
    applyFireLoss(draft, world, unit.id, strengthLost, 'airstrike', dice, events, '15.4');
    if (!eliminated && effect.disrupt) disruptInHex(draft, hex, [unit.id], '15.4', events);
  }
}
