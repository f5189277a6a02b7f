/**
 * Saves of scenario 30.6 made before the German player placed his entrenchments himself [30.6]:
 * that version put 19 fixed front-line entrenchments into the starting position and its set-up had
 * no `setUpEntrenchment` commands. Such a file is built here as that version wrote it (the starting
 * position with the 19, the set-up state without its entrenchment step, the computer's set-up of the
 * day as the moves) and loaded with the shipped Map D and counters.
 */
import { describe, expect, it } from 'vitest';
import { apply, autoDeployment, type Command, type GameState, type HexId } from '../../src/rules';
import { scenarioById } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { PREP_ENTRENCHMENT_COUNT, PREP_FRONT_LINE } from '../../src/scenarios/breakout/preparedness';
import { parseSave, serializeSave } from '../../src/store';
import { realWorld } from '../support/realWorld';

const world = realWorld();

/** The 19 entrenchments the earlier version stood on the front line (its fixed list, as it shipped). */
const OLD_ENTRENCHMENTS = [
  'D0711', 'D0712', 'D0713', 'D0714', 'D0716', 'D0718', 'D0818', 'D0819', 'D0821', 'D0922',
  'D0923', 'D0924', 'D0925', 'D0926', 'D1027', 'D1029', 'D1030', 'D1031', 'D1033',
] as HexId[];

/** The starting position as the earlier version made it: entrenchments already down, no entrenchment step in the set-up. */
function oldStart(seed: string, entrenchments: readonly HexId[] = OLD_ENTRENCHMENTS): GameState {
  const fresh = newScenarioGame(scenarioById('breakout-preparedness')!, world, { seed });
  const deployment = { ...fresh.deployment! };
  delete deployment.entrenchments;
  return { ...fresh, entrenchments: [...entrenchments], deployment };
}

/** The computer's set-up of both sides from that position, as the moves of the file. */
function oldSetUp(initial: GameState): { commands: Command[]; state: GameState } {
  let state = initial;
  const commands: Command[] = [];
  for (let pass = 0; state.deployment && pass < 3; pass++) {
    for (const command of autoDeployment(state, world)) {
      expect(command.type).not.toBe('setUpEntrenchment');
      const result = apply(state, command, world);
      if (!result.ok) throw new Error(`[${result.rule}] ${result.message}`);
      state = result.state;
      commands.push(command);
    }
  }
  expect(state.deployment).toBeNull();
  return { commands, state };
}

describe('30.6 saves from before the set-up entrenchments', () => {
  it('[30.6, 10.5] a save begun in the set-up (no setUpEntrenchment moves, the 19 already in the starting position) loads, with the 19 where that version put them', () => {
    const initial = oldStart('old-prep-1');
    const { commands, state } = oldSetUp(initial);
    const text = serializeSave({ initial, commands, state, savedAt: '2026-11-24T12:00:00.000Z' });
    const loaded = parseSave(text, world);
    if (!loaded.ok) throw new Error(loaded.message);
    expect([...loaded.save.state.entrenchments].sort()).toEqual([...OLD_ENTRENCHMENTS].sort());
    expect(loaded.save.state.turn).toBe(2);
    expect(loaded.save.state.phase).toBe(13);
  });

  it('[30.6, 10.5] a save begun after the computer\'s set-up (the starting position already in play) loads too', () => {
    const { state } = oldSetUp(oldStart('old-prep-2'));
    const text = serializeSave({ initial: state, commands: [], state, savedAt: '2026-11-24T12:00:00.000Z' });
    const loaded = parseSave(text, world);
    if (!loaded.ok) throw new Error(loaded.message);
    expect([...loaded.save.state.entrenchments].sort()).toEqual([...OLD_ENTRENCHMENTS].sort());
  });

  it('[30.6] the earlier fixed list is the first 19 of the front line\'s list in its shipped order, which the check rebuilds it from', () => {
    expect(PREP_FRONT_LINE.slice(0, PREP_ENTRENCHMENT_COUNT)).toEqual(OLD_ENTRENCHMENTS);
  });

  it('[30.6, 24.2] such a file with an entrenchment the earlier version never stood there is refused, with the hex named', () => {
    const moved = [...OLD_ENTRENCHMENTS.slice(1), 'D0715' as HexId];
    const initial = oldStart('old-prep-3', moved);
    const { commands, state } = oldSetUp(initial);
    const loaded = parseSave(serializeSave({ initial, commands, state, savedAt: '2026-11-24T12:00:00.000Z' }), world);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.message).toMatch(/entrenchments/);
  });
});
