import { describe, expect, it } from 'vitest';
import { evaluateVictory, roadHexesBetween, type GameState } from '../../../src/rules';
import { HH_HISTORICAL_VICTORY, HH_ROAD_CHECK_TURN } from '../../../src/scenarios/hellsHighway/victory';
import { testWorld } from '../../support/world';
import { realWorld } from '../../support/realWorld';
import { endTurn, german, moveTo, victoryGame } from './support';

const road = (state: GameState) => evaluateVictory(state, realWorld()).conditions.find((c) => c.id === 'german-road')!;

describe('victory: the highway at the end of GT 61 [24.61(2)]', () => {
  it('[24.61(2)] the checkpoint is the 1201 turn of 23 Sept, GT 61', () => {
    expect(HH_ROAD_CHECK_TURN).toBe(61);
  });

  it('[24.61(2)] the road path follows the map road links from one end to the other', () => {
    const world = testWorld({ roads: [{ kind: 'road', hexes: ['C2411', 'C2512', 'C2611', 'C2712'] }, { kind: 'trail', hexes: ['C2712', 'C2713'] }] });
    expect(roadHexesBetween(world, 'C2411', 'C2712')).toEqual(['C2411', 'C2512', 'C2611', 'C2712']);
    expect(roadHexesBetween(world, 'C2411', 'C2713')).toEqual([]); // a trail is not the road
  });

  it('[24.61(2)] on the published map the C2411–C4419 highway passes the 101st sector hexes', () => {
    const path = roadHexesBetween(realWorld(), 'C2411', 'C4419');
    expect(path[0]).toBe('C2411');
    expect(path.at(-1)).toBe('C4419');
    expect(path).toEqual(expect.arrayContaining(['C2813', 'C2914', 'C3013', 'C4319']));
  });

  it('[24.61(2)] a German unit on a highway hex at the end of GT 61 meets the condition', () => {
    let state = victoryGame(HH_HISTORICAL_VICTORY, [german('g', 'C3415')], { turn: 60 });
    expect(road(state).status).toBe('open');
    state = endTurn(state, realWorld()); // GT 60
    expect(state.victory!.record.snapshots['german-road']).toBeUndefined();
    state = endTurn(state, realWorld()); // GT 61
    expect(state.victory!.record.snapshots['german-road']).toEqual({ turn: 61, held: ['C3415'] });
    expect(road(state)).toMatchObject({ status: 'met', value: 1, target: 1 });
  });

  it('[24.61(2)] on the road at the end of GT 60 but off it at the end of GT 61: not met', () => {
    let state = victoryGame(HH_HISTORICAL_VICTORY, [german('g', 'C3415')], { turn: 60 });
    state = endTurn(state, realWorld());
    state = endTurn(moveTo(state, 'g', 'C3032'), realWorld());
    expect(road(state).status).toBe('notMet');
  });

  it('[24.61(2)] reaching the road only at the end of GT 62 is too late', () => {
    let state = victoryGame(HH_HISTORICAL_VICTORY, [german('g', 'C3032')], { turn: 61 });
    state = endTurn(state, realWorld()); // GT 61 ends off the road
    state = endTurn(moveTo(state, 'g', 'C3415'), realWorld()); // GT 62 ends on it
    expect(road(state).status).toBe('notMet');
    expect(state.victory!.record.snapshots['german-road']).toEqual({ turn: 61, held: [] });
  });

  it('[24.61(2)] a hex beside the road is not on it', () => {
    let state = victoryGame(HH_HISTORICAL_VICTORY, [german('g', 'C3416')], { turn: 61 });
    state = endTurn(state, realWorld());
    expect(road(state).status).toBe('notMet');
  });
});
