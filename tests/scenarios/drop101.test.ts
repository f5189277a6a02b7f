// Scenario 26, Drop of the 101st Airborne [26.0–26.6]: the set-up as data on the shared order of
// battle (England display, pathfinders, supplyhead), the later drop group, the German arrivals, the
// restrictions 26.51 and 26.52 and both victory sets, on the real map.
import { describe, expect, it } from 'vitest';
import { apply, createGame, evaluateVictory, scriptedDice, validate, whyCannotMove, type GameSetup, type GameState, type Unit } from '../../src/rules';
import { initialAirLanding } from '../../src/rules/airLanding/airLandingState';
import { dropCandidates } from '../../src/rules/airLanding/dropCandidates';
import { liftPointsLeft } from '../../src/rules/airLanding/liftPoints';
import { enforceExitDeadline } from '../../src/rules/scenario/restrictions';
import { exitOpenAt } from '../../src/rules/state/playArea';
import { roadHexesBetween, satisfies } from '../../src/rules/victory/hexSets';
import { scenarioById } from '../../src/scenarios';
import { serial, serials } from '../../src/scenarios/oob/england';
import { liftPerDayFromTrack } from '../../src/scenarios/oob/englandSetup';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { D101_GERMAN_ENTRY, D101_REINFORCEMENTS } from '../../src/scenarios/drop101/reinforcements';
import { drop101Setup } from '../../src/scenarios/drop101/scenario';
import { D101_ROAD_BRIDGES } from '../../src/scenarios/drop101/victory';
import { invariantProblems } from '../rules/legal/invariants';
import { realWorld } from '../support/realWorld';
import { allUnits, unitById, withUnit } from '../../src/rules/state/unitBuckets';

const world = realWorld();

/** The scenario's units with some placed and the set-up skipped: a position at `turn`, Allied Conditional Movement. */
function position(turn: number, placed: Record<string, string>, over: Partial<GameSetup> = {}): GameState {
  const setup = drop101Setup('t');
  const units = setup.units.map((u): Unit => (placed[u.id] ? { ...u, hex: placed[u.id] as Unit['hex'], arrival: undefined } : u));
  return createGame({ ...setup, units, deployment: undefined, startTurn: turn, startPhase: 13, ...over });
}

describe('scenario 26: Drop of the 101st Airborne', () => {
  it('[26.1, 25.1] runs on Map C from Phase 13 of GT 1 to the end of GT 15 (printed "200]")', () => {
    const setup = drop101Setup('s');
    expect([setup.startTurn, setup.startPhase, setup.lastTurn]).toEqual([1, 13, 15]);
    expect(setup.playArea).toMatchObject({ section: 'C', minRow: 1, maxRow: 61 });
  });

  it('[26.2, 25.22, 14.4] serials 1–10 of group p wait in England with the counters the England display gives them', () => {
    const state = createGame(drop101Setup('s'));
    for (let n = 1; n <= 10; n++) {
      const s = state.airLanding.serials[String(n)]!;
      expect(s.group).toBe('p');
      expect(s.unitIds).toEqual(serial(n)!.counterIds);
      expect(s.availableFrom).toBeUndefined();
      for (const id of s.unitIds) expect(unitById(state, id)?.hex, id).toBeNull();
    }
    // Nothing of the 101st is on the map at the start: every Allied unit is in a serial.
    const inSerials = new Set(Object.values(state.airLanding.serials).flatMap((s) => s.unitIds));
    for (const u of allUnits(state)) if (u.side === 'allied') expect(inSerials.has(u.id), u.id).toBe(true);
    expect(serials().filter((s) => s.group === 'p')).toHaveLength(10);
  });

  it('[26.2, 14.31] the four pathfinders stand fixed where 26.2 puts them, and the 101st supplyhead at C1010', () => {
    const state = createGame(drop101Setup('s'));
    const at = Object.fromEntries(Object.values(state.pathfinders).map((p) => [p.formationId, [p.hex, p.fixed]]));
    expect(at).toEqual({ '506/101': ['C0911', true], '502/101': ['C1110', true], '501/101': ['C2512', true], '327/101': ['C1010', true] });
    expect(state.supply.supplyheads).toEqual({ '101xx': 'C1010' });
  });

  it('[25.23, 25.24] weather fixed at 0 and Lift Points as needed; flak ignored', () => {
    const state = createGame(drop101Setup('s'));
    expect(state.airLanding.weatherRolled).toBe(false);
    expect(state.airLanding.lift.left).toBeNull();
    expect(liftPointsLeft(state)).toBeGreaterThan(13);
    expect(state.airLanding.flakIgnored).toBe(true);
  });

  it('[22.31, 22.3, 26.3, 25.3] serials 11–13 (group q) fly only from GT 12: refused before, offered and accepted then', () => {
    const early = position(11, {});
    const refused = validate(early, { type: 'dropSerial', serialId: '11', hex: 'C1010', route: 'south' }, world);
    expect(refused).toMatchObject({ ok: false, rule: '22.31' });
    expect(dropCandidates(early, world).some((c) => c.serialId === '11')).toBe(false);
    const due = position(12, {});
    expect(dropCandidates(due, world).some((c) => c.serialId === '11')).toBe(true);
    const hex = dropCandidates(due, world).find((c) => c.serialId === '11')!.hex;
    const flown = apply(due, { type: 'dropSerial', serialId: '11', hex, route: 'south' }, world, { dice: scriptedDice([1, 1, 1, 1, 1, 1]) });
    expect(flown.ok).toBe(true);
  });

  it('[14.11, 26.2] the first lift on Map C flies the southern route', () => {
    const state = position(1, {});
    expect(validate(state, { type: 'dropSerial', serialId: '1', hex: 'C2512', route: 'north' }, world)).toMatchObject({ ok: false, rule: '14.11' });
    expect(validate(state, { type: 'dropSerial', serialId: '1', hex: 'C2512', route: 'south' }, world).ok).toBe(true);
  });

  it('[26.3, 26.4] the German reinforcements come on GT 2, 4, 7, 8, 11 and 13 by any west-edge hex south of hexrow 40', () => {
    expect(D101_REINFORCEMENTS.map((r) => r.turn)).toEqual([2, 4, 7, 8, 11, 13]);
    expect(D101_GERMAN_ENTRY).toHaveLength(39);
    expect(D101_GERMAN_ENTRY.every((h) => /^C(0[1-9]|[12]\d|3\d)01$/.test(h))).toBe(true);
    const setup = drop101Setup('s');
    const arriving = setup.units.filter((u) => u.arrival);
    expect(arriving.every((u) => u.side === 'german')).toBe(true);
    expect(arriving.filter((u) => u.formationId?.includes('59')).length).toBe(17);
  });

  it('[26.52] only the 506th may leave the map, and only by C0117', () => {
    const state = createGame(drop101Setup('s'));
    expect(exitOpenAt(state.playArea, 'allied', 'C0117', 'us-506-1-a')).toMatchObject({ edge: 'south', rule: '26.52' });
    expect(exitOpenAt(state.playArea, 'allied', 'C0117', 'us-501-1-a')).toBeNull();
    expect(exitOpenAt(state.playArea, 'allied', 'C0118', 'us-506-1-a')).toBeNull();
    expect(exitOpenAt(state.playArea, 'german', 'C0117', 'de-lflak-1')).toBeNull();
  });

  it('[26.52] at the end of GT 8 the 506th units still in play are withdrawn (not casualties); the others stay', () => {
    const state = position(8, { 'us-506-1-a': 'C0517', 'us-501-1-a': 'C2512' });
    const events: Parameters<typeof enforceExitDeadline>[1] = [];
    const next = structuredClone(state);
    enforceExitDeadline(next, events);
    expect(unitById(next, 'us-506-1-a')).toMatchObject({ hex: null, exited: { hex: 'C0117', rule: '26.52' } });
    expect(unitById(next, 'us-506-1-a')!.eliminated).toBeUndefined();
    expect(unitById(next, 'us-501-1-a')!.hex).toBe('C2512');
    // The 506th's serials waiting in England are emptied too.
    expect(next.airLanding.serials['5']!.unitIds).toEqual([]);
    expect(events[0]).toMatchObject({ type: 'unitsWithdrawn', rule: '26.52' });
  });

  it('[26.51, 25.4] from GT 3 the 501st and 502nd HQs may not move off their posts; the 506th HQ may', () => {
    const placed = { 'us-502-hq': 'C1013', 'us-501-hq': 'C3013', 'us-506-hq': 'C0715' };
    const before = position(2, placed);
    expect(whyCannotMove(before, unitById(before, 'us-502-hq')!)).toBeNull();
    const after = position(3, placed);
    expect(whyCannotMove(after, unitById(after, 'us-502-hq')!)).toMatchObject({ rule: '26.51' });
    expect(whyCannotMove(after, unitById(after, 'us-501-hq')!)).toMatchObject({ rule: '26.51' });
    expect(whyCannotMove(after, unitById(after, 'us-506-hq')!)).toBeNull();
    // Off its post, an HQ is not pinned (25.4: as close to the spirit as the player can).
    const off = position(3, { 'us-502-hq': 'C1012' });
    expect(whyCannotMove(off, unitById(off, 'us-502-hq')!)).toBeNull();
  });

  it('[26.61] the Son and Veghel bridges are the canal bridges of the C0117–C6122 road, each pair an end to end crossing', () => {
    const road = roadHexesBetween(world, 'C0117', 'C6122');
    expect(road.length).toBeGreaterThan(60);
    for (let i = 0; i < D101_ROAD_BRIDGES.length; i += 2) {
      const a = road.indexOf(D101_ROAD_BRIDGES[i]!);
      const b = road.indexOf(D101_ROAD_BRIDGES[i + 1]!);
      expect(a, D101_ROAD_BRIDGES[i]).toBeGreaterThanOrEqual(0);
      expect(Math.abs(a - b)).toBe(1);
    }
  });

  it('[26.61] both ends of one bridge count; one end, or ends of two different bridges, do not', () => {
    expect(satisfies(['C0615', 'C0715'], D101_ROAD_BRIDGES, 'anyPair')).toBe(true);
    expect(satisfies(['C2813', 'C2914', 'C0101'], D101_ROAD_BRIDGES, 'anyPair')).toBe(true);
    expect(satisfies(['C0615'], D101_ROAD_BRIDGES, 'anyPair')).toBe(false);
    expect(satisfies(['C0715', 'C2813'], D101_ROAD_BRIDGES, 'anyPair')).toBe(false);
  });

  it('[26.61] at the end, a German gun within its printed range of a seen road hex scores; in Travel, or with nothing in range, it does not', () => {
    const final = (placed: Record<string, string>, mode: Unit['mode'] = 'dispersed') => {
      const state = position(15, placed);
      const gun = unitById(state, 'de-59xx-art')!;
      const report = evaluateVictory({ ...withUnit(state, { ...gun, mode }), ended: { turn: 15, reason: 'last turn' } } as GameState, world);
      return report.conditions.find((c) => c.id === 'german-artillery')!;
    };
    const covered = final({ 'de-59xx-art': 'C0412', 'de-sctyind-1': 'C0615' });
    expect(covered.status).toBe('met');
    expect(covered.reason).toMatch(/could fire on C\d{4}, seen by/);
    expect(final({ 'de-59xx-art': 'C0412', 'de-sctyind-1': 'C0615' }, 'travel').status).toBe('notMet');
    expect(final({ 'de-sctyind-1': 'C0615' }).status).toBe('notMet');
  });

  it('[26.62] the Player set asks 35 Allied strength points instead of 15', () => {
    expect(drop101Setup('s', { victory: 'player' }).victory!.definition.conditions[0]).toMatchObject({ threshold: 35, rule: '26.62' });
    expect(drop101Setup('s').victory!.definition.conditions[0]).toMatchObject({ threshold: 15, rule: '26.61' });
  });

  it('[26.2, 25.21] the automatic German set-up places every unit legally and play opens at Phase 13 of GT 1', () => {
    const state = newScenarioGame(scenarioById('drop101')!, world, { seed: 'setup-1', autoDeploy: true });
    expect(state.deployment).toBeNull();
    expect([state.turn, state.phase]).toEqual([1, 13]);
    expect(invariantProblems(state, world, { fullLegalList: true })).toEqual([]);
  }, 60_000);
});

describe('the England display from the shared data', () => {
  it('[22.32, 14.61] the campaign Lift Points per day come from the Turn Record Track: 32 on 17 Sept, 14 on the 18th', () => {
    const perDay = liftPerDayFromTrack();
    expect(perDay['17']).toBe(32);
    expect(perDay['18']).toBe(14);
    expect(initialAirLanding({ liftPerDay: perDay }, 17).lift.left).toBe(32);
  });
});

describe('scenario 26 in the New game list', () => {
  it('[26.0, 26.6] is listed with its length, map, both victory sets and the situation in a paragraph', () => {
    const entry = scenarioById('drop101')!;
    expect(entry.rule).toBe('26.0');
    expect(entry.victorySets.map((v) => [v.id, v.rule])).toEqual([
      ['historical', '26.61'],
      ['player', '26.62'],
    ]);
    expect(entry.description).toMatch(/Map C/);
    expect(entry.description).toMatch(/14½ Game-Turns/);
    expect(entry.setup('x', { victory: 'player' }).victory?.definition.rule).toBe('26.62');
  });
});
