// Placing an airborne supplyhead marker at the player's choice [31.22, 14.3, 14.31], on scenario 26's
// map and pathfinders with the 101st's real supplyhead, as the Campaign Game leaves it to the player.
import { describe, expect, it } from 'vitest';
import { apply, createGame, hexDistance, parseHexId, validate, type Command, type GameState } from '../../../src/rules';
import { drop101Pathfinders, drop101Setup } from '../../../src/scenarios/drop101/scenario';
import { realWorld } from '../../support/realWorld';

const WORLD = realWorld();

/** Scenario 26 with the 101st's supplyhead left for the Allied player to put down, as in the campaign. */
function campaignLike(): GameState {
  const setup = drop101Setup('sh');
  return createGame({ ...setup, deployment: undefined, supply: { ...setup.supply!, supplyheads: {}, supplyheadsToPlace: ['101xx'] } });
}

const PATHFINDER = drop101Pathfinders()[0]!.hex;

describe('supplyhead markers placed by the player [31.22]', () => {
  it('[31.22, 14.3] the marker goes down in any hex within 3 of a pathfinder of the division', () => {
    const state = campaignLike();
    const place: Command = { type: 'placeSupplyhead', divisionId: '101xx', hex: PATHFINDER };
    const result = apply(state, place, WORLD);
    if (!result.ok) throw new Error(result.message);
    expect(result.state.supply.supplyheads['101xx']).toBe(PATHFINDER);
    expect(result.state.supply.supplyheadsToPlace).toEqual([]);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'supplyheadPlaced', hex: PATHFINDER, rule: '31.22' }));
    // [14.31] once down it stays
    expect(validate(result.state, place, WORLD)).toMatchObject({ ok: false, code: 'NOT_A_CHOICE', rule: '31.22' });
  });

  it('[14.3] refused outside every drop zone of the division, with the case and a plain reason', () => {
    const state = campaignLike();
    const far = 'C3030';
    const pathfinders = drop101Pathfinders().map((p) => parseHexId(p.hex)!);
    expect(pathfinders.every((p) => hexDistance(p, parseHexId(far)!) > 3)).toBe(true);
    const refusal = validate(state, { type: 'placeSupplyhead', divisionId: '101xx', hex: far }, WORLD);
    expect(refusal).toMatchObject({ ok: false, code: 'OUTSIDE_DROP_ZONE', rule: '14.3' });
    expect(refusal.ok === false && refusal.message).toMatch(/within 3 hexes of a pathfinder/);
  });

  it('[31.22, 26.2] a scenario that fixes the supplyhead leaves nothing to place', () => {
    const setup = drop101Setup('sh');
    const fixed = createGame({ ...setup, deployment: undefined });
    expect(validate(fixed, { type: 'placeSupplyhead', divisionId: '101xx', hex: PATHFINDER }, WORLD)).toMatchObject({ ok: false, rule: '31.22' });
  });
});
