/**
 * [16.5] Which blowable bridges a hex is next to: the bridges with an end at most one hex away.
 * Worked out once per World (the map does not change during a game) so that the check after every
 * Allied step looks up the movers' hexes instead of measuring them against every bridge on the map.
 * An index only: the answer is exactly "an end of the bridge within one hex" (`hexDistance <= 1`).
 */
import { hexFromIndex, toAxial, type Hex } from '../hex';
import { endsOfBridge, type World } from '../world/world';

/** The axial steps to the six neighbours, and none (the hex itself): every hex within distance 1. */
const WITHIN_ONE: readonly (readonly [number, number])[] = [
  [0, 0],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

const INDEXES = new WeakMap<World, Map<string, number[]>>();

function axialKey(q: number, r: number): string {
  return `${q},${r}`;
}

function indexOf(world: World): Map<string, number[]> {
  let index = INDEXES.get(world);
  if (index) return index;
  index = new Map();
  world.grid.bridges.forEach((bridge, ordinal) => {
    if (!bridge.blowable) return;
    for (const end of endsOfBridge(world, bridge)) {
      const { q, r } = toAxial(hexFromIndex(end));
      for (const [dq, dr] of WITHIN_ONE) {
        const key = axialKey(q + dq, r + dr);
        const list = index!.get(key) ?? [];
        if (list[list.length - 1] !== ordinal) list.push(ordinal);
        index!.set(key, list);
      }
    }
  });
  INDEXES.set(world, index);
  return index;
}

/**
 * The blowable bridges (their places in `world.grid.bridges`, in that order) with an end within one
 * hex of any of these hexes.
 */
export function blowableBridgesNear(world: World, hexes: readonly Hex[]): number[] {
  const index = indexOf(world);
  const found = new Set<number>();
  for (const hex of hexes) {
    const { q, r } = toAxial(hex);
    for (const ordinal of index.get(axialKey(q, r)) ?? []) found.add(ordinal);
  }
  return [...found].sort((a, b) => a - b);
}
