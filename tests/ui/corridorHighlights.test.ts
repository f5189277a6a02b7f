/**
 * The optional road rule's band on the map (src/ui/overlays/corridorHighlights.ts) and its words in
 * the hex bar (src/ui/hexDescription.ts describeCorridorHex) [30.46], on scenario 30's shipped data
 * and the real Map D.
 */
import { describe, expect, it } from 'vitest';
import { allHexes, hexId, insidePlayArea, type GameState, type HexId } from '../../src/rules';
import { ROAD_CORRIDOR_OPTION, roadDistance } from '../../src/rules/state/roadCorridor';
import { scenarioById } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { BO_MAIN_ROAD } from '../../src/scenarios/breakout/roadCorridor';
import { CORRIDOR_COLOUR, corridorHexes, corridorHighlights, corridorShown } from '../../src/ui/overlays/corridorHighlights';
import { describeCorridorHex } from '../../src/ui/hexDescription';
import { realWorld } from '../support/realWorld';

const world = realWorld();

/** A new game of `id` in its set-up (German first), the road rule on or off. */
function setUp(on: boolean, id = 'breakout'): GameState {
  return newScenarioGame(scenarioById(id)!, world, { seed: 'band-1', readings: { [ROAD_CORRIDOR_OPTION]: on } });
}

describe('the road corridor band [30.46]', () => {
  it('[30.46] shown while the rule is chosen and XXX Corps acts: the Allied set-up and Allied phases, not the German ones', () => {
    const germanSetUp = setUp(true);
    expect(germanSetUp.deployment?.side).toBe('german');
    expect(corridorShown(germanSetUp)).toBeNull();
    const alliedSetUp: GameState = { ...germanSetUp, deployment: { ...germanSetUp.deployment!, side: 'allied' } };
    expect(corridorShown(alliedSetUp)?.rule).toBe('30.46');
    // in play: Phase 13 (Allied Conditional Movement) shows it, Phase 14 (German Free Fire) does not
    const allied: GameState = { ...germanSetUp, deployment: null, phase: 13 };
    expect(corridorShown(allied)).not.toBeNull();
    expect(corridorShown({ ...allied, phase: 14 })).toBeNull();
  });

  it('[30.46, 30.6] not shown when the players leave the optional rule off, nor in the 30.6 variant, where XXX Corps is free', () => {
    const off = setUp(false);
    expect(corridorShown({ ...off, deployment: null, phase: 13 })).toBeNull();
    const prep = setUp(true, 'breakout-preparedness');
    expect(prep.restrictions?.roadCorridor?.keptUnitIds).toEqual([]);
    expect(corridorShown({ ...prep, deployment: null, phase: 13 })).toBeNull();
  });

  it('[30.46] the band is exactly the hexes of Map D within 3 of the main road, its outermost hexes a little stronger', () => {
    const state = setUp(true);
    const corridor = state.restrictions!.roadCorridor!;
    const band = corridorHexes(corridor, state.playArea);
    const expected = allHexes()
      .map((h) => hexId(h))
      .filter((id) => insidePlayArea(state.playArea, id) && roadDistance({ road: [...BO_MAIN_ROAD] }, id) <= 3);
    expect([...band.keys()].sort()).toEqual([...new Set(expected)].sort());
    // the road itself and three hexes either side along 61 road hexes
    expect(band.size).toBeGreaterThan(300);
    for (const road of BO_MAIN_ROAD) expect(band.get(road as HexId), road).toBe(0);
    const highlights = corridorHighlights(corridor, state.playArea);
    expect(highlights).toHaveLength(band.size);
    for (const h of highlights) {
      expect(h.tint).toBe(CORRIDOR_COLOUR);
      expect(h.alpha).toBe(band.get(h.hex) === 3 ? 0.34 : 0.22);
      expect(h.mark).toBe(band.get(h.hex) === 3 ? 'ring' : undefined);
      expect(h.label).toBeUndefined();
    }
  });

  it('[30.46] the hex bar names the corridor with the distance to the main road, and says where only a close assault reaches', () => {
    const corridor = setUp(true).restrictions!.roadCorridor!;
    expect(describeCorridorHex(corridor, 'D0719' as HexId)).toBe('XXX Corps road corridor [30.46]: on the main road');
    expect(describeCorridorHex(corridor, 'D0720' as HexId)).toBe('XXX Corps road corridor [30.46]: 1 hex from the main road');
    const four = [...corridorHexes({ ...corridor, keptWithin: 4 }, null)].find(([, d]) => d === 4)![0];
    expect(describeCorridorHex(corridor, four)).toBe('outside the XXX Corps road corridor [30.46]: 4 hexes from the main road, only a close assault reaches here');
    expect(describeCorridorHex(corridor, 'D0101' as HexId)).toBeUndefined();
  });
});
