/**
 * A campaign-length game for the history benches (issue 22: load and undo at the end of a
 * 6,000-command game). The seeded simple policy (rules/legal/policy.ts) ends even scenario 29,
 * Destruction of the British 1st (44 Game-Turns, 155 counters), in ~2,600 commands: it only ever
 * marches toward the enemy and its units soon have nowhere closer to go. Here it plays scenario 29
 * with one addition: in each movement phase the phasing player also takes up to `WANDER_PER_PHASE`
 * extra steps (some of its turns to act, and always before the policy would end the phase), each a
 * random one of the legal move steps the engine lists at that moment (legalCommands, kind `move`). Every command is a real, legal command of the game, validated when it
 * is given, and the log replays to the same position every time (seeded dice, seeded choices).
 *
 * Playing it costs a few minutes, so the commands are kept in node_modules/.cache and reused while
 * they still replay on the engine in hand; otherwise the game is played again.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import * as rules from '../../src/rules';
import type { Command, GameState, World } from '../../src/rules';
import { destruction1stSetup } from '../../src/scenarios/destruction1st/scenario';
import { replay } from '../../src/store/replay';
import type { LongGame } from './longGame';

const { apply, chooseCommand, createGame, legalCommands, phaseDefinition } = rules;

/** Extra random legal steps a side takes in each of its movement phases. */
export const WANDER_PER_PHASE = 70;
/** Chance that the policy's turn to act in a movement phase goes to a wandering step instead. */
const WANDER_CHANCE = 0.6;
const CACHE = join('node_modules', '.cache', 'htr-bench');

export function campaignLengthGame(world: World, seed = 'long-1', length = 6_000): LongGame {
  const initial = createGame(destruction1stSetup(seed));
  const file = join(CACHE, `campaign-length-${seed}-${length}.json`);
  if (existsSync(file)) {
    const commands = JSON.parse(readFileSync(file, 'utf8')) as Command[];
    const replayed = replay(initial, commands, world);
    if (replayed.ok && commands.length === length) return { seed, initial, commands, final: replayed.state };
  }
  const policy = seedrandom.alea(`fuzz-${seed}`);
  const wander = seedrandom.alea(`wander-${seed}`);
  const commands: Command[] = [];
  let state: GameState = initial;
  let wandered = 0;
  let phaseOf = '';
  while (!state.ended && commands.length < length) {
    const phase = `${state.turn}.${state.phase}`;
    if (phase !== phaseOf) [phaseOf, wandered] = [phase, 0];
    const wandering = !state.pending && phaseDefinition(state.phase).kind === 'conditionalMovement' && wandered < WANDER_PER_PHASE;
    let command = wandering && wander() < WANDER_CHANCE ? null : chooseCommand(state, world, policy);
    if (wandering && (command === null || command.type === 'endPhase')) {
      const steps = legalCommands(state, world, new Set(['move'])).filter((c) => c.type !== 'endPhase');
      if (steps.length > 0) {
        command = steps[Math.floor(wander() * steps.length)]!;
        wandered += 1;
      }
    }
    command ??= chooseCommand(state, world, policy);
    const result = apply(state, command, world);
    if (!result.ok) throw new Error(`${seed}: command ${commands.length} refused: ${result.message}`);
    commands.push(command);
    state = result.state;
  }
  if (commands.length < length) throw new Error(`${seed}: the game ended after ${commands.length} commands, short of ${length}`);
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(file, JSON.stringify(commands));
  return { seed, initial, commands, final: state };
}
