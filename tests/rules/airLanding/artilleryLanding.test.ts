// Airborne artillery landing [14.52, 14.8, 14.5] with the England display's real counters (scenario
// 26's order of battle): the 377th's pack howitzers land dispersed, and in an overstacked landing
// they may leave only by starting the displacement themselves, which disrupts the whole stack.
import { describe, expect, it } from 'vitest';
import { apply, createGame, scriptedDice, unitsInHex, validate, type Command, type GameState } from '../../../src/rules';
import { drop101Setup } from '../../../src/scenarios/drop101/scenario';
import { realWorld } from '../../support/realWorld';
import { unitById } from '../../../src/rules/state/unitBuckets';

const WORLD = realWorld();
const GUNS = ['us-377-1', 'us-377-2'];
/** 6 + 6 artillery, 4 + 4 engineers, 6 + 6 of E and F/2/327: 32 SP, 8 over the limit of a clear hex. */
const HEAVY = [...GUNS, 'us-326-a', 'us-326-b', 'us-327-2-e', 'us-327-2-f'];

function position(): GameState {
  const setup = drop101Setup('art');
  return createGame({
    ...setup,
    deployment: undefined,
    startTurn: 12,
    airLanding: { serials: [{ id: '13', group: 'q', unitIds: HEAVY, lifts: 0 }], liftPerDay: null, flakIgnored: true },
  });
}

function run(state: GameState, command: Command, dice: number[]): GameState {
  const result = apply(state, command, WORLD, { dice: scriptedDice(dice) });
  if (!result.ok) throw new Error(`[${result.rule}] ${result.message}`);
  return result.state;
}

const DROP: Command = { type: 'dropSerial', serialId: '13', hex: 'C1010', route: 'south' };

describe('artillery in an air landing [14.52]', () => {
  it('[14.52, 14.8] the pack howitzers land dispersed, the infantry concentrated', () => {
    const landed = run(position(), DROP, [3, 4]);
    for (const id of GUNS) expect(unitById(landed, id)).toMatchObject({ hex: 'C1010', mode: 'dispersed' });
    expect(unitById(landed, 'us-327-2-e')!.mode).toBe('concentrated');
  });

  it('[14.52, 14.5] in an overstacked landing a gun may leave only by starting the displacement itself; then the whole stack is disrupted', () => {
    const landed = run(position(), DROP, [3, 4]);
    expect(landed.pending).toMatchObject({ kind: 'landingOverstack', landing: { hex: 'C1010', minimum: 2 } });
    const to = landed.pending!.choices![0]!;
    const cure: Command = { type: 'cureLandingOverstack', unitIds: ['us-377-1', 'us-327-2-e'], to };
    expect(validate(landed, cure, WORLD)).toMatchObject({ ok: false, rule: '14.5' });
    const cured = run(landed, { ...cure, artilleryBySelf: true }, []);
    expect(unitsInHex(cured, to).map((u) => u.id).sort()).toEqual(['us-327-2-e', 'us-377-1']);
    for (const id of HEAVY) expect(unitById(cured, id)!.status.disrupted, id).toBe(true);
    // Without a gun among the leavers nothing is disrupted.
    const plain = run(landed, { type: 'cureLandingOverstack', unitIds: ['us-327-2-e', 'us-327-2-f'], to }, []);
    for (const id of HEAVY) expect(unitById(plain, id)!.status.disrupted, id).toBe(false);
  });
});
