/**
 * One headless game: each side played by its seat, from the set-up to the end of the last
 * Game-Turn. Every command a seat gives goes through the engine's `apply`; a refused command is
 * counted (it is a fault of that seat) and the baseline policy's answer is played in its place so
 * the game can go on. A position where the acting seat gives nothing, or a game that runs past
 * the command cap, is a dead end and ends the run.
 */
import seedrandom from 'seedrandom';
import { actingSide, apply, chooseCommand, createGame, type Command, type GameSetup, type GameState, type Side, type World } from '../../rules';
import type { Decision, Seat, SeatKind } from '../seat';

export const MAX_COMMANDS = 8000;

export interface GameRecord {
  seed: string;
  seats: Record<Side, SeatKind>;
  /** The scenario's verdict, or null when the game did not reach its end (see `deadEnd`). */
  winner: Side | 'draw' | null;
  level: string | null;
  label: string;
  /** The Game-Turn the game ended on (or stopped at). */
  turns: number;
  commands: number;
  commandsBySide: Record<Side, number>;
  /** Commands of a seat the engine refused (each one a fault of that seat). */
  refusals: Record<Side, number>;
  refusalSamples: string[];
  /** Why the game stopped before its end, or null. */
  deadEnd: string | null;
  /** Casualty points each side suffered [24.6]. */
  casualties: Record<Side, number> | null;
  /** CPU milliseconds spent deciding, per side, and in the whole game (decisions + engine). */
  decideMs: Record<Side, number>;
  cpuMs: number;
  /** Time per phase each seat spent deciding, ms (one entry per phase it acted in). */
  phaseMs: Record<Side, number[]>;
}

export interface PlayOptions {
  setup: GameSetup;
  world: World;
  seats: Record<Side, Seat>;
  /** A CPU clock in ms (process.cpuUsage in Node, performance.now in a browser). */
  clock: () => number;
  /** Called after every applied command (tests check invariants here). */
  onCommand?: (state: GameState, command: Command, decision: Decision | null) => void;
  maxCommands?: number;
  /** Stop early (not a dead end) when this holds: a slice of a game for tests. */
  stopWhen?: (state: GameState) => boolean;
}

export function playGame(options: PlayOptions): GameRecord {
  const { world, seats, clock } = options;
  const seed = options.setup.seed;
  const start = clock();
  const fallback = seedrandom.alea(`fallback-${seed}`);
  const record: GameRecord = {
    seed,
    seats: { allied: seats.allied.kind, german: seats.german.kind },
    winner: null,
    level: null,
    label: '',
    turns: 0,
    commands: 0,
    commandsBySide: { allied: 0, german: 0 },
    refusals: { allied: 0, german: 0 },
    refusalSamples: [],
    deadEnd: null,
    casualties: null,
    decideMs: { allied: 0, german: 0 },
    cpuMs: 0,
    phaseMs: { allied: [], german: [] },
  };
  let state = createGame(options.setup);
  let phaseKey = '';
  let phaseSpent: Record<Side, number> = { allied: 0, german: 0 };
  const closePhase = () => {
    for (const side of ['allied', 'german'] as const) if (phaseSpent[side] > 0) record.phaseMs[side].push(phaseSpent[side]);
    phaseSpent = { allied: 0, german: 0 };
  };
  const max = options.maxCommands ?? MAX_COMMANDS;
  while (!state.ended) {
    if (options.stopWhen?.(state)) break;
    if (record.commands >= max) {
      record.deadEnd = `no end after ${max} commands`;
      break;
    }
    const side = actingSide(state);
    if (!side) {
      // [4.0] The Game-Turn Record Phase is book-keeping no side plays: the runner ends it.
      const result = apply(state, { type: 'endPhase' }, world);
      if (!result.ok) {
        record.deadEnd = `no side acts and the phase cannot end: ${result.message}`;
        break;
      }
      state = result.state;
      record.commands += 1;
      options.onCommand?.(state, { type: 'endPhase' }, null);
      continue;
    }
    const key = `${state.turn}.${state.phase}`;
    if (key !== phaseKey) {
      closePhase();
      phaseKey = key;
    }
    const before = clock();
    let decision: Decision | null;
    try {
      decision = seats[side].decide(state, world);
    } catch (error) {
      record.deadEnd = `the ${side} seat failed: ${(error as Error).message}`;
      break;
    }
    const spent = clock() - before;
    record.decideMs[side] += spent;
    phaseSpent[side] += spent;
    if (!decision) {
      record.deadEnd = `the ${side} seat (${seats[side].kind}) gave no command`;
      break;
    }
    let result = apply(state, decision.command, world);
    if (!result.ok) {
      record.refusals[side] += 1;
      if (record.refusalSamples.length < 10) record.refusalSamples.push(`${side} ${JSON.stringify(decision.command)}: [${result.rule}] ${result.message}`);
      const substitute = chooseCommand(state, world, fallback);
      result = apply(state, substitute, world);
      if (!result.ok) {
        record.deadEnd = `the fallback command was refused too: ${result.message}`;
        break;
      }
      decision = { command: substitute, reason: 'fallback after a refusal' };
    }
    state = result.state;
    record.commands += 1;
    record.commandsBySide[side] += 1;
    options.onCommand?.(state, decision.command, decision);
  }
  closePhase();
  record.turns = state.turn;
  const verdict = state.ended?.victory?.result;
  if (state.ended) {
    record.winner = verdict?.winner ?? state.ended.winner ?? null;
    record.level = verdict?.level ?? null;
    record.label = verdict?.label ?? state.ended.reason;
    record.casualties = state.ended.victory?.casualties ?? null;
  }
  record.cpuMs = clock() - start;
  return record;
}
