/**
 * The hexes a log entry concerns, for its highlight on the map: the hexes its command and events
 * name (where things happened then), then the present hexes of the units they name whose place the
 * entry does not give (a firer, a unit that changed mode). Units may have moved or died since, so a
 * hex named in an event always wins over a unit's present hex. Pure: no React, no store.
 */
import { canonicalHexId, type Command, type GameEvent, type GameState, type HexId } from '../../rules/api';
import { unitById } from '../../rules/api';

/** The slice of a log entry this reads (src/store LogEntry). */
export interface EntryLike {
  command: Command;
  events: readonly GameEvent[];
}

/** Fields that hold one hex, or a list of hexes, in commands and events. */
const HEX_FIELDS = ['to', 'hex', 'target', 'from', 'at', 'retreatedTo'] as const;
const HEX_LIST_FIELDS = ['held'] as const;
/** Fields that name units standing where the record says (their hex is in the record already). */
const PLACED_UNIT_FIELDS = ['unitId', 'unitIds', 'targetId', 'targetIds', 'attackerIds', 'defenderIds', 'leaderId', 'hqUnitId'] as const;
/** Fields that name units acting from elsewhere: a firer, an engineer (their hex is never in the record). */
const ACTOR_FIELDS = ['firerId', 'firerIds', 'engineerId'] as const;

type Bag = Readonly<Record<string, unknown>>;

function hexesNamed(record: Bag): HexId[] {
  const out: HexId[] = [];
  const add = (value: unknown) => {
    if (typeof value !== 'string') return;
    const hex = canonicalHexId(value);
    if (hex) out.push(hex);
  };
  for (const field of HEX_FIELDS) add(record[field]);
  for (const field of HEX_LIST_FIELDS) {
    const list = record[field];
    if (Array.isArray(list)) list.forEach(add);
  }
  return out;
}

function idsIn(record: Bag, fields: readonly string[]): string[] {
  const out: string[] = [];
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) for (const v of value) if (typeof v === 'string') out.push(v);
  }
  return out;
}

/** Every unit id an entry names (command and events), in order, without repeats. */
export function entryUnitIds(entry: EntryLike): string[] {
  const fields = [...PLACED_UNIT_FIELDS, ...ACTOR_FIELDS];
  const ids = [entry.command, ...entry.events].flatMap((r) => idsIn(r as unknown as Bag, fields));
  return [...new Set(ids)];
}

/**
 * The hexes of a log entry, most telling first (the command's own hex, e.g. where a step went),
 * without repeats. Units off the map or eliminated add nothing.
 */
export function entryHexes(entry: EntryLike, state: GameState): HexId[] {
  const out = new Set<HexId>();
  const unitsToPlace: string[] = [];
  const eventsNameHexes = entry.events.some((e) => hexesNamed(e as unknown as Bag).length > 0);
  for (const record of [entry.command, ...entry.events] as unknown as Bag[]) {
    const named = hexesNamed(record);
    named.forEach((h) => out.add(h));
    unitsToPlace.push(...idsIn(record, ACTOR_FIELDS));
    // A record that says where its units were needs nothing more; one that does not (a mode
    // change, an attachment) is shown at the units' present hexes. The command's units (a fire's
    // target) are placed by its events when they name hexes.
    const isCommand = record === (entry.command as unknown as Bag);
    if (named.length === 0 && !(isCommand && eventsNameHexes)) unitsToPlace.push(...idsIn(record, PLACED_UNIT_FIELDS));
  }
  for (const id of unitsToPlace) {
    const unit = unitById(state, id);
    const hex = unit && !unit.eliminated && unit.hex ? canonicalHexId(unit.hex) : undefined;
    if (hex) out.add(hex);
  }
  return [...out];
}

/** Every die an entry rolled, roll by roll (engine 'diceRolled' events) [every roll is logged]. */
export function entryDice(entry: EntryLike): number[][] {
  const rolls: number[][] = [];
  for (const event of entry.events) if (event.type === 'diceRolled') rolls.push([...event.dice]);
  if (rolls.length > 0) return rolls;
  // Resolutions carry their roll in the explanation too; used when no separate roll event came.
  for (const event of entry.events) {
    const roll = 'explanation' in event ? event.explanation.roll : undefined;
    if (roll) rolls.push([...roll.dice]);
  }
  return rolls;
}
