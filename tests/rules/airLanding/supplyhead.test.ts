// Re-dropping a supplyhead [11.14, 23.3] through the air-landing procedure, on the real map.
import { describe, expect, it } from 'vitest';
import { adjacentHexes, allHexes, apply, formatHexId, isClearHex, scriptedDice, validate, type Command, type GameState, type HexId } from '../../../src/rules';
import { airLandingPosition } from '../../support/airLandingPosition';
import { realWorld } from '../../support/realWorld';

const WORLD = realWorld();
const DROP: Command = { type: 'dropSupplyhead', divisionId: '101xx', hex: 'B2049', route: 'north' };

function withStreak(streak: number, over: Parameters<typeof airLandingPosition>[0] = {}): GameState {
  const base = airLandingPosition(over);
  return { ...base, supply: { ...base.supply, supplyheads: { '101xx': 'C1010' }, redropStreaks: { '101xx': streak } } };
}

describe('supplyhead re-drop [11.14]', () => {
  it('[11.14] after ten turns with every HQ out of supply, for one Lift Point; A and L read as S1', () => {
    const state = withStreak(10, { startTurn: 6, airLanding: { liftPerDay: { 17: 1 } } }); // night: conditions 1 + 5 = 6
    const result = apply(state, DROP, WORLD, { dice: scriptedDice([1, 1, 2]) }); // roll 2 on 6–8: L, read S1; die 2: east
    if (!result.ok) throw new Error(result.message);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'supplyheadDropped', result: 'L', read: 'S1', hex: 'B2050', rule: '11.14' }));
    expect(result.state.supply.supplyheads['101xx']).toBe('B2050');
    expect(result.state.supply.redropStreaks?.['101xx']).toBe(0);
    expect(result.state.airLanding.lift.left).toBe(0);
  });

  it('[11.14] refused before the tenth turn, and without a Lift Point', () => {
    expect(validate(withStreak(9), DROP, WORLD)).toMatchObject({ ok: false, rule: '11.14' });
    const none = withStreak(10, { airLanding: { liftPerDay: { 17: 0 } } });
    expect(validate(none, DROP, WORLD)).toMatchObject({ ok: false, code: 'NO_LIFT_POINTS', rule: '11.14' });
  });

  it('[23.3] with the option, an American supplyhead needs a clear hex with three clear neighbours', () => {
    const state = withStreak(10, { options: { supplyheadTerrain: true } });
    expect(validate(state, DROP, WORLD)).toEqual({ ok: true });
    // a clear hex of Map B with fewer than three clear neighbours (hemmed in by towns, woods or water)
    const cramped = allHexes().map((h) => formatHexId(h)!).find((id) => id.startsWith('B') && isClearHex(WORLD, id) && adjacentHexes(id).filter((n) => isClearHex(WORLD, n)).length < 3);
    expect(cramped).toBeTruthy();
    const there = withStreak(10, { options: { supplyheadTerrain: true }, pathfinders: [{ formationId: '506/101', hex: cramped as HexId }] });
    expect(validate(there, { ...DROP, hex: cramped as HexId }, WORLD)).toMatchObject({ ok: false, code: 'PROHIBITED_TERRAIN', rule: '23.3' });
  });
});
