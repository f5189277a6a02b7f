// Basics of fire not covered elsewhere: several firers at one target [5.1, 5.12–5.14], fire is optional
// [5.21], no effect changes nothing [5.31], adjacent direct fire and sight [6.2], flak as antitank [18.5].
import { describe, expect, it } from 'vitest';
import { apply, fireOptions, type GameState, type Unit } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { german, refused } from '../movement/support';
import { fire, fireEvent, okWith, rollGiving } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const DAY = 8;
const atPhase3 = (units: Unit[]) => game({ phase: 3, turn: DAY, units });
const weak = { strength: 2, effectiveness: { concentrated: 4, dispersed: 2 } };
const soft = (id: string, hex: string, extra: Partial<Unit> = {}) => german({ id, hex: hex as Unit['hex'], type: 'infantry', mode: 'dispersed', strength: 6, effectiveness: { concentrated: 5, dispersed: 3 }, ...extra });

/** The two dice that give a result passing `test` for this shot now. */
function shot(state: GameState, firerId: string, targetId: string, test: (r: unknown) => boolean, world = CLEAR_WORLD): number[] {
  const o = fireOptions(state, world, firerId).find((x) => x.targetId === targetId);
  if (!o?.legal) throw new Error(`not legal: ${JSON.stringify(o)}`);
  const roll = rollGiving(world, o.assessment.fireValue, o.assessment.line, test as never);
  const a = Math.max(1, roll - 6);
  return [a, roll - a, 6, 6, 6];
}

describe('several firers, one target [5.1, 5.12, 5.13, 5.14]', () => {
  // Two companies stacked at C2812 and one at C2713 all reach C2813, where two German units stand.
  const units = () => [
    unit({ id: 'a', hex: 'C2812', ...weak }),
    unit({ id: 'b', hex: 'C2812', stackIndex: 1, ...weak }),
    unit({ id: 'c', hex: 'C2713', ...weak }),
    soft('t', 'C2813'),
    soft('u', 'C2813', { stackIndex: 1 }),
  ];

  it('[5.12, 5.13] any number of units fire at one target, each shot resolved on its own, the next one seeing the result of the last', () => {
    const s0 = atPhase3(units());
    const first = okWith(s0, fire('a', 't'), CLEAR_WORLD, shot(s0, 'a', 't', (r) => r === 1));
    expect(unitById(first.state, 't')!.strength).toBe(5);
    const second = okWith(first.state, fire('b', 't'), CLEAR_WORLD, shot(first.state, 'b', 't', (r) => r === 1));
    expect(fireEvent(second.events).explanation.inputs['strength']).toBe(2); // b's own strength, not a's and b's together
    expect(unitById(second.state, 't')!.strength).toBe(4);
    const third = okWith(second.state, fire('c', 't'), CLEAR_WORLD, shot(second.state, 'c', 't', (r) => r === '-'));
    expect(third.state.fire.shots.map((x) => x.firerId)).toEqual(['a', 'b', 'c']);
    expect(third.events.filter((e) => e.type === 'fireResolved')).toHaveLength(1);
  });

  it('[5.14] fire affects only its target: the other unit in the hex and the firers\' stack mates are untouched', () => {
    const s0 = atPhase3(units());
    const hit = okWith(s0, fire('a', 't'), CLEAR_WORLD, shot(s0, 'a', 't', (r) => r === 1));
    expect(unitById(hit.state, 'u')).toEqual(unitById(s0, 'u'));
    expect(unitById(hit.state, 'b')).toEqual(unitById(s0, 'b'));
    expect(hit.events.filter((e) => e.type === 'strengthLost').map((e) => (e as { unitId: string }).unitId)).toEqual(['t']);
  });
});

describe('fire is optional [5.21]', () => {
  it('[5.21] a phase may end with no unit having fired; nothing is lost or rolled', () => {
    const s0 = atPhase3([unit({ id: 'a', hex: 'C2812' }), soft('t', 'C2813')]);
    const r = apply(s0, { type: 'endPhase' }, CLEAR_WORLD);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.phase).toBe(4);
    expect(r.events.some((e) => e.type === 'diceRolled')).toBe(false);
    expect(unitById(r.state, 't')).toEqual(unitById(s0, 't'));
  });
});

describe('no effect [5.31]', () => {
  it('[5.31] a "-" result leaves the target exactly as it was and asks nothing', () => {
    const s0 = atPhase3([unit({ id: 'a', hex: 'C2812', ...weak }), soft('t', 'C2813', { mode: 'concentrated' })]);
    const r = okWith(s0, fire('a', 't'), CLEAR_WORLD, shot(s0, 'a', 't', (x) => x === '-'));
    expect(fireEvent(r.events).result).toBe('-');
    expect(unitById(r.state, 't')).toEqual(unitById(s0, 't'));
    expect(r.state.pending).toBeNull();
  });
});

describe('adjacent direct fire [6.2, 5.28]', () => {
  it('[6.2] a range-1 firer fires at a neighbour in a forest or town, whatever the terrain; only a dike stops it', () => {
    const forest = testWorld({ terrain: { C2813: 'forest', C2812: 'city' } });
    const s0 = atPhase3([unit({ id: 'a', hex: 'C2812', ...weak }), soft('t', 'C2813')]);
    expect(fireEvent(okWith(s0, fire('a', 't'), forest, shot(s0, 'a', 't', () => true, forest)).events).targetId).toBe('t');
    const dike = testWorld({ terrain: { C2813: 'forest' }, hexsides: { 'C2812|C2813': ['dike'] } });
    expect(refused(s0, fire('a', 't'), dike)).toMatchObject({ rule: '5.28' });
  });

  it('[6.2, 6.1] a range-2 firer needs an open line to the hex beyond its neighbour', () => {
    const s0 = atPhase3([unit({ id: 'a', hex: 'C2812', range: 2, ...weak }), soft('t', 'C2814')]);
    const blocked = testWorld({ terrain: { C2813: 'forest' } });
    expect(refused(s0, fire('a', 't'), blocked)).toMatchObject({ code: 'NOT_OBSERVED' });
    expect(fireEvent(okWith(s0, fire('a', 't'), CLEAR_WORLD, shot(s0, 'a', 't', () => true)).events).targetId).toBe('t');
  });
});

describe('flak [18.5]', () => {
  const flak = { type: 'flak' as const, mode: 'dispersed' as const, modes: ['dispersed' as const, 'travel' as const], effectiveness: { dispersed: 4 }, range: 2, strength: 3 };
  const stack = () => [unit({ id: 'top1', hex: 'C2812' }), unit({ id: 'top2', hex: 'C2812', stackIndex: 1 }), unit({ id: 'fl', hex: 'C2812', stackIndex: 2, ...flak })];

  it('[18.5, 18.2] flak fires like antitank: from anywhere in its stack, at the top two only, and out to double range at half effectiveness', () => {
    const targets = [soft('d1', 'C2813'), soft('d2', 'C2813', { stackIndex: 1 }), soft('d3', 'C2813', { stackIndex: 2 })];
    const s0 = atPhase3([...stack(), ...targets]);
    expect(fireEvent(okWith(s0, fire('fl', 'd2'), CLEAR_WORLD, shot(s0, 'fl', 'd2', () => true)).events).firerId).toBe('fl');
    expect(refused(s0, fire('fl', 'd3'), CLEAR_WORLD)).toMatchObject({ code: 'STACK_ORDER', rule: '5.23' });
    const far = atPhase3([...stack(), soft('f', 'C2816')]);
    const o = fireOptions(far, CLEAR_WORLD, 'fl').find((x) => x.targetId === 'f')!;
    expect(o.legal && o.assessment.explanation.modifiers).toContainEqual(expect.objectContaining({ rule: '18.2', value: -2, applies: 'effectiveness' }));
  });
});

describe('the roll and the odds read the same cell [5.0 step 5, 5.63]', () => {
  it('[5.0] a shot is resolved on the Fire Value, line and 5.61/5.63 readings the odds showed before it, and names only the rolled result', () => {
    const s0 = atPhase3([unit({ id: 'a', hex: 'C2812', ...weak }), soft('t', 'C2813')]);
    const odds = fireOptions(s0, CLEAR_WORLD, 'a').find((x) => x.targetId === 't');
    if (!odds?.legal) throw new Error('the shot should be legal');
    expect(odds.assessment.chances.reduce((sum, c) => sum + c.ways, 0)).toBe(36);
    expect(odds.assessment.explanation.result).toMatch(/\/36/);
    const made = fireEvent(okWith(s0, fire('a', 't'), CLEAR_WORLD, shot(s0, 'a', 't', (r) => r === 1)).events);
    const { result: shown, ...before } = odds.assessment.explanation;
    const { result: rolled, roll, ...after } = made.explanation;
    expect(roll?.dice).toHaveLength(2);
    expect(after).toEqual(before);
    expect(shown).toContain(`Fire Value ${odds.assessment.fireValue}`);
    expect(rolled).toContain(`Fire Value ${odds.assessment.fireValue}`);
    expect(rolled).not.toMatch(/\/36/);
    expect(made.result).toBe(1);
  });
});
