/**
 * Headless matches between seats:
 *
 *   npm run match -- --scenario 24 --allied computer --german baseline --games 200 --seed s --out results.json
 *
 * Seats: person is not playable headless; computer (with --level novice|standard|full, or
 * --allied-level / --german-level), baseline (the simple seeded policy). --first k starts at game k
 * (to split a match over processes). Prints one line per game and the summary with each side's
 * win rate and its 95% Wilson interval; writes every game's record as JSON to --out (each game's
 * phase times as its median, src/seats/match/matchFile.ts). Exits with 1 when a seat's command was
 * refused or a game reached a dead end: with both sides the computer's, a match is a long fuzz test.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createWorld, parseMapData } from '../../src/rules';
import { COMPUTER_LEVELS, type ComputerLevel } from '../../src/seats/computer/levels';
import { gameLine, type MatchFile } from '../../src/seats/match/matchFile';
import type { GameRecord } from '../../src/seats/match/playGame';
import { runMatch, summarize } from '../../src/seats/match/runMatch';
import type { SeatKind } from '../../src/seats/seat';
import type { SeatChoice } from '../../src/seats/seats';
import { HELLS_HIGHWAY_ID } from '../../src/scenarios/hellsHighway/scenario';

/** Scenario numbers of the rules (24 = Hell's Highway) or ids. */
const SCENARIO_BY_NUMBER: Record<string, string> = { '24': HELLS_HIGHWAY_ID };

function args(argv: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) throw new Error(`Unexpected argument "${a}".`);
    out.set(a.slice(2), argv[i + 1] ?? '');
    i++;
  }
  return out;
}

function seat(kind: string | undefined, level: string | undefined, side: string): SeatChoice {
  const k = (kind === 'ai' ? 'computer' : kind ?? 'baseline') as SeatKind;
  if (k !== 'computer' && k !== 'baseline') throw new Error(`--${side} must be computer (ai) or baseline, not "${kind}".`);
  if (level !== undefined && !COMPUTER_LEVELS.includes(level as ComputerLevel)) throw new Error(`Unknown level "${level}".`);
  return k === 'computer' ? { kind: k, level: (level ?? 'standard') as ComputerLevel } : { kind: k };
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function main(): void {
  const a = args(process.argv.slice(2));
  const scenarioId = SCENARIO_BY_NUMBER[a.get('scenario') ?? '24'] ?? a.get('scenario')!;
  const seats = {
    allied: seat(a.get('allied'), a.get('allied-level') ?? a.get('level'), 'allied'),
    german: seat(a.get('german'), a.get('german-level') ?? a.get('level'), 'german'),
  };
  const games = Number(a.get('games') ?? 10);
  const seed = a.get('seed') ?? 'match';
  const first = Number(a.get('first') ?? 0);
  const parsed = parseMapData(JSON.parse(readFileSync('public/maps/map.json', 'utf8')));
  if (!parsed.ok) throw new Error(parsed.message);
  const world = createWorld(parsed.map);
  const out = a.get('out');
  const label = (c: SeatChoice) => (c.kind === 'computer' ? `computer(${c.level})` : c.kind);
  console.log(`${scenarioId}: Allied ${label(seats.allied)} vs German ${label(seats.german)}, ${games} games from ${seed}-${first}`);
  const played: GameRecord[] = [];
  const result = runMatch({
    scenarioId,
    seats,
    games,
    seed,
    first,
    world,
    clock: cpuMs,
    onGame: (g, i) => {
      const refused = g.refusals.allied + g.refusals.german;
      console.log(
        `game ${i} (${g.seed}): ${g.label || g.deadEnd} — GT ${g.turns}, ${g.commands} commands, ${(g.cpuMs / 1000).toFixed(1)} CPU-s` +
          `${g.casualties ? `, casualties A ${g.casualties.allied} G ${g.casualties.german}` : ''}${refused ? `, ${refused} refused` : ''}${g.deadEnd ? `, DEAD END: ${g.deadEnd}` : ''}`,
      );
      played.push(g);
      // Written after every game, so a match stopped early keeps what it played.
      if (out) write(out, { scenarioId, seats, seed, partial: true, summary: summarize(played), games: played.map(gameLine) });
    },
  });
  const s = result.summary;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  for (const side of ['allied', 'german'] as const) {
    const w = s.winRate[side];
    console.log(`${side}: ${s.wins[side]}/${s.games} wins = ${pct(w.rate)} (95% Wilson ${pct(w.low)}–${pct(w.high)}); refused ${s.refusals[side]}; median phase ${s.medianPhaseMs[side].toFixed(1)} ms`);
  }
  console.log(`draws ${s.draws}, unfinished ${s.unfinished}, dead ends ${s.deadEnds}; median game ${(s.medianGameMs / 1000).toFixed(1)} CPU-s, mean ${s.meanCommands.toFixed(0)} commands`);
  if (out) write(out, { scenarioId: result.scenarioId, seats, seed, partial: false, summary: s, games: result.games.map(gameLine) });
  if (s.refusals.allied + s.refusals.german + s.deadEnds > 0) process.exitCode = 1;
}

/** One game a line, so the file stays readable and its diffs small. */
function write(path: string, file: MatchFile): void {
  const { games, ...head } = file;
  const lines = games.map((g) => `  ${JSON.stringify(g)}`).join(',\n');
  writeFileSync(path, `${JSON.stringify(head, null, 1).replace(/\n}$/, '')},\n "games": [\n${lines}\n ]\n}\n`);
}

main();
