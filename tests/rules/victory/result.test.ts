import { describe, expect, it } from 'vitest';
import { apply, evaluateVictory, type GameState, type Unit } from '../../../src/rules';
import { gameStateSchema } from '../../../src/store/schemas';
import { hellsHighwayVictory, HH_HISTORICAL_VICTORY, HH_PLAYER_VICTORY } from '../../../src/scenarios/hellsHighway/victory';
import { realWorld } from '../../support/realWorld';
import { allied, endTurn, german, lose, moveTo, victoryGame } from './support';
import { positionWithUnitRecord } from '../../../src/rules/state/unitBuckets';

/** GT 60–61, the last two turns of a short game around the road checkpoint. */
function shortGame(units: Unit[]): GameState {
  return victoryGame(HH_HISTORICAL_VICTORY, [allied('a1', 'C4319', { printedStrength: 20, strength: 20 }), allied('a2', 'C4319', { printedStrength: 20, strength: 20 }), ...units], {
    turn: 60,
    lastTurn: 61,
  });
}
const bigGerman = (id: string, hex: Parameters<typeof german>[1]) => german(id, hex, { printedStrength: 30, strength: 30 });

function play(state: GameState, between?: (s: GameState) => GameState): GameState {
  state = endTurn(state, realWorld()); // GT 60
  if (between) state = between(state);
  return endTurn(state, realWorld()); // GT 61, the last: the game ends
}

const alliedLose26 = (s: GameState) => lose(lose(s, 'a1', 0), 'a2', 14); // 20 + 6

describe('victory: levels and the result [24.61, 24.62]', () => {
  it('[24.61] all three German conditions: Decisive', () => {
    const state = play(shortGame([bigGerman('g', 'C2914')]), alliedLose26);
    expect(state.ended?.victory?.result).toMatchObject({ winner: 'german', level: 'decisive', label: 'German Decisive Victory' });
    expect(state.ended?.winner).toBe('german');
  });

  it('[24.61] two German conditions (hex held, road held at GT 61): Substantive', () => {
    const state = play(shortGame([bigGerman('g', 'C2914')]));
    expect(state.ended?.victory?.result).toMatchObject({ winner: 'german', level: 'substantive' });
    expect(state.ended?.victory?.conditions.map((c) => c.status)).toEqual(['met', 'met', 'notMet', 'notMet']);
  });

  it('[24.61] one German condition (the hex held during GT 60, off the road at the end of GT 61): Marginal', () => {
    const state = play(shortGame([bigGerman('g', 'C2914')]), (s) => moveTo(s, 'g', 'C3032'));
    expect(state.ended?.victory?.result).toMatchObject({ winner: 'german', level: 'marginal', label: 'German Marginal Victory' });
  });

  it('[24.61] one German condition (road only) is also Marginal, even with the Allied casualty target met', () => {
    const state = play(shortGame([bigGerman('g', 'C3415'), bigGerman('g2', 'C3032')]), (s) => lose(s, 'g2', 0));
    expect(state.ended?.victory?.result).toMatchObject({ winner: 'german', level: 'marginal' });
    expect(state.ended?.victory?.casualties).toEqual({ allied: 0, german: 30 });
  });

  it('[24.61] every German condition denied and 25+ German SP destroyed: Allied victory', () => {
    const state = play(shortGame([bigGerman('g', 'C3032'), german('g2', 'C3032', { printedStrength: 25, strength: 25 })]), (s) => lose(s, 'g2', 0));
    expect(state.ended?.victory?.result).toMatchObject({ winner: 'allied', level: null, label: 'Allied Victory' });
    expect(state.ended?.winner).toBe('allied');
  });

  it('[24.61; RULES-INVENTORY §5 no. 63] reading: all German conditions denied but the Allies short of 25: a draw', () => {
    const state = play(shortGame([bigGerman('g', 'C3032'), german('g2', 'C3032', { printedStrength: 24, strength: 24 })]), (s) => lose(s, 'g2', 0));
    const result = state.ended?.victory?.result;
    expect(result).toMatchObject({ winner: 'draw', level: null, label: 'Draw' });
    expect(result?.reason).toContain('Reading');
    expect(state.ended?.winner).toBe('draw');
  });

  it('[24.61] before the end, with nothing met yet, the result is still open', () => {
    const report = evaluateVictory(shortGame([bigGerman('g', 'C3032')]), realWorld());
    expect(report.final).toBe(false);
    expect(report.result).toMatchObject({ winner: null, label: 'Undecided' });
    expect(report.conditions.every((c) => c.status === 'open')).toBe(true);
  });

  it('[24.61] a level reached during play is reported as standing so far', () => {
    const state = endTurn(shortGame([bigGerman('g', 'C2914')]), realWorld());
    const report = evaluateVictory(state, realWorld());
    expect(report.result).toMatchObject({ winner: 'german', level: 'marginal', label: 'German Marginal Victory so far' });
  });
});

describe('victory: the game ends through endPhase after the last turn [24.1, 24.6]', () => {
  it('[24.1, 24.6] ending phase 15 of the last Game-Turn fills ended.victory and ended.winner, and says so', () => {
    let state = endTurn(shortGame([bigGerman('g', 'C2914')]), realWorld());
    const result = apply({ ...state, phase: 15 }, { type: 'endPhase' }, realWorld());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    state = result.state;
    expect(state.ended).toMatchObject({ turn: 61, winner: 'german' });
    expect(state.ended?.victory).toMatchObject({ final: true, turn: 61, definitionId: 'historical', rule: '24.61' });
    // the last turn counts: GT 61 was held throughout
    expect(state.victory?.record.heldTurns['german-objective']).toEqual([60, 61]);
    const types = result.events.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['victoryTurnHeld', 'victoryCheckpoint', 'victoryDecided', 'gameEnded']));
    expect(types.indexOf('victoryDecided')).toBeLessThan(types.indexOf('gameEnded'));
    expect(result.events.find((e) => e.type === 'gameEnded')).toMatchObject({ winner: 'german' });
  });

  it('[24.6] the final report and the record survive the save-file schema', () => {
    const state = play(shortGame([bigGerman('g', 'C2914')]));
    const parsed = gameStateSchema.safeParse(JSON.parse(JSON.stringify(positionWithUnitRecord(state))));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.ended?.victory?.result.level).toBe('substantive');
  });

  it('[25.5] a game without victory conditions ends with no report', () => {
    const base = shortGame([]);
    let state: GameState = { ...base, victory: null };
    state = play(state);
    expect(state.ended).not.toBeNull();
    expect(state.ended?.victory).toBeUndefined();
    expect(state.ended?.winner).toBeUndefined();
  });

  it('[24.61, 24.62] the scenario option picks the Historical (default) or the Player set', () => {
    expect(hellsHighwayVictory().definition).toEqual(HH_HISTORICAL_VICTORY);
    expect(hellsHighwayVictory('player').definition).toEqual(HH_PLAYER_VICTORY);
    expect(hellsHighwayVictory('player').definition).not.toBe(HH_PLAYER_VICTORY);
  });
});
