/**
 * A match: N seeded games of one scenario between two seat kinds, and its summary — each side's
 * wins with a 95% Wilson interval, draws, refusals, dead ends and the time per game and per phase.
 * Game i is played with the seed `${seed}-${i}` (the game's dice, the set-up and both seats'
 * generators derive from it), so a match is replayed exactly by its seed.
 */
import type { Side, World } from '../../rules';
import { scenarioById } from '../../scenarios';
import { makeSeat, type SeatChoice } from '../seats';
import { playGame, type GameRecord } from './playGame';
import { wilsonInterval, type Interval } from './wilson';

export interface MatchOptions {
  scenarioId: string;
  seats: Record<Side, SeatChoice>;
  games: number;
  seed: string;
  world: World;
  clock: () => number;
  /** Called after each game (progress lines in the command-line runner). */
  onGame?: (record: GameRecord, index: number) => void;
  /** Game index to start at (a match split over processes plays disjoint ranges). */
  first?: number;
}

export interface MatchSummary {
  games: number;
  wins: Record<Side, number>;
  draws: number;
  unfinished: number;
  winRate: Record<Side, Interval>;
  refusals: Record<Side, number>;
  deadEnds: number;
  medianGameMs: number;
  medianPhaseMs: Record<Side, number>;
  meanTurns: number;
  meanCommands: number;
}

export interface MatchResult {
  scenarioId: string;
  seats: Record<Side, SeatChoice>;
  seed: string;
  summary: MatchSummary;
  games: GameRecord[];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function summarize(games: readonly GameRecord[]): MatchSummary {
  const wins = { allied: 0, german: 0 };
  let draws = 0;
  let unfinished = 0;
  for (const g of games) {
    if (g.winner === 'allied' || g.winner === 'german') wins[g.winner] += 1;
    else if (g.winner === 'draw') draws += 1;
    else unfinished += 1;
  }
  const n = games.length;
  const sum = (f: (g: GameRecord) => number) => games.reduce((s, g) => s + f(g), 0);
  return {
    games: n,
    wins,
    draws,
    unfinished,
    winRate: { allied: wilsonInterval(wins.allied, n), german: wilsonInterval(wins.german, n) },
    refusals: { allied: sum((g) => g.refusals.allied), german: sum((g) => g.refusals.german) },
    deadEnds: games.filter((g) => g.deadEnd !== null).length,
    medianGameMs: median(games.map((g) => g.cpuMs)),
    medianPhaseMs: { allied: median(games.flatMap((g) => g.phaseMs.allied)), german: median(games.flatMap((g) => g.phaseMs.german)) },
    meanTurns: n ? sum((g) => g.turns) / n : 0,
    meanCommands: n ? sum((g) => g.commands) / n : 0,
  };
}

export function runMatch(options: MatchOptions): MatchResult {
  const scenario = scenarioById(options.scenarioId);
  if (!scenario) throw new Error(`No scenario "${options.scenarioId}".`);
  const games: GameRecord[] = [];
  const first = options.first ?? 0;
  for (let i = first; i < first + options.games; i++) {
    const seed = `${options.seed}-${i}`;
    const record = playGame({
      setup: scenario.setup(seed),
      world: options.world,
      clock: options.clock,
      seats: { allied: makeSeat('allied', options.seats.allied, seed), german: makeSeat('german', options.seats.german, seed) },
    });
    games.push(record);
    options.onGame?.(record, i);
  }
  return { scenarioId: scenario.id, seats: options.seats, seed: options.seed, summary: summarize(games), games };
}
