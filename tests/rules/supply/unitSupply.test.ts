// Supply of combat units: ten traversable hexes to a supplied controlling HQ [11.31, 11.32, 11.4, 17.4, 24.5, 11.13].
import { describe, expect, it } from 'vitest';
import { hexIdOfIndex, unitSupply, zocOfUnit, type HexId, type Unit } from '../../../src/rules';
import { unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { around, causewayWorld, company, german, hq, row, supplyGame } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const col = (c: number): HexId => `C30${String(c).padStart(2, '0')}` as HexId;

describe('supply range [11.31]', () => {
  it('[11.31] ten steps to a supplied HQ (own hex not counted, the HQ hex counted) is in supply', () => {
    const v = unitSupply(supplyGame([hq('hq-506', col(10)), company('c', col(20))]), CLEAR_WORLD, 'c');
    expect(v).toMatchObject({ supplied: true, rule: '11.31', via: 'hq-506' });
    if (v.supplied) {
      expect(v.path).toHaveLength(11);
      expect(v.path[0]).toBe(col(20));
      expect(v.path.at(-1)).toBe(col(10));
    }
  });

  it('[11.31] eleven steps is out of range', () => {
    expect(unitSupply(supplyGame([hq('hq-506', col(10)), company('c', col(21))]), CLEAR_WORLD, 'c')).toMatchObject({ supplied: false, rule: '11.31' });
  });

  it('[11.32, 11.23] an HQ marked Depleted (found unsupplied) supplies nobody', () => {
    const s = supplyGame([hq('hq-506', col(10), { status: { depleted: true } as Unit['status'] }), company('c', col(12))]);
    expect(unitSupply(s, CLEAR_WORLD, 'c').supplied).toBe(false);
  });

  it('[18.31] an HQ in Travel mode supplies nobody', () => {
    expect(unitSupply(supplyGame([hq('hq-506', col(10), { mode: 'travel' }), company('c', col(12))]), CLEAR_WORLD, 'c').supplied).toBe(false);
  });

  it('[11.5] a disrupted HQ has no part in the supply chain', () => {
    const s = supplyGame([hq('hq-506', col(10), { status: { disrupted: true } as Unit['status'] }), company('c', col(12))]);
    expect(unitSupply(s, CLEAR_WORLD, 'c').supplied).toBe(false);
  });

  it('[17.4] a unit may skip its battalion and regiment and trace to the divisional HQ', () => {
    expect(unitSupply(supplyGame([hq('hq-101', col(10)), company('c', col(15))]), CLEAR_WORLD, 'c')).toMatchObject({ supplied: true, via: 'hq-101' });
  });

  it('[17.4] an HQ outside its chain of command does not supply it', () => {
    expect(unitSupply(supplyGame([hq('hq-8', col(10)), company('c', col(15))]), CLEAR_WORLD, 'c').supplied).toBe(false);
  });

  it('[11.4] an "ind" unit traces to any HQ of its side', () => {
    const s = supplyGame([hq('de-hq', col(10), { side: 'german', nationality: 'DE' }), german('ind', col(16))]);
    expect(unitSupply(s, CLEAR_WORLD, 'ind')).toMatchObject({ supplied: true, via: 'de-hq' });
  });

  it('[11.23] an HQ asked at firing time answers with what the last Command Phase found (its Depleted marker)', () => {
    expect(unitSupply(supplyGame([hq('hq-506', col(10))]), CLEAR_WORLD, 'hq-506')).toMatchObject({ supplied: true, rule: '11.23' });
    const marked = supplyGame([hq('hq-506', col(10), { status: { depleted: true } as Unit['status'] })]);
    expect(unitSupply(marked, CLEAR_WORLD, 'hq-506')).toMatchObject({ supplied: false, rule: '11.23' });
  });

  it('[11.32] German units off the map are always in supply', () => {
    expect(unitSupply(supplyGame([german('off', col(1), { hex: null })]), CLEAR_WORLD, 'off')).toMatchObject({ supplied: true, rule: '11.32' });
  });

  describe('on a causeway', () => {
    const world = causewayWorld(['C3112']);

    it('[11.31, 7.3] an empty enemy-controlled hex bars the path; [7.5] friendly units in it reopen it', () => {
      const g = german('g', 'C3112');
      const cut = supplyGame([hq('hq-506', col(5)), company('c', col(15)), g]);
      expect(unitSupply(cut, world, 'c').supplied).toBe(false);
      const covered = zocOfUnit(world, cut, unitById(cut, 'g')!).map(hexIdOfIndex).filter((h) => row(30, 1, 30).includes(h));
      expect(covered.length).toBeGreaterThan(0);
      const held = supplyGame([hq('hq-506', col(5)), company('c', col(15)), g, ...covered.map((h, n) => unit({ id: `f${n}`, hex: h }))]);
      expect(unitSupply(held, world, 'c').supplied).toBe(true);
    });

    it('[11.31] a blocked hexside stops the path', () => {
      const blocked = causewayWorld([], { hexsides: { 'C3010|C3011': ['blocked'] } });
      expect(unitSupply(supplyGame([hq('hq-506', col(5)), company('c', col(14))]), blocked, 'c').supplied).toBe(false);
      expect(unitSupply(supplyGame([hq('hq-506', col(5)), company('c', col(10))]), blocked, 'c').supplied).toBe(true);
    });

    it('[11.31] prohibited terrain is not traced through', () => {
      // Only the causeway is passable: a unit on an island of clear ground off it finds no path.
      const island = causewayWorld(['C3415']);
      expect(unitSupply(supplyGame([hq('hq-506', col(15)), company('c', 'C3415')]), island, 'c').supplied).toBe(false);
    });

    it('[19.2] a hex holding only an enemy leader does not bar the path', () => {
      const leader = german('ldr', col(10), { type: 'leader', effectiveness: {}, printedStrength: 0, strength: 0, printedMorale: 0 });
      expect(unitSupply(supplyGame([hq('hq-506', col(5)), company('c', col(14)), leader]), world, 'c').supplied).toBe(true);
    });
  });
});

describe('on-map sources and airborne units [11.32, 11.13, 24.5]', () => {
  it('[11.32] a unit on or next to its own supplyhead is in supply without an HQ', () => {
    const next = supplyGame([company('c', col(11))], { supplyheads: { d101: col(10) } });
    expect(unitSupply(next, CLEAR_WORLD, 'c')).toMatchObject({ supplied: true, rule: '11.32', via: 'supplyhead:d101' });
    const on = supplyGame([company('c', col(10))], { supplyheads: { d101: col(10) } });
    expect(unitSupply(on, CLEAR_WORLD, 'c').supplied).toBe(true);
    const far = supplyGame([company('c', col(12))], { supplyheads: { d101: col(10) } });
    expect(unitSupply(far, CLEAR_WORLD, 'c').supplied).toBe(false);
  });

  it('[11.13] a German unit on the supplyhead cuts it', () => {
    const s = supplyGame([company('c', col(11)), german('g', col(10))], { supplyheads: { d101: col(10) } });
    expect(unitSupply(s, CLEAR_WORLD, 'c').supplied).toBe(false);
  });

  it('[11.13] a German zone of control on the supplyhead cuts it unless an Allied zone of control counters it', () => {
    const heads = { supplyheads: { d101: col(10) } };
    const gHex = around(col(10)).find((h) => h.startsWith('C31'))!;
    // The company in Travel projects no zone [7.62]: the German zone stands.
    const cut = supplyGame([company('c', col(11), { mode: 'travel' }), german('g', gHex)], heads);
    expect(unitSupply(cut, CLEAR_WORLD, 'c').supplied).toBe(false);
    const countered = supplyGame([company('c', col(11)), german('g', gHex)], heads);
    expect(unitSupply(countered, CLEAR_WORLD, 'c').supplied).toBe(true);
  });

  it('[11.13] the Poles may share the 1st Airborne supplyhead when the scenario says so', () => {
    const s = supplyGame([company('c', col(11), { formationId: 'b8' })], { supplyheads: { d101: col(10) }, sharedSupplyheads: { d101: ['b8'] } });
    expect(unitSupply(s, CLEAR_WORLD, 'c').supplied).toBe(true);
    const alone = supplyGame([company('c', col(11), { formationId: 'b8' })], { supplyheads: { d101: col(10) } });
    expect(unitSupply(alone, CLEAR_WORLD, 'c').supplied).toBe(false);
  });

  it('[11.13] an airborne unit is in supply for 4 Game-Turns after landing, then traces normally', () => {
    const para = company('c', col(25), { airborne: true, landedTurn: 10 });
    expect(unitSupply(supplyGame([para], {}, { turn: 13 }), CLEAR_WORLD, 'c')).toMatchObject({ supplied: true, rule: '11.13' });
    expect(unitSupply(supplyGame([para], {}, { turn: 14 }), CLEAR_WORLD, 'c').supplied).toBe(false);
  });

  it('[24.5] units of an absent HQ trace their ten hexes to the stand-in hex', () => {
    const standIn = { id: 'c2411', side: 'allied' as const, hexes: ['C2411' as HexId], rule: '24.5', forFormations: ['d101'], actsAsHq: true };
    const s = supplyGame([company('c', 'C2419'), company('o', 'C2419', { formationId: 'b8' })], { sources: [standIn] });
    expect(unitSupply(s, CLEAR_WORLD, 'c')).toMatchObject({ supplied: true, rule: '24.5', via: 'c2411' });
    expect(unitSupply(s, CLEAR_WORLD, 'o').supplied).toBe(false);
  });
});
