/**
 * Disruption recovery in the owner's Command Phase [11.5, 11.52, 11.53, 11.54, 13.52, 13.6, 18.32].
 * Every disrupted unit of the phasing side on the map rolls on the Disruption Recovery Table
 * (world.tables.disruptionRecovery) with its adjustments. Disruption is a status flag over the
 * unit's mode, so a unit that recovers simply drops the flag and stands as it was [11.52]; only a
 * unit marked `status.recoverAs` (set up disrupted, or an HQ disrupted instead of a loss) takes
 * that mode. Recovery never draws opportunity fire [8.4].
 */
import { isDraft, original } from 'immer';
import { snapshot } from '../state/snapshot';
import { rollDie, rollTwoDice, type DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import type { Explanation } from '../core/explanation';
import type { GameState } from '../core/gameState';
import type { Side, Unit } from '../core/unit';
import { disruptionRecovery, disruptionRecoveryChance, disruptionRecoveryModifier } from '../tables/disruptionRecovery';
import type { World } from '../world/world';
import { unitSupplyJudge } from '../supply/unitSupply';
import { recoveryFactors, type RecoveryFactors } from './recoveryFactors';
import { overstackOf } from '../stacking/stacking';
import { recoveryLockOn } from '../state/scenarioRestrictions';
import { allUnitIds, unitById } from '../state/unitBuckets';

/** Units that may roll: disrupted, on the map, not eliminated. */
function mayRoll(unit: Unit): boolean {
  return unit.status.disrupted && unit.hex !== null && !unit.eliminated;
}

/**
 * Was the unit Depleted when this command began (before this Command Phase's supply step)? Read
 * from the position the command began on, so that no unit is drafted to ask.
 */
function depletedAtStart(draft: GameState, id: string): boolean {
  const start = isDraft(draft) ? (original(draft) as GameState) : draft;
  const unit = unitById(start, id) ?? unitById(draft, id)!;
  return unit.status.depleted;
}

/** Roll for every disrupted unit of `side` [11.5, 13.52]. Works on a draft. */
export function applyCommandPhaseRecovery(draft: GameState, world: World, side: Side, dice: DiceSource, events: GameEvent[]): void {
  const table = world.tables.disruptionRecovery;
  // Who rolls, and with what, is read from a plain snapshot (state/snapshot.ts): reading every unit
  // through the draft would make each one a draft, and a snapshot shares the unchanged (frozen)
  // units, whose zones of control are kept. Nothing changes until the rolls below.
  const now = snapshot(draft);
  const rolling = allUnitIds(now)
    .filter((id) => unitById(now, id)!.side === side && mayRoll(unitById(now, id)!))
    .sort();
  // [9.11, 9.32] an overstacked hex is disrupted whatever made it so: nobody in it recovers until
  // it is back within its limit, so no hex is ever over the limit with undisrupted units.
  const ids: string[] = [];
  for (const id of rolling) {
    const unit = unitById(now, id)!;
    const lock = recoveryLockOn(now, unit);
    if (lock) {
      events.push({ type: 'recoveryBarredByScenario', unitId: id, unitName: unit.name, hex: unit.hex!, untilTurn: lock.untilTurn, rule: lock.rule });
      continue;
    }
    const over = overstackOf(world, now, unit.hex!);
    if (over) events.push({ type: 'recoveryBarredByOverstack', unitId: id, unitName: unit.name, hex: unit.hex!, ...over, rule: '9.32' });
    else ids.push(id);
  }
  // Judge every unit before any recovers, so a unit recovering earlier in the list (an HQ) does
  // not help the others in the same phase: all rolls are made at once [13.52].
  const judge = unitSupplyJudge(now, world);
  const factors = new Map<string, RecoveryFactors>(ids.map((id) => [id, recoveryFactors(now, world, unitById(now, id)!, depletedAtStart(draft, id), judge)]));
  for (const id of ids) {
    const unit = unitById(draft, id)!;
    const f = factors.get(id)!;
    // The table says which dice it reads (reconstructed as one die) [11.53].
    const rolled: number[] = table.dice === '2d6' ? rollTwoDice(dice).dice : [rollDie(dice)];
    const roll = rolled.reduce((a, b) => a + b, 0);
    const modified = roll + disruptionRecoveryModifier(f.context, table);
    const outcome = disruptionRecovery(roll, f.context, table);
    events.push({ type: 'diceRolled', purpose: `disruption recovery for ${unit.name}`, rule: '11.53', dice: rolled, total: roll });
    const recovered = outcome === 'recovered';
    const from = unit.mode;
    if (recovered) {
      unit.status.disrupted = false;
      const as = unit.status.recoverAs;
      if (as !== undefined && unit.modes.includes(as)) unit.mode = as; // [11.52] set-up or HQ-in-lieu cases
      delete unit.status.recoverAs;
    }
    const explanation: Explanation = {
      kind: 'disruptionRecovery',
      rule: '11.53',
      inputs: { unit: unit.name, hqAid: f.context.hqAid, inSupply: f.context.inSupply, supply: f.supplyNote, ...(f.hqId ? { hq: f.hqId } : {}) },
      modifiers: f.modifiers,
      tables: [{ table: '11.53', row: 'modified roll', column: String(modified), cell: outcome }],
      roll: { dice: rolled, total: roll, modified },
      result: recovered ? `${unit.name} recovers${unit.mode !== from ? ` and stands ${unit.mode}` : ''}` : `${unit.name} stays disrupted`,
    };
    events.push({ type: 'disruptionRecoveryRolled', unitId: id, unitName: unit.name, recovered, mode: unit.mode, explanation, rule: '11.53' });
  }
}

/** For the screen: the adjustments that would apply now and the chance of recovering [11.53, 11.54]. */
export function recoveryChances(
  state: GameState,
  world: World,
  unitId: string,
): { modifiers: RecoveryFactors['modifiers']; hqId: string | null; supply: string; ways: number; outOf: number; chance: number } | null {
  const unit = unitById(state, unitId);
  if (!unit || !mayRoll(unit)) return null;
  const table = world.tables.disruptionRecovery;
  const f = recoveryFactors(state, world, unit, unit.status.depleted);
  const { ways, outOf } = disruptionRecoveryChance(f.context, table);
  return { modifiers: f.modifiers, hqId: f.hqId, supply: f.supplyNote, ways, outOf, chance: ways / outOf };
}
