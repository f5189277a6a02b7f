// Resolving a close action: top units, differentials, value, odds, die, result [8.7 steps 1–4,
// 10.41, 10.43, 10.52, 10.51, 11.34, 11.5, 18.41, 19.11, 23.7] and the preview.
import { describe, expect, it } from 'vitest';
import { closeActionPreview, type CloseActionPreview, type GameState, type World } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { FROM, TARGET, assault, german, resolution, resolveAssault } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const inf = (id: string, extra: object = {}) => unit({ id, hex: FROM as never, ...extra });
const defender = (id: string, extra: object = {}) => german({ id, hex: TARGET as never, type: 'infantry', effectiveness: { concentrated: 6, dispersed: 3 }, ...extra });

function preview(state: GameState, ids: string[], world: World = CLEAR_WORLD): CloseActionPreview {
  const p = closeActionPreview(state, world, ids, TARGET as never);
  if ('ok' in p) throw new Error(p.message);
  return p;
}

describe('differentials and the Close Action Value [8.7 steps 1–3]', () => {
  it('[8.7-1, 8.7-2] top unit against top unit: an even fight in the open reads value 3', () => {
    const s = game({ phase: 4, units: [inf('us'), inf('us2', { stackIndex: 1, effectiveness: { concentrated: 9 } }), defender('de')] });
    const p = preview(s, ['us', 'us2']);
    expect(p.factors).toMatchObject({ leadId: 'us', defenderTopId: 'de', effectivenessDifferential: 0, moraleDifferential: 0, terrainSet: 'open', value: 3 });
    expect(p.refusal).toBeNull();
    expect(p.chances.reduce((n, c) => n + c.ways, 0)).toBe(6);
    expect(p.explanation).toMatchObject({ kind: 'closeAction', rule: '8.7' });
  });

  it('[10.41] a defender in forest gains 2 morale and the close-terrain columns are read', () => {
    const p = preview(game({ phase: 4, units: [inf('us'), defender('de')] }), ['us'], testWorld({ terrain: { [TARGET]: 'forest' } }));
    expect(p.factors).toMatchObject({ moraleDifferential: -2, terrainSet: 'close' });
    expect(p.factors.modifiers).toContainEqual(expect.objectContaining({ rule: '10.41', value: 2 }));
  });

  it('[10.52] an entrenchment adds 2 on top of the terrain (entrenched city: +4); [10.51] not for armor', () => {
    const city = testWorld({ terrain: { [TARGET]: 'city' } });
    const dug = { ...game({ phase: 4, units: [inf('us'), defender('de')] }), entrenchments: [TARGET as never] };
    expect(preview(dug, ['us'], city).factors.moraleDifferential).toBe(-4);
    const tanks = { ...game({ phase: 4, units: [inf('us'), german({ id: 'de', hex: TARGET as never })] }), entrenchments: [TARGET as never] };
    expect(preview(tanks, ['us'], city).factors.modifiers.map((m) => m.rule)).not.toContain('10.52');
  });

  it('[18.41] an attacking combat engineer cancels the entrenchment, and in the top two with others adds 2 morale', () => {
    const eng = { type: 'combatEngineer', strength: 2, printedStrength: 2, printedMorale: 3 };
    const alone = { ...game({ phase: 4, units: [inf('eng', eng), defender('de')] }), entrenchments: [TARGET as never] };
    const p1 = preview(alone, ['eng']);
    expect(p1.factors.modifiers).toContainEqual(expect.objectContaining({ rule: '18.41', value: 0 }));
    expect(p1.factors.moraleDifferential).toBe(0); // 3 against 3: no entrenchment bonus, and alone no +2
    const stacked = game({ phase: 4, units: [inf('us', { stackIndex: 0 }), inf('eng', { ...eng, stackIndex: 1 }), defender('de')] });
    expect(preview(stacked, ['us', 'eng']).factors.moraleDifferential).toBe(2);
  });

  it('[19.11] a leader with the attackers adds 2 morale', () => {
    const formations = [{ id: 'd101', designation: '101', echelon: 'division' as const, side: 'allied' as const, nationality: 'US' as const, parentId: null, hqUnitId: null }];
    const leader = inf('taylor', { type: 'leader', stackIndex: 1, strength: 0, printedStrength: 0, printedMorale: 0, leader: { leads: 'd101', hqUnitId: 'hq' } });
    const s = game({ phase: 4, formations, units: [inf('us', { formationId: 'd101' }), leader, defender('de')] });
    const p = preview(s, ['us']);
    expect(p.factors.modifiers).toContainEqual(expect.objectContaining({ rule: '19.11', value: 2, applies: 'attacker morale' }));
    expect(p.factors.moraleDifferential).toBe(2);
  });

  it('[11.5] a disrupted top defender fights at morale −3 with no strength or effectiveness', () => {
    const p = preview(game({ phase: 4, units: [inf('us'), defender('de', { status: { disrupted: true } })] }), ['us']);
    expect(p.factors).toMatchObject({ defenderEffectiveness: 0, moraleDifferential: 3, defenceStrength: 0 });
  });

  it('[11.34] a depleted defender is never the top unit and counts no strength', () => {
    const s = game({ phase: 4, units: [inf('us'), defender('dep', { stackIndex: 0, status: { depleted: true } }), defender('de', { stackIndex: 1, strength: 3, printedStrength: 3 })] });
    expect(preview(s, ['us']).factors).toMatchObject({ defenderTopId: 'de', defenceStrength: 3 });
  });

  it('[10.43] over a bridge: attacker effectiveness −3 and strength halved (rounded down)', () => {
    const bridged = testWorld({ hexsides: { [`${FROM}|${TARGET}`]: ['canal'] }, bridges: [{ at: `${FROM}~${TARGET}`, kind: 'road', over: 'canal', blowable: false }] });
    const p = preview(game({ phase: 4, units: [inf('us', { strength: 5, printedStrength: 5 }), defender('de')] }), ['us'], bridged);
    expect(p.factors).toMatchObject({ attackerEffectiveness: 3, attackStrength: 2 });
    expect(p.factors.modifiers.map((m) => m.rule)).toEqual(['10.43', '10.43']);
  });

  it('[23.7] option: an artillery-type defender rates effectiveness 2 against an infantry-led assault', () => {
    const gun = { type: 'artillery', mode: 'dispersed', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 7 } };
    const base = game({ phase: 4, units: [inf('us'), defender('art', gun)] });
    expect(preview(base, ['us']).factors.defenderEffectiveness).toBe(7);
    expect(preview({ ...base, options: { artilleryCloseDefence: true } }, ['us']).factors.defenderEffectiveness).toBe(2);
  });

  it('[8.7-4] odds are rounded in the defender\'s favour; an artillery top defender has no strength [18.2c, 18.6]', () => {
    const s = game({ phase: 4, units: [inf('us', { strength: 5, printedStrength: 5 }), defender('de', { strength: 3, printedStrength: 3 })] });
    expect(preview(s, ['us']).factors.odds).toBe('1:1');
    const gun = { type: 'artillery', mode: 'dispersed', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 5 } };
    expect(preview(game({ phase: 4, units: [inf('us'), defender('art', gun)] }), ['us']).factors.defenceStrength).toBe(0);
  });
});

describe('the die and the result [8.7 steps 3–4]', () => {
  it('[8.7-3] a D on the value table disrupts the attackers at once, with no die rolled', () => {
    const weak = inf('us', { mode: 'travel', printedMorale: 0 });
    const s = game({ phase: 4, units: [weak, defender('de', { effectiveness: { concentrated: 9 }, printedMorale: 6 })] });
    const { state, events } = resolveAssault(s, assault(['us']), CLEAR_WORLD, []);
    expect(resolution(events)).toMatchObject({ result: 'D' });
    expect(resolution(events).explanation.roll).toBeUndefined();
    expect(events.some((e) => e.type === 'diceRolled')).toBe(false);
    expect(unitById(state, 'us')!.status.disrupted).toBe(true);
    expect(unitById(state, 'us')!.hex).toBe(FROM);
  });

  it('[8.7-4] one die on the results table; the event carries the whole explanation', () => {
    const s = game({ phase: 4, units: [inf('us'), defender('de')] });
    const { state, events } = resolveAssault(s, assault(['us']), CLEAR_WORLD, [1]);
    const r = resolution(events);
    expect(r.result).toBe('AD');
    expect(r.explanation.roll).toEqual({ dice: [1], total: 1, modified: 1 });
    expect(r.explanation.tables.map((t) => t.table)).toEqual(['8.72', '8.73']);
    expect(events).toContainEqual({ type: 'diceRolled', purpose: `close action on ${TARGET}`, rule: '8.7', dice: [1], total: 1 });
    expect(unitById(state, 'us')!.status.disrupted).toBe(true);
  });

  it('[8.7-4] a middling roll does nothing: both sides stay', () => {
    const s = game({ phase: 4, units: [inf('us'), defender('de')] });
    const { state, events } = resolveAssault(s, assault(['us']), CLEAR_WORLD, [3]);
    expect(resolution(events).result).toBe('-');
    expect(unitById(state, 'de')).toMatchObject({ hex: TARGET, status: { disrupted: false } });
    expect(state.pending).toBeNull();
  });
});
