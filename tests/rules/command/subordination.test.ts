// Subordination changes [11.4, 12.41, 17.17–17.19, 17.21c, 18.52]: commands attachToHq and promoteToDivisionHq.
import { describe, expect, it } from 'vitest';
import {
  apply,
  commandLink,
  controllingHqs,
  fireOptions,
  formationsByHq,
  hqRole,
  multiFormationKey,
  unitSupply,
  validate,
  type Command,
  type Formation,
  type GameState,
  type HexId,
  type Unit,
} from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { unitById } from '../../../src/rules/state/unitBuckets';

const col = (c: number): HexId => `C30${String(c).padStart(2, '0')}` as HexId;
const GONE = { eliminated: { turn: 1, rule: '5.3' }, hex: null } as const;

const uk = (id: string, echelon: Formation['echelon'], parentId: string | null, hqUnitId: string | null, extra: Partial<Formation> = {}): Formation => ({
  id, designation: id, echelon, side: 'allied', nationality: 'UK', parentId, hqUnitId, ...extra,
});
const de = (id: string, echelon: Formation['echelon'], parentId: string | null, hqUnitId: string | null, extra: Partial<Formation> = {}): Formation => ({
  id, designation: id, echelon, side: 'german', nationality: 'DE', parentId, hqUnitId, ...extra,
});

/** XXX Corps ─ 43rd (129, 130, 214 → 5DL) and 50th (69) divisions; 8 Armd Bde stands alone; German 9 SS, Flak Brigade, HFlak. */
const FORMATIONS: Formation[] = [
  uk('xxx', 'corps', null, 'hq-xxx'),
  uk('d43', 'division', 'xxx', 'hq-43'),
  uk('b129', 'brigade', 'd43', 'hq-129'),
  uk('b130', 'brigade', 'd43', 'hq-130'),
  uk('b214', 'brigade', 'd43', 'hq-214'),
  uk('5DL', 'battalion', 'b214', null),
  uk('d50', 'division', 'xxx', 'hq-50'),
  uk('b69', 'brigade', 'd50', 'hq-69'),
  uk('b8', 'brigade', null, 'hq-8'),
  de('d9', 'division', null, 'hq-9'),
  de('r19', 'regiment', 'd9', 'hq-19'),
  de('FBx', 'brigade', null, null, { controlledByAnyHq: true }),
  de('HFlak', 'battalion', null, null, { controlledByAnyHq: true, attachesToAnyHq: true }),
];

function hq(id: string, formationId: string, hex: HexId, more: Partial<Unit> = {}): Unit {
  const german = FORMATIONS.find((f) => f.id === formationId)!.side === 'german';
  return unit({
    id, name: id, type: 'hq', formationId, hex, subordination: formationId,
    modes: ['concentrated', 'travel'], effectiveness: { concentrated: 3 }, effectivenessParenthesized: true,
    ...(german ? { side: 'german', nationality: 'DE' } : { nationality: 'UK' }),
    ...more,
  });
}
function gun(id: string, formationId: string, hex: HexId, more: Partial<Unit> = {}): Unit {
  const german = FORMATIONS.find((f) => f.id === formationId)!.side === 'german';
  return unit({
    id, name: id, type: 'artillery', formationId, hex, subordination: formationId, mode: 'dispersed', modes: ['dispersed', 'travel'],
    effectiveness: { dispersed: 6 }, range: 12, ...(german ? { side: 'german', nationality: 'DE' } : { nationality: 'UK' }), ...more,
  });
}

/** Every HQ of the tree, far apart on row 30 unless moved or removed by `more`. */
function hqs(more: Record<string, Partial<Unit>> = {}): Unit[] {
  const spots: [string, string, number][] = [
    ['hq-xxx', 'xxx', 1], ['hq-43', 'd43', 40], ['hq-129', 'b129', 10], ['hq-130', 'b130', 50], ['hq-214', 'b214', 60],
    ['hq-50', 'd50', 70], ['hq-69', 'b69', 20], ['hq-8', 'b8', 80],
  ];
  return spots.map(([id, f, c]) => hq(id, f, col(c), more[id] ?? {}));
}

function state(units: Unit[], phase: GameState['phase'] = 1, turn = 1): GameState {
  return game({ phase, turn, formations: FORMATIONS, units });
}

function ok(s: GameState, command: Command) {
  const r = apply(s, command, CLEAR_WORLD);
  if (!r.ok) throw new Error(`refused [${r.rule}] ${r.message}`);
  return r;
}

const attach = (unitIds: string[], formationId: string): Command => ({ type: 'attachToHq', unitIds, formationId });
const dl = () => unit({ id: 'dl', name: 'A/5DL', formationId: '5DL', subordination: '5DL/214', nationality: 'UK', hex: col(12) });

describe('re-attaching after an HQ is lost [17.17]', () => {
  it('[17.17] refused while the unit’s own HQ still stands', () => {
    const v = validate(state([...hqs(), dl()]), attach(['dl'], 'b129'), CLEAR_WORLD);
    expect(v).toMatchObject({ ok: false, rule: '17.17' });
  });

  it('[17.17] once its brigade HQ is destroyed it may join a sister brigade; it keeps its old identity for multi-formation', () => {
    const s = state([...hqs({ 'hq-214': GONE }), dl()]);
    const r = ok(s, attach(['dl'], 'b129'));
    expect(unitById(r.state, 'dl')!.attachedTo).toBe('b129');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'unitAttached', unitId: 'dl', formationId: 'b129', penalty: 0, rule: '17.17' }));
    expect(multiFormationKey(r.state, 'dl')).toBe('5DL');
    // [17.17] it now works in the 129 Bde command net: supply and communication
    expect(unitSupply(r.state, CLEAR_WORLD, 'dl')).toMatchObject({ supplied: true, via: 'hq-129' });
    expect(commandLink(r.state, unitById(r.state, 'dl')!, unitById(r.state, 'hq-129')!)).toMatchObject({ ok: true, rule: '17.17' });
    expect(commandLink(s, unitById(s, 'dl')!, unitById(s, 'hq-129')!)).toMatchObject({ ok: false });
  });

  it('[17.17] before attaching, a unit of the lost brigade does not draw on a sister brigade’s HQ next to it', () => {
    const s = state([...hqs({ 'hq-214': GONE, 'hq-43': GONE, 'hq-xxx': GONE }), dl()]);
    expect(unitSupply(s, CLEAR_WORLD, 'dl').supplied).toBe(false);
  });

  it('[17.17] only an HQ of the same level under the same higher formation', () => {
    const s = state([...hqs({ 'hq-214': GONE }), dl()]);
    expect(validate(s, attach(['dl'], 'b69'), CLEAR_WORLD)).toMatchObject({ ok: false, rule: '17.17', code: 'SUBORDINATION' });
    expect(validate(s, attach(['dl'], 'd50'), CLEAR_WORLD)).toMatchObject({ ok: false, rule: '17.17' });
    expect(validate(s, attach(['dl'], 'b130'), CLEAR_WORLD)).toMatchObject({ ok: true });
  });

  it('[17.18] the next higher HQ needs no command: the unit traces past its lost brigade to the division', () => {
    const s = state([...hqs({ 'hq-214': GONE, 'hq-43': { hex: col(18) } }), dl()]);
    expect(validate(s, attach(['dl'], 'd43'), CLEAR_WORLD)).toMatchObject({ ok: false, rule: '17.17' });
    expect(unitSupply(s, CLEAR_WORLD, 'dl')).toMatchObject({ supplied: true, via: 'hq-43' });
  });

  it('[11.4, 17.17] only in the owner’s own Command Phase', () => {
    const units = [...hqs({ 'hq-214': GONE }), dl()];
    expect(validate(state(units, 2), attach(['dl'], 'b129'), CLEAR_WORLD)).toMatchObject({ ok: false, code: 'WRONG_PHASE' });
    expect(validate(state(units, 8), attach(['dl'], 'b129'), CLEAR_WORLD)).toMatchObject({ ok: false, code: 'WRONG_SIDE' });
  });

  it('[11.4] an "ind" unit may take an HQ of its side in its Command Phase', () => {
    const ind = unit({ id: 'ind', subordination: '502ind', side: 'german', nationality: 'DE', hex: col(30) });
    const s = state([hq('hq-9', 'd9', col(31)), hq('hq-19', 'r19', col(33)), ind], 8);
    const r = ok(s, attach(['ind'], 'r19'));
    expect(unitById(r.state, 'ind')!.attachedTo).toBe('r19');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'unitAttached', rule: '11.4' }));
  });
});

describe('a regimental HQ named the new divisional HQ [17.19]', () => {
  const promote = (hqUnitId: string): Command => ({ type: 'promoteToDivisionHq', hqUnitId });

  it('[17.19] refused while the divisional HQ stands', () => {
    expect(validate(state(hqs()), promote('hq-129'), CLEAR_WORLD)).toMatchObject({ ok: false, rule: '17.19' });
  });

  it('[17.19] refused for an HQ that is not regimental, or of no division', () => {
    const s = state(hqs({ 'hq-43': GONE }));
    expect(validate(s, promote('hq-xxx'), CLEAR_WORLD)).toMatchObject({ ok: false, rule: '17.19' });
    expect(validate(s, promote('hq-8'), CLEAR_WORLD)).toMatchObject({ ok: false, rule: '17.19' });
  });

  it('[17.19] the division’s units trace to it at 7 hexes, not 10; it traces supply as a divisional HQ', () => {
    const units = [...hqs({ 'hq-43': GONE, 'hq-xxx': GONE }), gun('art7', 'd43', col(17)), gun('art8', 'd43', col(18)), unit({ id: 'own8', formationId: 'b129', hex: col(2), nationality: 'UK' })];
    const before = state(units);
    expect(unitSupply(before, CLEAR_WORLD, 'art7').supplied).toBe(false);
    const r = ok(before, promote('hq-129'));
    expect(r.state.formations.d43).toMatchObject({ hqUnitId: 'hq-129', promotedFrom: 'b129' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'hqPromoted', hqUnitId: 'hq-129', divisionId: 'd43', rule: '17.19' }));
    expect(unitSupply(r.state, CLEAR_WORLD, 'art7')).toMatchObject({ supplied: true, via: 'hq-129' });
    expect(unitSupply(r.state, CLEAR_WORLD, 'art8').supplied).toBe(false);
    // Reading: its own brigade's units trace to the new divisional HQ too, so 7 hexes for them as well.
    expect(unitSupply(before, CLEAR_WORLD, 'own8')).toMatchObject({ supplied: true, via: 'hq-129' });
    expect(unitSupply(r.state, CLEAR_WORLD, 'own8').supplied).toBe(false);
    const hq129 = unitById(r.state, 'hq-129')!;
    expect(hqRole(r.state, hq129, formationsByHq(r.state)).klass).toBe('unlimited');
  });
});

describe('artillery re-subordination [17.21c]', () => {
  const brigadeGun = () => gun('g214', 'b214', col(11));

  it('[17.21c] refused while its printed owning HQ stands', () => {
    expect(validate(state([...hqs(), brigadeGun()]), attach(['g214'], 'b129'), CLEAR_WORLD)).toMatchObject({ ok: false, rule: '17.21c' });
  });

  it('[17.21c] after its HQ is destroyed: an equal HQ of its division at −1, and that HQ then controls it', () => {
    const s = state([...hqs({ 'hq-214': GONE }), brigadeGun()]);
    expect(controllingHqs(s, CLEAR_WORLD, 'g214')).toEqual([]);
    const r = ok(s, attach(['g214'], 'b129'));
    expect(unitById(r.state, 'g214')!.effectivenessPenalty).toEqual({ value: 1, rule: '17.21c' });
    expect(controllingHqs(r.state, CLEAR_WORLD, 'g214')).toEqual([{ hqId: 'hq-129', rule: '17.21c' }]);
  });

  it('[17.21c] brigade guns may go up to their division HQ once their own HQ is gone, at −1', () => {
    const r = ok(state([...hqs({ 'hq-214': GONE }), brigadeGun()]), attach(['g214'], 'd43'));
    expect(unitById(r.state, 'g214')!.effectivenessPenalty?.value).toBe(1);
  });

  it('[17.21c] leaving the division only when all its HQs are gone, then at −2', () => {
    const some = state([...hqs({ 'hq-214': GONE }), brigadeGun()]);
    expect(validate(some, attach(['g214'], 'b69'), CLEAR_WORLD)).toMatchObject({ ok: false, rule: '17.21c' });
    const all = state([...hqs({ 'hq-214': GONE, 'hq-43': GONE, 'hq-129': GONE, 'hq-130': GONE }), brigadeGun()]);
    expect(unitById(ok(all, attach(['g214'], 'b69')).state, 'g214')!.effectivenessPenalty?.value).toBe(2);
  });

  it('[17.21c] guns whose highest subordination is an independent brigade transfer at −2', () => {
    const r = ok(state([...hqs({ 'hq-8': GONE }), gun('g8', 'b8', col(11))]), attach(['g8'], 'b129'));
    expect(unitById(r.state, 'g8')!.effectivenessPenalty?.value).toBe(2);
  });

  it('[17.21c] the penalties are not cumulative', () => {
    const twice = state([...hqs({ 'hq-214': GONE, 'hq-43': GONE, 'hq-129': GONE, 'hq-130': GONE }), gun('g214', 'b214', col(11), { attachedTo: 'd43', effectivenessPenalty: { value: 1, rule: '17.21c' } })]);
    expect(unitById(ok(twice, attach(['g214'], 'b69')).state, 'g214')!.effectivenessPenalty?.value).toBe(2);
    const back = state([...hqs({ 'hq-214': GONE }), gun('g214', 'b214', col(11), { attachedTo: 'b130', effectivenessPenalty: { value: 2, rule: '17.21c' } })]);
    expect(unitById(ok(back, attach(['g214'], 'b129')).state, 'g214')!.effectivenessPenalty?.value).toBe(2);
  });

  it('[17.21c] the loss is a modifier of the fire value, named by its case', () => {
    const target = unit({ id: 'de-t', side: 'german', nationality: 'DE', hex: col(14) });
    const fresh = state([...hqs(), gun('g', 'b129', col(11)), target], 3);
    const marked = state([...hqs(), gun('g', 'b129', col(11), { effectivenessPenalty: { value: 2, rule: '17.21c' } }), target], 3);
    const a = fireOptions(fresh, CLEAR_WORLD, 'g').find((o) => o.targetId === 'de-t');
    const b = fireOptions(marked, CLEAR_WORLD, 'g').find((o) => o.targetId === 'de-t');
    if (!a?.legal || !b?.legal) throw new Error('the battery should be able to fire at the target it sees');
    expect(b.assessment.effectiveness).toBe(a.assessment.effectiveness - 2);
    expect(b.assessment.explanation.modifiers).toContainEqual(expect.objectContaining({ rule: '17.21c', value: -2 }));
    expect(a.assessment.explanation.modifiers.some((m) => m.rule === '17.21c')).toBe(false);
  });
});

describe('Flak Brigade and HFlak/LFlak batteries [12.41, 18.52]', () => {
  it('[12.41] any German HQ next to a Flak Brigade battery controls it, and it draws supply from any German HQ', () => {
    const s = state([hq('hq-9', 'd9', col(30)), hq('hq-19', 'r19', col(60)), gun('fb', 'FBx', col(31))], 3);
    expect(controllingHqs(s, CLEAR_WORLD, 'fb')).toEqual([{ hqId: 'hq-9', rule: '12.41' }]);
    expect(unitSupply(s, CLEAR_WORLD, 'fb')).toMatchObject({ supplied: true, via: 'hq-9' });
  });

  it('[18.52] an HFlak battery joins any HQ free the first time; a later switch costs the Game-Turn out of supply', () => {
    const flak = unit({ id: 'hf', type: 'flak', formationId: 'HFlak', subordination: 'HFlak', side: 'german', nationality: 'DE', hex: col(32), mode: 'dispersed', modes: ['dispersed', 'travel'] });
    const s = state([hq('hq-9', 'd9', col(30)), hq('hq-19', 'r19', col(34)), flak], 8, 5);
    const first = ok(s, attach(['hf'], 'd9'));
    expect(unitById(first.state, 'hf')).toMatchObject({ attachedTo: 'd9' });
    expect(unitById(first.state, 'hf')!.resubordinatedTurn).toBeUndefined();
    expect(first.events).toContainEqual(expect.objectContaining({ type: 'unitAttached', rule: '18.52', outOfSupplyThisTurn: false }));
    const second = ok(first.state, attach(['hf'], 'r19'));
    expect(unitById(second.state, 'hf')).toMatchObject({ attachedTo: 'r19', resubordinatedTurn: 5 });
    expect(unitSupply(second.state, CLEAR_WORLD, 'hf')).toMatchObject({ supplied: false, rule: '18.52' });
    const nextTurn = { ...second.state, turn: 6 };
    expect(unitSupply(nextTurn, CLEAR_WORLD, 'hf').supplied).toBe(true);
  });
});
