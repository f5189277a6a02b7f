/**
 * The command log as a save file writes it (file version 4, docs/order-of-battle.md §8). A late game
 * holds over a thousand commands, most of them a handful of kinds repeating the same unit ids and
 * hexes, and runs of single-hex move steps of one stack. Written one object per command they were
 * most of the file; written this way they take about a quarter:
 *
 *   "log": {
 *     "strings": ["us-501-2-e", "C3211", "C3210", …],
 *     "shapes":  [["moveStep", "unitIds@", "to@+"], ["fire", "firerId@", "targetId@"], ["endPhase"], …],
 *     "entries": [[0, [0], [1, 2]], [2], [1, 5, 9], …]
 *   }
 *
 * * A **shape** is a command's type and its keys, in order. A key marked `@` holds a text (or a list
 *   of texts) written as its index (indexes) in `strings`; any other key holds its value as is.
 * * An **entry** is the shape's index, then one value per key. When the shape's last key is marked
 *   `+`, the entry is a run: its last value is a list, and the entry stands for one command per item
 *   of the list, all the same but for that key (a stack's path of move steps, `to` hex by hex).
 *
 * The generic form knows no command by name: a new command type is written and read with no change
 * here. Decoding returns the commands exactly as they were (same keys, same order, same values), or
 * a plain clause naming the entry that cannot be read; it never throws.
 */

/** The written form of a command log. */
export interface CompactLog {
  strings: string[];
  shapes: string[][];
  entries: unknown[][];
}

type PlainCommand = Readonly<Record<string, unknown>>;

const CODED = '@';
const RUN = '+';

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
}

/** The shape's field for one key of a command: `@` when its value is a text or a list of texts. */
function fieldOf(key: string, value: unknown): string {
  return typeof value === 'string' || isStringList(value) ? `${key}${CODED}` : key;
}

/** A command read once for writing: its shape (without the run mark), its raw values, and what a run's members share. */
interface ReadCommand {
  shape: string[];
  /** The shape as one text (the key of its index). */
  shapeKey: string;
  values: unknown[];
  /** Shape and every value but the last, as one text: equal for the commands of one run. */
  head: string;
}

/**
 * Each command object read once: the store's log keeps the same command objects from one autosave to
 * the next (commands are never changed in place), so an autosave reads only the new ones.
 */
const readOf = new WeakMap<object, ReadCommand>();

function readCommand(command: object): ReadCommand {
  let read = readOf.get(command);
  if (!read) {
    const shape = [String((command as PlainCommand)['type'])];
    const values: unknown[] = [];
    for (const [key, value] of Object.entries(command)) {
      if (key === 'type' || value === undefined) continue; // JSON drops undefined values too
      shape.push(fieldOf(key, value));
      values.push(value);
    }
    const shapeKey = JSON.stringify(shape);
    read = { shape, shapeKey, values, head: values.length > 0 ? JSON.stringify([shape, values.slice(0, -1)]) : '' };
    readOf.set(command, read);
  }
  return read;
}

/** Write a command log compactly. The commands are not changed. */
export function encodeCommandLog(commands: readonly object[]): CompactLog {
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const shapes: string[][] = [];
  const shapeIndex = new Map<string, number>();
  const entries: unknown[][] = [];

  const code = (text: string): number => {
    let index = stringIndex.get(text);
    if (index === undefined) {
      index = strings.length;
      strings.push(text);
      stringIndex.set(text, index);
    }
    return index;
  };
  const shapeNumber = (shape: string[], key: string): number => {
    let index = shapeIndex.get(key);
    if (index === undefined) {
      index = shapes.length;
      shapes.push(shape);
      shapeIndex.set(key, index);
    }
    return index;
  };
  const written = (field: string, value: unknown): unknown => (field.endsWith(CODED) ? (typeof value === 'string' ? code(value) : (value as string[]).map(code)) : value);
  const writtenValues = (read: ReadCommand, count: number): unknown[] => read.values.slice(0, count).map((value, i) => written(read.shape[i + 1]!, value));

  let i = 0;
  while (i < commands.length) {
    const first = readCommand(commands[i]!);
    // A run: the next commands have the same shape and the same values but for the last key.
    let end = i + 1;
    if (first.values.length > 0) {
      while (end < commands.length && readCommand(commands[end]!).head === first.head) end += 1;
    }
    if (end - i >= 2) {
      const last = first.shape.length - 1;
      const shape = [...first.shape.slice(0, -1), `${first.shape[last]!}${RUN}`];
      const path = commands.slice(i, end).map((command) => written(first.shape[last]!, readCommand(command).values[last - 1]));
      entries.push([shapeNumber(shape, `${first.shapeKey}${RUN}`), ...writtenValues(first, last - 1), path]);
    } else {
      entries.push([shapeNumber(first.shape, first.shapeKey), ...writtenValues(first, first.values.length)]);
    }
    i = end;
  }
  return { strings, shapes, entries };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Names an object key must never take from a file. */
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);

interface Field {
  key: string;
  coded: boolean;
  run: boolean;
}

/** A shape's fields, or why it cannot be one. */
function readShape(shape: unknown): { type: string; fields: Field[] } | string {
  if (!Array.isArray(shape) || shape.length === 0 || !shape.every((part) => typeof part === 'string')) return 'is not a list of names';
  const [type, ...rest] = shape as string[];
  if (!KEY.test(type!)) return `names the kind of move "${type!}", which is not a name`;
  const fields: Field[] = [];
  for (const [index, raw] of rest.entries()) {
    const run = raw.endsWith(RUN);
    if (run && index !== rest.length - 1) return `marks "${raw}" as repeated, but only its last key may be`;
    const name = run ? raw.slice(0, -1) : raw;
    const coded = name.endsWith(CODED);
    const key = coded ? name.slice(0, -1) : name;
    if (!KEY.test(key) || RESERVED.has(key) || key === 'type') return `has a key "${raw}" that is not a name`;
    if (fields.some((f) => f.key === key)) return `names the key "${key}" twice`;
    fields.push({ key, coded, run });
  }
  return { type: type!, fields };
}

/**
 * Read a compact command log back into commands, or say which part of it is damaged (a plain clause
 * such as `entry 12 refers to text 4000, which the log does not hold`). Never throws; the commands'
 * own fields are checked afterwards by the save schema, like any command's.
 */
export function decodeCommandLog(log: unknown): { ok: true; commands: Record<string, unknown>[] } | { ok: false; problem: string } {
  const fail = (problem: string) => ({ ok: false as const, problem });
  if (!isRecord(log)) return fail('it is not a group of values');
  const { strings, shapes, entries } = log;
  const extra = Object.keys(log).find((key) => key !== 'strings' && key !== 'shapes' && key !== 'entries');
  if (extra !== undefined) return fail(`it has an entry "${extra}" the game does not know`);
  if (!Array.isArray(strings) || !strings.every((s) => typeof s === 'string')) return fail('its list of texts is missing or holds something else than texts');
  if (!Array.isArray(shapes)) return fail('its list of kinds of moves is missing');
  if (!Array.isArray(entries)) return fail('its list of entries is missing');

  const readShapes: { type: string; fields: Field[] }[] = [];
  for (const [index, shape] of shapes.entries()) {
    const read = readShape(shape);
    if (typeof read === 'string') return fail(`kind of move ${index + 1} ${read}`);
    readShapes.push(read);
  }
  const text = (value: unknown): string | undefined => (Number.isInteger(value) && (value as number) >= 0 && (value as number) < strings.length ? (strings[value as number] as string) : undefined);
  /** A coded value back into its text (or list of texts), or undefined when it is not one. */
  const decoded = (value: unknown): string | string[] | undefined => {
    if (!Array.isArray(value)) return text(value);
    if (value.length === 0) return undefined;
    const texts: string[] = [];
    for (const item of value) {
      const found = text(item);
      if (found === undefined) return undefined;
      texts.push(found);
    }
    return texts;
  };

  const commands: Record<string, unknown>[] = [];
  for (const [index, entry] of entries.entries()) {
    const where = `entry ${index + 1} (after move ${commands.length})`;
    if (!Array.isArray(entry) || entry.length === 0) return fail(`${where} is not a list starting with its kind of move`);
    const shape = readShapes[entry[0] as number];
    if (!Number.isInteger(entry[0]) || shape === undefined) return fail(`${where} refers to kind of move ${JSON.stringify(entry[0])}, which the log does not define`);
    if (entry.length !== shape.fields.length + 1) return fail(`${where} has ${entry.length - 1} values where its kind of move (${shape.type}) has ${shape.fields.length}`);
    const last = shape.fields[shape.fields.length - 1];
    const runValues = last?.run ? entry[entry.length - 1] : undefined;
    if (last?.run && (!Array.isArray(runValues) || runValues.length < 2)) return fail(`${where} should list at least two values of "${last.key}"`);
    const count = last?.run ? (runValues as unknown[]).length : 1;
    for (let step = 0; step < count; step += 1) {
      const command: Record<string, unknown> = { type: shape.type };
      for (const [position, field] of shape.fields.entries()) {
        const raw = field.run ? (runValues as unknown[])[step] : entry[position + 1];
        if (field.coded) {
          const value = decoded(raw);
          if (value === undefined) return fail(`${where}: "${field.key}" refers to a text the log does not hold (${JSON.stringify(raw)})`);
          command[field.key] = value;
        } else {
          // a fresh copy per command: the commands of a run must not share objects
          command[field.key] = raw !== null && typeof raw === 'object' ? structuredClone(raw) : raw;
        }
      }
      commands.push(command);
    }
  }
  return { ok: true, commands };
}
