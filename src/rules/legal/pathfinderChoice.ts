/**
 * [14.31] The simple policy's choice for a pathfinder the scenario leaves free (the Poles' in
 * scenario 29 [29.3]): put it down once a serial of its formation may fly, on open landing ground
 * [14.64] near the side's own units, as far from the enemy as that allows. Planned, not drawn: no
 * random number is used, so games without a free pathfinder play as before.
 */
import type { Command } from '../core/commands';
import { formationAncestors } from '../core/formation';
import type { GameState } from '../core/gameState';
import { landingGround } from '../airLanding/dropHex';
import { validate } from '../engine/validate';
import { adjacentHexes, canonicalHexId, hexDistance, parseHexId, type Hex, type HexId } from '../hex';
import { isLeader } from '../leaders/leaders';
import { insidePlayArea } from '../state/playArea';
import { sortedUnits } from '../state/stacks';
import type { World } from '../world/world';
import { unitById } from '../state/unitBuckets';

/** How far from a hex the side holds the marker may go. */
const NEAR_OWN_UNITS = 2;

/** The `placePathfinder` command for the first free marker whose formation has a serial ready to fly, or null. */
export function freePathfinderPlacement(state: GameState, world: World): Command | null {
  for (const marker of Object.values(state.pathfinders).sort((a, b) => a.formationId.localeCompare(b.formationId))) {
    if (marker.fixed || marker.hex !== null || !serialReady(state, marker.formationId)) continue;
    const hex = safestLandingGround(state, world);
    if (!hex) continue;
    const command: Command = { type: 'placePathfinder', formationId: marker.formationId, hex };
    if (validate(state, command, world).ok) return command;
  }
  return null;
}

/** A serial still in England, of this formation or one under it, that may fly this Game-Turn [22.31]. */
function serialReady(state: GameState, formationId: string): boolean {
  return Object.values(state.airLanding.serials).some((serial) => {
    if (serial.unitIds.length === 0 || (serial.availableFrom ?? 0) > state.turn) return false;
    const first = unitById(state, serial.unitIds[0]!);
    return first !== undefined && formationAncestors(state.formations, first.formationId).some((f) => f.id === formationId);
  });
}

/** Open landing ground within 2 hexes of an Allied unit on the map, farthest from the nearest German; ties by id. */
function safestLandingGround(state: GameState, world: World): HexId | null {
  const enemies: Hex[] = [];
  const near = new Set<HexId>();
  for (const unit of sortedUnits(state)) {
    if (unit.eliminated || unit.hex === null || isLeader(unit)) continue;
    if (unit.side !== 'allied') {
      enemies.push(parseHexId(unit.hex)!);
      continue;
    }
    let ring: HexId[] = [canonicalHexId(unit.hex)!];
    for (let r = 0; r < NEAR_OWN_UNITS; r++) ring = [...ring, ...ring.flatMap((h) => adjacentHexes(h).map((n) => canonicalHexId(n)!).filter((n) => n !== undefined))];
    for (const h of ring) near.add(h);
  }
  let best: { hex: HexId; distance: number } | null = null;
  for (const hex of [...near].sort()) {
    if (!insidePlayArea(state.playArea, hex) || landingGround(world, hex) !== 'open') continue;
    const at = parseHexId(hex)!;
    const distance = enemies.reduce((d, e) => Math.min(d, hexDistance(at, e)), Infinity);
    if (!best || distance > best.distance) best = { hex, distance };
  }
  return best?.hex ?? null;
}
