// The fire candidates are listed by legality only and judged once by `validate` [5.0, 5.24, 8.43,
// 8.44, 8.46, 24.4]. Along a seeded Hell's Highway game (the real counters and map), the fire and
// opportunity-fire commands `legalCommands` offers must be exactly — same pairs, same order — what
// trying every unit of the acting side against every unit of the other gives.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { apply, chooseCommand, createGame, legalCommands, validate, type Command, type GameState } from '../../../src/rules';
import { phaseDefinition } from '../../../src/rules/sequence/phases';
import { unitById } from '../../../src/rules/state/unitBuckets';
import { unitsInIdOrder } from '../../../src/rules/state/unitOrder';
import { hellsHighwaySetup } from '../../../src/scenarios/hellsHighway/scenario';
import { realWorld } from '../../support/realWorld';

const world = realWorld();

/** Every firer × target pair of this command type, in the candidate order, kept if `validate` accepts it. */
function bruteForce(state: GameState, type: 'fire' | 'opportunityFire'): Command[] {
  const units = unitsInIdOrder(state);
  const out: Command[] = [];
  for (const firer of units) {
    for (const target of units) {
      const command = { type, firerId: firer.id, targetId: target.id } as Command;
      if (validate(state, command, world).ok) out.push(command);
    }
  }
  return out;
}

describe('fire candidates', () => {
  it('[5.0, 5.24, 8.43, 8.46, 24.4] Hell\'s Highway seed full-1: the listed shots are exactly every legal firer × target pair, in order', () => {
    let state = createGame(hellsHighwaySetup('full-1'));
    const random = seedrandom.alea('fuzz-full-1');
    let firePositions = 0;
    let opportunityPositions = 0;
    let shotsSeen = 0;
    let batteryShots = 0;
    for (let n = 0; n < 500 && !state.ended; n++) {
      const opportunity = state.pending?.kind === 'opportunityFire';
      const kind = phaseDefinition(state.phase).kind;
      const own = !state.pending && !state.deployment && (kind === 'conditionalFire' || kind === 'freeFire');
      if (opportunity || (own && n % 4 === 0)) {
        const type = opportunity ? 'opportunityFire' : 'fire';
        const listed = legalCommands(state, world).filter((c) => c.type === type);
        expect(listed).toEqual(bruteForce(state, type));
        shotsSeen += listed.length;
        batteryShots += listed.filter((c) => c.type === 'fire' && unitById(state, c.firerId)?.offMapBattery).length;
        if (opportunity) opportunityPositions++;
        else firePositions++;
      }
      const result = apply(state, chooseCommand(state, world, random), world);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
    // the game reached both kinds of position and listed shots in them
    expect(firePositions).toBeGreaterThan(10);
    expect(opportunityPositions).toBeGreaterThan(3);
    expect(shotsSeen).toBeGreaterThan(50);
    expect(batteryShots).toBeGreaterThan(0); // off-map batteries' spotter search [24.4] included
  }, 300_000);
});
