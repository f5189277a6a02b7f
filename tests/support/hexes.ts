/** Hex helpers shared by the geometry tests. */
import fc from 'fast-check';
import { allHexes, parseHexId, type Hex } from '../../src/rules/hex';

/** Every hex of the stitched map. */
export const ALL = allHexes();

/** Any on-map hex, for property tests. */
export const anyHex = fc.integer({ min: 0, max: ALL.length - 1 }).map((i) => ALL[i]!);

/** The hex of a printed id; a typo in a test fails loudly. */
export function h(id: string): Hex {
  const hex = parseHexId(id);
  if (!hex) throw new Error(`bad id in test: ${id}`);
  return hex;
}
