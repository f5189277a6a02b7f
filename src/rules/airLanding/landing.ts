/**
 * What happens where a lift comes down [14.5, 14.53, 14.56, 14.64, 14.8, 23.2]: units in an all-water
 * hex drown [14.2]; units in prohibited terrain are disrupted [14.64]; gliders off clear ground are
 * disrupted and lose a strength point each [23.2]; landing in a city, town or forest hex held by
 * Germans is death [14.56]; a second serial in the same hex this turn, or a serial landing on friendly
 * units already in play, is disrupted [14.53]. Units land in the modes chosen [14.8] and may not move
 * in the turn they land [14.51].
 */
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import type { Mode, Unit } from '../core/unit';
import { disruptInHex } from '../stacking/disruption';
import { placeOnTop, removeFromMap } from '../state/placeUnits';
import { occupantsOf } from '../state/occupancy';
import { terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';
import { hexIndex, parseHexId } from '../hex';
import type { LandingSpot } from './scatter';
import { isClearHex } from './dropHex';
import { unitById } from '../state/unitBuckets';

/** [14.8] The modes a unit may land in: never travel; units without a concentrated face (guns) only dispersed. */
export function landingModes(unit: Unit): Mode[] {
  if (!unit.modes.includes('concentrated')) return unit.modes.includes('dispersed') ? ['dispersed'] : [];
  return unit.modes.filter((m) => m !== 'travel');
}

/** [14.8] The mode a unit lands in unless the player says otherwise: concentrated where it may. */
export function defaultLandingMode(unit: Unit): Mode {
  return landingModes(unit)[0] ?? 'dispersed';
}

/** [14.56] Terrain where landing on German units is death. */
const DEADLY_IF_HELD = new Set(['city', 'town', 'forest']);

export interface LandingResult {
  /** Units now on the map. */
  landedIds: string[];
  /** Units eliminated by the landing itself. */
  eliminatedIds: string[];
  notes: string[];
  /** German units share the hex: the forced close action follows [14.56]. */
  germansPresent: boolean;
}

function eliminate(draft: GameState, ids: readonly string[], rule: string, reason: string, events: GameEvent[]): void {
  removeFromMap(draft, ids);
  for (const id of ids) {
    const unit = unitById(draft, id)!;
    unit.eliminated = { turn: draft.turn, rule };
    events.push({ type: 'eliminated', unitId: id, unitName: unit.name, rule, reason });
  }
}

/** Put a lift down in `spot`. Works on a draft; the units are no longer in England when called. */
export function landLift(
  draft: GameState,
  world: World,
  serialId: string,
  unitIds: readonly string[],
  spot: LandingSpot,
  modes: Readonly<Record<string, Mode>>,
  glider: boolean,
  events: GameEvent[],
): LandingResult {
  const notes: string[] = [];
  if (spot.ground === 'allWater') {
    eliminate(draft, unitIds, '14.2', `drowned: serial ${serialId} came down in the all-water hex ${spot.hex}`, events);
    return { landedIds: [], eliminatedIds: [...unitIds], notes: ['all water: every unit drowns [14.2]'], germansPresent: false };
  }
  const hex = spot.hex;
  const at = parseHexId(hex)!;
  const already = occupantsOf(draft, hex);
  const germans = already.filter((u) => u.side === 'german');
  if (germans.length > 0 && DEADLY_IF_HELD.has(terrainOf(world.grid, hexIndex(at)))) {
    eliminate(draft, unitIds, '14.56', `serial ${serialId} came down on German units in ${hex}, a city, town or forest hex`, events);
    return { landedIds: [], eliminatedIds: [...unitIds], notes: ['German-held city, town or forest: every unit is lost [14.56]'], germansPresent: false };
  }
  const friendsInPlay = already.filter((u) => u.side === 'allied' && (u.landedTurn === undefined || u.landedTurn < draft.turn));
  const record = draft.airLanding.landedThisTurn[hex];
  const secondSerial = record !== undefined && record.turn === draft.turn && record.serialIds.some((s) => s !== serialId);
  for (const id of unitIds) {
    const unit = unitById(draft, id)!;
    unit.mode = modes[id] ?? defaultLandingMode(unit);
    unit.landedTurn = draft.turn;
    unit.status.mpSpent = 0;
  }
  // Landing units go on top, German units (if any) stay beneath until the close action settles the hex.
  placeOnTop(draft, [...unitIds], hex);
  draft.airLanding.landedThisTurn = Object.fromEntries(Object.entries(draft.airLanding.landedThisTurn).filter(([, r]) => r.turn === draft.turn));
  const entry = draft.airLanding.landedThisTurn[hex] ?? { turn: draft.turn, serialIds: [] };
  if (!entry.serialIds.includes(serialId)) entry.serialIds.push(serialId);
  draft.airLanding.landedThisTurn[hex] = entry;

  // With Germans in the hex, disruption touches only the landing side until the close action settles it [14.56].
  const disrupt = (ids: readonly string[], rule: string) => {
    if (germans.length === 0) return disruptInHex(draft, hex, ids, rule, events);
    for (const id of ids) {
      const unit = unitById(draft, id)!;
      if (unit.status.disrupted || unit.type === 'leader') continue;
      unit.status.disrupted = true;
      events.push({ type: 'disrupted', unitId: id, unitName: unit.name, hex, rule });
    }
  };
  if (spot.ground === 'prohibited') {
    notes.push('prohibited terrain: disrupted [14.64]');
    disrupt(unitIds, '14.64');
  }
  if (glider && !isClearHex(world, hex)) {
    notes.push('gliders off clear ground: disrupted, 1 strength point lost each [23.2]');
    for (const id of unitIds) {
      const unit = unitById(draft, id)!;
      if (unit.type === 'leader' || unit.strength <= 0) continue;
      unit.strength -= 1;
      events.push({ type: 'strengthLost', unitId: id, unitName: unit.name, lost: 1, strength: unit.strength, rule: '23.2' });
    }
    const dead = unitIds.filter((id) => unitById(draft, id)!.strength <= 0 && unitById(draft, id)!.type !== 'leader');
    if (dead.length > 0) eliminate(draft, dead, '23.2', 'glider crash took its last strength point', events);
    disrupt(unitIds.filter((id) => !dead.includes(id)), '23.2');
  }
  if (secondSerial) {
    notes.push('a second serial in this hex this turn: all disrupted [14.53]');
    disrupt(occupantsOf(draft, hex).filter((u) => u.side === 'allied').map((u) => u.id), '14.53');
  } else if (friendsInPlay.length > 0) {
    notes.push('landed on friendly units already in play: the serial is disrupted [14.53]');
    disrupt(unitIds, '14.53');
  }
  const landedIds = unitIds.filter((id) => unitById(draft, id)!.hex !== null);
  return { landedIds, eliminatedIds: unitIds.filter((id) => !landedIds.includes(id)), notes, germansPresent: germans.length > 0 };
}
