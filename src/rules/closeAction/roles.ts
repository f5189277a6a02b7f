/**
 * What each kind of unit brings to a close action [5.52, 11.34, 11.5, 18.1c, 18.2c, 18.3, 18.5,
 * 18.6, 19.0], as data: whether it may lead an assault as the top attacker, whether its strength
 * counts on either side, and the effectiveness and morale it fights with.
 */
import { effectivenessIn } from '../fire/unitClass';
import type { Unit, UnitType } from '../core/unit';

/**
 * How a unit takes part in an assault:
 * - `lead`: counts its strength and may be the top attacker;
 * - `support`: counts its strength but never leads (heavy weapons [18.1c]);
 * - `rider`: stacking weight only — no strength, effectiveness or morale (antitank, flak, artillery
 *   [5.52, 18.2c, 18.5, 18.6]; HQs, which never attack themselves [18.3]; leaders [19.0]);
 * - `none`: may not join an assault at all (bridge engineers have no combat role [18.4]).
 */
export type AttackRole = 'lead' | 'support' | 'rider' | 'none';

export const ATTACK_ROLE: Readonly<Record<UnitType, AttackRole>> = {
  infantry: 'lead',
  armoredInfantry: 'lead',
  armor: 'lead',
  armoredRecon: 'lead',
  recon: 'lead',
  tankDestroyer: 'lead',
  combatEngineer: 'lead',
  heavyWeapons: 'support',
  antitank: 'rider',
  flak: 'rider',
  artillery: 'rider',
  hq: 'rider',
  leader: 'rider',
  bridgeEngineer: 'none',
};

/** Artillery-type units: no strength in close action on either side [18.2c, 18.5, 18.6]. */
export const ARTILLERY_TYPES: ReadonlySet<UnitType> = new Set(['antitank', 'flak', 'artillery']);

export function attackRole(unit: Unit): AttackRole {
  return ATTACK_ROLE[unit.type];
}

/**
 * Effectiveness in a close action before modifiers: 0 when disrupted [11.5] or depleted [11.34];
 * in Travel as the fire rules rate it (pure armor −5 [5.29], others 0: RULES-INVENTORY §5 item 48).
 */
export function closeActionEffectiveness(unit: Unit): number {
  if (unit.status.disrupted || unit.status.depleted) return 0;
  return Math.max(0, effectivenessIn(unit, unit.mode) ?? 0);
}

/** Strength counted toward the odds [8.7 step 4, 11.34, 11.5, 18.2c]. */
export function closeActionStrength(unit: Unit, side: 'attacker' | 'defender'): number {
  if (unit.status.disrupted || unit.status.depleted || ARTILLERY_TYPES.has(unit.type) || unit.type === 'leader') return 0;
  if (side === 'attacker' && (attackRole(unit) === 'rider' || attackRole(unit) === 'none')) return 0;
  return Math.max(0, unit.strength);
}
