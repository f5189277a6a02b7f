// Opportunity fire as the answer to a window [5.34, 5.51, 8.4–8.49, 10.93, 11.23, 12.32, 16.2, 17.2c].
import { describe, expect, it } from 'vitest';
import { checkFire, fireOptions, firersAt, legalCommands, type Command, type GameState, type Unit } from '../../../src/rules';
import { HELLS_HIGHWAY_COUNTERS } from '../../../src/scenarios/hellsHighway/oob';
import { toUnit } from '../../../src/scenarios/oob/toUnits';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { german, move, ok, refused, status } from '../movement/support';
import { diceFor, fireEvent, okWith, rollGiving } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const DAY = 8;
const of = (firerId: string, targetId: string): Command => ({ type: 'opportunityFire', firerId, targetId });
/** Allied Conditional Movement; the Allied unit at C2812 is inside the zones of two German units. */
const units = (extra: Unit[] = [], us: Partial<Unit> = {}) => [
  unit({ id: 'us', hex: 'C2812', ...us }),
  german({ id: 'de1', hex: 'C2811', type: 'infantry', subordination: 'a', effectiveness: { concentrated: 5, dispersed: 3 } }),
  german({ id: 'de2', hex: 'C2912', type: 'infantry', subordination: 'a', effectiveness: { concentrated: 5, dispersed: 3 } }),
  ...extra,
];
/** The same, with the two German units of different subordinations (a multi-formation pair, 17.2). */
const mixedUnits = () => units().map((u) => (u.id === 'de2' ? { ...u, subordination: 'b' } : u));
const held = (list: Unit[], phase: 4 | 9 = 4, command: Command = move(['us'], 'C2813')): GameState => ok(game({ phase, turn: DAY, units: list }), command, CLEAR_WORLD).state;

/** Dice that give a result passing `test` for this opportunity shot. */
function diceForShot(state: GameState, firerId: string, targetId: string, test: (r: unknown) => boolean): number[] {
  const o = fireOptions(state, CLEAR_WORLD, firerId).find((x) => x.targetId === targetId);
  if (!o?.legal) throw new Error(`not legal: ${JSON.stringify(o)}`);
  return diceFor(rollGiving(CLEAR_WORLD, o.assessment.fireValue, o.assessment.line, test));
}
const miss = (r: unknown) => r === '-';

describe('answering a window [8.4, 8.43–8.47]', () => {
  it('[8.4] a controlling unit fires; the window stays open for the others, and closes by itself when all have fired', () => {
    const window = held(units());
    expect(window.pending?.answers).toContain('opportunityFire');
    const first = okWith(window, of('de1', 'us'), CLEAR_WORLD, diceForShot(window, 'de1', 'us', miss));
    expect(fireEvent(first.events)).toMatchObject({ opportunity: true, explanation: { kind: 'opportunityFire', rule: '8.4' } });
    expect(first.state.pending).toMatchObject({ kind: 'opportunityFire', fired: ['de1'] });
    expect(unitById(first.state, 'us')!.hex).toBe('C2812');
    const second = okWith(first.state, of('de2', 'us'), CLEAR_WORLD, diceForShot(first.state, 'de2', 'us', miss));
    expect(second.state.pending).toBeNull();
    expect(second.events.map((e) => e.type)).toEqual(expect.arrayContaining(['opportunityClosed', 'unitsMoved']));
    expect(unitById(second.state, 'us')!.hex).toBe('C2813');
  });

  it('[8.43, 8.44, 8.46] each controlling unit fires once, only controlling units fire, and only at the units that set it off', () => {
    const window = held(units([german({ id: 'far', hex: 'C2815', type: 'infantry', range: 4 }), unit({ id: 'us2', hex: 'C2713' })]));
    const fired = okWith(window, of('de1', 'us'), CLEAR_WORLD, diceForShot(window, 'de1', 'us', miss)).state;
    expect(refused(fired, of('de1', 'us'), CLEAR_WORLD)).toMatchObject({ code: 'ALREADY_FIRED', rule: '8.43' });
    expect(refused(fired, of('far', 'us'), CLEAR_WORLD)).toMatchObject({ code: 'NOT_A_CHOICE', rule: '8.44' });
    expect(refused(fired, of('de2', 'us2'), CLEAR_WORLD)).toMatchObject({ code: 'NOT_A_TARGET', rule: '8.46' });
    expect(refused(game({ phase: 4, turn: DAY, units: units() }), of('de1', 'us'), CLEAR_WORLD)).toMatchObject({ code: 'NO_PENDING_DECISION' });
  });

  it('[8.47] the unit is shot at in its present mode, before its announced mode change', () => {
    const window = held(units(), 9, { type: 'changeMode', unitId: 'us', to: 'dispersed' });
    const o = fireOptions(window, CLEAR_WORLD, 'de1')[0]!;
    expect(o.legal && o.assessment.line).toBe('undispersed');
    expect(firersAt(window, CLEAR_WORLD, 'us').map((x) => x.firerId)).toEqual(['de1', 'de2']);
  });
});

describe('hits during a window [5.32, 5.34, 8.47]', () => {
  it('[5.34] the owner’s choice nests inside the window; dispersing opens no new window and the window comes back', () => {
    const window = held(units());
    const hit = okWith(window, of('de1', 'us'), CLEAR_WORLD, diceForShot(window, 'de1', 'us', (r) => r === 'D'));
    expect(hit.state.pending).toMatchObject({ kind: 'fireResult', side: 'allied', outer: { kind: 'opportunityFire', fired: ['de1'] } });
    const chosen = okWith(hit.state, { type: 'fireResultChoice', choice: 'disperse' }, CLEAR_WORLD, []);
    expect(chosen.events.some((e) => e.type === 'opportunityWindow')).toBe(false);
    expect(unitById(chosen.state, 'us')!.mode).toBe('dispersed');
    expect(chosen.state.pending).toMatchObject({ kind: 'opportunityFire', fired: ['de1'], resume: { type: 'moveStep' } });
    // [5.36] the next firer sees a dispersed target
    const next = fireOptions(chosen.state, CLEAR_WORLD, 'de2')[0]!;
    expect(next.legal && next.assessment.line).toBe('dispersedOther');
  });

  it('[8.47] when every triggering unit is eliminated the held action is called off and the window closes', () => {
    const window = held(units([], { strength: 1, mode: 'dispersed' }));
    const shot = okWith(window, of('de1', 'us'), CLEAR_WORLD, diceForShot(window, 'de1', 'us', (r) => typeof r === 'number'));
    expect(unitById(shot.state, 'us')!.eliminated).toBeDefined();
    expect(shot.events).toContainEqual(expect.objectContaining({ type: 'actionCancelled', rule: '8.47' }));
    expect(shot.state.pending).toBeNull();
    expect(shot.events.some((e) => e.type === 'unitsMoved')).toBe(false);
  });

  it('[8.47] when the triggering units are disrupted the held action is called off, but the others may still fire', () => {
    // [5.37] an HQ on the move cannot disperse, so its owner may take disruption instead of a loss
    const hqWindow = held(units([], { type: 'hq', modes: ['concentrated', 'travel'], effectiveness: { concentrated: 2 }, effectivenessParenthesized: true }));
    const hqHit = okWith(hqWindow, of('de1', 'us'), CLEAR_WORLD, diceForShot(hqWindow, 'de1', 'us', (r) => r === 'D')).state;
    const disrupted = okWith(hqHit, { type: 'fireResultChoice', choice: 'disrupt' }, CLEAR_WORLD, []);
    expect(disrupted.events).toContainEqual(expect.objectContaining({ type: 'actionCancelled', rule: '8.47' }));
    expect(disrupted.state.pending).toMatchObject({ kind: 'opportunityFire', resume: null });
    const passed = ok(disrupted.state, { type: 'passOpportunity' }, CLEAR_WORLD);
    expect(unitById(passed.state, 'us')!.hex).toBe('C2812');
  });
});

describe('who may make opportunity fire [5.51, 11.23, 12.32]', () => {
  it('[8.42, 11.23] an HQ may fire only as opportunity fire, and not while depleted', () => {
    const hq = (s = {}) => german({ id: 'hq', hex: 'C2713', type: 'hq', modes: ['concentrated', 'travel'], effectiveness: { concentrated: 2 }, effectivenessParenthesized: true, status: status(s) });
    expect(fireOptions(held(units([hq()])), CLEAR_WORLD, 'hq')[0]).toMatchObject({ legal: true });
    expect(refused(held(units([hq({ depleted: true })])), of('hq', 'us'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_FIRE', rule: '11.23' });
  });

  it('[12.32] heavy weapons make opportunity fire only from the top two of their stack', () => {
    const stackUnits = [
      german({ id: 'de1', hex: 'C2811', type: 'infantry' }),
      german({ id: 'x', hex: 'C2811', type: 'infantry', stackIndex: 1 }),
      german({ id: 'hw', hex: 'C2811', type: 'heavyWeapons', stackIndex: 2, range: 2 }),
    ];
    const window = held([unit({ id: 'us', hex: 'C2812' }), ...stackUnits]);
    expect(window.pending?.trigger?.firerIds).toContain('hw');
    expect(refused(window, of('hw', 'us'), CLEAR_WORLD)).toMatchObject({ code: 'STACK_ORDER', rule: '12.32' });
  });

  it('[5.51] artillery never fires at movement; against a close action on its own hex it fires directly at the top attacker', () => {
    const gun = german({ id: 'gun', hex: 'C2811', type: 'artillery', mode: 'dispersed', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 6 }, range: 8 });
    const state = game({ phase: 4, turn: DAY, units: [unit({ id: 'us', hex: 'C2812' }), gun] });
    const window = { ...state, pending: { kind: 'opportunityFire' as const, side: 'german' as const, rule: '8.4', prompt: '', answers: ['opportunityFire' as const], resume: null, trigger: { kind: 'leaveZoc' as const, hex: 'C2812' as const, targetIds: ['us'], firerIds: ['gun'] } } };
    expect(checkFire(window, CLEAR_WORLD, { firerId: 'gun', targetId: 'us' }, { kind: 'opportunity', trigger: window.pending.trigger, fired: [], against: null })).toMatchObject({ ok: false, rule: '5.51' });
    const trigger = { ...window.pending.trigger, kind: 'closeAction' as const };
    const assault = checkFire(window, CLEAR_WORLD, { firerId: 'gun', targetId: 'us' }, { kind: 'opportunity', trigger, fired: [], against: 'C2811' });
    expect(assault).toMatchObject({ ok: true, plan: { table: 'direct', loss: 'direct' } });
  });
});

describe('ferries and multi-formation in a window [10.93, 16.2, 17.2c]', () => {
  it('[10.93, 16.2] a unit on a ferry is shot as concentrated (artillery types as Travel), and the firer gains 1 effectiveness, 9 at most', () => {
    const s = game({ phase: 4, turn: DAY, units: units([], { mode: 'dispersed' }) });
    const trigger = { kind: 'ferry' as const, hex: 'C2812' as const, targetIds: ['us'], firerIds: ['de1'] };
    const verdict = checkFire(s, CLEAR_WORLD, { firerId: 'de1', targetId: 'us' }, { kind: 'opportunity', trigger, fired: [], against: null });
    expect(verdict).toMatchObject({ ok: true, plan: { targetMode: 'concentrated', onFerry: true } });
    const gunTarget = game({ phase: 4, turn: DAY, units: units([], { type: 'artillery', mode: 'travel', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 4 } }) });
    expect(checkFire(gunTarget, CLEAR_WORLD, { firerId: 'de1', targetId: 'us' }, { kind: 'opportunity', trigger, fired: [], against: null })).toMatchObject({ ok: true, plan: { targetMode: 'travel' } });
  });

  it('[17.2, 17.2c] firers of different subordinations in one window are penalized together, the first too (announced); a new window starts afresh', () => {
    const window = held(mixedUnits());
    const unannounced = okWith(window, of('de1', 'us'), CLEAR_WORLD, diceForShot(window, 'de1', 'us', miss)).state;
    expect(refused(unannounced, of('de2', 'us'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_FIRE', rule: '17.2' });
    const announced: Command = { type: 'opportunityFire', firerId: 'de1', targetId: 'us', with: ['de2'] };
    const firstShot = okWith(window, announced, CLEAR_WORLD, diceForShot(window, 'de1', 'us', miss));
    expect(fireEvent(firstShot.events).explanation.modifiers.filter((m) => m.rule === '17.2')).toEqual([expect.objectContaining({ value: -2 })]);
    const first = firstShot.state;
    const second = fireOptions(first, CLEAR_WORLD, 'de2')[0]!;
    expect(second.legal && second.assessment.plan.multiFormation).toMatchObject({ penalty: 2, firerIds: ['de1', 'de2'] });
    const fresh = fireOptions(window, CLEAR_WORLD, 'de2')[0]!;
    expect(fresh.legal && fresh.assessment.plan.multiFormation.penalty).toBe(0);
  });
});

describe('only the top two of a moving stack are targets [5.23, 8.4, 8.41, 8.46]', () => {
  const real = (id: string, hex: string, stackIndex: number): Unit => ({ ...toUnit(HELLS_HIGHWAY_COUNTERS.find((c) => c.id === id)!, { hex: hex as never }), stackIndex });
  // Three Coldstream rifle companies stacked at C2812, inside the zone of the fusilier battalion at C2811.
  const rifles = () => [real('uk-5cg-1', 'C2812', 0), real('uk-5cg-2', 'C2812', 1), real('uk-5cg-3', 'C2812', 2), real('de-85-5-4', 'C2811', 0)];

  it('[5.23, 8.41] a whole stack leaving the zone offers only its top two; a shot at the third is refused', () => {
    const window = ok(game({ phase: 4, turn: DAY, units: rifles() }), move(['uk-5cg-1', 'uk-5cg-2', 'uk-5cg-3'], 'C2813'), CLEAR_WORLD).state;
    expect(window.pending?.trigger?.targetIds).toEqual(['uk-5cg-1', 'uk-5cg-2']);
    expect(refused(window, of('de-85-5-4', 'uk-5cg-3'), CLEAR_WORLD)).toMatchObject({ code: 'NOT_A_TARGET', rule: '8.46' });
    const targets = legalCommands(window, CLEAR_WORLD).flatMap((c) => (c.type === 'opportunityFire' ? [c.targetId] : []));
    expect(new Set(targets)).toEqual(new Set(['uk-5cg-1', 'uk-5cg-2']));
  });

  it('[8.46] the third unit leaving alone is itself the target', () => {
    const window = ok(game({ phase: 4, turn: DAY, units: rifles() }), move(['uk-5cg-3'], 'C2813'), CLEAR_WORLD).state;
    expect(window.pending?.trigger?.targetIds).toEqual(['uk-5cg-3']);
  });
});
