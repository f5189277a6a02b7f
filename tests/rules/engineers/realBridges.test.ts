// Bridges and bridge engineers at Veghel on the real map [16.0, 16.13]. Hell's Highway ships no
// bridge engineers, so the engineer is an invented XXX Corps troop; every other unit is a shipped counter.
import { beforeAll, describe, expect, it } from 'vitest';
import { scriptedDice, type GameState, type Unit, type World } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { realWorld } from '../../support/realWorld';
import { shipped } from '../../support/shipped';
import { move, ok, refused } from '../movement/support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const DAY = 8;
/** The Zuid-Willemsvaart road bridge at Veghel (map data), blowable [16.3]. */
const VEGHEL = 'C2813~C2914/road';
const engineer = (id: string, hex: string, strength = 6): Unit =>
  unit({ id, name: id, nationality: 'UK', type: 'bridgeEngineer', subordination: 'XXX', printedStrength: strength, strength, effectiveness: {}, modes: ['concentrated', 'travel'], hex: hex as Unit['hex'], stackIndex: 2 });

let world: World;
beforeAll(() => {
  world = realWorld();
});

describe('what bridges and bridge engineers do [16.0]', () => {
  it('[16.0] the German may blow Veghel bridge as a Guards tank comes up; blown, the canal stops it; bridge engineers set to repair it', () => {
    let s = game({ phase: 4, turn: DAY, units: [shipped('uk-1cg-1', 'C2812', { mode: 'travel' })] });
    s = ok(s, move(['uk-1cg-1'], 'C2813'), world).state;
    expect(s.pending).toMatchObject({ kind: 'bridgeDemolition', side: 'german', bridge: VEGHEL });
    s = ok(s, { type: 'blowBridge', bridge: VEGHEL }, world, { dice: scriptedDice([1]) }).state;
    expect(s.bridges[VEGHEL]).toMatchObject({ condition: 'destroyed' });
    expect(refused(s, move(['uk-1cg-1'], 'C2914'), world)).toMatchObject({ code: 'PROHIBITED_TERRAIN' });
    // Next Allied Command Phase: engineers at the bridge's end start to rebuild it [16.6].
    // The engineers (no formation) draw supply from the Guards brigade HQ beside them, on a supply source [11.4, 16.6].
    const repair = game({ phase: 1, turn: DAY + 1, units: [shipped('uk-1cg-1', 'C2813'), engineer('re', 'C2813'), shipped('uk-32-hq', 'C2812')] });
    const withBlown: GameState = {
      ...repair,
      bridges: { [VEGHEL]: s.bridges[VEGHEL]! },
      supply: { ...repair.supply, sources: [{ id: 'src', side: 'allied', hexes: ['C2812' as never], rule: '11.11', name: 'test source' }] },
    };
    const started = ok(withBlown, { type: 'startWork', kind: 'repair', unitIds: ['re'], bridge: VEGHEL }, world).state;
    expect(started.works).toEqual([expect.objectContaining({ kind: 'repair', bridge: VEGHEL, unitIds: ['re'] })]);
  });
});

describe('a ferrying engineer stays put [16.13]', () => {
  // The canal runs between C2812 and C2913; the chance at Veghel bridge is spent already.
  const atCanal = (): GameState => {
    const s = game({ phase: 4, turn: DAY, units: [shipped('us-501-1-b', 'C2812'), shipped('us-501-1-c', 'C2812', { stackIndex: 1 }), engineer('re', 'C2812')] });
    return { ...s, bridges: { [VEGHEL]: { condition: 'intact', blowOffered: true, repaired: false } } };
  };

  it('[16.13] after ferrying a para company over the Zuid-Willemsvaart the engineer neither moves nor ferries again that phase', () => {
    const crossed = ok(atCanal(), { type: 'ferry', engineerId: 're', unitIds: ['us-501-1-b'], to: 'C2913' as never }, world).state;
    expect(unitById(crossed, 'us-501-1-b')!.hex).toBe('C2913');
    expect(unitById(crossed, 're')!.hex).toBe('C2812');
    expect(refused(crossed, move(['re'], 'C2811'), world)).toMatchObject({ code: 'CANNOT_MOVE', rule: '16.13' });
    expect(refused(crossed, { type: 'ferry', engineerId: 're', unitIds: ['us-501-1-c'], to: 'C2913' as never }, world)).toMatchObject({ code: 'CANNOT_MOVE', rule: '16.13' });
  });

  it('[16.13] an engineer that has moved this phase cannot ferry', () => {
    const moved = ok(atCanal(), move(['re'], 'C2811'), world).state;
    const back = ok(moved, move(['re'], 'C2812'), world).state;
    expect(refused(back, { type: 'ferry', engineerId: 're', unitIds: ['us-501-1-c'], to: 'C2913' as never }, world)).toMatchObject({ code: 'CANNOT_MOVE', rule: '16.11' });
  });
});
