/**
 * The set-up panel's words for where units may be placed: a zone's hex and radius [24.2], or, under
 * scenario 30's optional road rule, the front line and the main road [30.2, 30.46].
 */
import { corridorSetUp, unitById, type DeploymentZone, type GameState } from '../rules/api';
import { SIDE_LABEL } from './labels';

/** A zone in words: its hex, or its hex and radius [24.2]. */
export function describeZone(zone: DeploymentZone): string {
  return zone.radius === 0 ? `in ${zone.center}` : `within ${zone.radius} of ${zone.center}`;
}

/** Where the optional road rule sets a unit up, instead of its zone [30.2, 30.46]. */
function corridorWords(side: DeploymentZone['side'], kept: NonNullable<ReturnType<typeof corridorSetUp>>): string {
  return `on the ${SIDE_LABEL[side]} side of the front line, within ${kept.corridor.keptWithin} hexes of the main road [30.2, ${kept.corridor.rule}]`;
}

/** The heading of a zone's list: its hex and radius, or the road rule's words when it sets every unit of the zone up. */
export function zoneHeading(state: GameState, zone: DeploymentZone): string {
  const kept = zone.unitIds.map((id) => unitById(state, id)).map((unit) => (unit ? corridorSetUp(state, unit) : null));
  const first = kept[0];
  return first && kept.every((k) => k !== null) ? corridorWords(zone.side, first) : `${describeZone(zone)} [${zone.rule}]`;
}

/** Where one unit may be placed, in words. */
export function placeWords(state: GameState, unitId: string, zone: DeploymentZone): string {
  const unit = unitById(state, unitId);
  const kept = unit ? corridorSetUp(state, unit) : null;
  return kept ? corridorWords(zone.side, kept) : `${describeZone(zone)} [${zone.rule}]`;
}

