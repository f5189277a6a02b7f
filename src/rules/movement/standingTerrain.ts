/**
 * [10.1] Could a unit stand in a hex's terrain in its present mode? Used where units are put on the
 * map rather than moved there (the set-up, the sandbox). Guns that cannot move in their firing mode
 * are judged by their Travel column (they got there somehow); a unit with no moving column at all is
 * kept only out of all-water hexes.
 */
import type { Unit } from '../core/unit';
import { IMMOBILE, movementColumn } from '../tables/movementClass';
import { PROHIBITED } from '../tables/terrainEffects';
import { terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';

/** Why the unit could not stand in the hex with this grid index, or null when it could. */
export function standingTerrainProblem(world: World, unit: Unit, index: number): string | null {
  const terrain = terrainOf(world.grid, index);
  let mode = unit.mode;
  let column = movementColumn(unit.type, mode);
  if (column === IMMOBILE) {
    mode = 'travel';
    column = movementColumn(unit.type, mode);
  }
  if (column === IMMOBILE) return terrain === 'allWater' ? `${unit.name} cannot stand in all-water terrain` : null;
  return world.terrainEffects.hex[terrain].move[column][mode] === PROHIBITED ? `${unit.name} may not be in ${terrain} terrain in ${unit.mode} mode` : null;
}
