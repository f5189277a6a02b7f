// The scenario play area [24.1, 25.1]: no unit enters a hex outside it by any kind of move.
import { describe, expect, it } from 'vitest';
import { createGame, entryHexes, insidePlayArea, reach, type GameState, type PlayArea, type Unit } from '../../../src/rules';
import { airstrikeRetreatHex } from '../../../src/rules/airstrikes/retreat';
import { displacementChoices } from '../../../src/rules/movement/afterMove';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { german, move, ok, refused } from '../movement/support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const HH: PlayArea = { section: 'C', minRow: 24, maxRow: 44, rule: '24.1' };

function inArea(state: GameState, area: PlayArea | null = HH): GameState {
  return { ...state, playArea: area };
}

describe('which hexes are in play [24.1, 25.1]', () => {
  it('[24.1] Hell\'s Highway: Map C from hexrow 24 to hexrow 44, both rows included', () => {
    expect(insidePlayArea(HH, 'C2411')).toBe(true);
    expect(insidePlayArea(HH, 'C4419')).toBe(true);
    expect(insidePlayArea(HH, 'C2701')).toBe(true);
    expect(insidePlayArea(HH, 'C2534')).toBe(true);
    expect(insidePlayArea(HH, 'C2311')).toBe(false);
    expect(insidePlayArea(HH, 'C4519')).toBe(false);
    expect(insidePlayArea(HH, 'D3010')).toBe(false);
    expect(insidePlayArea(HH, 'B1010')).toBe(false);
  });

  it('[25.1] with no play area (campaign) every hex is in play', () => {
    expect(insidePlayArea(null, 'C2311')).toBe(true);
    expect(insidePlayArea(null, 'A0101')).toBe(true);
  });

  it('[24.1] the set-up carries the play area into the state', () => {
    const s = createGame({ scenarioId: 'hh', seed: 's', startTurn: 50, startPhase: 1, lastTurn: 64, units: [], playArea: HH });
    expect(s.playArea).toEqual(HH);
    expect(createGame({ scenarioId: 'x', seed: 's', startTurn: 1, startPhase: 13, lastTurn: 2, units: [] }).playArea).toBeNull();
  });
});

describe('moving stops at the edge of the play area [24.1]', () => {
  const s = () => inArea(game({ phase: 4, units: [unit({ id: 'us', hex: 'C2411' })] }));

  it('[24.1] a step out of the area is refused with the case; a step along the edge is not', () => {
    expect(refused(s(), move(['us'], 'C2311'), CLEAR_WORLD)).toMatchObject({ code: 'OUTSIDE_PLAY_AREA', rule: '24.1' });
    expect(unitById(ok(s(), move(['us'], 'C2412'), CLEAR_WORLD).state, 'us')!.hex).toBe('C2412');
    // without a play area the same step is an ordinary move
    expect(unitById(ok(inArea(s(), null), move(['us'], 'C2311'), CLEAR_WORLD).state, 'us')!.hex).toBe('C2311');
  });

  it('[24.1] the reach query offers no hex outside the area', () => {
    const r = reach(CLEAR_WORLD, s(), ['us']);
    if (!('hexes' in r)) throw new Error('refused');
    const hexes = [...r.hexes.keys()];
    expect(hexes.length).toBeGreaterThan(10);
    expect(hexes.every((h) => insidePlayArea(HH, h))).toBe(true);
    expect(hexes).toContain('C2412');
    const open = reach(CLEAR_WORLD, inArea(s(), null), ['us']);
    if (!('hexes' in open)) throw new Error('refused');
    expect([...open.hexes.keys()]).toContain('C2311');
  });

  it('[24.1, 16.1] an engineer ferry may not land units outside the area', () => {
    const world = testWorld({ hexsides: { 'C2812|C2713': ['canal'] } });
    const units = [unit({ id: 'a', hex: 'C2812' }), unit({ id: 'eng', type: 'bridgeEngineer', effectiveness: {}, hex: 'C2812', stackIndex: 1 })];
    const ferry = { type: 'ferry' as const, engineerId: 'eng', unitIds: ['a'], to: 'C2713' as const };
    const area: PlayArea = { section: 'C', minRow: 28, maxRow: 44, rule: '24.1' };
    expect(refused(inArea(game({ phase: 4, units }), area), ferry, world)).toMatchObject({ code: 'OUTSIDE_PLAY_AREA', rule: '24.1' });
    expect(unitById(ok(game({ phase: 4, units }), ferry, world).state, 'a')!.hex).toBe('C2713');
  });
});

describe('reinforcements at interior hexes [24.3, 22.1, 22.16]', () => {
  const arriving = (id: string, hex: Unit['hex'], extra: Partial<Unit> = {}) =>
    unit({ id, hex: null, arrival: { turn: 51, hexes: [hex!] }, ...extra });

  it('[24.3] a unit waiting off the map comes on at an arrival hex inside the area that is no map edge (C2411, C4419)', () => {
    for (const hex of ['C2411', 'C4419'] as const) {
      const s = inArea(game({ phase: 4, turn: 51, units: [arriving('us', hex)] }));
      const { state, events } = ok(s, move(['us'], hex), CLEAR_WORLD);
      expect(unitById(state, 'us')!.hex).toBe(hex);
      expect(events.find((e) => e.type === 'unitsMoved')).toMatchObject({ from: null, to: hex, rule: '22.13' });
    }
  });

  it('[24.3] German arrivals at C2701 and C2534 come on too', () => {
    for (const hex of ['C2701', 'C2534'] as const) {
      const s = inArea(game({ phase: 6, turn: 51, units: [arriving('de', hex, { side: 'german', nationality: 'DE' })] }));
      expect(unitById(ok(s, move(['de'], hex), CLEAR_WORLD).state, 'de')!.hex).toBe(hex);
    }
  });

  it('[24.1, 22.16] when the arrival hex is held by the enemy, only neighbours inside the area will do', () => {
    const s = inArea(game({ phase: 4, turn: 51, units: [arriving('us', 'C2411'), german({ id: 'de', hex: 'C2411' })] }));
    const hexes = entryHexes(s, unitById(s, 'us')!);
    expect([...hexes].sort()).toEqual(['C2410', 'C2412', 'C2511', 'C2512']);
    expect(refused(s, move(['us'], 'C2311'), CLEAR_WORLD)).toMatchObject({ code: 'OUTSIDE_PLAY_AREA' });
    expect(unitById(ok(s, move(['us'], 'C2412'), CLEAR_WORLD).state, 'us')!.hex).toBe('C2412');
  });
});

describe('forced moves stay inside the area [24.1, 9.33, 8.7, 15.4]', () => {
  it('[24.1, 9.33, 8.7] displacement and close-action retreat choices leave out hexes outside the area', () => {
    const s = inArea(game({ phase: 4, units: [unit({ id: 'us', hex: 'C2411' })] }));
    expect([...displacementChoices(CLEAR_WORLD, s, ['us'], 'C2411')].sort()).toEqual(['C2410', 'C2412', 'C2511', 'C2512']);
    expect(displacementChoices(CLEAR_WORLD, inArea(s, null), ['us'], 'C2411')).toContain('C2311');
  });

  it('[24.1, 9.33] with every hex inside closed the displaced units meet the usual fate (no hex to go to)', () => {
    const blockers = ['C2410', 'C2412', 'C2511', 'C2512'].map((hex, i) => german({ id: `de${i}`, hex: hex as Unit['hex'] }));
    const s = inArea(game({ phase: 4, units: [unit({ id: 'us', hex: 'C2411' }), ...blockers] }));
    expect(displacementChoices(CLEAR_WORLD, s, ['us'], 'C2411')).toEqual([]);
  });

  it('[24.1, 15.4] an airstrike retreat never leaves the area, even when only crowded hexes remain inside', () => {
    const friends = ['C2410', 'C2412', 'C2511', 'C2512'].map((hex, i) => unit({ id: `f${i}`, hex: hex as Unit['hex'], strength: 1, printedStrength: 1 }));
    const s = inArea(game({ phase: 1, units: [unit({ id: 'us', hex: 'C2411' }), ...friends] }));
    const inside = airstrikeRetreatHex(s, CLEAR_WORLD, unitById(s, 'us')!);
    expect(inside).not.toBeNull();
    expect(insidePlayArea(HH, inside!)).toBe(true);
    // with no area the engine prefers an empty hex, which lies south of hexrow 24
    const open = inArea(s, null);
    expect(insidePlayArea(HH, airstrikeRetreatHex(open, CLEAR_WORLD, unitById(open, 'us')!)!)).toBe(false);
  });
});
