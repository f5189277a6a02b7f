// What is carried over from one position to the next (zone-of-control maps, the reach board, the
// occupancy index) must equal what a fresh build from every unit gives, after every command of a
// real Hell's Highway game [7.0, 8.12, 9.2, 9.31, 16.5].
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { apply, chooseCommand, createGame, type GameState, type Side, type Unit, type World } from '../../../src/rules';
import { hellsHighwaySetup } from '../../../src/scenarios/hellsHighway/scenario';
import { keptZocMap, type ZocLookup } from '../../../src/rules/zoc/keptZocMap';
import { zocMap } from '../../../src/rules/zoc/zoneOfControl';
import { reachBoard, type ReachBoard } from '../../../src/rules/movement/reach';
import { occupantsOf } from '../../../src/rules/state/occupancy';
import { unitChangesSince, unitsListing } from '../../../src/rules/state/unitChanges';
import { allUnits } from '../../../src/rules/state/unitBuckets';
import { canonicalHexId } from '../../../src/rules/hex';
import { realWorld } from '../../support/realWorld';

const SIDES: Side[] = ['allied', 'german'];

function lookupEntries(map: ZocLookup): [number, readonly string[]][] {
  const out: [number, readonly string[]][] = [];
  map.forEachHex((i) => out.push([i, map.get(i)!]));
  return out.sort((a, b) => a[0] - b[0]);
}

function mapEntries(map: Map<number, string[]>): [number, readonly string[]][] {
  return [...map.entries()].sort((a, b) => a[0] - b[0]);
}

const sorted = <V>(m: ReadonlyMap<number, V>) => [...m.entries()].sort((a, b) => a[0] - b[0]);

function boardFacts(board: ReachBoard) {
  return {
    enemyOccupied: [...board.enemyOccupied.keys()].sort((a, b) => a - b),
    friendlyWeight: sorted(board.friendlyWeight),
    friendlyDisrupted: [...board.friendlyDisrupted.keys()].sort((a, b) => a - b),
    bridgeChanceAt: sorted(board.bridgeChanceAt),
    enemyZoc: lookupEntries(board.enemyZoc),
  };
}

/** The same position with an unfrozen copy of its units: every query on it is built from every unit. */
const unkept = (state: GameState): GameState => ({ ...state, unitBuckets: state.unitBuckets.map((b) => ({ ...b })) });

function scannedOccupants(state: GameState, hex: string): string[] {
  return allUnits(state)
    .filter((u) => u.hex !== null && canonicalHexId(u.hex) === hex)
    .map((u) => u.id);
}

describe('positions carried over from the one before', () => {
  it("[7.0, 8.12, 9.2, 9.31] along 200 commands of Hell's Highway, every carried-over ZOC map, reach board and occupancy index equals a fresh build", () => {
    const world: World = realWorld();
    let state = createGame(hellsHighwaySetup('kept-boards'));
    const random = seedrandom.alea('kept-boards');
    let derivedMaps = 0;
    for (let n = 0; n < 200 && !state.ended; n++) {
      const result = apply(state, chooseCommand(state, world, random), world);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
      for (const side of SIDES) {
        const kept = keptZocMap(world, state, side);
        if (kept.derived) derivedMaps++;
        expect(lookupEntries(kept)).toEqual(mapEntries(zocMap(world, state, side)));
        expect(boardFacts(reachBoard(world, state, side))).toEqual(boardFacts(reachBoard(world, unkept(state), side)));
      }
      // [9.2] the occupancy index: every hex a unit stands in (record order, as a scan finds them)
      const hexes = new Set(allUnits(state).flatMap((u) => (u.hex === null ? [] : [canonicalHexId(u.hex)!])));
      for (const hex of hexes) expect(occupantsOf(state, hex).map((u) => u.id)).toEqual(scannedOccupants(state, hex));
    }
    // The game moved units in ways the fresh build checks against; most maps were carried over.
    expect(derivedMaps).toBeGreaterThan(100);
  }, 120_000);

  it('[9.2] a unit added or removed (sandbox) is seen as a change of the key set, not carried over', () => {
    const unit = (id: string, hex: string | null): Unit => ({ id, hex }) as unknown as Unit;
    const first = Object.freeze({ w: unit('w', 'C2607') });
    const second = Object.freeze({ x: unit('x', 'C2608'), y: unit('y', 'C2609') });
    const a = Object.freeze([first, second]);
    const before = unitsListing(a);
    // the first bucket is shared (the same object): only the second is read
    const moved = Object.freeze([first, Object.freeze({ ...second, y: unit('y', 'C2610') })]);
    expect(unitChangesSince(before, moved, 64)?.changed).toEqual([2]);
    expect(unitChangesSince(before, Object.freeze([first, Object.freeze({ ...second, z: unit('z', 'C2611') })]), 64)).toBeNull();
    expect(unitChangesSince(before, Object.freeze([first, second, Object.freeze({ z: unit('z', 'C2611') })]), 64)).toBeNull();
    expect(unitChangesSince(before, Object.freeze([first, Object.freeze({ x: second.x })]), 64)).toBeNull();
    expect(unitChangesSince(before, moved, 0)).toBeNull();
    expect(unitChangesSince(before, a, 0)?.changed).toEqual([]);
  });
});
