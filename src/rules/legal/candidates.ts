/**
 * Small shared helpers for building candidate commands: who acts now, the hexes next to a hex, the
 * phasing side's stacks. Candidates are only suggestions; `legalCommands` keeps those `validate` accepts.
 */
import { canonicalHexId, formatHexId, neighbors, parseHexId, type HexId } from '../hex';
import { phaseDefinition } from '../sequence/phases';
import type { GameState } from '../state/gameState';
import { stacksByHex } from '../state/stacks';
import type { Side, Unit } from '../state/unit';
import { deployingSide } from './deployment';

/** The side whose answer or command the game waits for now, or null (game over, Game-Turn Record). */
export function actingSide(state: GameState): Side | null {
  if (state.ended) return null;
  if (state.pending) return state.pending.side;
  const deploying = deployingSide(state);
  if (deploying) return deploying;
  return phaseDefinition(state.phase).phasing;
}

/** The hexes of the map next to `hex`, in the fixed direction order [3.8]. */
export function adjacentHexes(hex: HexId): HexId[] {
  const at = parseHexId(hex);
  if (!at) return [];
  const out: HexId[] = [];
  for (const n of neighbors(at)) {
    const id = formatHexId(n);
    if (id && !out.includes(id)) out.push(id);
  }
  return out;
}

/** The hexes one or two hexes away (for engineer ferries across a river hex [16.1]). */
export function hexesWithinTwo(hex: HexId): HexId[] {
  const out: HexId[] = [];
  for (const first of adjacentHexes(hex)) {
    if (!out.includes(first)) out.push(first);
    for (const second of adjacentHexes(first)) if (second !== hex && !out.includes(second)) out.push(second);
  }
  return out;
}

export function onMap(unit: Unit): boolean {
  return !unit.eliminated && unit.hex !== null;
}

/** Every occupied hex of one side with its units top first, hexes in id order (stable). */
export function sideStacks(state: GameState, side: Side): [HexId, Unit[]][] {
  const units = Object.values(state.units).filter((u) => u.side === side && onMap(u));
  return [...stacksByHex(units).entries()]
    .map(([hex, stack]): [HexId, Unit[]] => [hex, [...stack].sort((a, b) => a.stackIndex - b.stackIndex || compareIds(a.id, b.id))])
    .sort(([a], [b]) => compareIds(a, b));
}

/** Hexes holding units of `side` (canonical ids). */
export function occupiedBy(state: GameState, side: Side): Set<HexId> {
  const out = new Set<HexId>();
  for (const unit of Object.values(state.units)) {
    if (unit.side !== side || !onMap(unit)) continue;
    const hex = canonicalHexId(unit.hex!);
    if (hex) out.add(hex);
  }
  return out;
}

export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortedUnits(state: GameState): Unit[] {
  return Object.values(state.units).sort((a, b) => compareIds(a.id, b.id));
}
