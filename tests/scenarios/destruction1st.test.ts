// Scenario 29, Destruction of the British 1st [29.0–29.5]: scenario 28 carried on to GT 44, its extra
// arrivals, the Poles with a freely placed pathfinder, and both victory sets, on the real map.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { apply, chooseCommand, createGame, evaluateVictory, hexDistance, parseHexId, validate, type GameSetup, type GameState, type Unit } from '../../src/rules';
import { landingGround } from '../../src/rules/airLanding/dropHex';
import { dropCandidates } from '../../src/rules/airLanding/dropCandidates';
import { roadHexesBetween } from '../../src/rules/victory/hexSets';
import { scenarioById } from '../../src/scenarios';
import { destruction1stSetup } from '../../src/scenarios/destruction1st/scenario';
import { D29_CROSSINGS } from '../../src/scenarios/destruction1st/victory';
import { D1_FIXED } from '../../src/scenarios/drop1st/deployment';
import { D1_REINFORCEMENTS, D29_EXTRA_REINFORCEMENTS } from '../../src/scenarios/drop1st/reinforcements';
import { drop1stSetup } from '../../src/scenarios/drop1st/scenario';
import { realWorld } from '../support/realWorld';

const world = realWorld();

function position(turn: number, placed: Record<string, string>, over: Partial<GameSetup> = {}): GameState {
  const setup = { ...destruction1stSetup('t'), ...over };
  const units = setup.units.map((u): Unit => (placed[u.id] ? { ...u, hex: placed[u.id] as Unit['hex'], arrival: undefined } : D1_FIXED.some((f) => f.counter === u.id) ? u : { ...u, hex: null }));
  return createGame({ ...setup, units, deployment: undefined, startTurn: turn, startPhase: 13 });
}

function ended(state: GameState): GameState {
  return { ...state, ended: { turn: state.lastTurn, reason: 'last turn' } } as GameState;
}

function statusOf(state: GameState): Record<string, string> {
  return Object.fromEntries(evaluateVictory(state, world).conditions.map((c) => [c.id, c.status]));
}

describe('scenario 29: Destruction of the British 1st', () => {
  it('[29.1, 29.2, 29.4] extends 28: the same start, set-up and restrictions, on to the end of GT 44 on Map A', () => {
    const setup = destruction1stSetup('s');
    const base = drop1stSetup('s');
    expect([setup.startTurn, setup.startPhase, setup.lastTurn]).toEqual([1, 13, 44]);
    expect(setup.playArea).toEqual(base.playArea);
    expect(setup.restrictions).toEqual(base.restrictions);
    expect(setup.deployment).toEqual(base.deployment);
  });

  it('[29.3] German arrivals as 28.3 plus n on GT 19, l on GT 22 and n on GT 40, 42 and 44', () => {
    expect(D29_EXTRA_REINFORCEMENTS.map((r) => [r.turn, r.display])).toEqual([
      [19, 'n'],
      [22, 'l'],
      [40, 'n'],
      [42, 'n'],
      [44, 'n'],
    ]);
    const setup = destruction1stSetup('s');
    for (const r of [...D1_REINFORCEMENTS, ...D29_EXTRA_REINFORCEMENTS]) {
      for (const id of r.counters) expect(setup.units.find((u) => u.id === id)?.arrival?.turn, id).toBe(r.turn);
    }
  });

  it('[29.3, 22.31, 14.3] the Poles (serials 55–58, group x) fly from GT 43; their pathfinder is theirs to place anywhere', () => {
    const state = createGame(destruction1stSetup('s'));
    for (let n = 55; n <= 58; n++) expect(state.airLanding.serials[String(n)]).toMatchObject({ group: 'x', availableFrom: 43 });
    expect(state.pathfinders['Polx']).toEqual({ formationId: 'Polx', hex: null, fixed: false });
    expect(state.supply.sharedSupplyheads).toEqual({ '1xx': ['Polx'] });
    const early = position(42, {});
    expect(dropCandidates(early, world).some((c) => c.serialId === '55')).toBe(false);
    expect(validate(early, { type: 'dropSerial', serialId: '55', hex: 'A1623', route: 'north' }, world)).toMatchObject({ ok: false });
  });

  it('[29.3, 14.31, 14.64] the simple policy puts the Poles\' free pathfinder down once their serials may fly: open ground by the British units, away from the Germans', () => {
    const placed = { 'uk-1p-r': 'A2020', 'de-16ind-1': 'A2424' };
    const ready = position(43, placed);
    const command = chooseCommand(ready, world, seedrandom.alea('poles'));
    expect(command).toMatchObject({ type: 'placePathfinder', formationId: 'Polx' });
    if (command.type !== 'placePathfinder') return;
    expect(landingGround(world, command.hex)).toBe('open');
    expect(hexDistance(parseHexId(command.hex)!, parseHexId('A2020')!)).toBeLessThanOrEqual(2);
    expect(hexDistance(parseHexId(command.hex)!, parseHexId('A2424')!)).toBeGreaterThanOrEqual(4);
    const after = apply(ready, command, world);
    expect(after.ok && after.state.pathfinders['Polx']!.hex).toBe(command.hex);
    // then it drops a Polish serial by it
    if (after.ok) expect(chooseCommand(after.state, world, seedrandom.alea('poles'))).toMatchObject({ type: 'dropSerial' });
    // before GT 43 no Polish serial may fly, so the marker waits
    expect(chooseCommand(position(42, placed), world, seedrandom.alea('poles')).type).not.toBe('placePathfinder');
  });

  it('[29.51] the Allied crossings are the two Rhine bridges and the Driel ferry, each with its north end north of the river', () => {
    expect(D29_CROSSINGS.map((c) => c.ends[0])).toEqual(['A2232', 'A1926', 'A1822']);
  });

  it('[29.51] German points for 45 SP, the airhead out of supply and no Allied unit north of the river; an Allied bridgehead is worth 2', () => {
    const cleared = ended(position(44, { 'uk-1p-r': 'A1623', 'de-16ind-1': 'A2232', 'de-16ind-2': 'A2032' }));
    const s = statusOf(cleared);
    expect(s['german-none-north']).toBe('met');
    expect(s['allied-crossing']).toBe('notMet');
    const bridgehead = ended(position(44, { 'uk-1p-r': 'A2232', 'uk-1p-s': 'A2032', 'de-16ind-1': 'A3030' }));
    const report = evaluateVictory(bridgehead, world);
    const crossing = report.conditions.find((c) => c.id === 'allied-crossing')!;
    expect(crossing).toMatchObject({ status: 'met', points: 2 });
    expect(report.conditions.find((c) => c.id === 'german-none-north')!.status).toBe('notMet');
    // A German within 5 hexes of the north end, north of the river, spoils it.
    const spoiled = ended(position(44, { 'uk-1p-r': 'A2232', 'uk-1p-s': 'A2032', 'de-16ind-1': 'A2431' }));
    expect(statusOf(spoiled)['allied-crossing']).toBe('notMet');
  });

  it('[29.51] the net runs from 3 (Decisive German) to −2 (Decisive Allied), 0 being an Allied Marginal Victory', () => {
    const bridgehead = ended(position(44, { 'uk-1p-r': 'A2232', 'uk-1p-s': 'A2032', 'de-16ind-1': 'A3030' }));
    const report = evaluateVictory(bridgehead, world);
    const german = report.conditions.filter((c) => c.side === 'german' && c.status === 'met').length;
    const net = german - 2;
    expect(report.result.winner).toBe(net >= 1 ? 'german' : 'allied');
    expect(report.result.level).toBe(({ 3: 'decisive', 2: 'substantive', 1: 'marginal', 0: 'marginal', [-1]: 'substantive', [-2]: 'decisive' } as Record<number, string>)[net]);
  });

  it('[29.52] the roads A3947–A0130, A3947–A2332 and A2032–A0130 run over the road bridge; an Allied zone on one denies it', () => {
    const full = roadHexesBetween(world, 'A3947', 'A0130');
    expect(full.length).toBeGreaterThan(30);
    expect(full).toEqual(expect.arrayContaining(['A2232', 'A2032']));
    const player = { victory: destruction1stSetup('s', { victory: 'player' }).victory };
    const clear = statusOf(ended(position(44, {}, player)));
    expect(clear['german-road-A3947-A0130']).toBe('met');
    const blocked = statusOf(ended(position(44, { 'uk-1p-r': full[10]! }, player)));
    expect(blocked['german-road-A3947-A0130']).toBe('notMet');
  });

  it('[29.52, 28.52] the graded German levels need Allied losses of 400/350/300 SP against weighted German losses under 100, 140 or 180; else an Allied win', () => {
    const player = { victory: destruction1stSetup('s', { victory: 'player' }).victory };
    const quiet = evaluateVictory(ended(position(44, {}, player)), world);
    expect(quiet.result).toMatchObject({ winner: 'allied', level: null });
    const ids = quiet.conditions.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['german-inflicted-400', 'german-inflicted-350', 'german-inflicted-300', 'german-losses-100', 'german-losses-140', 'german-losses-180']));
    // German losses within every ceiling are met at the end; Allied losses of 0 meet no level.
    const s = statusOf(ended(position(44, {}, player)));
    expect([s['german-losses-100'], s['german-losses-180'], s['german-inflicted-300']]).toEqual(['met', 'met', 'notMet']);
  });

  it('[29.0] is listed in New game with its length, map and both victory sets', () => {
    const entry = scenarioById('destruction1st')!;
    expect(entry.rule).toBe('29.0');
    expect(entry.victorySets.map((v) => v.rule)).toEqual(['29.51', '29.52']);
    expect(entry.description).toMatch(/Map A, 43½ Game-Turns/);
    expect(entry.setup('x', { victory: 'player' }).victory?.definition.rule).toBe('29.52');
  });
});
