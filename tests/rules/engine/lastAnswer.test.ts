/**
 * define/lastAnswer.ts: the answer kept between a command's validation and its carrying-out. It is a
 * cache, so it must give what a fresh computation gives: the same answer for the same World, frozen
 * position and command contents (whether the same command object or an equal copy), a fresh one for
 * anything else, and never a kept one for a draft or an unfrozen position.
 */
import { describe, expect, it } from 'vitest';
import { freeze, produce } from 'immer';
import { lastAnswer } from '../../../src/rules/define/lastAnswer';
import type { GameState } from '../../../src/rules';
import type { World } from '../../../src/rules/world/world';
import { scenarioById } from '../../../src/scenarios';
import { newScenarioGame } from '../../../src/scenarios/newGame';
import { realWorld } from '../../support/realWorld';

const world = realWorld();
const position = freeze(newScenarioGame(scenarioById('hells-highway')!, world, { seed: 'last-answer' }), true) as GameState;

function counted() {
  let calls = 0;
  const ask = lastAnswer((_w: World, state: GameState, command: { hex: string }) => {
    calls += 1;
    return { turn: state.turn, hex: command.hex, call: calls };
  });
  return { ask, calls: () => calls };
}

describe('lastAnswer keeps one answer per position and command', () => {
  it('the same command object, then an equal copy, on the same frozen position: computed once', () => {
    const { ask, calls } = counted();
    const command = { hex: 'C4319' };
    const first = ask(world, position, command);
    expect(ask(world, position, command)).toBe(first);
    expect(ask(world, position, { hex: 'C4319' })).toBe(first);
    expect(calls()).toBe(1);
  });

  it('another command, another position or another World: computed afresh', () => {
    const { ask, calls } = counted();
    const command = { hex: 'C4319' };
    ask(world, position, command);
    expect(ask(world, position, { hex: 'C4320' }).hex).toBe('C4320');
    const next = freeze(produce(position, (draft) => void (draft.turn += 1)), true);
    expect(ask(world, next, command).turn).toBe(position.turn + 1);
    const otherWorld = { ...world } as World;
    expect(ask(otherWorld, next, command).call).toBe(4);
    expect(calls()).toBe(4);
  });

  it('a draft or an unfrozen position is never answered from what was kept', () => {
    const { ask, calls } = counted();
    const command = { hex: 'C4319' };
    ask(world, position, command);
    produce(position, (draft) => {
      ask(world, draft, command);
    });
    ask(world, { ...position }, command);
    expect(calls()).toBe(3);
  });
});
