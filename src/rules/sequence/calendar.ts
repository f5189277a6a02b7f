/**
 * The turn calendar [3.6; RULES-INVENTORY §0]. Ten turns a day: two 4-hour night turns (0201 and
 * 2201) and eight 2-hour day turns (0601–2001). Game-Turn 1 is the 1201 turn of 17 September,
 * so 17 September has six turns (GT 1–6) and each later day starts at GT 7 + 10·(day − 18).
 * Checks from the text: GT 2 = 1401/17 (30.1), GT 15 = 2001/18 (26.1), GT 50 = 1001/22 and
 * GT 64 = 1801/23 (Hell's Highway, 24.1), GT 43 = 1601/21 (29.3).
 */

/** The start time printed for each turn of a day, in order. */
export const TURN_SLOTS = ['0201', '0601', '0801', '1001', '1201', '1401', '1601', '1801', '2001', '2201'] as const;
export type TurnSlot = (typeof TURN_SLOTS)[number];

const NIGHT_SLOTS: readonly TurnSlot[] = ['0201', '2201'];
/** [14.1] The AM weather segment; the rest of the day is PM. */
const AM_SLOTS: readonly TurnSlot[] = ['0201', '0601', '0801', '1001'];

/** The first day of the operation (17 September 1944) and the slot of GT 1. */
export const FIRST_DAY = 17;
const FIRST_SLOT_INDEX = TURN_SLOTS.indexOf('1201');

export interface TurnInfo {
  turn: number;
  /** Day of September 1944 (may run past 30 into October for very long games: shown as such). */
  day: number;
  slot: TurnSlot;
  /** Hours the turn covers, e.g. '1001–1200' or '2201–0200'. */
  hours: string;
  isNight: boolean;
  /** Length of the turn in hours [3.6]. */
  durationHours: 2 | 4;
  /** Weather segment the turn belongs to [14.1]. */
  segment: 'AM' | 'PM';
  /** The 0201 turn starts a day (lift points and airstrike allotments arrive) [14.61, 15.0]. */
  firstTurnOfDay: boolean;
}

export function turnInfo(turn: number): TurnInfo {
  const known = TURN_INFO[turn];
  if (known) return known;
  const info = Object.freeze(workOutTurn(turn));
  if (turn <= 1000) TURN_INFO[turn] = info;
  return info;
}

/** turnInfo per Game-Turn, worked out once (the rules ask it for every sighting and range). */
const TURN_INFO: TurnInfo[] = [];

function workOutTurn(turn: number): TurnInfo {
  if (!Number.isInteger(turn) || turn < 1) throw new RangeError(`Game-Turn ${turn} does not exist`);
  const absolute = FIRST_SLOT_INDEX + turn - 1; // slots counted from 0201 on 17 Sept
  const day = FIRST_DAY + Math.floor(absolute / TURN_SLOTS.length);
  const slotIndex = absolute % TURN_SLOTS.length;
  const slot = TURN_SLOTS[slotIndex]!;
  const isNight = NIGHT_SLOTS.includes(slot);
  const durationHours = isNight ? 4 : 2;
  const start = Number(slot.slice(0, 2));
  const end = `${String((start + durationHours) % 24).padStart(2, '0')}00`;
  return {
    turn,
    day,
    slot,
    hours: `${slot}–${end}`,
    isNight,
    durationHours,
    segment: AM_SLOTS.includes(slot) ? 'AM' : 'PM',
    firstTurnOfDay: slotIndex === 0,
  };
}

/** The Game-Turn of a day and slot, or undefined before GT 1. */
export function turnOf(day: number, slot: TurnSlot): number | undefined {
  const absolute = (day - FIRST_DAY) * TURN_SLOTS.length + TURN_SLOTS.indexOf(slot);
  const turn = absolute - FIRST_SLOT_INDEX + 1;
  return turn >= 1 ? turn : undefined;
}

/** "GT 50 · 22 Sept · 1001–1200 (day)" */
export function describeTurn(turn: number): string {
  const t = turnInfo(turn);
  const date = t.day <= 30 ? `${t.day} Sept` : `${t.day - 30} Oct`;
  return `GT ${t.turn} · ${date} 1944 · ${t.hours} (${t.isNight ? 'night' : 'day'})`;
}
