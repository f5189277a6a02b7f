/**
 * [5.28] Direct fire never passes through a dike hexside: the straight line from the firer's hex
 * to the target's may not cross one. A line that only runs along a dike hexside does not cross it.
 */
import { hexFromIndex, hexIndex, hexLine, isOnMap } from '../hex';
import { FEATURE_BIT, directionIndex } from '../world/mapGrid';
import type { World } from '../world/world';

function dikeBetween(world: World, a: number, b: number): boolean {
  const k = directionIndex(world.grid.neighbor, a, b);
  return k >= 0 && (world.grid.features[a * 6 + k]! & FEATURE_BIT.dike) !== 0;
}

/** Does the line between two hexes (hex indices) cross a dike hexside? */
export function lineCrossesDike(world: World, from: number, to: number): boolean {
  if (from === to) return false;
  let previous = -1;
  for (const step of hexLine(hexFromIndex(from), hexFromIndex(to))) {
    if (step.kind === 'hexside') {
      previous = -1; // the next hex is entered through a corner, not across a side
      continue;
    }
    if (!isOnMap(step.hex)) {
      previous = -1;
      continue;
    }
    const i = hexIndex(step.hex);
    if (previous >= 0 && previous !== i && dikeBetween(world, previous, i)) return true;
    previous = i;
  }
  return false;
}
