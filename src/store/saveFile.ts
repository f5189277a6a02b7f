/**
 * The save-file format (ARCHITECTURE §4, §8). A save holds the starting position, every command
 * applied since, and the position they lead to:
 *
 *   { format: 'httr-save', version: 4, savedAt, app, origin?, undo?, printedValues?, counters, initial, log, unchangedSinceStart, state }
 *
 * Version 2 (rules engine II) added formations, weather, supply, fire, close-action and air state;
 * games saved by version 1 (before any fire existed) are refused with a message, not converted.
 * Version 3 (issue 17) writes a unit made from a catalogue counter as a reference: its counter id
 * and what differs from a fresh counter (unitReferences.ts); `catalogue` names the edition of the
 * counters the references point into, and `printedValues` the printed counter values the game was
 * begun with, if any (ARCHITECTURE §6). Version 2 files (every unit in full) still load.
 * Version 4 (issue 17) writes the same game in about half the size: the command log compactly
 * (`log`, commandLog.ts), the saved position only where it differs from the starting one (the
 * top-level parts it shares are listed in `unchangedSinceStart`), references filed under their
 * counter id, and `counters`: per counter referred to, the fingerprint of the values it was played
 * with, so that a later build that changes a shipped counter still rebuilds the game exactly
 * (counterVersions.ts). Reading a file turns it back into the one in-memory form, `SaveFile`.
 *
 * `state` is redundant on purpose: loading replays `commands` from `initial` with the engine (and
 * the seeded dice inside the state) and refuses the file unless the result is exactly `state`.
 * So a file that was edited by hand, truncated or written by a buggy build is caught before it
 * replaces anything, and a good file restores the whole log (undo works after loading). The moves
 * prove nothing about where they started, so `initial` must also be its scenario's own set-up
 * (startingPosition.ts) — unless the header says `origin: 'sandbox'`: a game continued from the
 * sandbox starts wherever the player put it, loads as such and is labelled so on the screen.
 *
 * Every refusal is a sentence a player can act on; the caller keeps the current game as it was.
 */
import { z } from 'zod';
import { COMMAND_TYPES, hasLegalCommand, type Command, type GameState, type World } from '../rules/api';
import { CHECKPOINT_EVERY } from './checkpoints';
import { describeCommand, firstDifference, jsonEqual, replayInSteps, type LogEntry, type ReplayResult } from './replay';
import { commandSchema, gameStateSchema } from './schemas';
import { startingPositionProblem, type GameOrigin } from './startingPosition';
import { counterCatalogue, type Catalogue } from '../scenarios/oob/catalogue';
import { printedValuesFileSchema, type PrintedValuesFile } from '../scenarios/oob/printedOverride';
import { catalogueAtVersions, catalogueEdition, catalogueWithPrintedValues, counterHashesForFile, hasReferences, printedValuesOfGame, rebuildUnits, unitsForFile } from './unitReferences';
import { decodeCommandLog, encodeCommandLog } from './commandLog';
import type { SupersededCounters } from '../scenarios/oob/counterVersions';
import { allUnits, positionWithUnitRecord, unitById, type PositionWithUnitRecord } from '../rules/api';

export const SAVE_FORMAT = 'httr-save';
/** The newest save-file version this build writes and reads. */
export const SAVE_FORMAT_VERSION = 4;
/** The oldest save-file version this build still reads: version 2 wrote every unit in full. */
export const OLDEST_READABLE_VERSION = 2;
/** Written into every save's `app` field. */
export const APP_NAME = 'Highway to the Reich (browser) 0.1.0';

/** Every file version this build reads. */
const READABLE_VERSIONS = [2, 3, 4] as const;

/**
 * A save as read (and checked): the same for every file version. Version 4 files hold the commands
 * and the saved position in a shorter form (`serializeSave`), which reading restores.
 */
export interface SaveFile {
  format: typeof SAVE_FORMAT;
  version: (typeof READABLE_VERSIONS)[number];
  /** The edition of the counter catalogue the units' references point into (version 3 only; unitReferences.ts). */
  catalogue?: string;
  /** The printed counter values the game was begun with, when they differ from the shipped ones (versions 3 and 4). */
  printedValues?: PrintedValuesFile;
  /** When the file was written (ISO 8601). */
  savedAt: string;
  /** Which program wrote it (for people reading the file; not checked). */
  app: string;
  /** Absent for a scenario game; `sandbox` for a game continued from the sandbox (not checked against a set-up). */
  origin?: 'sandbox';
  /** The game's Undo setting and whether the players agreed on it (hot-seat); absent in older files. */
  undo?: { rule: 'anyTime' | 'notPastDice'; fixed: boolean };
  /** The position before the first command. */
  initial: GameState;
  /** Every applied command, in order. */
  commands: Command[];
  /** The position the commands lead to (checked on loading). */
  state: GameState;
}

export const saveFileSchema = z.strictObject({
  format: z.literal(SAVE_FORMAT),
  version: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  catalogue: z.string().optional(),
  printedValues: printedValuesFileSchema.optional(),
  savedAt: z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'is not a date'),
  app: z.string(),
  origin: z.literal('sandbox').optional(),
  undo: z.strictObject({ rule: z.enum(['anyTime', 'notPastDice']), fixed: z.boolean() }).optional(),
  initial: gameStateSchema,
  commands: z.array(commandSchema),
  state: gameStateSchema,
});

// Compile-time check: the schema's type is exactly SaveFile.
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;
export type SaveSchemaMatchesType = Assert<Equals<z.infer<typeof saveFileSchema>, SaveFile>>;

export interface SaveInput {
  initial: GameState;
  commands: readonly Command[];
  state: GameState;
  /** Defaults to APP_NAME. */
  app?: string;
  /** Where the game's starting position comes from (default: a scenario's set-up). */
  origin?: GameOrigin;
  /** The game's Undo setting (not written when absent). */
  undo?: SaveFile['undo'];
  /** Defaults to now. */
  savedAt?: Date | string;
  /** Write it all on one line (smaller and faster; used for the autosave). Default false. */
  compact?: boolean;
}

/**
 * Write a save file: JSON with one line per top-level field, unit and command. Units made from
 * catalogue counters are written as references (unitReferences.ts); the positions in memory are
 * not touched.
 */
export function serializeSave(input: SaveInput): string {
  const savedAt = input.savedAt === undefined ? new Date() : input.savedAt;
  const initial = positionWithUnitRecord(input.initial);
  const state = positionWithUnitRecord(input.state);
  const printedValues = printedValuesOfGame(initial.units);
  const withPrinted = catalogueWithPrintedValues(printedValues);
  // Printed values the catalogue refuses (a unit edited in the sandbox) stay with their units instead.
  const catalogue = typeof withPrinted === 'string' ? counterCatalogue() : withPrinted;
  const initialUnits = unitsForFile(initial.units, catalogue);
  const stateUnits = unitsForFile(state.units, catalogue);
  const { unchanged, changed } = changesSinceStart(initial, state);
  const save = {
    format: SAVE_FORMAT,
    version: SAVE_FORMAT_VERSION,
    savedAt: typeof savedAt === 'string' ? savedAt : savedAt.toISOString(),
    app: input.app ?? APP_NAME,
    ...(input.origin === 'sandbox' ? { origin: 'sandbox' as const } : {}),
    ...(input.undo ? { undo: { ...input.undo } } : {}),
    ...(printedValues && typeof withPrinted !== 'string' ? { printedValues } : {}),
    counters: counterHashesForFile([initialUnits, stateUnits], catalogue),
    initial: { ...initial, units: initialUnits },
    log: encodeCommandLog(input.commands),
    unchangedSinceStart: unchanged,
    state: { ...changed, units: stateUnits },
  };
  return input.compact ? JSON.stringify(save) : `${pretty(save, [], '')}\n`;
}

/**
 * The top-level parts of the saved position that equal the starting position's (written once, in
 * `initial`), and the others. Units are always written: they are what a game changes.
 */
function changesSinceStart(initial: PositionWithUnitRecord, state: PositionWithUnitRecord): { unchanged: string[]; changed: Record<string, unknown> } {
  const start = initial as unknown as Record<string, unknown>;
  const unchanged: string[] = [];
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    if (value === undefined) continue;
    if (key !== 'units' && (value === start[key] || jsonEqual(value, start[key]))) unchanged.push(key);
    else changed[key] = value;
  }
  return { unchanged: unchanged.sort(), changed };
}

/** Objects and arrays are spread over lines down to each unit, counter and log entry; those stay on one line. */
function shouldExpand(path: readonly string[]): boolean {
  if (path.length === 1) return path[0] !== 'unchangedSinceStart';
  return path.length === 0 || (path.length === 2 && (path[1] === 'units' || (path[0] === 'log' && path[1] !== 'strings')));
}

function pretty(value: unknown, path: readonly string[], indent: string): string {
  if (value === null || typeof value !== 'object' || !shouldExpand(path)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item, i) => `${inner}${pretty(item, [...path, String(i)], inner)}`);
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, v]) => `${inner}${JSON.stringify(key)}: ${pretty(v, [...path, key], inner)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** `positions`: every CHECKPOINT_EVERY-th position of the replay, by commands applied (for the store's checkpoints). */
/**
 * A refused file: `message` says exactly what is wrong, in the file's own terms (paths such as
 * `the saved position › unit "us-a" › hex`, move numbers, ids), for the Details disclosure and the
 * tests; `forPlayer` says it in a player's words (a unit by its name, no paths). Equal when the
 * message already is a player's sentence.
 */
export type SaveRefusal = { ok: false; message: string; forPlayer: string };

export type ParseSaveResult = { ok: true; save: SaveFile; log: LogEntry[]; positions: Map<number, GameState>; origin: GameOrigin } | SaveRefusal;

const NOT_A_SAVE = 'This is not a save file of Highway to the Reich';
const DAMAGED = 'This save file is damaged or was changed by hand, so it cannot be loaded';
const NOT_SET_UP = "This save's starting position is not its scenario's own set-up, so it was changed by hand and cannot be loaded";
const MISMATCH = "The file's moves do not reproduce its position — it may have been edited or damaged";
const CHANGED = 'The file was changed after it was saved: its moves do not lead to the position it holds';

/**
 * Read and check a save file. On success `save.state` is the replayed position (equal to the
 * file's) and `log` the replayed command log with its events. Never throws. The answer for the
 * latest text is remembered. The store opens a long game faster with `readSave` and then
 * `checkSaveInSteps` in idle time.
 */
export function parseSave(text: string, world: World, superseded?: SupersededCounters): ParseSaveResult {
  if (latest && latest.text === text && latest.world === world && latest.superseded === superseded) return latest.result;
  const read = readSave(text, world, superseded);
  const result = read.ok ? checkSaveInSteps(read, world).run(Infinity)! : read;
  latest = { text, world, superseded, result };
  return result;
}

/**
 * A save file read and checked in everything but its moves: its form, version, counters, schema,
 * references, starting position (a scenario's own set-up unless sandbox) and that its saved
 * position can go on [8.47]. `save.state` is still the file's own claim: only replaying the moves
 * (`checkSaveInSteps`) shows that it is where they lead.
 */
export type ReadSaveResult = { ok: true; save: SaveFile; origin: GameOrigin } | SaveRefusal;

/** Everything `parseSave` checks but the replay of the moves. Cheap (no replay); never throws. */
export function readSave(text: string, world: World, superseded?: SupersededCounters): ReadSaveResult {
  if (latestRead && latestRead.text === text && latestRead.world === world && latestRead.superseded === superseded) return latestRead.result;
  let result: ReadSaveResult;
  try {
    result = readSaveUnguarded(text, world, superseded);
  } catch (error) {
    // Nothing a file holds may throw out of here (a stack overflow, a bug): it is refused in words.
    result = refuse(`${DAMAGED}: it could not be read (${error instanceof Error ? error.message : String(error)}).`);
  }
  latestRead = { text, world, superseded, result };
  return result;
}

let latestRead: { text: string; world: World; superseded: SupersededCounters | undefined; result: ReadSaveResult } | null = null;

/** The replay of a read save's moves, a few at a time: `run(n)` gives the outcome once it is known, else null. */
export interface SaveCheck {
  /** Moves in the file. */
  readonly total: number;
  /** Moves replayed so far. */
  done(): number;
  run(count: number): ParseSaveResult | null;
}

/**
 * Replay a read save's moves from its starting position with the engine and the seeded dice inside
 * the state, and accept it only if they are all allowed and lead exactly to its saved position.
 * Keeps every CHECKPOINT_EVERY-th position for the store's checkpoints. Never throws.
 */
export function checkSaveInSteps(read: Extract<ReadSaveResult, { ok: true }>, world: World): SaveCheck {
  const { save, origin } = read;
  const positions = new Map<number, GameState>();
  const replaying = replayInSteps(save.initial, save.commands, world, (index, state) => {
    if ((index + 1) % CHECKPOINT_EVERY === 0) positions.set(index + 1, state);
  });
  let outcome: ParseSaveResult | null = null;
  return {
    total: save.commands.length,
    done: replaying.applied,
    run(count) {
      if (outcome) return outcome;
      let replayed;
      try {
        replayed = replaying.run(count);
        if (!replayed) return null;
        outcome = judged(replayed);
      } catch (error) {
        outcome = refuse(`${DAMAGED}: its moves could not be checked (${error instanceof Error ? error.message : String(error)}).`);
      }
      return outcome;
    },
  };

  function judged(replayed: ReplayResult): ParseSaveResult {
    if (!replayed.ok) {
      return refuse(
        `${MISMATCH}: move ${replayed.index + 1} (${describeCommand(replayed.command)}) ${replayed.reason}`,
        `The file was changed after it was saved: its move ${replayed.index + 1} is not allowed in the game it records.`,
      );
    }
    // Compared as the file writes them (one units record), so bucket boundaries never count as a difference.
    const difference = firstDifference(positionWithUnitRecord(replayed.state), positionWithUnitRecord(save.state));
    if (difference) {
      const unit = unitInPath(difference, (id) => unitById(save.state, id)?.name);
      return refuse(`${MISMATCH} (the first difference is at ${describePath(['state', ...difference])}).`, `${CHANGED}${unit ? ` (first at ${unit.name}: its ${unit.field})` : ''}.`);
    }
    return { ok: true, save: { ...save, state: replayed.state }, log: replayed.log, positions, origin };
  }
}

let latest: { text: string; world: World; superseded: SupersededCounters | undefined; result: ParseSaveResult } | null = null;

/** Sane limits for a save file: far above any real game, far below what would hang the page. */
export const SAVE_LIMITS = { chars: 30_000_000, depth: 32, stringChars: 2_000, nodes: 3_000_000 } as const;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Walks the parsed JSON without recursion: nesting depth, string sizes, forbidden keys, size. */
function structuralProblem(data: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value: data, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    nodes += 1;
    if (nodes > SAVE_LIMITS.nodes) return `it holds more than ${SAVE_LIMITS.nodes} values`;
    if (typeof value === 'string') {
      if (value.length > SAVE_LIMITS.stringChars) return `it holds a text of ${value.length} characters (at most ${SAVE_LIMITS.stringChars})`;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= SAVE_LIMITS.depth) return `its data is nested more than ${SAVE_LIMITS.depth} levels deep`;
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return `it uses the reserved name "${key}" as a key`;
      if (key.length > SAVE_LIMITS.stringChars) return `it holds a key of ${key.length} characters`;
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return null;
}

/** References and positions a real game never has: unknown units or formations, both sides in one hex. */
function positionProblem(state: GameState, label: string): string | null {
  const occupied = new Map<string, string>();
  for (const unit of allUnits(state)) {
    const id = unit.id;
    if (unit.formationId !== undefined && !state.formations[unit.formationId]) return `${label}: unit "${id}" belongs to a formation "${unit.formationId}" that is not in the game`;
    if (unit.attachedTo !== undefined && !state.formations[unit.attachedTo]) return `${label}: unit "${id}" is attached to a formation "${unit.attachedTo}" that is not in the game`;
    if (unit.hex === null || unit.eliminated || unit.type === 'leader') continue;
    const other = occupied.get(unit.hex);
    if (other !== undefined && other !== unit.side) return `${label}: both sides have units in ${unit.hex} [8.12]`;
    occupied.set(unit.hex, unit.side);
  }
  for (const [id, formation] of Object.entries(state.formations)) {
    if (formation.hqUnitId && !unitById(state, formation.hqUnitId)) return `${label}: formation "${id}" names an HQ "${formation.hqUnitId}" that is not in the game`;
    if (formation.parentId && !state.formations[formation.parentId]) return `${label}: formation "${id}" is under a formation "${formation.parentId}" that is not in the game`;
  }
  const trigger = state.pending?.trigger;
  if (trigger) {
    for (const id of [...trigger.targetIds, ...trigger.firerIds]) if (!unitById(state, id)) return `${label}: the open decision names a unit "${id}" that is not in the game`;
  }
  return null;
}

function readSaveUnguarded(text: string, world: World, superseded: SupersededCounters | undefined): ReadSaveResult {
  if (text.length > SAVE_LIMITS.chars) {
    return refuse(`${NOT_A_SAVE}: it is ${Math.round(text.length / 1_000_000)} MB, more than any game needs (at most ${SAVE_LIMITS.chars / 1_000_000} MB).`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse(`${NOT_A_SAVE}: its text is not saved-game data (it could not be read as JSON).`);
  }
  const structure = structuralProblem(data);
  if (structure) return refuse(`${DAMAGED}: ${structure}.`);
  if (!isRecord(data) || data.format !== SAVE_FORMAT) {
    return refuse(`${NOT_A_SAVE}: it does not carry the "${SAVE_FORMAT}" mark that every save file starts with.`);
  }

  const version = data.version;
  if (typeof version === 'number' && Number.isInteger(version) && version > SAVE_FORMAT_VERSION) {
    return refuse(
      `This save was written by a newer version of the game (file version ${version}, this app reads up to ${SAVE_FORMAT_VERSION}). ` +
        'Open it with an up-to-date version of the game.',
    );
  }
  if (typeof version === 'number' && Number.isInteger(version) && version >= 1 && version < OLDEST_READABLE_VERSION) {
    return refuse(
      `This save was written by an earlier version of the game (file version ${version}); this app reads file versions ` +
        `${OLDEST_READABLE_VERSION} to ${SAVE_FORMAT_VERSION}, whose positions hold the combat rules' state, and cannot convert older games.`,
    );
  }
  if (!(READABLE_VERSIONS as readonly unknown[]).includes(version)) {
    return refuse(
      `This save has a file version this app does not recognise (${JSON.stringify(version) ?? 'none'}); ` +
        `it reads file versions ${OLDEST_READABLE_VERSION} to ${SAVE_FORMAT_VERSION} only.`,
    );
  }
  if (version === 4) {
    const problem = expandVersion4(data);
    if (problem) return refuse(`${DAMAGED}: ${problem}.`);
  }
  const counters = countersOfFile(data, superseded);
  if (typeof counters === 'string') return refuse(counters);

  // A move of a kind this build does not know gets its own sentence (newer file or an edit).
  if (Array.isArray(data.commands)) {
    for (const [index, command] of data.commands.entries()) {
      const type = isRecord(command) ? command.type : undefined;
      if (typeof type !== 'string' || !(COMMAND_TYPES as readonly string[]).includes(type)) {
        return refuse(
          `${DAMAGED}: move ${index + 1} is of a kind this version of the game does not know` +
            `${typeof type === 'string' ? ` ("${type}")` : ''}.`,
        );
      }
    }
  }

  const parsed = saveFileSchema.safeParse(data, { reportInput: true });
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 3).map(describeIssue);
    const more = parsed.error.issues.length > 3 ? ` (and ${parsed.error.issues.length - 3} more problems)` : '';
    return refuse(`${DAMAGED}: ${problems.join('; ')}${more}.`, damagedForPlayer(parsed.error.issues[0]!, data));
  }
  const save = parsed.data;
  for (const [position, label] of [
    [save.initial, 'the starting position'],
    [save.state, 'the saved position'],
  ] as const) {
    const problem = positionProblem(position, label);
    if (problem) return refuse(`${DAMAGED}: ${problem}.`);
  }
  if (save.origin !== 'sandbox') {
    const problem = startingPositionProblem(save.initial, world, counters === counterCatalogue() ? undefined : counters);
    if (problem) return refuse(`${NOT_SET_UP}: ${problem}.`);
  }

  // [8.47] a decision must be answerable, or the game could never go on (the saved position is the
  // replayed one once the moves are checked, so asking it of the file's is the same question).
  if (save.state.pending && !save.state.ended && !hasLegalCommand(save.state, world)) {
    return refuse(`${DAMAGED}: it waits for a decision (${save.state.pending.prompt}) that no move can answer [8.47].`);
  }
  return { ok: true, save, origin: save.origin ?? 'scenario' };
}

/**
 * Version 4 in place: the compact log back into `commands`, the saved position's parts listed in
 * `unchangedSinceStart` taken from the starting position. What cannot be read is named (a plain
 * clause); the schema then checks the result like any file's.
 */
function expandVersion4(data: Record<string, unknown>): string | null {
  const decoded = decodeCommandLog(data.log);
  if (!decoded.ok) return `the list of moves cannot be read: ${decoded.problem}`;
  const { log: _log, unchangedSinceStart: unchanged, ...rest } = data;
  const { initial, state } = rest;
  if (!Array.isArray(unchanged) || !unchanged.every((key) => typeof key === 'string')) return 'the list of what the saved position shares with the starting one is missing or not a list of names';
  if (!isRecord(initial) || !isRecord(state)) return `${!isRecord(initial) ? 'the starting position' : 'the saved position'} is missing or not a group of values`;
  for (const key of unchanged as string[]) {
    if (key === 'units') return 'the saved position claims to have the starting position\'s units, which are always written';
    if (!Object.hasOwn(initial, key)) return `the saved position claims to share "${key}" with the starting position, which has none`;
    if (Object.hasOwn(state, key)) return `the saved position has "${key}" both written and shared with the starting position`;
    state[key] = structuredClone(initial[key]);
  }
  for (const key of Object.keys(data)) delete data[key];
  Object.assign(data, { ...rest, commands: decoded.commands });
  return null;
}

/**
 * Versions 3 and 4: the catalogue the file's units refer to (the shipped counters, with the header's
 * printed values if any, and for version 4 each counter at the version its fingerprint names), and
 * its references rebuilt into units, in place, before the schema checks them. A reference to an
 * unknown counter or version, printed values the catalogue refuses, or (version 3) references into
 * another edition of the counters are refused in words naming the unit or the value. Version 2
 * files hold every unit in full and are left as they are.
 */
function countersOfFile(data: Record<string, unknown>, superseded: SupersededCounters | undefined): Catalogue | string {
  let catalogue = counterCatalogue();
  if (data.printedValues !== undefined) {
    const parsed = printedValuesFileSchema.safeParse(data.printedValues);
    if (!parsed.success) return `${DAMAGED}: its printed counter values are not written correctly (${parsed.error.issues.slice(0, 2).map(describeIssue).join('; ')}).`;
    const withPrinted = catalogueWithPrintedValues(parsed.data);
    if (typeof withPrinted === 'string') return `${DAMAGED}: its printed counter values are refused: ${withPrinted}`;
    catalogue = withPrinted;
  }
  const positions = [
    [data.initial, 'the starting position'],
    [data.state, 'the saved position'],
  ] as const;
  const version = data.version as number;
  if (version === 4) {
    const { counters: hashes, ...rest } = data;
    if (!isRecord(hashes)) return `${DAMAGED}: it does not say which values its counters had (its "counters" are missing).`;
    const versioned = catalogueAtVersions(catalogue, hashes, superseded);
    if (typeof versioned === 'string') return `${DAMAGED}: ${versioned}.`;
    for (const [position, label] of positions) {
      const problem = rebuildUnits(position, label, versioned, hashes);
      if (problem) return `${DAMAGED}: ${problem}.`;
    }
    for (const key of Object.keys(data)) delete data[key];
    Object.assign(data, rest);
    return versioned;
  }
  if (!positions.some(([position]) => hasReferences(position, version))) return catalogue;
  if (version !== 3) return `${DAMAGED}: a file of version ${String(version)} cannot hold units written as references to counters.`;
  if (data.catalogue !== catalogueEdition()) {
    return (
      `This save's units refer to another edition of the counter data (${typeof data.catalogue === 'string' ? `"${data.catalogue}"` : 'none named'}; ` +
      `this app has "${catalogueEdition()}"), so they cannot be rebuilt exactly. Open it with the version of the game that wrote it.`
    );
  }
  for (const [position, label] of positions) {
    const problem = rebuildUnits(position, label, catalogue);
    if (problem) return `${DAMAGED}: ${problem}.`;
  }
  return catalogue;
}

function refuse(message: string, forPlayer: string = inPlayersWords(message)): SaveRefusal {
  return { ok: false, message, forPlayer };
}

/**
 * A refusal's message in a player's words where it is written in the file's terms: the headline
 * alone (the rest goes behind Details). Messages that are a player's sentence already stay.
 */
function inPlayersWords(message: string): string {
  for (const headline of [DAMAGED, NOT_SET_UP]) if (message.startsWith(`${headline}: `)) return `${headline}.`;
  if (message.startsWith(MISMATCH)) return `${CHANGED}.`;
  return message;
}

/** Field names of a unit as a player reads them. */
const UNIT_FIELD_WORDS: Record<string, string> = { hex: 'hex', strength: 'strength', mode: 'mode', mp: 'movement points', side: 'side', status: 'status', morale: 'morale' };

/** The unit a path into a position names (`units › id › field`), by its name, and the field. */
function unitInPath(path: readonly PropertyKey[], nameOf: (id: string) => string | undefined): { name: string; field: string } | null {
  const at = path.indexOf('units');
  const id = path[at + 1];
  if (at < 0 || typeof id !== 'string') return null;
  const field = path[at + 2];
  return { name: nameOf(id) ?? 'a unit', field: typeof field === 'string' ? (UNIT_FIELD_WORDS[field] ?? field) : 'record' };
}

/** A schema problem in a player's words: the unit it concerns by name ("The file's unit 1/501 has an impossible hex"). */
function damagedForPlayer(issue: z.core.$ZodIssue, data: unknown): string {
  const [top] = issue.path;
  const units = isRecord(data) && typeof top === 'string' && isRecord(data[top]) ? data[top].units : undefined;
  const unit = unitInPath(issue.path, (id) => {
    const record = isRecord(units) ? units[id] : undefined;
    return isRecord(record) && typeof record.name === 'string' && record.name.length <= 40 ? record.name : undefined;
  });
  if (!unit) return `${DAMAGED}.`;
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  return `${DAMAGED}. The file's unit ${unit.name} has ${missing ? `no ${unit.field}` : `an impossible ${unit.field}`}.`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------------------------------------
// Schema problems in plain words.

const TOP_LEVEL_WORDS: Record<string, string> = {
  initial: 'the starting position',
  state: 'the saved position',
  commands: 'the list of moves',
  savedAt: 'the date it was saved',
  app: 'the name of the program that wrote it',
};

/** `['state', 'units', 'us-a', 'strength']` → `the saved position › unit "us-a" › strength`. */
function describePath(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i += 1) {
    const key = path[i];
    const previous = i > 0 ? path[i - 1] : undefined;
    if (i === 0 && typeof key === 'string' && TOP_LEVEL_WORDS[key]) {
      if (key === 'commands' && typeof path[1] === 'number') {
        parts.push(`move ${path[1] + 1}`);
        i += 1;
      } else {
        parts.push(TOP_LEVEL_WORDS[key]);
      }
    } else if (previous === 'units' && i === 2) {
      parts[parts.length - 1] = `unit "${String(key)}"`;
    } else if (typeof key === 'number') {
      parts.push(`item ${key + 1}`);
    } else {
      parts.push(String(key));
    }
  }
  return parts.length === 0 ? 'the file as a whole' : parts.join(' › ');
}

const EXPECTED_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  object: 'a group of values',
  record: 'a group of values',
  array: 'a list',
  null: 'empty (null)',
  literal: 'a fixed value',
};

function describeIssue(issue: z.core.$ZodIssue): string {
  const where = describePath(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${where} is missing`;
      return `${where} should be ${EXPECTED_WORDS[issue.expected] ?? issue.expected}`;
    case 'unrecognized_keys':
      return `${where} has ${issue.keys.length > 1 ? 'entries' : 'an entry'} the game does not know (${issue.keys.join(', ')})`;
    case 'invalid_value':
      return `${where} should be ${issue.values.length === 1 ? JSON.stringify(issue.values[0]) : `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`}`;
    case 'invalid_union':
      return `${where} is not of a kind the game knows`;
    case 'too_small':
      return `${where} is too small (it must be ${issue.inclusive === false ? 'more than' : 'at least'} ${String(issue.minimum)})`;
    case 'too_big':
      return `${where} is too large (it must be ${issue.inclusive === false ? 'less than' : 'at most'} ${String(issue.maximum)})`;
    case 'invalid_format':
      return `${where} is not written correctly`;
    default:
      return `${where} ${issue.message}`;
  }
}
