/**
 * Verdicts of candidate shots kept from one position to the next (src/rules/fire/shotMemo.ts) must
 * be the verdicts `checkFire` gives afresh: played on Hell's Highway with the shipped counters and
 * map, every kept verdict judged again.
 */
import seedrandom from 'seedrandom';
import { afterAll, describe, expect, it } from 'vitest';
import { apply, chooseCommand, createGame, legalCommands, validate, type GameState } from '../../../src/rules';
import { setShotMemoSelfCheck, shotMemoSelfChecked } from '../../../src/rules/fire/shotMemo';
import { hellsHighwaySetup } from '../../../src/scenarios/hellsHighway/scenario';
import { realWorld } from '../../support/realWorld';

const world = realWorld();

describe('kept shot verdicts', () => {
  afterAll(() => setShotMemoSelfCheck(false));

  it('[5.0, 5.23, 5.24, 5.26, 17.2] through 900 commands of a fuzzed Hell\'s Highway game, every kept verdict is the one judged afresh', () => {
    setShotMemoSelfCheck(true);
    const random = seedrandom.alea('fuzz-full-0');
    let state: GameState = createGame(hellsHighwaySetup('full-0'));
    let shots = 0;
    for (let n = 0; n < 900 && !state.ended; n++) {
      const command = chooseCommand(state, world, random); // throws on a kept verdict that differs
      const result = apply(state, command, world);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      if (command.type === 'fire') shots++;
      state = result.state;
    }
    expect(shots).toBeGreaterThan(100);
    // Most candidates of a fire phase are judged on an earlier position and kept.
    expect(shotMemoSelfChecked()).toBeGreaterThan(shots * 10);
  });

  it('[5.24, 5.26] after a whole-strength shot its firer is offered no shot on the next position and the same shot is refused there, though still allowed on the position before', () => {
    const random = seedrandom.alea('fuzz-full-0');
    let state: GameState = createGame(hellsHighwaySetup('full-0'));
    for (let n = 0; n < 2000 && !state.ended; n++) {
      const command = chooseCommand(state, world, random);
      const result = apply(state, command, world);
      if (!result.ok) throw new Error(result.message);
      const before = state;
      state = result.state;
      if (command.type !== 'fire' || state.pending) continue;
      const offered = legalCommands(state, world, new Set(['fire']));
      expect(offered.some((c) => c.type === 'fire' && c.firerId === command.firerId)).toBe(false);
      const again = validate(state, command, world);
      expect(again.ok).toBe(false);
      // The same question on the position before still has its old answer.
      expect(validate(before, command, world).ok).toBe(true);
      return;
    }
    throw new Error('no fire command without a decision after it');
  });
});
