/**
 * What a match's JSON file keeps of each game: its record without the list of every phase's time
 * (a game has a few hundred phases), which becomes each side's median phase time in that game.
 * Small enough to keep 200-game matches in docs/matches/.
 */
import type { Side } from '../../rules';
import type { GameRecord } from './playGame';
import { median, type MatchSummary } from './runMatch';
import type { SeatChoice } from '../seats';

export type GameLine = Omit<GameRecord, 'phaseMs'> & { medianPhaseMs: Record<Side, number> };

export interface MatchFile {
  scenarioId: string;
  seats: Record<Side, SeatChoice>;
  seed: string;
  /** True while the match is still being played (the file is written after every game). */
  partial: boolean;
  summary: MatchSummary;
  games: GameLine[];
}

const rounded = (ms: number) => Math.round(ms * 10) / 10;

export function gameLine(record: GameRecord): GameLine {
  const { phaseMs, ...rest } = record;
  return {
    ...rest,
    decideMs: { allied: rounded(rest.decideMs.allied), german: rounded(rest.decideMs.german) },
    cpuMs: rounded(rest.cpuMs),
    medianPhaseMs: { allied: rounded(median(phaseMs.allied)), german: rounded(median(phaseMs.german)) },
  };
}
