// Bridge demolition [16.3–16.5], bridge-engineer ferries [16.1–16.14, 16.2] and entrenchment removal [10.53].
import { describe, expect, it } from 'vitest';
import { bridgeEnds, isBlowable, scriptedDice, type GameState, type MapBridge } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { testWorld } from '../../support/world';
import { german, idx, move, ok, refused, spent } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

describe('blowing bridges [16.5]', () => {
  const canalBridge: MapBridge = { at: 'C2813~C2814', kind: 'road', over: 'canal', blowable: true, name: 'Test bridge' };
  const world = testWorld({
    hexsides: { 'C2813|C2814': ['canal'] },
    roads: [{ kind: 'road', hexes: ['C2811', 'C2812', 'C2813', 'C2814', 'C2815'] }],
    bridges: [canalBridge],
  });
  const KEY = 'C2813~C2814/road';
  const approach = (): GameState => {
    const s = game({ phase: 4, units: [unit({ id: 'us', hex: 'C2811' })] });
    return ok(s, move(['us'], 'C2812'), world).state;
  };

  it('[16.5] an Allied unit first coming next to an end of a blowable bridge gives the German a chance', () => {
    const s = game({ phase: 4, units: [unit({ id: 'us', hex: 'C2811' })] });
    const { state, events } = ok(s, move(['us'], 'C2812'), world);
    expect(unitById(state, 'us')!.hex).toBe('C2812');
    expect(state.pending).toMatchObject({ kind: 'bridgeDemolition', side: 'german', rule: '16.5', answers: ['blowBridge', 'spareBridge'], bridge: KEY });
    expect(events).toContainEqual({ type: 'bridgeChance', bridge: KEY, name: 'Test bridge', rule: '16.5' });
    expect(refused(state, move(['us'], 'C2813'), world)).toMatchObject({ code: 'PENDING_DECISION', rule: '16.5' });
    expect(refused(state, { type: 'blowBridge', bridge: 'C0000~C0001/road' }, world)).toMatchObject({ code: 'NOT_A_CHOICE', rule: '16.5' });
  });

  it('[16.5] a roll of 1–2 destroys the bridge, and the canal blocks again', () => {
    const { state, events } = ok(approach(), { type: 'blowBridge', bridge: KEY }, world, { dice: scriptedDice([2]) });
    expect(events).toEqual([
      { type: 'diceRolled', purpose: 'blow Test bridge', rule: '16.5', dice: [2], total: 2 },
      { type: 'bridgeBlown', bridge: KEY, name: 'Test bridge', rule: '16.5' },
    ]);
    expect(state.bridges[KEY]).toEqual({ condition: 'destroyed', blowOffered: true, repaired: false });
    expect(state.pending).toBeNull();
    const atBank = ok(state, move(['us'], 'C2813'), world).state;
    expect(refused(atBank, move(['us'], 'C2814'), world)).toMatchObject({ code: 'PROHIBITED_TERRAIN', rule: '16.5' });
  });

  it('[16.5] a roll of 3–6 leaves it standing, and it is never offered again', () => {
    const { state, events } = ok(approach(), { type: 'blowBridge', bridge: KEY }, world, { dice: scriptedDice([5]) });
    expect(events[1]).toEqual({ type: 'bridgeSurvived', bridge: KEY, name: 'Test bridge', rule: '16.5' });
    expect(state.bridges[KEY]).toEqual({ condition: 'intact', blowOffered: true, repaired: false });
    let s = ok(state, move(['us'], 'C2813'), world).state;
    expect(s.pending).toBeNull();
    s = ok(s, move(['us'], 'C2814'), world).state;
    expect(s.pending).toBeNull();
    expect(spent(s, 'us')).toBe(1.5);
  });

  it('[16.5] the German may spare the bridge; the chance is then spent', () => {
    const { state, events } = ok(approach(), { type: 'spareBridge', bridge: KEY }, world);
    expect(events).toEqual([{ type: 'bridgeSpared', bridge: KEY, name: 'Test bridge', rule: '16.5' }]);
    expect(state.bridges[KEY]).toMatchObject({ condition: 'intact', blowOffered: true });
    expect(ok(state, move(['us'], 'C2813'), world).state.pending).toBeNull();
  });

  it('[16.5] German units coming next to a bridge give no chance', () => {
    const s = game({ phase: 6, units: [german({ id: 'de', hex: 'C2811' })] });
    expect(ok(s, move(['de'], 'C2812'), world).state.pending).toBeNull();
  });

  it('[16.3, 16.4] road bridges over rivers and every stream bridge are not blowable, so no chance is offered', () => {
    expect(isBlowable('road', 'river')).toBe(false);
    expect(isBlowable('road', 'stream')).toBe(false);
    expect(isBlowable('trail', 'stream')).toBe(false);
    expect(isBlowable('road', 'canal')).toBe(true);
    expect(isBlowable('trail', 'river')).toBe(true);
    expect(isBlowable('railroad', 'canal')).toBe(true);
    for (const over of ['river', 'stream'] as const) {
      const w = testWorld({
        hexsides: { 'C2813|C2814': [over] },
        roads: [{ kind: 'road', hexes: ['C2811', 'C2812', 'C2813', 'C2814'] }],
        bridges: [{ at: 'C2813~C2814', kind: 'road', over, blowable: isBlowable('road', over) }],
      });
      const s = game({ phase: 4, units: [unit({ id: 'us', hex: 'C2811' })] });
      expect(ok(s, move(['us'], 'C2812'), w).state.pending).toBeNull();
    }
  });

  it('[16.5] a bridge across all-water hexes has its ends on the land at either end of the span', () => {
    const span: MapBridge = { at: 'C2813', kind: 'trail', over: 'river', blowable: true };
    const w = testWorld({ terrain: { C2813: 'allWater', C2814: 'allWater' }, roads: [{ kind: 'trail', hexes: ['C2812', 'C2813', 'C2814', 'C2815'] }], bridges: [span] });
    expect(bridgeEnds(w.grid, span)).toEqual([idx('C2812'), idx('C2815')].sort((a, b) => a - b));
    // coming next to the far end (C2815) offers the chance
    const s = game({ phase: 4, units: [unit({ id: 'us', hex: 'C2817' })] });
    const far = ok(s, move(['us'], 'C2816'), w).state;
    expect(far.pending).toMatchObject({ kind: 'bridgeDemolition', bridge: 'C2813/trail' });
  });

  it('[16.5] a hexside bridge\'s ends are the two hexes it joins', () => {
    expect(bridgeEnds(world.grid, canalBridge)).toEqual([idx('C2813'), idx('C2814')]);
  });
});

describe('bridge-engineer ferries [16.1–16.14]', () => {
  const world = testWorld({ hexsides: { 'C2812|C2813': ['canal'] } });
  const eng = (extra: object = {}) => unit({ id: 'eng', type: 'bridgeEngineer', effectiveness: {}, strength: 6, printedStrength: 6, hex: 'C2812', stackIndex: 2, ...extra });
  const inf = (id: string, extra: object = {}) => unit({ id, hex: 'C2812', ...extra });

  it('[16.11] the engineer ferries a stacked, unmoved unit across the canal for terrain + 2 MP', () => {
    const s = game({ phase: 4, units: [inf('a'), eng()] });
    const { state, events } = ok(s, { type: 'ferry', engineerId: 'eng', unitIds: ['a'], to: 'C2813' as never }, world);
    expect(unitById(state, 'a')!.hex).toBe('C2813');
    expect(spent(state, 'a')).toBe(3);
    expect(events.find((e) => e.type === 'unitsMoved')).toMatchObject({ from: 'C2812', to: 'C2813', rule: '16.11' });
    // [16.13] the engineer itself moves no more this phase
    expect(unitById(state, 'eng')!.hex).toBe('C2812');
    expect(refused(state, move(['eng'], 'C2811'), world)).toMatchObject({ code: 'CANNOT_MOVE', rule: '16.13' });
  });

  it('[16.11] a ferried unit may go on with the MP it has left', () => {
    const s = game({ phase: 4, units: [inf('a'), eng()] });
    let next = ok(s, { type: 'ferry', engineerId: 'eng', unitIds: ['a'], to: 'C2813' as never }, world).state;
    next = ok(next, move(['a'], 'C2814'), world).state;
    expect(spent(next, 'a')).toBe(4);
  });

  it('[16.11] passengers must have started the phase stacked with the engineer and not moved', () => {
    let s = game({ phase: 4, units: [inf('a', { hex: 'C2811' }), eng()] });
    expect(refused(s, { type: 'ferry', engineerId: 'eng', unitIds: ['a'], to: 'C2813' as never }, world)).toMatchObject({ code: 'NOT_IN_STACK', rule: '16.11' });
    s = ok(s, move(['a'], 'C2812'), world).state;
    expect(refused(s, { type: 'ferry', engineerId: 'eng', unitIds: ['a'], to: 'C2813' as never }, world)).toMatchObject({ code: 'CANNOT_MOVE', rule: '16.11' });
  });

  it('[16.1] only infantry, heavy weapons, HQs and combat engineers can be ferried', () => {
    const s = game({ phase: 4, units: [inf('t', { type: 'armor' }), inf('hw', { type: 'heavyWeapons', stackIndex: 1 }), eng()] });
    expect(refused(s, { type: 'ferry', engineerId: 'eng', unitIds: ['t'], to: 'C2813' as never }, world)).toMatchObject({ code: 'INVALID_COMMAND', rule: '16.1' });
    expect(unitById(ok(s, { type: 'ferry', engineerId: 'eng', unitIds: ['hw'], to: 'C2813' as never }, world).state, 'hw')!.hex).toBe('C2813');
  });

  it('[16.12] the load may not outweigh the engineer', () => {
    const s = game({ phase: 4, units: [inf('a', { strength: 4 }), inf('b', { strength: 3, stackIndex: 1 }), eng({ strength: 6 })] });
    expect(refused(s, { type: 'ferry', engineerId: 'eng', unitIds: ['a', 'b'], to: 'C2813' as never }, world)).toMatchObject({ code: 'INVALID_COMMAND', rule: '16.12' });
    const even = game({ phase: 4, units: [inf('a', { strength: 3 }), inf('b', { strength: 3, stackIndex: 1 }), eng({ strength: 6 })] });
    const { state } = ok(even, { type: 'ferry', engineerId: 'eng', unitIds: ['a', 'b'], to: 'C2813' as never }, world);
    expect([unitById(state, 'a')!.hex, unitById(state, 'b')!.hex]).toEqual(['C2813', 'C2813']);
  });

  it('[16.14] an engineer may ferry itself, alone, and then stops', () => {
    const s = game({ phase: 4, units: [inf('a'), eng()] });
    expect(refused(s, { type: 'ferry', engineerId: 'eng', unitIds: ['eng', 'a'], to: 'C2813' as never }, world)).toMatchObject({ code: 'INVALID_COMMAND', rule: '16.14' });
    const { state } = ok(s, { type: 'ferry', engineerId: 'eng', unitIds: ['eng'], to: 'C2813' as never }, world);
    expect(unitById(state, 'eng')!.hex).toBe('C2813');
    expect(spent(state, 'eng')).toBe(3);
    expect(refused(state, move(['eng'], 'C2814'), world)).toMatchObject({ code: 'CANNOT_MOVE', rule: '8.0' });
  });

  it('[16.11] a ferry may span a one-hex all-water river (two hexes)', () => {
    const river = testWorld({ terrain: { C2813: 'allWater' } });
    const s = game({ phase: 4, units: [inf('a'), eng()] });
    const { state } = ok(s, { type: 'ferry', engineerId: 'eng', unitIds: ['a'], to: 'C2814' as never }, river);
    expect(unitById(state, 'a')!.hex).toBe('C2814');
    expect(spent(state, 'a')).toBe(3);
  });

  it('[16.1] the ferry crosses a canal or river, not dry ground', () => {
    const s = game({ phase: 4, units: [inf('a'), eng()] });
    expect(refused(s, { type: 'ferry', engineerId: 'eng', unitIds: ['a'], to: 'C2912' as never }, world)).toMatchObject({ code: 'INVALID_COMMAND', rule: '16.1' });
    expect(refused(s, { type: 'ferry', engineerId: 'eng', unitIds: ['a'], to: 'C2814' as never }, world)).toMatchObject({ code: 'INVALID_COMMAND', rule: '16.1' });
  });

  it('[16.2] ferrying out of an enemy zone of control draws opportunity fire at the passengers', () => {
    const s = game({ phase: 4, units: [inf('a'), eng(), german({ id: 'de', hex: 'C2811' })] });
    const held = ok(s, { type: 'ferry', engineerId: 'eng', unitIds: ['a'], to: 'C2813' as never }, world).state;
    expect(held.pending?.trigger).toEqual({ kind: 'ferry', hex: 'C2812', targetIds: ['a'], firerIds: ['de'] });
    const { state } = ok(held, { type: 'passOpportunity' }, world);
    expect(unitById(state, 'a')!.hex).toBe('C2813');
    expect(spent(state, 'a')).toBe(5); // clear 1 + ferry 2 + leaving the zone 2, allowed as the whole move
  });
});

describe('entrenchments [10.5, 10.53]', () => {
  const withTrench = (phase: 1 | 4 | 8, units = [unit({ id: 'us', hex: 'C2812' })]): GameState => ({ ...game({ phase, units }), entrenchments: ['C2812'] });

  it('[10.53] a player removes an entrenchment where he has a unit, in his own Command Phase', () => {
    const { state, events } = ok(withTrench(1), { type: 'removeEntrenchment', hex: 'C2812' as never }, testWorld());
    expect(state.entrenchments).toEqual([]);
    expect(events).toEqual([{ type: 'entrenchmentRemoved', hex: 'C2812', rule: '10.53' }]);
  });

  it('[10.53] not without a unit of his own in the hex, and not where there is none', () => {
    expect(refused(withTrench(8), { type: 'removeEntrenchment', hex: 'C2812' as never }, testWorld())).toMatchObject({ code: 'WRONG_SIDE', rule: '10.53' });
    expect(refused(withTrench(1), { type: 'removeEntrenchment', hex: 'C2813' as never }, testWorld())).toMatchObject({ code: 'NO_ENTRENCHMENT', rule: '10.53' });
  });

  it('[10.53] entrenchments belong to no one: a German unit in one may remove it in the German Command Phase', () => {
    const s = withTrench(8, [german({ id: 'de', hex: 'C2812' })]);
    expect(ok(s, { type: 'removeEntrenchment', hex: 'C2812' as never }, testWorld()).state.entrenchments).toEqual([]);
  });

  it('[10.53] only in a Command Phase', () => {
    expect(refused(withTrench(4), { type: 'removeEntrenchment', hex: 'C2812' as never }, testWorld())).toMatchObject({ code: 'WRONG_PHASE', rule: '4.0' });
  });
});
