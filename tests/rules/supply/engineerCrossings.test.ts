// Engineer crossings on Allied supply paths [11.24, 16.1, 16.11, 18.4]: a bridge engineer able to
// ferry lets a path cross the unbridged canal or river beside it, at half the path's limit.
import { describe, expect, it } from 'vitest';
import {
  EXTRA_MOVE_COSTS,
  engineerCrossings,
  judgeSupply,
  unitSupply,
  type GameState,
  type HexId,
  type Unit,
  type World,
} from '../../../src/rules';
import { unit } from '../../support/builders';
import { testWorld } from '../../support/world';
import { causewayWorld, company, hq, mixedWorld, supplyGame } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const col = (c: number): HexId => `C30${String(c).padStart(2, '0')}` as HexId;
const RIVER = { [`${col(10)}|${col(11)}`]: ['river' as const] };
/** The causeway with a river across it between C3010 and C3011: no way round. */
const riverCauseway = causewayWorld([], { hexsides: RIVER });
const disrupted = { disrupted: true } as Unit['status'];

function engineer(id: string, hex: HexId, overrides: Partial<Unit> = {}): Unit {
  return unit({ id, name: `${id} (bridge engineers)`, type: 'bridgeEngineer', hex, effectiveness: {}, formationId: 'xxx', ...overrides });
}

const hqOf = (state: GameState, world: World, id: string) => judgeSupply(state, world, unitById(state, id)!.side).hqs[id]!;

describe('unit supply range across an engineer crossing [11.24, 11.31]', () => {
  it('[11.24] a unit across an unbridged river traces through the bridge engineer beside it, and the verdict names the crossing', () => {
    const s = supplyGame([hq('hq-506', col(8)), engineer('eng', col(10)), company('c', col(12))]);
    const v = unitSupply(s, riverCauseway, 'c');
    expect(v).toMatchObject({ supplied: true, rule: '11.31', via: 'hq-506', path: [col(12), col(11), col(10), col(9), col(8)] });
    if (!v.supplied) return;
    expect(v.engineerCrossing).toEqual({ crossings: [{ hexes: [col(10), col(11)], engineerId: 'eng', waterway: 'river' }], limit: 5, unit: 'hexes' });
  });

  it('[11.24] without the engineer the river stops the path', () => {
    const v = unitSupply(supplyGame([hq('hq-506', col(8)), company('c', col(12))]), riverCauseway, 'c');
    expect(v).toMatchObject({ supplied: false, rule: '11.31' });
  });

  it('[11.24] the ten-hex range is halved to five: five steps across the crossing reach, six do not', () => {
    const five = unitSupply(supplyGame([hq('hq-506', col(8)), engineer('eng', col(11)), company('c', col(13))]), riverCauseway, 'c');
    expect(five).toMatchObject({ supplied: true, engineerCrossing: { limit: 5 } });
    const six = unitSupply(supplyGame([hq('hq-506', col(8)), engineer('eng', col(11)), company('c', col(14))]), riverCauseway, 'c');
    expect(six).toMatchObject({ supplied: false, rule: '11.31' });
    // The same six steps with no river between are well within the full range.
    expect(unitSupply(supplyGame([hq('hq-506', col(8)), company('c', col(14))]), causewayWorld(), 'c').supplied).toBe(true);
  });

  it('[11.24, 17.19] the seven hexes to a promoted divisional HQ become three', () => {
    const promote = (s: GameState): GameState => ({ ...s, formations: { ...s.formations, d101: { ...s.formations.d101!, hqUnitId: 'hq-506', promotedFrom: 'r506' } } });
    const three = promote(supplyGame([hq('hq-506', col(9)), engineer('eng', col(10)), company('c', col(12))]));
    expect(unitSupply(three, riverCauseway, 'c')).toMatchObject({ supplied: true, engineerCrossing: { limit: 3 } });
    const four = promote(supplyGame([hq('hq-506', col(8)), engineer('eng', col(10)), company('c', col(12))]));
    expect(unitSupply(four, riverCauseway, 'c').supplied).toBe(false);
  });

  it('[11.24, 16.1, 8.23] a disrupted bridge engineer makes no crossing; [16.1] a combat engineer is no bridge engineer', () => {
    const down = supplyGame([hq('hq-506', col(8)), engineer('eng', col(10), { status: disrupted }), company('c', col(12))]);
    expect(unitSupply(down, riverCauseway, 'c').supplied).toBe(false);
    const combat = supplyGame([hq('hq-506', col(8)), engineer('eng', col(10), { type: 'combatEngineer' }), company('c', col(12))]);
    expect(unitSupply(combat, riverCauseway, 'c').supplied).toBe(false);
  });

  it('[11.24] a path that can keep to the full range without a crossing is preferred, even when the crossing is shorter', () => {
    // Open ground: the river covers one hexside only, so the path can go round it.
    const world = testWorld({ hexsides: RIVER });
    const v = unitSupply(supplyGame([hq('hq-506', col(10)), engineer('eng', col(10)), company('c', col(11))]), world, 'c');
    expect(v).toMatchObject({ supplied: true, via: 'hq-506' });
    if (!v.supplied) return;
    expect(v.engineerCrossing).toBeUndefined();
    expect(v.path).toHaveLength(3); // round the end of the river: two steps, where the crossing took one
  });

  it('[11.24, 18.4] German paths never cross by engineers, even with a German bridge engineer beside the river', () => {
    const germanHq = unit({ id: 'g-hq', type: 'hq', hex: col(8), side: 'german', nationality: 'DE', subordination: 'ind', modes: ['concentrated', 'travel'] });
    const germanUnit = unit({ id: 'g', hex: col(12), side: 'german', nationality: 'DE', subordination: 'ind' });
    const s = supplyGame([germanHq, engineer('g-eng', col(10), { side: 'german', nationality: 'DE', formationId: undefined }), germanUnit]);
    expect(engineerCrossings(s, riverCauseway, 'german').size).toBe(0);
    expect(unitSupply(s, riverCauseway, 'g').supplied).toBe(false);
    // The Allied mirror of the same ground is supplied across the crossing.
    const allied = supplyGame([hq('hq-506', col(8)), engineer('eng', col(10)), company('c', col(12))]);
    expect(engineerCrossings(allied, riverCauseway, 'allied').size).toBe(2); // the hexside, both ways round
  });

  it('[11.24, 10.13] a standing bridge is no engineer crossing: the path simply uses the bridge at full range', () => {
    const bridged = causewayWorld([], { hexsides: RIVER, bridges: [{ at: `${col(10)}~${col(11)}`, kind: 'road', over: 'river', blowable: true }] });
    const s = supplyGame([hq('hq-506', col(5)), engineer('eng', col(10)), company('c', col(14))]);
    expect(engineerCrossings(s, bridged, 'allied').size).toBe(0);
    const v = unitSupply(s, bridged, 'c');
    expect(v).toMatchObject({ supplied: true });
    if (v.supplied) expect(v.engineerCrossing).toBeUndefined();
  });
});

describe('the regimental 8 MP trace across an engineer crossing [11.24, 11.22, 16.11]', () => {
  const travel = riverCauseway.terrainEffects.hex.clear.move.leg.travel as number;

  it('[11.24, 16.11] the imaginary company is ferried (far hex terrain + 2 MP) and must arrive within 4 MP', () => {
    // hq-101 is supplied by road on the west bank; hq-506 traces back to it across the river.
    const s = supplyGame([hq('hq-101', col(8)), engineer('eng', col(10)), hq('hq-506', col(12))]);
    const j = hqOf(s, riverCauseway, 'hq-506');
    expect(j).toMatchObject({ method: 'company', mode: 'travel', verdict: { supplied: true, rule: '11.22', via: 'hq-101' } });
    expect(j.cost).toBe(4 * travel + EXTRA_MOVE_COSTS.engineerFerry);
    expect(j.cost).toBeLessThanOrEqual(4);
    if (!j.verdict.supplied) return;
    expect(j.verdict.engineerCrossing).toMatchObject({ limit: 4, unit: 'MP', crossings: [{ engineerId: 'eng' }] });
    expect(j.explanation.modifiers).toContainEqual(expect.objectContaining({ rule: '11.24', value: 4 }));
    expect(j.explanation.result).toContain('11.24');
  });

  it('[11.24] one hex further the company would need more than the halved 4 MP', () => {
    const s = supplyGame([hq('hq-101', col(8)), engineer('eng', col(10)), hq('hq-506', col(13))]);
    expect(5 * travel + EXTRA_MOVE_COSTS.engineerFerry).toBeGreaterThan(4);
    expect(hqOf(s, riverCauseway, 'hq-506').verdict).toMatchObject({ supplied: false, rule: '11.22' });
  });
});

describe('the unlimited HQ road path across an engineer crossing becomes 50 hexes [11.24, 11.21]', () => {
  const rowA = (c: number): HexId => `A20${String(c).padStart(2, '0')}` as HexId;
  const road = Array.from({ length: 54 }, (_, n) => rowA(n + 1));
  const world = mixedWorld({ roads: [{ kind: 'road', hexes: road }], hexsides: { [`${rowA(5)}|${rowA(6)}`]: ['river'] } });
  const source = { id: 'westRoad', side: 'allied' as const, hexes: [rowA(1)], rule: '11.12', offMap: true };

  it('[11.24] a divisional HQ 49 hexes along the road past the engineer crossing is supplied, and the path names the crossing', () => {
    const s = supplyGame([hq('hq-101', rowA(50)), engineer('eng', rowA(5))], { sources: [source] });
    const j = hqOf(s, world, 'hq-101');
    expect(j).toMatchObject({ method: 'road', verdict: { supplied: true, rule: '11.21', via: 'westRoad' } });
    if (!j.verdict.supplied) return;
    expect(j.verdict.path).toHaveLength(50);
    expect(j.verdict.engineerCrossing).toEqual({ crossings: [{ hexes: [rowA(5), rowA(6)], engineerId: 'eng', waterway: 'river' }], limit: 50, unit: 'hexes' });
    expect(j.explanation.inputs.engineerCrossing).toContain(rowA(5));
  });

  it('[11.24] past 50 hexes the crossing path no longer counts', () => {
    const s = supplyGame([hq('hq-101', rowA(54)), engineer('eng', rowA(5))], { sources: [source] });
    const j = hqOf(s, world, 'hq-101');
    expect(j.verdict).toMatchObject({ supplied: false, rule: '11.21' });
    if (!j.verdict.supplied) expect(j.verdict.reason).toContain('crossing by engineers');
    // Without the river the same road of 53 hexes is unlimited [11.21].
    const open = mixedWorld({ roads: [{ kind: 'road', hexes: road }] });
    expect(hqOf(supplyGame([hq('hq-101', rowA(54))], { sources: [source] }), open, 'hq-101').verdict.supplied).toBe(true);
  });

  it('[11.24] an HQ path that can go round the river without a crossing takes that way, at any length', () => {
    const world2 = testWorld({ hexsides: RIVER, roads: [{ kind: 'road', hexes: [col(1), col(2)] }] });
    const s = supplyGame([hq('hq-101', col(20)), engineer('eng', col(10))]);
    const j = hqOf(s, world2, 'hq-101');
    expect(j.verdict).toMatchObject({ supplied: true, rule: '11.21' });
    if (j.verdict.supplied) expect(j.verdict.engineerCrossing).toBeUndefined();
  });
});
