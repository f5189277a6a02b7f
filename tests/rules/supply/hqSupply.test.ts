// HQ supply along the chain of command [11.21, 11.22, 7.3, 7.5, 17.4, 17.18, 18.31, 19.2, 11.13].
import { describe, expect, it } from 'vitest';
import { hexIdOfIndex, judgeSupply, zocOfUnit, type GameState, type Unit, type World } from '../../../src/rules';
import { unit } from '../../support/builders';
import { testWorld } from '../../support/world';
import { around, causewayWorld, german, hq, mixedWorld, row, supplyGame } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const hqOf = (state: GameState, world: World, id: string) => judgeSupply(state, world, unitById(state, id)!.side).hqs[id]!;

/** Road hexes of row 30 that a unit's zone of control covers. */
function zocOn(world: World, state: GameState, unitId: string, hexes: readonly string[]): string[] {
  return zocOfUnit(world, state, unitById(state, unitId)!).map(hexIdOfIndex).filter((h) => hexes.includes(h));
}

describe('divisional, corps and independent HQs: road path of any length [11.21]', () => {
  const road = row(30, 1, 20);
  const world = mixedWorld({ roads: [{ kind: 'road', hexes: road }] });

  it('[11.21] a divisional HQ on the road net traces to the source however far it is', () => {
    const j = hqOf(supplyGame([hq('hq-101', 'C3015')]), world, 'hq-101');
    expect(j.verdict).toMatchObject({ supplied: true, rule: '11.21', via: 'train' });
    if (!j.verdict.supplied) return;
    expect(j.verdict.path[0]).toBe('C3015');
    expect(j.verdict.path.at(-1)).toBe('C3001');
    expect(j.verdict.path).toHaveLength(15);
    expect(j.explanation).toMatchObject({ kind: 'supply', rule: '11.21' });
  });

  it('[11.21] an enemy unit on the road cuts the path', () => {
    const s = supplyGame([hq('hq-101', 'C3015'), german('g', 'C3010')]);
    expect(hqOf(s, world, 'hq-101').verdict).toMatchObject({ supplied: false, rule: '11.21' });
  });

  it('[7.3] an enemy zone of control on an empty road hex cuts the path; [7.5] friendly units in those hexes restore it', () => {
    const g = german('g', 'C3210', { range: 2 });
    const cut = supplyGame([hq('hq-101', 'C3015'), g]);
    const covered = zocOn(world, cut, 'g', road);
    expect(covered.length).toBeGreaterThan(0);
    expect(hqOf(cut, world, 'hq-101').verdict.supplied).toBe(false);
    const held = supplyGame([hq('hq-101', 'C3015'), g, ...covered.map((h, n) => unit({ id: `f${n}`, hex: h as Unit['hex'] }))]);
    expect(hqOf(held, world, 'hq-101').verdict.supplied).toBe(true);
  });

  it('[19.2] a hex holding only an enemy leader does not block the path', () => {
    const leader = german('ldr', 'C3010', { type: 'leader', effectiveness: {}, printedStrength: 0, strength: 0, printedMorale: 0 });
    expect(hqOf(supplyGame([hq('hq-101', 'C3015'), leader]), world, 'hq-101').verdict.supplied).toBe(true);
  });

  it('[11.21] off the road in a clear hex the HQ still traces (clear ground joins the net), unless option supplyOffMapRoadsOnly holds the whole path to roads', () => {
    const beside = around('C3010').find((h) => h.startsWith('C31'))!;
    const w = mixedWorld({ roads: [{ kind: 'road', hexes: road }], terrain: { [beside]: 'clear' } });
    expect(hqOf(supplyGame([hq('hq-101', beside)]), w, 'hq-101').verdict.supplied).toBe(true);
    const strict = supplyGame([hq('hq-101', beside)], {}, { options: { supplyOffMapRoadsOnly: true } });
    expect(hqOf(strict, w, 'hq-101').verdict).toMatchObject({ supplied: false, rule: '11.21' });
  });

  it('[11.21] mixed ground off the road is not part of the net', () => {
    const beside = around('C3010').find((h) => h.startsWith('C31'))!;
    expect(hqOf(supplyGame([hq('hq-101', beside)]), world, 'hq-101').verdict.supplied).toBe(false);
  });

  it('[11.21] a railroad carries the path, but the leg going off the map must follow the road', () => {
    const rail = mixedWorld({ roads: [{ kind: 'railroad', hexes: row(30, 2, 20) }, { kind: 'road', hexes: ['C3001', 'C3002'] }] });
    expect(hqOf(supplyGame([hq('hq-101', 'C3015')]), rail, 'hq-101').verdict.supplied).toBe(true);
    const railOnly = mixedWorld({ roads: [{ kind: 'railroad', hexes: row(30, 1, 20) }] });
    expect(hqOf(supplyGame([hq('hq-101', 'C3015')]), railOnly, 'hq-101').verdict.supplied).toBe(false);
  });

  it('[11.21] a closed source (its road leads into an area the Allies hold) supplies nobody [11.11]', () => {
    const s = supplyGame([hq('hq-101', 'C3015')], { sources: [{ id: 'train', side: 'allied', hexes: ['C3001'], rule: '11.12', offMap: true, closed: { rule: '20.2', reason: 'area taken' } }] });
    expect(hqOf(s, world, 'hq-101').verdict.supplied).toBe(false);
  });

  it('[11.21] an independent brigade HQ traces like a divisional HQ', () => {
    expect(hqOf(supplyGame([hq('hq-8', 'C3012')]), world, 'hq-8')).toMatchObject({ klass: 'independent', verdict: { supplied: true, rule: '11.21' } });
  });
});

describe('regimental HQs: 8 MP of an imaginary motorized infantry company [11.22]', () => {
  const world = testWorld({ roads: [{ kind: 'road', hexes: row(30, 1, 5) }] });
  const perHex = world.terrainEffects.hex.clear.move.leg.travel as number;
  const reach = Math.floor(8 / perHex);

  it('[11.22] a regimental HQ within 8 MP of its supplied divisional HQ is supplied, in the cheapest mode', () => {
    const at = `C30${String(5 + reach).padStart(2, '0')}` as Unit['hex'];
    const j = hqOf(supplyGame([hq('hq-101', 'C3005'), hq('hq-506', at)]), world, 'hq-506');
    expect(j).toMatchObject({ klass: 'regimental', method: 'company', mode: 'travel', cost: reach * perHex, verdict: { supplied: true, rule: '11.22', via: 'hq-101' } });
  });

  it('[11.22] one hex more than 8 MP allows leaves it unsupplied', () => {
    const at = `C30${String(6 + reach).padStart(2, '0')}` as Unit['hex'];
    expect(hqOf(supplyGame([hq('hq-101', 'C3005'), hq('hq-506', at)]), world, 'hq-506').verdict).toMatchObject({ supplied: false, rule: '11.22' });
  });

  it('[11.22] the player picks the mode that suits: where trucks cannot go, the company walks', () => {
    // A causeway with two forest hexes on it: trucks may not enter forest, so the company walks.
    const water = causewayWorld([], { roads: [{ kind: 'road', hexes: row(30, 1, 5) }], terrain: Object.fromEntries(row(30, 6, 7).map((h) => [h, 'forest'])) });
    const j = hqOf(supplyGame([hq('hq-101', 'C3005'), hq('hq-506', 'C3008')]), water, 'hq-506');
    expect(j.verdict).toMatchObject({ supplied: true, rule: '11.22' });
    expect(j.mode).not.toBe('travel');
    expect(j.cost).toBe(2 * (water.terrainEffects.hex.forest.move.leg.concentrated as number) + (water.terrainEffects.hex.clear.move.leg.concentrated as number));
  });

  describe('on a causeway', () => {
    const causeway = causewayWorld(['C3112']);
    const base = [hq('hq-101', 'C3005'), hq('hq-506', 'C3020')];

    it('[11.22] enemy zones of control bar the path unless friendly units hold the hexes [7.3]', () => {
      const g = german('g', 'C3112');
      const cut = supplyGame([...base, g]);
      expect(hqOf(cut, causeway, 'hq-506').verdict.supplied).toBe(false);
      const covered = zocOn(causeway, cut, 'g', row(30, 1, 30));
      const held = supplyGame([...base, g, ...covered.map((h, n) => unit({ id: `f${n}`, hex: h as Unit['hex'] }))]);
      expect(hqOf(held, causeway, 'hq-506').verdict).toMatchObject({ supplied: true, via: 'hq-101' });
    });

    it('[11.22] the cost of leaving an enemy zone is ignored: an HQ standing in one still traces its 8 MP', () => {
      // Fifteen clear hexes by truck fit in 8 MP only without the +2 MP exit price [7.11].
      expect(15 * perHex + 2).toBeGreaterThan(8);
      const g = german('g', around('C3020').find((h) => h.startsWith('C31'))!);
      const start = supplyGame([...base, g]);
      const covered = zocOn(causeway, start, 'g', row(30, 1, 30)).filter((h) => h !== 'C3020');
      const s = supplyGame([...base, g, ...covered.map((h, n) => unit({ id: `f${n}`, hex: h as Unit['hex'] }))]);
      const j = hqOf(s, causeway, 'hq-506');
      expect(zocOn(causeway, s, 'g', ['C3020'])).toEqual(['C3020']);
      expect(j).toMatchObject({ cost: 15 * perHex, verdict: { supplied: true, via: 'hq-101' } });
    });

    it('[11.22] an HQ stacked with its superior is supplied at no cost', () => {
      const j = hqOf(supplyGame([hq('hq-101', 'C3005'), hq('hq-506', 'C3005')]), causeway, 'hq-506');
      expect(j).toMatchObject({ cost: 0, verdict: { supplied: true, via: 'hq-101', path: ['C3005'] } });
    });

    it('[18.31] a superior HQ in Travel mode cannot pass supply on', () => {
      const j = hqOf(supplyGame([hq('hq-101', 'C3005', { mode: 'travel' }), hq('hq-506', 'C3020')]), causeway, 'hq-506');
      expect(j.verdict).toMatchObject({ supplied: false, rule: '11.22' });
      if (!j.verdict.supplied) expect(j.verdict.reason).toMatch(/Travel/);
      // …but the Travel HQ itself is supplied, and the report says why it passes nothing on.
      expect(hqOf(supplyGame([hq('hq-101', 'C3005', { mode: 'travel' })]), causeway, 'hq-101')).toMatchObject({
        provides: false,
        notProvider: { rule: '18.31' },
        verdict: { supplied: true },
      });
    });

    it('[17.18, 17.4] a destroyed divisional HQ is skipped: the regiment traces to the corps HQ', () => {
      const s = supplyGame([hq('hq-xxx', 'C3012'), hq('hq-101', 'C3005', { eliminated: { turn: 3, rule: '5.3' } }), hq('hq-506', 'C3020')]);
      expect(hqOf(s, causeway, 'hq-506').verdict).toMatchObject({ supplied: true, rule: '11.22', via: 'hq-xxx' });
    });

    it("[11.22, 17.4] a regimental HQ may trace straight to its division's supplyhead [11.13]", () => {
      const s = supplyGame([hq('hq-506', 'C3020')], { supplyheads: { d101: 'C3017' } });
      expect(hqOf(s, causeway, 'hq-506').verdict).toMatchObject({ supplied: true, rule: '11.22', via: 'supplyhead:d101' });
    });

    it("[11.13] another division's supplyhead does not serve it", () => {
      const s = supplyGame([hq('hq-506', 'C3020')], { supplyheads: { b8: 'C3017' } });
      expect(hqOf(s, causeway, 'hq-506').verdict.supplied).toBe(false);
    });
  });
});

describe('airborne and off-map HQs', () => {
  const world = causewayWorld();

  it('[11.13] an airborne HQ is supplied without a trace for 4 Game-Turns after landing', () => {
    const landed = hq('hq-506', 'C3025', { airborne: true, landedTurn: 10 });
    expect(hqOf(supplyGame([landed], {}, { turn: 13 }), world, 'hq-506').verdict).toMatchObject({ supplied: true, rule: '11.13' });
    expect(hqOf(supplyGame([landed], {}, { turn: 14 }), world, 'hq-506').verdict.supplied).toBe(false);
  });

  it('[11.32] a German HQ off the map is always supplied; an Allied one off the map is not judged', () => {
    const s = supplyGame([hq('de-hq', null, { side: 'german', nationality: 'DE' }), hq('hq-101', null)]);
    expect(hqOf(s, world, 'de-hq').verdict).toMatchObject({ supplied: true, rule: '11.32' });
    expect(hqOf(s, world, 'hq-101').judged).toBe(false);
  });
});
