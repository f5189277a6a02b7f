// Stacking limits, overstacks and displacement, disruption spreading, and restacking [9.0–9.33, 8.51, 18.51].
import { describe, expect, it } from 'vitest';
import { isOverstacked, stackingLimitAt, stackWeight, stackWeightAt, type GameEvent } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { german, idx, move, ok, refused, spent, stackAt, status } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const disruptedIds = (events: GameEvent[]) => events.flatMap((e) => (e.type === 'disrupted' ? [e.unitId] : [])).sort();

describe('stacking limits [9.1, 9.12, 9.13, 18.51]', () => {
  const world = testWorld({ terrain: { C2813: 'town', C2814: 'city', C2815: 'polder', C2816: 'slope', C2817: 'forest' } });

  it('[9.1] 24 SP in clear, polder and slope; 12 in town, city and the rest', () => {
    expect(['C2812', 'C2815', 'C2816'].map((h) => stackingLimitAt(world, idx(h)))).toEqual([24, 24, 24]);
    expect(['C2813', 'C2814', 'C2817'].map((h) => stackingLimitAt(world, idx(h)))).toEqual([12, 12, 12]);
  });

  it('[9.12] current strength counts, not printed strength', () => {
    const worn = unit({ id: 'w', strength: 2, printedStrength: 6, hex: 'C2813' });
    const s = game({ units: [worn, unit({ id: 'x', hex: 'C2813', stackIndex: 1, strength: 10, printedStrength: 10 })] });
    expect(stackWeightAt(s, 'C2813')).toBe(12);
    expect(isOverstacked(world, s, 'C2813')).toBe(false);
  });

  it('[18.51] static flak weighs nothing for stacking', () => {
    const flak = german({ id: 'flak', type: 'flak', static: true, mode: 'dispersed', strength: 4, printedStrength: 4, hex: 'C2813', stackIndex: 2 });
    expect(stackWeight(flak)).toBe(0);
    const s = game({ units: [german({ id: 'a', hex: 'C2813' }), german({ id: 'b', hex: 'C2813', stackIndex: 1 }), flak] });
    expect(stackWeightAt(s, 'C2813')).toBe(12);
    expect(isOverstacked(world, s, 'C2813')).toBe(false);
  });

  it('[9.1] a full clear hex (24 SP) may be entered up to its limit', () => {
    let s = game({ phase: 4, units: [unit({ id: 'a', hex: 'C2812' }), unit({ id: 'b', hex: 'C2813', strength: 18, printedStrength: 18 })] });
    s = ok(s, move(['a'], 'C2813'), CLEAR_WORLD).state;
    expect(stackWeightAt(s, 'C2813')).toBe(24);
    expect(unitById(s, 'a')!.status.disrupted).toBe(false);
  });
});

describe('overstacking [9.32, 9.33]', () => {
  it('[9.32] an overstack disrupts the whole hex at once', () => {
    const world = testWorld({ terrain: { C2813: 'town' } });
    const s = game({ phase: 4, units: [unit({ id: 'a', hex: 'C2813' }), unit({ id: 'b', hex: 'C2813', stackIndex: 1 }), unit({ id: 'c', hex: 'C2812' })] });
    const { state, events } = ok(s, move(['c'], 'C2813'), world);
    expect(events).toContainEqual({ type: 'overstacked', hex: 'C2813', strength: 18, limit: 12 });
    expect(disruptedIds(events)).toEqual(['a', 'b', 'c']);
    expect(events.find((e) => e.type === 'disrupted' && e.unitId === 'a')).toMatchObject({ rule: '9.32' });
    // [9.33] the newcomer must be displaced; six open hexes: the owner chooses
    expect(state.pending).toMatchObject({ kind: 'displacement', side: 'allied', rule: '9.33', answers: ['displace'] });
    expect(state.pending!.choices).toHaveLength(6);
    expect(refused(state, move(['a'], 'C2814'), world)).toMatchObject({ code: 'PENDING_DECISION', rule: '9.33' });
    expect(refused(state, { type: 'displace', to: 'C2815' as never }, world)).toMatchObject({ code: 'NOT_A_CHOICE', rule: '9.33' });
    const after = ok(state, { type: 'displace', to: 'C2814' as never }, world);
    expect(after.events).toContainEqual({ type: 'displaced', unitIds: ['c'], from: 'C2813', to: 'C2814' });
    expect(unitById(after.state, 'c')).toMatchObject({ hex: 'C2814', status: { disrupted: true } });
    expect(stackAt(after.state, 'C2813')).toEqual(['a', 'b']);
    expect(after.state.pending).toBeNull();
  });

  it('[9.33] with only one hex to go to, the displacement is automatic', () => {
    // Canals close five sides of the town: back to C2812 is the only way out.
    const world = testWorld({
      terrain: { C2813: 'town' },
      hexsides: { 'C2813|C2814': ['canal'], 'C2813|C2714': ['canal'], 'C2813|C2713': ['canal'], 'C2813|C2913': ['canal'], 'C2813|C2914': ['canal'] },
    });
    const s = game({ phase: 4, units: [unit({ id: 'a', hex: 'C2813' }), unit({ id: 'b', hex: 'C2813', stackIndex: 1 }), unit({ id: 'c', hex: 'C2812' })] });
    const { state, events } = ok(s, move(['c'], 'C2813'), world);
    expect(state.pending).toBeNull();
    expect(events).toContainEqual({ type: 'displaced', unitIds: ['c'], from: 'C2813', to: 'C2812' });
    expect(unitById(state, 'c')).toMatchObject({ hex: 'C2812', status: { disrupted: true } });
    // [8.0] the displaced unit has finished moving (and being disrupted, could not anyway)
    expect(state.movement.finished).toContain('c');
  });

  it('[9.33] with no legal hex the units that caused the overstack are eliminated', () => {
    // c comes off a bridge over an all-water hex; the other five sides of the town are canals.
    const world = testWorld({
      terrain: { C2813: 'town', C2812: 'allWater' },
      hexsides: { 'C2813|C2814': ['canal'], 'C2813|C2714': ['canal'], 'C2813|C2713': ['canal'], 'C2813|C2913': ['canal'], 'C2813|C2914': ['canal'] },
      roads: [{ kind: 'road', hexes: ['C2811', 'C2812', 'C2813'] }],
      bridges: [{ at: 'C2812', kind: 'road', over: 'river', blowable: false }],
    });
    const s = game({ phase: 4, units: [unit({ id: 'a', hex: 'C2813' }), unit({ id: 'b', hex: 'C2813', stackIndex: 1 }), unit({ id: 'c', hex: 'C2812' })] });
    const { state, events } = ok(s, move(['c'], 'C2813'), world);
    expect(events).toContainEqual({ type: 'eliminated', unitId: 'c', unitName: 'c', rule: '9.33', reason: 'overstacked with nowhere to be displaced to' });
    expect(unitById(state, 'c')).toMatchObject({ hex: null, eliminated: { turn: 1, rule: '9.33' } });
    expect(stackAt(state, 'C2813')).toEqual(['a', 'b']);
  });

  it('[9.33] displaced into a friendly stack with no room, everyone there is disrupted', () => {
    // A German reinforcement comes on in a full town; the only hex open is a full clear hex next door.
    const world = testWorld({
      terrain: { C2813: 'town' },
      hexsides: { 'C2813|C2814': ['canal'], 'C2813|C2714': ['canal'], 'C2813|C2713': ['canal'], 'C2813|C2913': ['canal'], 'C2813|C2914': ['canal'] },
    });
    const full = ['d', 'e', 'f', 'g'].map((id, i) => german({ id, type: 'infantry', hex: 'C2812', stackIndex: i }));
    const s = game({
      phase: 6,
      units: [
        german({ id: 'a', type: 'infantry', hex: 'C2813' }),
        german({ id: 'b', type: 'infantry', hex: 'C2813', stackIndex: 1 }),
        german({ id: 'h', type: 'infantry', hex: null, arrival: { turn: 1, hexes: ['C2813'] } }),
        ...full,
      ],
    });
    const { state, events } = ok(s, move(['h'], 'C2813'), world);
    expect(events).toContainEqual({ type: 'displaced', unitIds: ['h'], from: 'C2813', to: 'C2812' });
    expect(events).toContainEqual({ type: 'overstacked', hex: 'C2812', strength: 30, limit: 24 });
    expect(stackAt(state, 'C2812')).toEqual(['h', 'd', 'e', 'f', 'g']);
    for (const id of ['h', 'd', 'e', 'f', 'g']) expect(unitById(state, id)!.status.disrupted).toBe(true);
  });

  it('[9.31] a unit entering a hex that holds disrupted units is disrupted', () => {
    const s = game({ phase: 4, units: [unit({ id: 'a', hex: 'C2813', status: status({ disrupted: true }) }), unit({ id: 'c', hex: 'C2812' })] });
    const { state, events } = ok(s, move(['c'], 'C2813'), CLEAR_WORLD);
    expect(unitById(state, 'c')!.status.disrupted).toBe(true);
    expect(events).toContainEqual({ type: 'disrupted', unitId: 'c', unitName: 'c', hex: 'C2813', rule: '9.31' });
    expect(refused(state, move(['c'], 'C2814'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_MOVE', rule: '8.23' });
  });
});

describe('restacking [9.0, 9.21, 9.22, 8.51]', () => {
  const three = () => [
    unit({ id: 'a', hex: 'C2812', stackIndex: 0 }),
    unit({ id: 'b', hex: 'C2812', stackIndex: 1 }),
    unit({ id: 'c', hex: 'C2812', stackIndex: 2 }),
  ];

  it('[9.22] the phasing player reorders a stack in his movement phase, for free', () => {
    const { state, events } = ok(game({ phase: 4, units: three() }), { type: 'restack', hex: 'C2812' as never, order: ['c', 'a', 'b'] }, CLEAR_WORLD);
    expect(stackAt(state, 'C2812')).toEqual(['c', 'a', 'b']);
    expect(events).toEqual([{ type: 'restacked', hex: 'C2812', order: ['c', 'a', 'b'] }]);
    expect(['a', 'b', 'c'].map((id) => spent(state, id))).toEqual([0, 0, 0]);
  });

  it('[9.21] the stack order is frozen outside the movement phases', () => {
    for (const phase of [3, 9, 1] as const) {
      expect(refused(game({ phase, units: three() }), { type: 'restack', hex: 'C2812' as never, order: ['c', 'a', 'b'] }, CLEAR_WORLD)).toMatchObject({
        code: 'WRONG_PHASE',
        rule: '4.0',
      });
    }
  });

  it('[9.21] only the phasing side restacks, naming every unit once', () => {
    const s = game({ phase: 6, units: three() });
    expect(refused(s, { type: 'restack', hex: 'C2812' as never, order: ['c', 'a', 'b'] }, CLEAR_WORLD)).toMatchObject({ code: 'WRONG_SIDE', rule: '9.21' });
    const mine = game({ phase: 4, units: three() });
    expect(refused(mine, { type: 'restack', hex: 'C2812' as never, order: ['c', 'a'] }, CLEAR_WORLD)).toMatchObject({ code: 'NOT_IN_STACK', rule: '9.21' });
  });

  it('[9.0] immobile units keep their order among themselves; mobile units may pass between them', () => {
    const gun = (id: string, i: number) => german({ id, type: 'artillery', mode: 'dispersed', modes: ['dispersed', 'travel'], hex: 'C2812', stackIndex: i });
    const s = game({ phase: 6, units: [gun('g1', 0), gun('g2', 1), german({ id: 'inf', type: 'infantry', hex: 'C2812', stackIndex: 2 })] });
    expect(refused(s, { type: 'restack', hex: 'C2812' as never, order: ['g2', 'g1', 'inf'] }, CLEAR_WORLD)).toMatchObject({ code: 'STACK_ORDER', rule: '9.0' });
    const { state } = ok(s, { type: 'restack', hex: 'C2812' as never, order: ['g1', 'inf', 'g2'] }, CLEAR_WORLD);
    expect(stackAt(state, 'C2812')).toEqual(['g1', 'inf', 'g2']);
  });

  it('[8.51] restacking in an enemy zone of control opens opportunity fire at the new top two only', () => {
    const s = game({ phase: 4, units: [...three(), german({ id: 'de', hex: 'C2811' })] });
    const held = ok(s, { type: 'restack', hex: 'C2812' as never, order: ['c', 'b', 'a'] }, CLEAR_WORLD);
    expect(held.state.pending).toMatchObject({
      kind: 'opportunityFire',
      side: 'german',
      trigger: { kind: 'restack', hex: 'C2812', targetIds: ['c', 'b'], firerIds: ['de'] },
    });
    expect(stackAt(held.state, 'C2812')).toEqual(['a', 'b', 'c']);
    const done = ok(held.state, { type: 'passOpportunity' }, CLEAR_WORLD);
    expect(stackAt(done.state, 'C2812')).toEqual(['c', 'b', 'a']);
  });
});
