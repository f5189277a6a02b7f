// Opportunity-fire windows [8.4–8.47, 10.71, 10.72] and mode changes around movement [13.51, 13.54].
import { describe, expect, it } from 'vitest';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { german, move, ok, refused, spent } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const tank = (id: string, hex: string, extra: object = {}) =>
  unit({ id, type: 'armor', hex: hex as never, effectiveness: { concentrated: 7, dispersed: 5, travel: 4 }, ...extra });

describe('leaving an enemy zone of control [8.4, 8.41, 8.43, 8.44, 8.47]', () => {
  // Two German units control C2812; a third, farther off, does not.
  const units = () => [
    unit({ id: 'us', hex: 'C2812' }),
    german({ id: 'de1', hex: 'C2811' }),
    german({ id: 'de2', hex: 'C2713' }),
    german({ id: 'far', hex: 'C2818' }),
  ];

  it('[8.47] the step is announced first: a window opens for the other side and nothing moves yet', () => {
    const { state, events } = ok(game({ phase: 4, units: units() }), move(['us'], 'C2813'), CLEAR_WORLD);
    expect(state.pending).toMatchObject({
      kind: 'opportunityFire',
      side: 'german',
      rule: '8.4',
      answers: ['opportunityFire', 'passOpportunity'],
      resume: { type: 'moveStep', unitIds: ['us'], to: 'C2813' },
      trigger: { kind: 'leaveZoc', hex: 'C2812', targetIds: ['us'] },
    });
    // [8.44] every enemy unit whose zone covers the hex may fire, and only those
    expect([...state.pending!.trigger!.firerIds].sort()).toEqual(['de1', 'de2']);
    expect(events).toEqual([
      { type: 'opportunityWindow', trigger: 'leaveZoc', hex: 'C2812', targetIds: ['us'], firerIds: state.pending!.trigger!.firerIds, rule: '8.4' },
    ]);
    expect(unitById(state, 'us')).toMatchObject({ hex: 'C2812', status: { mpSpent: 0 } });
  });

  it('[8.47] while the window is open only its answer is accepted', () => {
    const held = ok(game({ phase: 4, units: units() }), move(['us'], 'C2813'), CLEAR_WORLD).state;
    expect(refused(held, move(['us'], 'C2813'), CLEAR_WORLD)).toMatchObject({ code: 'PENDING_DECISION', rule: '8.4' });
    expect(refused(held, { type: 'endPhase' }, CLEAR_WORLD)).toMatchObject({ code: 'PENDING_DECISION', rule: '8.4' });
    expect(refused(held, { type: 'restack', hex: 'C2812' as never, order: ['us'] }, CLEAR_WORLD)).toMatchObject({ code: 'PENDING_DECISION' });
    expect(refused(held, { type: 'spareBridge', bridge: 'x' }, CLEAR_WORLD)).toMatchObject({ code: 'PENDING_DECISION' });
  });

  it('[8.47] an answer with no window open is refused', () => {
    expect(refused(game({ phase: 4, units: units() }), { type: 'passOpportunity' }, CLEAR_WORLD)).toMatchObject({ code: 'NO_PENDING_DECISION', rule: '8.47' });
  });

  it('[8.47] once the other side passes, the announced step is carried out', () => {
    const held = ok(game({ phase: 4, units: units() }), move(['us'], 'C2813'), CLEAR_WORLD).state;
    const { state, events } = ok(held, { type: 'passOpportunity' }, CLEAR_WORLD);
    expect(state.pending).toBeNull();
    expect(events.map((e) => e.type)).toEqual(['opportunityPassed', 'unitsMoved']);
    expect(events[0]).toEqual({ type: 'opportunityPassed', hex: 'C2812' });
    expect(unitById(state, 'us')!.hex).toBe('C2813');
    expect(spent(state, 'us')).toBe(3);
  });

  it('[8.43] a stack moving as one opens one window naming all its units', () => {
    const s = game({ phase: 4, units: [unit({ id: 'a', hex: 'C2812' }), unit({ id: 'b', hex: 'C2812', stackIndex: 1 }), german({ id: 'de', hex: 'C2811' })] });
    const { state, events } = ok(s, move(['a', 'b'], 'C2813'), CLEAR_WORLD);
    expect(state.pending!.trigger).toEqual({ kind: 'leaveZoc', hex: 'C2812', targetIds: ['a', 'b'], firerIds: ['de'] });
    expect(events.filter((e) => e.type === 'opportunityWindow')).toHaveLength(1);
  });

  it('[8.41] the German side moving gets the Allied window', () => {
    const s = game({ phase: 6, units: [german({ id: 'de', hex: 'C2812' }), unit({ id: 'us', hex: 'C2811' })] });
    expect(ok(s, move(['de'], 'C2813'), CLEAR_WORLD).state.pending).toMatchObject({ side: 'allied', trigger: { firerIds: ['us'] } });
  });

  it('[8.45] sliding along an enemy zone triggers a window at every exit', () => {
    // The German at C2913 controls C2813, C2812 and C2912; the tank slides C2813 → C2812 → C2912.
    let s = game({ phase: 4, units: [tank('us', 'C2813'), german({ id: 'de', hex: 'C2913' })] });
    let windows = 0;
    for (const to of ['C2812', 'C2912']) {
      const held = ok(s, move(['us'], to), CLEAR_WORLD);
      expect(held.state.pending?.trigger).toMatchObject({ kind: 'leaveZoc', firerIds: ['de'] });
      windows += held.events.filter((e) => e.type === 'opportunityWindow').length;
      s = ok(held.state, { type: 'passOpportunity' }, CLEAR_WORLD).state;
    }
    expect(windows).toBe(2);
    expect(unitById(s, 'us')!.hex).toBe('C2912');
    expect(spent(s, 'us')).toBe(3); // (0.5 clear + 1 leaving the zone [7.12]) twice
  });

  it('[10.71] leaving a forest or city hex next to the enemy opens no window and costs no exit MP', () => {
    const world = testWorld({ terrain: { C2812: 'forest' } });
    const s = game({ phase: 4, units: [unit({ id: 'us', hex: 'C2812' }), german({ id: 'de', hex: 'C2811' })] });
    const { state, events } = ok(s, move(['us'], 'C2813'), world);
    expect(state.pending).toBeNull();
    expect(events.map((e) => e.type)).toEqual(['unitsMoved']);
    expect(spent(state, 'us')).toBe(1);
    const city = testWorld({ terrain: { C2812: 'city' } });
    expect(ok(s, move(['us'], 'C2813'), city).state.pending).toBeNull();
  });
});

describe('mode changes and opportunity fire [8.4, 13.0, 13.51, 13.54]', () => {
  it('[8.4] a mode change in the Organization Phase inside an enemy zone opens a window; after the pass the mode changes', () => {
    const s = game({ phase: 9, units: [unit({ id: 'us', hex: 'C2812' }), german({ id: 'de', hex: 'C2811' })] });
    const held = ok(s, { type: 'changeMode', unitId: 'us', to: 'dispersed' }, CLEAR_WORLD);
    expect(held.state.pending).toMatchObject({ kind: 'opportunityFire', side: 'german', trigger: { kind: 'modeChange', hex: 'C2812', targetIds: ['us'], firerIds: ['de'] } });
    // [8.47] fired at in its old mode: it has not changed yet
    expect(unitById(held.state, 'us')!.mode).toBe('concentrated');
    const { state, events } = ok(held.state, { type: 'passOpportunity' }, CLEAR_WORLD);
    expect(unitById(state, 'us')).toMatchObject({ mode: 'dispersed', status: { modeChanged: true } });
    expect(events[1]).toEqual({ type: 'modeChanged', unitId: 'us', unitName: 'us', from: 'concentrated', to: 'dispersed', rule: '13.0' });
  });

  it('[8.4] a mode change away from the enemy opens no window', () => {
    const s = game({ phase: 9, units: [unit({ id: 'us', hex: 'C2812' }), german({ id: 'de', hex: 'C2815' })] });
    const { state } = ok(s, { type: 'changeMode', unitId: 'us', to: 'dispersed' }, CLEAR_WORLD);
    expect(state.pending).toBeNull();
    expect(unitById(state, 'us')!.mode).toBe('dispersed');
  });

  it('[13.51] leaving Travel at the end of a move costs 1 MP and ends the unit\'s move', () => {
    let s = game({ phase: 4, units: [unit({ id: 'us', hex: 'C2812', mode: 'travel' })] });
    s = ok(s, move(['us'], 'C2813'), CLEAR_WORLD).state;
    const { state, events } = ok(s, { type: 'changeMode', unitId: 'us', to: 'concentrated' }, CLEAR_WORLD);
    expect(events).toEqual([{ type: 'modeChanged', unitId: 'us', unitName: 'us', from: 'travel', to: 'concentrated', rule: '13.51' }]);
    expect(spent(state, 'us')).toBe(1.5);
    expect(refused(state, move(['us'], 'C2814'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_MOVE', rule: '8.0' });
  });

  it('[13.51] leaving Travel needs the 1 MP still in hand', () => {
    let s = game({ phase: 4, units: [unit({ id: 'us', hex: 'C2810', mode: 'travel' })] });
    for (const to of ['C2811', 'C2812', 'C2813', 'C2814', 'C2815', 'C2816', 'C2817']) s = ok(s, move(['us'], to), CLEAR_WORLD).state;
    expect(spent(s, 'us')).toBe(3.5);
    expect(refused(s, { type: 'changeMode', unitId: 'us', to: 'concentrated' }, CLEAR_WORLD)).toMatchObject({ code: 'NOT_ENOUGH_MP', rule: '13.51' });
  });

  it('[13.51] leaving Travel inside an enemy zone draws opportunity fire first', () => {
    const s = game({ phase: 4, units: [unit({ id: 'us', hex: 'C2812', mode: 'travel' }), german({ id: 'de', hex: 'C2811' })] });
    const held = ok(s, { type: 'changeMode', unitId: 'us', to: 'concentrated' }, CLEAR_WORLD).state;
    expect(held.pending?.trigger).toMatchObject({ kind: 'modeChange', targetIds: ['us'] });
    const { state } = ok(held, { type: 'passOpportunity' }, CLEAR_WORLD);
    expect(unitById(state, 'us')!.mode).toBe('concentrated');
    expect(spent(state, 'us')).toBe(1);
  });

  it('[13.54] no other voluntary mode change during movement', () => {
    const s = game({ phase: 4, units: [unit({ id: 'us', hex: 'C2812' })] });
    expect(refused(s, { type: 'changeMode', unitId: 'us', to: 'dispersed' }, CLEAR_WORLD)).toMatchObject({ code: 'MODE_CHANGE_NOT_ALLOWED', rule: '13.54' });
  });
});
