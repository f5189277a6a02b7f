// Scenario 27, Drop of the 82nd Airborne [27.0–27.5]: the set-up as data on the shared order of
// battle (England display, pathfinders, supplyhead), the later drop group, the German arrivals, the
// start out of supply, the HQ posts and both victory sets with 27.42, on the real map.
import { describe, expect, it } from 'vitest';
import { apply, createGame, evaluateVictory, scriptedDice, unitSupply, validate, whyCannotMove, type GameSetup, type GameState, type Unit } from '../../src/rules';
import { dropCandidates } from '../../src/rules/airLanding/dropCandidates';
import { checkHqPosts } from '../../src/rules/scenario/restrictions';
import { exitOpenAt } from '../../src/rules/state/playArea';
import { parseHexId, hexId } from '../../src/rules/hex';
import { neighbors } from '../../src/rules/hex/neighbors';
import { scenarioById } from '../../src/scenarios';
import { serial } from '../../src/scenarios/oob/england';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { D82_EAST_EDGE, D82_RECON_ENTRY, D82_REINFORCEMENTS } from '../../src/scenarios/drop82/reinforcements';
import { drop82Setup } from '../../src/scenarios/drop82/scenario';
import { D82_NIJMEGEN_HEXES } from '../../src/scenarios/drop82/victory';
import { invariantProblems } from '../rules/legal/invariants';
import { realWorld } from '../support/realWorld';
import { allUnits, setUnit, unitById, withUnits } from '../../src/rules/state/unitBuckets';

const world = realWorld();

/** The scenario's units with some placed and the set-up skipped: a position at `turn`, Allied Conditional Movement. */
function position(turn: number, placed: Record<string, string>, over: Partial<GameSetup> = {}): GameState {
  const setup = drop82Setup('t');
  const units = setup.units.map((u): Unit => (placed[u.id] ? { ...u, hex: placed[u.id] as Unit['hex'], arrival: undefined } : u));
  return createGame({ ...setup, units, deployment: undefined, startTurn: turn, startPhase: 13, ...over });
}

/** The position as the game's end would judge it. */
function ended(state: GameState): GameState {
  return { ...state, ended: { turn: state.turn, reason: 'last turn' } } as GameState;
}

function condition(state: GameState, id: string) {
  return evaluateVictory(state, world).conditions.find((c) => c.id === id)!;
}

describe('scenario 27: Drop of the 82nd Airborne', () => {
  it('[27.1, 25.1] runs on Map B alone from Phase 13 of GT 1 to the end of GT 15', () => {
    const setup = drop82Setup('s');
    expect([setup.startTurn, setup.startPhase, setup.lastTurn]).toEqual([1, 13, 15]);
    expect(setup.playArea).toMatchObject({ section: 'B', minRow: 1, maxRow: 39, rule: '27.1' });
  });

  it('[27.1] no Allied unit may leave the map, by any edge', () => {
    const state = createGame(drop82Setup('s'));
    for (const hex of ['B0122', 'B3830', 'B2654', 'B2001'] as const) expect(exitOpenAt(state.playArea, 'allied', hex, 'us-505-1-a'), hex).toBeNull();
  });

  it('[27.2, 25.22, 14.4] serials 17–28 of group s (the printed "17-18" read as the whole group) wait in England with their counters', () => {
    const state = createGame(drop82Setup('s'));
    for (let n = 17; n <= 28; n++) {
      const s = state.airLanding.serials[String(n)]!;
      expect(s.group).toBe('s');
      expect(s.unitIds).toEqual(serial(n)!.counterIds);
      expect(s.availableFrom).toBeUndefined();
      for (const id of s.unitIds) expect(unitById(state, id)?.hex, id).toBeNull();
    }
    // Gavin's serial (20, with the 82nd's HQ) and Browning's (25) are in: both landed on the first day.
    expect(state.airLanding.serials['20']!.unitIds).toContain('us-82-hq');
    expect(state.airLanding.serials['25']!.unitIds).toContain('uk-abn-hq');
    const inSerials = new Set(Object.values(state.airLanding.serials).flatMap((s) => s.unitIds));
    for (const u of allUnits(state)) if (u.side === 'allied') expect(inSerials.has(u.id), u.id).toBe(true);
  });

  it('[27.2, 14.31] the three pathfinders stand fixed where 27.2 puts them, and the 82nd supplyhead at B2548', () => {
    const state = createGame(drop82Setup('s'));
    const at = Object.fromEntries(Object.values(state.pathfinders).map((p) => [p.formationId, [p.hex, p.fixed]]));
    expect(at).toEqual({ '504/82': ['B1332', true], '508/82': ['B2449', true], '505/82': ['B2048', true] });
    expect(state.supply.supplyheads).toEqual({ '82xx': 'B2548' });
  });

  it('[14.3, 27.2] Browning\'s corps HQ (serial 25), above any division, may drop around any pathfinder on the map', () => {
    const state = position(1, {});
    for (const hex of ['B2048', 'B1332'] as const) expect(validate(state, { type: 'dropSerial', serialId: '25', hex, route: 'north' }, world).ok, hex).toBe(true);
    expect(validate(state, { type: 'dropSerial', serialId: '25', hex: 'B0122', route: 'north' }, world)).toMatchObject({ ok: false, rule: '14.3' });
  });

  it('[27.3, 22.31, 25.3] serials 29–32 (group t) fly only from GT 12: refused before, offered and accepted then', () => {
    const early = position(11, {});
    expect(dropCandidates(early, world).some((c) => c.serialId === '29')).toBe(false);
    const refused = validate(early, { type: 'dropSerial', serialId: '29', hex: 'B2548', route: 'north' }, world);
    expect(refused).toMatchObject({ ok: false, rule: '22.31' });
    const due = position(12, {});
    const candidate = dropCandidates(due, world).find((c) => c.serialId === '29')!;
    expect(candidate).toBeDefined();
    const flown = apply(due, { type: 'dropSerial', serialId: '29', hex: candidate.hex, route: candidate.route }, world, { dice: scriptedDice([1, 1, 1, 1, 1, 1]) });
    expect(flown.ok).toBe(true);
  });

  it('[27.3] display n arrives on GT 2, 4, 7, 9 and 10 by the east edge; the 9th SS recon battalion at B3830 on GT 4', () => {
    const setup = drop82Setup('s');
    const arriving = setup.units.filter((u) => u.arrival);
    expect([...new Set(arriving.map((u) => u.arrival!.turn))].sort((a, b) => a - b)).toEqual([2, 4, 7, 9, 10]);
    expect(arriving.every((u) => u.side === 'german')).toBe(true);
    const recon = arriving.filter((u) => u.formationId === 'A/9');
    expect(recon.map((u) => u.id).sort()).toEqual(['de-a9-1', 'de-a9-2', 'de-a9-3', 'de-a9-4']);
    for (const u of recon) expect(u.arrival).toEqual({ turn: 4, hexes: [D82_RECON_ENTRY] });
    for (const u of arriving.filter((a) => a.formationId !== 'A/9')) expect(u.arrival!.hexes).toEqual([...D82_EAST_EDGE]);
    // Korps Feldt's HQ comes on GT 2, as display n's arrival code (2B East) has it.
    expect(setup.units.find((u) => u.id === 'de-f-hq')!.arrival).toMatchObject({ turn: 2 });
    expect(D82_REINFORCEMENTS.every((r) => r.source.length > 0)).toBe(true);
  });

  it('[27.1, 11.32] the 504th and the German set-up are out of supply through GT 1, whatever they could trace; from GT 2 they trace as usual', () => {
    const placed = { 'us-504-1-a': 'B1332', 'us-505-1-a': 'B2048', 'de-hgind-1': 'B3135' };
    const gt1 = position(1, placed);
    const landed = withUnits(gt1, [{ ...unitById(gt1, 'us-504-1-a')!, landedTurn: 1 }, { ...unitById(gt1, 'us-505-1-a')!, landedTurn: 1 }]);
    expect(unitSupply(landed, world, 'us-504-1-a')).toMatchObject({ supplied: false, rule: '27.1' });
    expect(unitSupply(landed, world, 'de-hgind-1')).toMatchObject({ supplied: false, rule: '27.1' });
    // The 505th landed the same turn is in supply by its landing [11.13].
    expect(unitSupply(landed, world, 'us-505-1-a')).toMatchObject({ supplied: true, rule: '11.13' });
    const gt2 = { ...landed, turn: 2 };
    expect(unitSupply(gt2, world, 'us-504-1-a')).toMatchObject({ supplied: true, rule: '11.13' });
    expect(unitSupply(gt2, world, 'de-hgind-1').rule).not.toBe('27.1');
    // German reinforcements were not in play as the scenario began.
    expect(createGame(drop82Setup('s')).restrictions!.startUnsupplied!.unitIds).not.toContain('de-f-hq');
  });

  it('[27.41, 25.4] from the end of GT 3 the 504th, 505th and 508th HQs hold B1332, B2148 and B3044', () => {
    const placed = { 'us-504-hq': 'B1332', 'us-505-hq': 'B2148', 'us-508-hq': 'B3044' };
    const gt3 = position(3, placed);
    expect(whyCannotMove(gt3, unitById(gt3, 'us-504-hq')!)).toBeNull();
    const gt4 = position(4, placed);
    for (const id of Object.keys(placed)) expect(whyCannotMove(gt4, unitById(gt4, id)!), id).toMatchObject({ rule: '27.41' });
    const events: Parameters<typeof checkHqPosts>[1] = [];
    const off = structuredClone(position(4, { 'us-504-hq': 'B1333', 'us-505-hq': 'B2148' }));
    checkHqPosts(off, events);
    expect(events.map((e) => e.type === 'hqPostChecked' && [e.unitId, e.onPost, e.landed])).toEqual([
      ['us-504-hq', false, true],
      ['us-505-hq', true, true],
      ['us-508-hq', false, false],
    ]);
  });

  it('[27.51] "any hex of Nijmegen" is the block of city hexes joined to the town\'s place hex B3034', () => {
    const city = new Set(Object.entries(world.map.terrain).filter(([h, t]) => h.startsWith('B') && t === 'city').map(([h]) => h));
    const reached = new Set<string>(['B3034']);
    const queue = ['B3034'];
    while (queue.length) {
      for (const n of neighbors(parseHexId(queue.shift()!)!)) {
        const id = hexId(n);
        if (!city.has(id) || reached.has(id)) continue;
        reached.add(id);
        queue.push(id);
      }
    }
    expect([...reached].sort()).toEqual([...D82_NIJMEGEN_HEXES].sort());
  });

  it('[27.51 no. 1] no Allied unit on or next to B3336 scores for the Germans; one next to it denies the point', () => {
    expect(condition(ended(position(15, { 'us-505-1-a': 'B2048' })), 'german-waal-bridge')).toMatchObject({ status: 'met' });
    const next = condition(ended(position(15, { 'us-505-1-a': 'B3236' })), 'german-waal-bridge');
    expect(next).toMatchObject({ status: 'notMet' });
    expect(next.reason).toMatch(/B3236/);
    // During play it is open, and says how it stands.
    expect(condition(position(8, {}), 'german-waal-bridge')).toMatchObject({ status: 'open', value: 1 });
  });

  it('[27.51 no. 2, 27.42] 10 Allied strength points destroyed score; at the end, Allied units out of supply count as destroyed', () => {
    const lost = position(15, { 'us-505-1-a': 'B2048' });
    setUnit(lost, { ...unitById(lost, 'us-505-1-a')!, landedTurn: 14, strength: 1 });
    expect(condition(ended(lost), 'german-casualties')).toMatchObject({ status: 'notMet', value: 5 });
    // Two companies cut off in the north, far from any HQ, and past their landing's free supply.
    const cut = position(15, { 'us-505-1-a': 'B2048', 'us-508-1-a': 'B3646', 'us-508-1-b': 'B3646' });
    setUnit(cut, { ...unitById(cut, 'us-505-1-a')!, landedTurn: 14, strength: 1 });
    for (const id of ['us-508-1-a', 'us-508-1-b']) setUnit(cut, { ...unitById(cut, id)!, landedTurn: 1 });
    const during = condition(cut, 'german-casualties');
    expect(during).toMatchObject({ status: 'open', value: 5 });
    expect(during.reason).toMatch(/12 SP .* out of supply now/);
    const atEnd = condition(ended(cut), 'german-casualties');
    expect(atEnd).toMatchObject({ status: 'met', value: 17 });
    expect(atEnd.reason).toMatch(/27\.42/);
  });

  it('[27.51 no. 3] an undisrupted German unit within 2 hexes of an Allied pathfinder scores; a disrupted one does not', () => {
    const near = position(15, { 'de-grsn-1': 'B2250' });
    expect(condition(ended(near), 'german-pathfinder')).toMatchObject({ status: 'met' });
    setUnit(near, { ...unitById(near, 'de-grsn-1')!, status: { ...unitById(near, 'de-grsn-1')!.status, disrupted: true } });
    expect(condition(ended(near), 'german-pathfinder')).toMatchObject({ status: 'notMet' });
    expect(condition(ended(position(15, { 'de-grsn-1': 'B2252' })), 'german-pathfinder')).toMatchObject({ status: 'notMet' });
  });

  it('[27.51] the Allied point: a road from B0122 to Nijmegen free of German units and zones of control; a German unit on it closes it', () => {
    const open = condition(ended(position(15, {})), 'allied-road');
    expect(open).toMatchObject({ status: 'met', side: 'allied' });
    expect(open.reason).toMatch(/^Open road B0122 → B\d{4}/);
    // A German company at Grave bridge's south end sits on the only road north.
    const closed = condition(ended(position(15, { 'de-hgind-1': 'B0925' })), 'allied-road');
    expect(closed).toMatchObject({ status: 'notMet' });
  });

  it('[27.51] net points: German points less the Allied point give the level; 0 is a draw, −1 an Allied victory', () => {
    // Nothing on the map: German nos. 1 met, 2 and 3 not; the Allied road open: 1 − 1 = 0.
    expect(evaluateVictory(ended(position(15, {})), world).result).toMatchObject({ winner: 'draw', label: 'Draw' });
    // A German company next to the 505th pathfinder and another on the road: 2 − 0.
    const g = evaluateVictory(ended(position(15, { 'de-grsn-1': 'B2250', 'de-hgind-1': 'B0925' })), world).result;
    expect(g).toMatchObject({ winner: 'german', level: 'substantive', label: 'German Substantive Victory' });
    // An Allied company next to the bridge and the road open: 0 − 1.
    const a = evaluateVictory(ended(position(15, { 'us-505-1-a': 'B3236' })), world).result;
    expect(a).toMatchObject({ winner: 'allied', level: null, label: 'Allied Victory' });
    // During play the result is what the conditions holding now would give.
    const during = evaluateVictory(position(8, {}), world).result;
    expect(during).toMatchObject({ winner: null, label: 'Draw' });
    expect(during.reason).toMatch(/on the position now/);
  });

  it('[27.52] the Player set asks 25 strength points and starts the Allied road at Grave (B0826)', () => {
    const player = drop82Setup('s', { victory: 'player' }).victory!.definition;
    expect(player.rule).toBe('27.52');
    expect(player.conditions.find((c) => c.id === 'german-casualties')).toMatchObject({ threshold: 25, unsuppliedAtEndRule: '27.42' });
    expect(player.conditions.find((c) => c.id === 'allied-road')).toMatchObject({ from: 'B0826' });
    const historical = drop82Setup('s').victory!.definition;
    expect(historical.conditions.find((c) => c.id === 'german-casualties')).toMatchObject({ threshold: 10 });
    expect(historical.conditions.find((c) => c.id === 'allied-road')).toMatchObject({ from: 'B0122' });
  });

  it('[27.2, 25.21] the automatic German set-up places every unit legally and play opens at Phase 13 of GT 1', () => {
    const state = newScenarioGame(scenarioById('drop82')!, world, { seed: 'setup-1', autoDeploy: true });
    expect(state.deployment).toBeNull();
    expect([state.turn, state.phase]).toEqual([1, 13]);
    for (const id of state.restrictions!.startUnsupplied!.unitIds.filter((i) => i.startsWith('de-'))) expect(unitById(state, id)!.hex, id).not.toBeNull();
    expect(invariantProblems(state, world, { fullLegalList: true })).toEqual([]);
  }, 60_000);
});

describe('scenario 27 in the New game list', () => {
  it('[27.0, 27.5] is listed with its length, map, both victory sets and the situation in a paragraph', () => {
    const entry = scenarioById('drop82')!;
    expect(entry.rule).toBe('27.0');
    expect(entry.victorySets.map((v) => [v.id, v.rule])).toEqual([
      ['historical', '27.51'],
      ['player', '27.52'],
    ]);
    expect(entry.description).toMatch(/Map B/);
    expect(entry.description).toMatch(/14½ Game-Turns/);
    expect(entry.setup('x', { victory: 'player' }).victory?.definition.rule).toBe('27.52');
  });
});
