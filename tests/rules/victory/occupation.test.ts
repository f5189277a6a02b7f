import { describe, expect, it } from 'vitest';
import { applyAll, createGame, evaluateVictory, type HoldHexesCondition, type VictoryDefinition } from '../../../src/rules';
import { HH_HISTORICAL_VICTORY, HH_PLAYER_VICTORY } from '../../../src/scenarios/hellsHighway/victory';
import { CLEAR_WORLD } from '../../support/world';
import { allied, endTurn, german, moveTo, victoryGame } from './support';

const W = CLEAR_WORLD;

function holdDefinition(condition: Partial<HoldHexesCondition>): VictoryDefinition {
  return {
    id: 'test',
    name: 'test',
    rule: '24.61',
    conditions: [
      {
        kind: 'holdHexes',
        id: 'hold',
        side: 'german',
        rule: '24.61',
        label: 'hold',
        hexes: { kind: 'list', hexes: ['C2914', 'C2813'] },
        need: 'any',
        turns: 1,
        consecutive: false,
        ...condition,
      } as HoldHexesCondition,
    ],
    scoring: { kind: 'countOfConditions', side: 'german', levels: [{ count: 1, level: 'marginal' }], opponent: { side: 'allied', conditionIds: [] }, drawReading: 'draw' },
  };
}

const objective = (state: Parameters<typeof evaluateVictory>[0]) => evaluateVictory(state, W).conditions.find((c) => c.id === 'german-objective' || c.id === 'hold')!;

describe('victory: holding hexes for complete Game-Turns [24.61(1), 24.62(1)]', () => {
  it('[24.61(1)] a German unit in C2914 from the start to the end of a Game-Turn holds it for one complete turn', () => {
    let state = victoryGame(HH_HISTORICAL_VICTORY, [german('g', 'C2914'), allied('a', 'C4319')]);
    expect(objective(state).status).toBe('open');
    state = endTurn(state, W);
    expect(state.victory!.record.heldTurns['german-objective']).toEqual([50]);
    const report = objective(state);
    expect(report.status).toBe('met');
    expect(report.value).toBe(1);
    expect(report.reason).toContain('GT 50');
  });

  it('[24.61(1)] either listed hex will do: C2813 counts as well as C2914', () => {
    const state = endTurn(victoryGame(HH_HISTORICAL_VICTORY, [german('g', 'C2813')]), W);
    expect(objective(state).status).toBe('met');
  });

  it('[24.61(1)] reading: a hex entered during the turn does not count for that turn, only from the next', () => {
    let state = victoryGame(HH_HISTORICAL_VICTORY, [german('g', 'C3032')]);
    state = moveTo(state, 'g', 'C2914'); // moves in during GT 50
    state = endTurn(state, W);
    expect(state.victory!.record.heldTurns['german-objective']).toEqual([]);
    expect(objective(state).status).toBe('open');
    state = endTurn(state, W); // still there through GT 51
    expect(state.victory!.record.heldTurns['german-objective']).toEqual([51]);
  });

  it('[24.61(1)] a unit that leaves before the turn ends does not hold the hex for that turn', () => {
    let state = victoryGame(HH_HISTORICAL_VICTORY, [german('g', 'C2914')]);
    state = moveTo(state, 'g', 'C3013');
    state = endTurn(state, W);
    expect(state.victory!.record.heldTurns['german-objective']).toEqual([]);
  });

  it('[24.61(1)] Allied units in the hex do not hold it for the German side', () => {
    const state = endTurn(victoryGame(HH_HISTORICAL_VICTORY, [allied('a', 'C2914')]), W);
    expect(state.victory!.record.heldTurns['german-objective']).toEqual([]);
  });

  it('[19.0] a leader counter alone does not hold a hex', () => {
    const state = endTurn(victoryGame(HH_HISTORICAL_VICTORY, [german('ldr', 'C2914', { type: 'leader', printedStrength: 0, strength: 0 })]), W);
    expect(state.victory!.record.heldTurns['german-objective']).toEqual([]);
  });

  it('[24.62(1)] the Player set needs both hexes: one of them held is not a turn held', () => {
    let state = victoryGame(HH_PLAYER_VICTORY, [german('g1', 'C2914'), german('g2', 'C3032')]);
    state = endTurn(state, W);
    expect(state.victory!.record.heldTurns['german-objective']).toEqual([]);
    state = endTurn(moveTo(state, 'g2', 'C2813'), W); // entered C2813 during GT 51
    expect(state.victory!.record.heldTurns['german-objective']).toEqual([]);
    state = endTurn(state, W); // both held throughout GT 52
    expect(state.victory!.record.heldTurns['german-objective']).toEqual([52]);
  });

  it('[24.62(1)] three complete Game-Turns need not be consecutive (GT 50, 52, 54)', () => {
    let state = victoryGame(HH_PLAYER_VICTORY, [german('g1', 'C2914'), german('g2', 'C2813')]);
    state = endTurn(state, W); // 50 held
    state = endTurn(moveTo(state, 'g2', 'C3032'), W); // 51 lost
    state = moveTo(state, 'g2', 'C2813');
    state = endTurn(state, W); // 52: entered during the turn, not held throughout
    state = endTurn(state, W); // 53 held
    expect(state.victory!.record.heldTurns['german-objective']).toEqual([50, 53]);
    expect(objective(state)).toMatchObject({ status: 'open', value: 2, target: 3 });
    state = endTurn(moveTo(state, 'g1', 'C3032'), W); // 54 lost
    state = endTurn(moveTo(state, 'g1', 'C2914'), W); // 55 entered
    state = endTurn(state, W); // 56 held
    expect(state.victory!.record.heldTurns['german-objective']).toEqual([50, 53, 56]);
    expect(objective(state)).toMatchObject({ status: 'met', value: 3, target: 3 });
  });

  it('[24.62(1)] a consecutive requirement (for later scenarios) counts the longest run only', () => {
    const def = holdDefinition({ turns: 2, consecutive: true });
    let state = victoryGame(def, [german('g', 'C2914')]);
    state = endTurn(state, W); // 50 held
    state = endTurn(moveTo(state, 'g', 'C3032'), W); // 51 lost
    state = endTurn(moveTo(state, 'g', 'C2914'), W); // 52 entered
    state = endTurn(state, W); // 53 held
    expect(state.victory!.record.heldTurns.hold).toEqual([50, 53]);
    expect(objective(state)).toMatchObject({ status: 'open', value: 1 });
    state = endTurn(state, W); // 54 held: run 53–54
    expect(objective(state)).toMatchObject({ status: 'met', value: 2 });
  });

  it('[24.62(1)] the same turns without the consecutive requirement reach two at GT 53', () => {
    let state = victoryGame(holdDefinition({ turns: 2 }), [german('g', 'C2914')]);
    state = endTurn(state, W);
    state = endTurn(moveTo(state, 'g', 'C3032'), W);
    state = endTurn(moveTo(state, 'g', 'C2914'), W);
    state = endTurn(state, W);
    expect(objective(state)).toMatchObject({ status: 'met', value: 2 });
  });

  it('[24.62(1)] the condition is not met once too few Game-Turns are left to reach the count', () => {
    let state = victoryGame(holdDefinition({ turns: 3 }), [german('g', 'C3032')], { lastTurn: 53 });
    expect(objective(state).status).toBe('open');
    state = endTurn(state, W); // GT 50 ends unheld; 51–53 left, but GT 51 did not start held
    const report = objective(state);
    expect(report.status).toBe('notMet');
    expect(report.reason).toContain('too few');
  });

  it('[24.2, 24.61(1)] with a set-up step, the first turn starts from where the units were placed', () => {
    let state = createGame({
      scenarioId: 'victory-test',
      seed: 'victory',
      startTurn: 50,
      startPhase: 1,
      lastTurn: 64,
      units: [german('g', 'C2914')],
      deployment: { order: ['german'], zones: [{ id: 'z', side: 'german', unitIds: ['g'], center: 'C2914', radius: 1, rule: '24.2' }] },
      victory: { definition: HH_HISTORICAL_VICTORY },
    });
    expect(state.victory!.record.turnStart.held['german-objective']).toEqual([]); // off the map until placed
    state = applyAll(state, [{ type: 'deploy', unitId: 'g', hex: 'C2914' }, { type: 'finishDeployment' }], W).state;
    expect(state.deployment).toBeNull();
    expect(state.victory!.record.turnStart).toEqual({ turn: 50, held: { 'german-objective': ['C2914'] } });
    state = endTurn(state, W);
    expect(state.victory!.record.heldTurns['german-objective']).toEqual([50]);
  });
});
