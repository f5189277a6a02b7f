/**
 * German losses weighted as 28.52 counts them (and 29.52 after it): every strength point lost by an
 * armoured anti-tank gun (our tank destroyers), armoured car (armoured recon), artillery, engineer,
 * HQ or mechanised (armoured) infantry unit counts twice; infantry and heavy weapons whose printed
 * morale is 1 or 2 count nothing; every other unit counts its points once.
 */
import type { Unit, UnitType } from '../core/unit';
import { allUnits, type PositionUnits } from '../state/unitBuckets';

const DOUBLED: ReadonlySet<UnitType> = new Set(['tankDestroyer', 'armoredRecon', 'artillery', 'combatEngineer', 'bridgeEngineer', 'hq', 'armoredInfantry']);
const FREE_TYPES: ReadonlySet<UnitType> = new Set(['infantry', 'heavyWeapons']);

/** [28.52 no. 1] The weight of one strength point of this unit. */
export function lossWeight(unit: Pick<Unit, 'type' | 'printedMorale'>): 0 | 1 | 2 {
  if (DOUBLED.has(unit.type)) return 2;
  if (FREE_TYPES.has(unit.type) && unit.printedMorale <= 2) return 0;
  return 1;
}

/** [28.52] The weighted strength points a side has lost (an eliminated unit: its printed strength). */
export function weightedLossPoints(state: PositionUnits, side: Unit['side']): number {
  let total = 0;
  for (const unit of allUnits(state)) {
    if (unit.side !== side) continue;
    const lost = unit.eliminated ? unit.printedStrength : Math.max(0, unit.printedStrength - unit.strength);
    total += lost * lossWeight(unit);
  }
  return total;
}
