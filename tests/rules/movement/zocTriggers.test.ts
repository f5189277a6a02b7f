// What inside an enemy zone of control opens an opportunity-fire window, and what does not
// [7.2, 9.46, 8.48, 5.32, 5.34].
import { describe, expect, it } from 'vitest';
import { fireOptions, fireResult, type Command, type GameState } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { german, ok, stackAt } from './support';
import { okWith } from '../fire/support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const DAY = 8;
const restack = (order: string[]): Command => ({ type: 'restack', hex: 'C2812' as never, order });

/** Two dice giving a result that passes `test` for this opportunity shot. */
function diceFor(state: GameState, firerId: string, targetId: string, test: (r: unknown) => boolean): number[] {
  const o = fireOptions(state, CLEAR_WORLD, firerId).find((x) => x.targetId === targetId);
  if (!o?.legal) throw new Error(`not legal: ${JSON.stringify(o)}`);
  for (let roll = 2; roll <= 12; roll++) {
    if (test(fireResult(o.assessment.fireValue, o.assessment.line, roll, CLEAR_WORLD.tables.fireResults))) {
      const a = Math.max(1, roll - 6);
      return [a, roll - a, 6, 6, 6];
    }
  }
  throw new Error('no roll');
}

describe('triggers inside an enemy zone [7.2, 9.46]', () => {
  const units = () => [unit({ id: 'a', hex: 'C2812' }), unit({ id: 'b', hex: 'C2812', stackIndex: 1 }), german({ id: 'de', hex: 'C2811' })];

  it('[7.2, 9.46] restacking in an enemy-controlled hex opens a window on the stack; after the pass the new order stands', () => {
    const s0 = game({ phase: 4, turn: DAY, units: units() });
    const announced = ok(s0, restack(['b', 'a']), CLEAR_WORLD).state;
    expect(announced.pending).toMatchObject({ kind: 'opportunityFire', side: 'german', trigger: { kind: 'restack', hex: 'C2812', firerIds: ['de'] } });
    expect([...announced.pending!.trigger!.targetIds].sort()).toEqual(['a', 'b']);
    expect(stackAt(announced, 'C2812')).toEqual(['a', 'b']); // nothing changed yet
    const after = ok(announced, { type: 'passOpportunity' }, CLEAR_WORLD).state;
    expect(stackAt(after, 'C2812')).toEqual(['b', 'a']);
  });

  it('[9.46] restacking away from the enemy opens no window', () => {
    const s0 = game({ phase: 4, turn: DAY, units: [unit({ id: 'a', hex: 'C2812' }), unit({ id: 'b', hex: 'C2812', stackIndex: 1 }), german({ id: 'de', hex: 'C2816' })] });
    const r = ok(s0, restack(['b', 'a']), CLEAR_WORLD);
    expect(r.state.pending).toBeNull();
    expect(stackAt(r.state, 'C2812')).toEqual(['b', 'a']);
  });

  it('[7.2] a voluntary mode change in an enemy-controlled hex opens a window, shot at the old mode', () => {
    const s0 = game({ phase: 9, turn: DAY, units: units() });
    const announced = ok(s0, { type: 'changeMode', unitId: 'a', to: 'dispersed' }, CLEAR_WORLD).state;
    expect(announced.pending).toMatchObject({ kind: 'opportunityFire', trigger: { kind: 'modeChange', targetIds: ['a'] } });
    expect(unitById(announced, 'a')!.mode).toBe('concentrated');
  });
});

describe('forced mode changes [8.48]', () => {
  it('[8.48, 5.32] a unit hit in Travel that switches face opens no new window, nor does its disruption when the phase ends', () => {
    const s0 = game({ phase: 4, turn: DAY, units: [unit({ id: 'us', hex: 'C2812', mode: 'travel' }), german({ id: 'de', hex: 'C2811', type: 'infantry', strength: 2, effectiveness: { concentrated: 4, dispersed: 2 } }), german({ id: 'de2', hex: 'C2912', type: 'infantry', strength: 2, effectiveness: { concentrated: 4, dispersed: 2 } })] });
    const window = ok(s0, { type: 'moveStep', unitIds: ['us'], to: 'C2813' as never }, CLEAR_WORLD).state;
    const hit = okWith(window, { type: 'opportunityFire', firerId: 'de', targetId: 'us' }, CLEAR_WORLD, diceFor(window, 'de', 'us', (r) => r === 1));
    expect(hit.state.pending).toMatchObject({ kind: 'fireResult', fireResult: { options: expect.arrayContaining(['stay', 'dispersed']) } });
    const switched = ok(hit.state, { type: 'fireResultChoice', choice: 'dispersed' }, CLEAR_WORLD);
    expect(switched.events.some((e) => e.type === 'opportunityWindow')).toBe(false);
    expect(unitById(switched.state, 'us')!.mode).toBe('dispersed');
    // The window that was open comes back for the other firer, unchanged.
    expect(switched.state.pending).toMatchObject({ kind: 'opportunityFire', trigger: { kind: 'leaveZoc' }, fired: ['de'] });
    const passed = ok(switched.state, { type: 'passOpportunity' }, CLEAR_WORLD).state;
    const ended = ok(passed, { type: 'endPhase' }, CLEAR_WORLD);
    expect(ended.events).toContainEqual(expect.objectContaining({ type: 'disrupted', unitId: 'us', rule: '5.32' }));
    expect(ended.events.some((e) => e.type === 'opportunityWindow')).toBe(false);
    expect(ended.state.pending).toBeNull();
  });

  it('[8.48, 5.34] dispersing after a hit in the enemy zone during an Organization Phase window opens no second window', () => {
    const s0 = game({ phase: 9, turn: DAY, units: [unit({ id: 'us', hex: 'C2812' }), german({ id: 'de', hex: 'C2811', type: 'infantry', strength: 2, effectiveness: { concentrated: 4, dispersed: 2 } })] });
    const window = ok(s0, { type: 'changeMode', unitId: 'us', to: 'travel' }, CLEAR_WORLD).state;
    const hit = okWith(window, { type: 'opportunityFire', firerId: 'de', targetId: 'us' }, CLEAR_WORLD, diceFor(window, 'de', 'us', (r) => r === 'D'));
    const dispersed = ok(hit.state, { type: 'fireResultChoice', choice: 'disperse' }, CLEAR_WORLD);
    expect(dispersed.events.filter((e) => e.type === 'opportunityWindow')).toHaveLength(0);
    expect(dispersed.events).toContainEqual(expect.objectContaining({ type: 'modeChanged', unitId: 'us', to: 'dispersed' }));
    // [13.55] the announced change (concentrated to Travel) cannot be made from dispersed: it is called off.
    expect(dispersed.events).toContainEqual(expect.objectContaining({ type: 'actionCancelled', rule: '13.55' }));
    expect(unitById(dispersed.state, 'us')!.mode).toBe('dispersed');
    expect(unitById(dispersed.state, 'us')!.status.modeChanged).toBe(false);
  });
});
