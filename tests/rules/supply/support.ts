/** Shared fixtures for the supply tests: a small chain of command and worlds for it. */
import { createGame, createWorld, hexId, neighbors, parseHexId, type Formation, type GameState, type HexId, type SupplyState, type Unit, type World } from '../../../src/rules';
import { unit } from '../../support/builders';
import { testMap, type TestMapSpec } from '../../support/world';

/** A world whose unnamed hexes are mixed ground (off the road net of 11.21, but passable). */
export function mixedWorld(spec: TestMapSpec = {}): World {
  return createWorld({ ...testMap(spec), defaultTerrain: 'mixed' });
}

/** Hexes C30<from>..C30<to> along one row (adjacent west to east). */
export function row(r: number, from: number, to: number): HexId[] {
  const out: HexId[] = [];
  for (let c = from; c <= to; c++) out.push(`C${String(r).padStart(2, '0')}${String(c).padStart(2, '0')}` as HexId);
  return out;
}

/** The on-map neighbours of a hex, as ids. */
export function around(id: string): HexId[] {
  return neighbors(parseHexId(id)!).map(hexId);
}

/**
 * XXX Corps (corps) ─ 101st (airborne division) ─ 506 (regiment) ─ 2/506 (battalion, no HQ counter)
 *                   └ 8th Armoured Brigade (independent brigade)
 */
export const FORMATIONS: Formation[] = [
  { id: 'xxx', designation: '30xxx', echelon: 'corps', side: 'allied', nationality: 'UK', parentId: null, hqUnitId: 'hq-xxx' },
  { id: 'd101', designation: '101xx', echelon: 'division', side: 'allied', nationality: 'US', parentId: 'xxx', hqUnitId: 'hq-101', airborne: true },
  { id: 'r506', designation: '506/101', echelon: 'regiment', side: 'allied', nationality: 'US', parentId: 'd101', hqUnitId: 'hq-506', airborne: true },
  { id: 'b2-506', designation: '2/506', echelon: 'battalion', side: 'allied', nationality: 'US', parentId: 'r506', hqUnitId: null, airborne: true },
  { id: 'b8', designation: '8x', echelon: 'brigade', side: 'allied', nationality: 'UK', parentId: 'xxx', hqUnitId: 'hq-8' },
];

export function hq(id: string, hex: HexId | null, overrides: Partial<Unit> = {}): Unit {
  const formation = FORMATIONS.find((f) => f.hqUnitId === id);
  return unit({
    id,
    name: formation?.designation ?? id,
    type: 'hq',
    hex,
    modes: ['concentrated', 'travel'],
    effectiveness: { concentrated: 3 },
    effectivenessParenthesized: true,
    range: 1,
    ...(formation ? { formationId: formation.id } : {}),
    ...overrides,
  });
}

export function company(id: string, hex: HexId | null, overrides: Partial<Unit> = {}): Unit {
  return unit({ id, hex, formationId: 'b2-506', ...overrides });
}

export function german(id: string, hex: HexId, overrides: Partial<Unit> = {}): Unit {
  return unit({ id, hex, side: 'german', nationality: 'DE', subordination: 'ind', effectiveness: { concentrated: 5, dispersed: 3 }, ...overrides });
}

/** The test source: a road leaving the map at the west edge hex C3001 (stands for the XXX Corps train). */
export const WEST_SOURCE = { id: 'train', side: 'allied' as const, hexes: ['C3001' as HexId], rule: '11.12', offMap: true };

export function supplyGame(
  units: Unit[],
  supply: Partial<SupplyState> = {},
  options: { turn?: number; phase?: GameState['phase']; options?: GameState['options'] } = {},
): GameState {
  return createGame({
    scenarioId: 'supply-test',
    seed: 'supply',
    startTurn: options.turn ?? 10,
    startPhase: options.phase ?? 1,
    lastTurn: 106,
    units,
    formations: FORMATIONS,
    options: options.options ?? {},
    supply: { sources: [WEST_SOURCE], supplyheads: {}, ...supply },
  });
}

/**
 * A causeway: every hex is open water (prohibited) except a clear strip along row 30, columns
 * 1–30, plus any hexes named clear. Paths have nowhere else to go. A road joins C3001 (the test
 * source) to C3002, so the leg that leaves the map follows a road [11.21].
 */
export function causewayWorld(extraClear: string[] = [], spec: TestMapSpec = {}): World {
  const terrain: TestMapSpec['terrain'] = {};
  for (const id of [...row(30, 1, 30), ...extraClear]) terrain[id] = 'clear';
  const roads = [{ kind: 'road' as const, hexes: ['C3001', 'C3002'] }, ...(spec.roads ?? [])];
  return createWorld({ ...testMap({ ...spec, roads, terrain: { ...terrain, ...spec.terrain } }), defaultTerrain: 'allWater' });
}
