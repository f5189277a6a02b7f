// Scenario 28, Drop of the British 1st Airborne [28.0–28.5]: the set-up as data on the shared order of
// battle (England display, pathfinders, supplyhead), the later drop group, the German arrivals, the
// restrictions 28.41–28.44 and both victory sets, on the real map.
import { describe, expect, it } from 'vitest';
import { apply, createGame, evaluateVictory, legalCommands, scriptedDice, validate, type GameSetup, type GameState, type Unit } from '../../src/rules';
import { adjacentHexes } from '../../src/rules/hex';
import { dropCandidates } from '../../src/rules/airLanding/dropCandidates';
import { applyCommandPhaseRecovery } from '../../src/rules/disruption/recovery';
import { enforceExitDeadline } from '../../src/rules/scenario/restrictions';
import { applyScheduledSupplyheadShift } from '../../src/rules/scenario/supplyheadShift';
import { exitOpenAt } from '../../src/rules/state/playArea';
import { bankHexes, inRegion } from '../../src/rules/victory/regions';
import { lossWeight, weightedLossPoints } from '../../src/rules/victory/weightedLosses';
import { endsOfBridge } from '../../src/rules/world/world';
import { hexIdOfIndex } from '../../src/rules/world/mapGrid';
import { scenarioById } from '../../src/scenarios';
import { serial } from '../../src/scenarios/oob/england';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { D1_FIXED, D1_GERMAN_SETUP_COUNTERS, D1_LOCK_HEXES } from '../../src/scenarios/drop1st/deployment';
import { D1_RECON_COUNTERS, D1_REINFORCEMENTS } from '../../src/scenarios/drop1st/reinforcements';
import { drop1stSetup } from '../../src/scenarios/drop1st/scenario';
import { D1_CONTAINMENT, NORTH_OF_NEDER_RIJN, RHINE_BRIDGES } from '../../src/scenarios/drop1st/victory';
import { invariantProblems } from '../rules/legal/invariants';
import { realWorld } from '../support/realWorld';
import { allUnits, unitById, withUnits } from '../../src/rules/state/unitBuckets';

const world = realWorld();

/** The scenario's units with some placed and the set-up skipped: a position at `turn`, phase `phase`. */
function position(turn: number, placed: Record<string, string>, over: Partial<GameSetup> = {}, phase: GameSetup['startPhase'] = 13): GameState {
  const setup = { ...drop1stSetup('t'), ...over };
  const units = setup.units.map((u): Unit => (placed[u.id] ? { ...u, hex: placed[u.id] as Unit['hex'], arrival: undefined } : D1_FIXED.some((f) => f.counter === u.id) ? u : { ...u, hex: null }));
  return createGame({ ...setup, units, deployment: undefined, startTurn: turn, startPhase: phase });
}

/** The position as final: the game over at its last turn. */
function ended(state: GameState): GameState {
  return { ...state, ended: { turn: state.lastTurn, reason: 'last turn' } } as GameState;
}

describe('scenario 28: Drop of the British 1st Airborne', () => {
  it('[28.1, 25.1] runs on Map A alone from Phase 13 of GT 1 to the end of GT 15, or GT 14 with the "14 Game-Turns" option', () => {
    const setup = drop1stSetup('s');
    expect([setup.startTurn, setup.startPhase, setup.lastTurn]).toEqual([1, 13, 15]);
    expect(drop1stSetup('s', { endsGT14: true }).lastTurn).toBe(14);
    expect(setup.playArea).toMatchObject({ section: 'A', minRow: 1, maxRow: 39 });
    const entry = scenarioById('drop1st')!;
    expect(entry.setup('s', { rules: { drop1stEndsGT14: true } }).lastTurn).toBe(14);
  });

  it('[28.2, 25.22, 14.4] serials 38–47 of group v wait in England with the counters the England display gives them', () => {
    const state = createGame(drop1stSetup('s'));
    for (let n = 38; n <= 47; n++) {
      const s = state.airLanding.serials[String(n)]!;
      expect(s.group).toBe('v');
      expect(s.unitIds).toEqual(serial(n)!.counterIds);
      expect(s.availableFrom).toBeUndefined();
    }
    const inSerials = new Set(Object.values(state.airLanding.serials).flatMap((s) => s.unitIds));
    for (const u of allUnits(state)) if (u.side === 'allied') expect(inSerials.has(u.id), u.id).toBe(true);
  });

  it('[28.2, 14.31] the three pathfinders stand fixed at A1914, A2409 and A2316 ("1A/L/1" read 1AL/1), the supplyhead at A2419', () => {
    const state = createGame(drop1stSetup('s'));
    const at = Object.fromEntries(Object.values(state.pathfinders).map((p) => [p.formationId, [p.hex, p.fixed]]));
    expect(at).toEqual({ '1/1': ['A1914', true], '4/1': ['A2409', true], '1AL/1': ['A2316', true] });
    expect(state.supply.supplyheads).toEqual({ '1xx': 'A2419' });
  });

  it('[28.2] the German set-up draws on displays a (printed "display 2"), b and n only, every counter on Map A', () => {
    const setup = drop1stSetup('s');
    const germans = setup.units.filter((u) => u.side === 'german' && !u.arrival);
    expect(germans.map((u) => u.id).sort()).toEqual([...D1_GERMAN_SETUP_COUNTERS].sort());
    expect(new Set(germans.map((u) => u.id.split('-')[1]))).toContain('21');
    for (const zone of setup.deployment!.zones) expect(zone.center.startsWith('A')).toBe(true);
    for (const fixed of D1_FIXED) expect(fixed.hex.startsWith('A')).toBe(true);
  });

  it('[28.3, 22.31] serials 48–54 (group w) fly only from GT 12', () => {
    const early = position(11, {});
    expect(dropCandidates(early, world).some((c) => c.serialId === '48')).toBe(false);
    expect(validate(early, { type: 'dropSerial', serialId: '48', hex: 'A1914', route: 'north' }, world)).toMatchObject({ ok: false, rule: '22.31' });
    const due = position(12, {});
    expect(dropCandidates(due, world).some((c) => c.serialId === '48')).toBe(true);
  });

  it('[28.3] the German displays arrive on the printed turns: b 3, 5; a, b, n 6; a, n 7, 8; a, l, n 9; n 10, 13; a 13', () => {
    const byTurn = new Map<number, string[]>();
    for (const r of D1_REINFORCEMENTS) byTurn.set(r.turn, [...(byTurn.get(r.turn) ?? []), r.display].sort());
    expect(Object.fromEntries(byTurn)).toEqual({ 3: ['b'], 5: ['b'], 6: ['a', 'b', 'n'], 7: ['a', 'n'], 8: ['a', 'n'], 9: ['a', 'l', 'n'], 10: ['n'], 13: ['a', 'n'] });
    const setup = drop1stSetup('s');
    for (const r of D1_REINFORCEMENTS) {
      for (const id of r.counters) expect(setup.units.find((u) => u.id === id)?.arrival, id).toMatchObject({ turn: r.turn });
    }
  });

  it('[28.41] no Allied unit crosses the Neder Rijn by the Driel ferry; a German unit may', () => {
    const allied = position(3, { 'uk-1p-r': 'A1822' }, {}, 4);
    const step = validate(allied, { type: 'moveStep', unitIds: ['uk-1p-r'], to: 'A1623' }, world);
    expect(step).toMatchObject({ ok: false, rule: '28.41' });
    const german = position(3, { 'de-16ind-1': 'A1822' }, {}, 11);
    const crossing = validate(german, { type: 'moveStep', unitIds: ['de-16ind-1'], to: 'A1623' }, world);
    expect(crossing.ok || (crossing as { rule: string }).rule !== '28.41').toBe(true);
  });

  it('[28.42] only the 9th SS recon battalion may leave the map, and only by A0130', () => {
    const state = createGame(drop1stSetup('s'));
    expect(exitOpenAt(state.playArea, 'german', 'A0130', 'de-a9-1')).toMatchObject({ edge: 'south', rule: '28.42' });
    expect(exitOpenAt(state.playArea, 'german', 'A0131', 'de-a9-1')).toBeNull();
    expect(exitOpenAt(state.playArea, 'german', 'A0130', 'de-16ind-1')).toBeNull();
    expect(exitOpenAt(state.playArea, 'allied', 'A0130', 'uk-1p-r')).toBeNull();
    expect(D1_RECON_COUNTERS.every((id) => unitById(state, id)!.arrival?.turn === 3 && unitById(state, id)!.arrival?.hexes.includes('A3930'))).toBe(true);
  });

  it('[28.42] at the end of GT 3 the recon units still in play are withdrawn and listed as gone by A0130; a unit that left stays counted', () => {
    const state = position(3, { 'de-a9-1': 'A1530', 'de-a9-2': 'A0230' });
    const next = structuredClone(state);
    unitById(next, 'de-a9-2')!.hex = null;
    unitById(next, 'de-a9-2')!.exited = { turn: 3, hex: 'A0130', edge: 'south', strength: 4, rule: '28.42' };
    const events: Parameters<typeof enforceExitDeadline>[1] = [];
    enforceExitDeadline(next, events);
    expect(unitById(next, 'de-a9-1')).toMatchObject({ hex: null, exited: { hex: 'A0130', rule: '28.42' } });
    expect(unitById(next, 'de-a9-1')!.eliminated).toBeUndefined();
    expect(events[0]).toMatchObject({ type: 'unitsWithdrawn', rule: '28.42' });
    expect((events[0] as { unitIds: string[] }).unitIds).not.toContain('de-a9-2');
  });

  it('[28.43] with the option, the supplyhead moves from A2419 to A2528 as GT 8 begins; without it, it stays', () => {
    const withShift = createGame({ ...drop1stSetup('s', { supplyheadShift: true }), deployment: undefined, startTurn: 8 });
    const events: Parameters<typeof applyScheduledSupplyheadShift>[1] = [];
    const moved = structuredClone(withShift);
    moved.supply.supplyheads['1xx'] = 'A2419';
    applyScheduledSupplyheadShift(moved, events);
    expect(moved.supply.supplyheads['1xx']).toBe('A2528');
    expect(events[0]).toMatchObject({ type: 'supplyheadShifted', from: 'A2419', to: 'A2528', rule: '28.43' });
    const without = structuredClone(createGame({ ...drop1stSetup('s'), deployment: undefined, startTurn: 8 }));
    applyScheduledSupplyheadShift(without, []);
    expect(without.supply.supplyheads['1xx']).toBe('A2419');
  });

  it('[28.43] the Allied player may move it on to A2324 only once the division is out of supply, in his Command Phase', () => {
    const base = createGame({ ...drop1stSetup('s', { supplyheadShift: true }), deployment: undefined, startTurn: 9, startPhase: 1 });
    const state = { ...base, supply: { ...base.supply, supplyheads: { '1xx': 'A2528' as const } } };
    expect(validate(state, { type: 'shiftSupplyhead', formationId: '1xx' }, world)).toMatchObject({ ok: false, rule: '28.43' });
    const cut = { ...state, supply: { ...state.supply, redropStreaks: { '1xx': 1 } } };
    expect(validate(cut, { type: 'shiftSupplyhead', formationId: '1xx' }, world).ok).toBe(true);
    const done = apply(cut, { type: 'shiftSupplyhead', formationId: '1xx' }, world, { dice: scriptedDice([]) });
    expect(done.ok && done.state.supply.supplyheads['1xx']).toBe('A2324');
    const off = createGame({ ...drop1stSetup('s'), deployment: undefined, startTurn: 9, startPhase: 1 });
    expect(validate(off, { type: 'shiftSupplyhead', formationId: '1xx' }, world)).toMatchObject({ ok: false, rule: '28.43' });
  });

  it('[28.44, 11.52] the SS infantry next to A3445 and A3947 starts disrupted and rolls no recovery before GT 3; from GT 3 it does', () => {
    const setup = drop1stSetup('s');
    const locked = D1_FIXED.filter((f) => f.disrupted);
    expect(locked.length).toBe(6);
    for (const f of locked) {
      const unit = setup.units.find((u) => u.id === f.counter)!;
      expect(unit.status.disrupted, f.counter).toBe(true);
      expect(unit.type).toBe('infantry');
      expect(D1_LOCK_HEXES.some((h) => adjacentHexes(h).includes(f.hex)), f.hex).toBe(true);
    }
    const roll = (turn: number) => {
      const state = structuredClone(createGame({ ...setup, deployment: undefined, startTurn: turn, startPhase: 8 }));
      const events: Parameters<typeof applyCommandPhaseRecovery>[4] = [];
      applyCommandPhaseRecovery(state, world, 'german', scriptedDice(Array(50).fill(6)), events);
      return events;
    };
    const early = roll(2);
    expect(early.filter((e) => e.type === 'recoveryBarredByScenario')).toHaveLength(6);
    expect(early.filter((e) => e.type === 'disruptionRecoveryRolled')).toHaveLength(0);
    const later = roll(3);
    expect(later.filter((e) => e.type === 'recoveryBarredByScenario')).toHaveLength(0);
    expect(later.filter((e) => e.type === 'disruptionRecoveryRolled').length).toBe(6);
  });
});

describe('scenario 28 victory', () => {
  it('[28.51] north of the Neder Rijn is the bank of A2528: the north ends of both bridges and the ferry are on it, the south ends are not', () => {
    const north = bankHexes(world, 'A', 'A2528');
    for (const h of ['A2232', 'A1926', 'A1822', 'A1914', 'A2409', 'A2316', 'A2419'] as const) expect(north.has(h), h).toBe(true);
    for (const h of ['A2032', 'A1726', 'A1623', 'A0130'] as const) expect(north.has(h), h).toBe(false);
    for (const b of RHINE_BRIDGES) expect(endsOfBridge(world, world.map.bridges.find((m) => m.at === b.span)!).map(hexIdOfIndex).sort()).toEqual([...b.ends].sort());
    expect(inRegion(world, D1_CONTAINMENT, 'A2024')).toBe(true);
    expect(inRegion(world, D1_CONTAINMENT, 'A2232')).toBe(false); // east of xx26
    expect(inRegion(world, NORTH_OF_NEDER_RIJN, 'A2232')).toBe(true);
  });

  it('[28.51] the German player scores for losses, containment west of xx26 on the north bank, and a pathfinder in sight; the Allied point needs all three objectives', () => {
    const contained = ended(position(15, { 'uk-1p-r': 'A2020', 'uk-1p-s': 'A1914', 'de-16ind-1': 'A1916' }));
    const report = evaluateVictory(contained, world);
    const status = Object.fromEntries(report.conditions.map((c) => [c.id, c.status]));
    expect(status).toMatchObject({ 'german-containment': 'met', 'german-pathfinder': 'met', 'german-casualties': 'notMet', 'allied-objectives': 'notMet' });
    expect(report.result).toMatchObject({ winner: 'german', level: 'substantive' });
    const east = ended(position(15, { 'uk-1p-r': 'A2232' }));
    expect(evaluateVictory(east, world).conditions.find((c) => c.id === 'german-containment')!.status).toBe('notMet');
  });

  it('[28.51] Allied units on A1926, A2232 and A2528 at the end give the Allied point: net −1 is an Allied victory', () => {
    const placed = { 'uk-1p-r': 'A1926', 'uk-1p-s': 'A2232', 'uk-1p-t': 'A2528' };
    const state = position(15, placed);
    const recorded = structuredClone(state);
    recorded.victory!.record.snapshots['allied-objectives'] = { turn: 15, held: ['A1926', 'A2232', 'A2528'] };
    recorded.victory!.record.lastRecordedTurn = 15;
    const report = evaluateVictory(ended(recorded), world);
    expect(report.conditions.find((c) => c.id === 'allied-objectives')!.status).toBe('met');
    expect(report.conditions.find((c) => c.id === 'german-containment')!.status).toBe('notMet');
    expect(report.conditions.find((c) => c.id === 'german-pathfinder')!.status).toBe('notMet');
    expect(report.result).toMatchObject({ winner: 'allied' });
  });

  it('[28.52] German losses are weighted: HQ, artillery, engineers, armoured cars and infantry count double, low-morale infantry nothing', () => {
    expect(lossWeight({ type: 'hq', printedMorale: 3 })).toBe(2);
    expect(lossWeight({ type: 'armoredRecon', printedMorale: 3 })).toBe(2);
    expect(lossWeight({ type: 'infantry', printedMorale: 1 })).toBe(0);
    expect(lossWeight({ type: 'infantry', printedMorale: 3 })).toBe(1);
    expect(lossWeight({ type: 'armor', printedMorale: 3 })).toBe(1);
    const state = position(10, {});
    const lost = withUnits(state, [{ ...unitById(state, 'de-9-art-1')!, eliminated: { turn: 5, rule: '5.3' } }, { ...unitById(state, 'de-sctyind-1')!, eliminated: { turn: 5, rule: '5.3' } }]);
    expect(weightedLossPoints(lost, 'german')).toBe(2 * 5);
  });

  it('[28.52] 2 points for twice the weighted German losses with 40 British SP or more; 1 point for three to two; the two exclude each other', () => {
    const kill = (ids: string[], state: GameState): GameState =>
      withUnits(state, ids.map((id) => ({ ...unitById(state, id)!, eliminated: { turn: 5, rule: '5.3' as const } })));
    const base = position(15, {}, { victory: drop1stSetup('s', { victory: 'player' }).victory });
    const british = allUnits(base).filter((u) => u.side === 'allied').slice(0, 12).map((u) => u.id);
    const britishSp = british.reduce((s, id) => s + unitById(base, id)!.printedStrength, 0);
    expect(britishSp).toBeGreaterThanOrEqual(40);
    const twice = evaluateVictory(ended(kill([...british, 'de-9-art-1'], base)), world).conditions.find((c) => c.id === 'german-loss-ratio')!;
    expect(twice).toMatchObject({ status: 'met', points: 2 });
    const few = evaluateVictory(ended(kill([british[0]!, british[1]!, british[2]!], base)), world).conditions.find((c) => c.id === 'german-loss-ratio')!;
    expect(few.points).toBe(1);
    const none = evaluateVictory(ended(base), world).conditions.find((c) => c.id === 'german-loss-ratio')!;
    expect(none).toMatchObject({ status: 'notMet', points: 0 });
  });

  it('[28.52] a free north–south path through both Rhine bridges is 4 points; a British zone on one leaves 2 plus 1 if both its ends are held', () => {
    const player = { victory: drop1stSetup('s', { victory: 'player' }).victory };
    const open = evaluateVictory(ended(position(15, {}, player)), world).conditions.find((c) => c.id === 'german-bridges')!;
    expect(open).toMatchObject({ status: 'met', points: 4 });
    // A British unit beside the rail bridge's south end blocks its path; Germans on both its ends still hold it.
    const blocked = position(15, { 'uk-1p-r': 'A1727', 'de-16ind-1': 'A1926', 'de-16ind-2': 'A1726' }, player);
    const held = evaluateVictory(ended(blocked), world).conditions.find((c) => c.id === 'german-bridges')!;
    expect(held.reason).toMatch(/free path by Arnhem road bridge/);
    expect(held.points).toBe(3);
  });

  it('[28.0] the automatic German set-up places every unit legally and play opens at Phase 13 of GT 1 with the drop to come', () => {
    const state = newScenarioGame(scenarioById('drop1st')!, world, { seed: 'setup-1', autoDeploy: true });
    expect(state.deployment).toBeNull();
    expect([state.turn, state.phase]).toEqual([1, 13]);
    expect(invariantProblems(state, world, { fullLegalList: true })).toEqual([]);
    expect(legalCommands(state, world).length).toBeGreaterThan(0);
  }, 60_000);
});

describe('scenario 28 in the New game list', () => {
  it('[28.0, 28.5] is listed with its length, map, both victory sets, its options and the situation in a paragraph', () => {
    const entry = scenarioById('drop1st')!;
    expect(entry.rule).toBe('28.0');
    expect(entry.victorySets.map((v) => [v.id, v.rule])).toEqual([
      ['historical', '28.51'],
      ['player', '28.52'],
    ]);
    expect(entry.ruleOptions.map((o) => o.rule)).toEqual(['28.1', '28.43']);
    expect(entry.description).toMatch(/Map A/);
    expect(entry.setup('x', { victory: 'player' }).victory?.definition.rule).toBe('28.52');
  });
});
