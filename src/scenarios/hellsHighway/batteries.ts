/**
 * The six Allied off-map batteries of scenario 24 [24.4]: full strength 8, effectiveness 8, never on
 * the map, firing only at targets British units spot, with their range counted from hexrow 24 of
 * Map C (ten hexes: up to hexrow 34). The fire rules for them are src/rules/fire (offMapBattery).
 *
 * They are British (XXX Corps) guns, belong to no formation of the scenario (no HQ controls them),
 * and stay on their firing face: they cannot move. Morale 1 as the other gun crews
 * (docs/order-of-battle.md).
 */
import type { Unit } from '../../rules/core/unit';

export const HH_BATTERY_COUNT = 6;
export const HH_BATTERY = { strength: 8, effectiveness: 8, range: 10 } as const;

export function hellsHighwayBatteries(): Unit[] {
  return Array.from({ length: HH_BATTERY_COUNT }, (_, n) => ({
    id: `uk-offmap-bty-${n + 1}`,
    name: `Off-map battery ${n + 1}`,
    side: 'allied' as const,
    nationality: 'UK' as const,
    type: 'artillery' as const,
    subordination: 'XXX Corps (off map)',
    printedStrength: HH_BATTERY.strength,
    strength: HH_BATTERY.strength,
    effectiveness: { dispersed: HH_BATTERY.effectiveness },
    printedMorale: 1,
    range: HH_BATTERY.range,
    modes: ['dispersed' as const],
    hex: null,
    stackIndex: 0,
    mode: 'dispersed' as const,
    status: { disrupted: false, depleted: false, fired: false, mpSpent: 0, modeChanged: false },
    offMapBattery: { section: 'C' as const, fromRow: 24, spotterNationality: 'UK' as const, rule: '24.4' },
  }));
}
