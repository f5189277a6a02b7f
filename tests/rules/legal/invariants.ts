/**
 * Invariants every reachable position must keep, checked after each command by the fuzz and the
 * playthrough: strengths in range [3.5a], eliminated units off the map, gap-free stacks [9.2], no
 * hex shared by both sides except by leaders [8.12, 19.31], no hex over its stacking limit with
 * undisrupted units [9.11, 9.32, 9.33], the occupancy index true to the units, everyone inside the play area [24.1],
 * and never a dead end: an open decision can always be answered [8.47], and some command is
 * always legal until the game ends.
 */
import { canonicalHexId, hasLegalCommand, hexIndex, insidePlayArea, isLeader, legalCommands, parseHexId, stackingLimitAt, stackWeight, unitsInHex, type GameState, type HexId, type Unit, type World } from '../../../src/rules';
import { allUnits, unitById } from '../../../src/rules/state/unitBuckets';

/** What `invariantProblems` is told besides the position. */
export interface InvariantOptions {
  /** Build the whole legal list (else only whether some command is legal) [8.47, 4.0]. */
  fullLegalList?: boolean;
  /**
   * The position this one came from by one command, which kept every invariant. The unit and hex
   * checks then look only at what the command changed — the units that are not the same objects as
   * before (a frozen position's unchanged units are shared with the next) and the hexes they left
   * or entered — and say the same as a check of the whole map: every other unit and hex is as it was
   * when it was last checked. Without it, everything is checked.
   */
  previous?: GameState;
}

/**
 * Every invariant broken by the position, in a fixed order. Each check is a function of its own:
 * V8 optimizes (and, when the shapes of units it meets change, re-optimizes) each on its own, where
 * one function holding them all was recompiled whole several times in the fuzz's first game.
 */
export function invariantProblems(state: GameState, world: World, options: InvariantOptions = {}): string[] {
  const touched = options.previous ? touchedHexes(state, options.previous) : null;
  const { problems, stacks, sides } = scanUnits(state, touched, options.previous);
  problems.push(...stackGapProblems(stacks), ...stackingProblems(state, world, stacks), ...occupancyProblems(state, stacks, touched));
  for (const [hex, held] of sides) if (held.size > 1) problems.push(`${hex}: combat units of both sides`);
  problems.push(...deadEndProblems(state, world, options));
  return problems;
}

/** A unit's canonical hex, null off the map, undefined for an id that names no hex. */
function hexOf(unit: Unit): HexId | null | undefined {
  return unit.hex === null ? null : canonicalHexId(unit.hex);
}

/**
 * The hexes whose stacks the command may have changed: those a changed, added or removed unit stood
 * in or stands in now, and the landing hexes exempt from stacking in either position [14.5] (the
 * end of an exemption must bring its hex under the stacking check again).
 */
function touchedHexes(state: GameState, previous: GameState): Set<HexId> {
  const touched = new Set<HexId>();
  const add = (hex: HexId | null | undefined) => {
    if (hex) touched.add(hex);
  };
  const buckets = Math.max(state.unitBuckets.length, previous.unitBuckets.length);
  for (let i = 0; i < buckets; i++) {
    const bucket = state.unitBuckets[i];
    const before = previous.unitBuckets[i];
    if (bucket === before) continue;
    for (const unit of bucket ? Object.values(bucket) : []) {
      const was = unitById(previous, unit.id);
      if (was === unit) continue;
      add(hexOf(unit));
      if (was) add(hexOf(was));
    }
    // A unit taken out of the position changed its bucket too.
    for (const was of before ? Object.values(before) : []) if (!unitById(state, was.id)) add(hexOf(was));
  }
  add(landingHex(state));
  add(landingHex(previous));
  return touched;
}

/**
 * Every hex's units as the units themselves say, gathered in one pass (compared below with the
 * occupancy index; one scan of the units per hex made this check quadratic), the sides of the
 * combat units in each hex, and the problems of the units one by one [3.5a, 24.1]. With `touched`,
 * only those hexes' stacks, and only the units that are not the same objects as in `previous`.
 */
function scanUnits(state: GameState, touched: ReadonlySet<HexId> | null, previous: GameState | undefined): { problems: string[]; stacks: Map<HexId, Unit[]>; sides: Map<string, Set<string>> } {
  const problems: string[] = [];
  const stacks = new Map<HexId, Unit[]>();
  const sides = new Map<string, Set<string>>();
  for (const unit of allUnits(state)) {
    const changed = !previous || unitById(previous, unit.id) !== unit;
    if (changed) problems.push(...unitProblems(state, unit));
    const hex = hexOf(unit);
    if (!hex || (touched && !touched.has(hex))) continue;
    const stack = stacks.get(hex);
    if (stack) stack.push(unit);
    else stacks.set(hex, [unit]);
    if (!isLeader(unit)) sides.set(hex, (sides.get(hex) ?? new Set()).add(unit.side));
  }
  return { problems, stacks, sides };
}

/** [3.5a, 24.1] One unit's own problems: strength in range, off the map once eliminated, in a hex of the map inside the play area. */
function unitProblems(state: GameState, unit: Unit): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(unit.strength) || unit.strength < 0 || unit.strength > unit.printedStrength) {
    problems.push(`${unit.id}: strength ${unit.strength} outside 0..${unit.printedStrength}`);
  }
  if (unit.eliminated && unit.hex !== null) problems.push(`${unit.id}: eliminated but still in ${unit.hex}`);
  const hex = hexOf(unit);
  if (hex === undefined) problems.push(`${unit.id}: stands in ${unit.hex}, not a hex of the map`);
  else if (hex !== null && state.playArea && !insidePlayArea(state.playArea, hex)) problems.push(`${unit.id}: in ${hex}, outside the play area`);
  return problems;
}

/** [9.2] Stack positions run 0..n-1 with no gap. */
function stackGapProblems(stacks: ReadonlyMap<HexId, Unit[]>): string[] {
  const problems: string[] = [];
  for (const [hex, stack] of stacks) {
    const sorted = stack.map((u) => u.stackIndex).sort((a, b) => a - b);
    if (sorted.some((index, i) => index !== i)) problems.push(`${hex}: stack positions ${sorted.join(',')} are not 0..${sorted.length - 1}`);
  }
  return problems;
}

/** [14.5, 14.51] The hex of a serial that has just landed and waits for the German special fire and its cure, if any. */
function landingHex(state: GameState): HexId | undefined {
  // A hit unit's choice during the special fire holds that fire as its `outer` decision [5.33].
  const pending = state.pending?.kind === 'fireResult' && state.pending.outer ? state.pending.outer : state.pending;
  const hex = pending?.kind === 'landingOverstack' ? pending.landing?.hex : pending?.kind === 'landingFire' ? pending.landingFire?.hex : undefined;
  return hex ? canonicalHexId(hex) : undefined;
}

/**
 * [9.11, 9.32, 9.33] No hex over its stacking limit with undisrupted units in it; a serial that has
 * just landed over the limit waits for the German special fire and its cure [14.5, 14.51] (a hit
 * unit's choice during the special fire holds that fire as its `outer` decision [5.33]). The weight
 * is summed over the units as they themselves say (the occupancy check holds the index to the same
 * lists), so this check costs no look-up per hex.
 */
function stackingProblems(state: GameState, world: World, stacks: ReadonlyMap<HexId, Unit[]>): string[] {
  const problems: string[] = [];
  const landing = landingHex(state);
  for (const [hex, stack] of stacks) {
    if (hex === landing) continue;
    const strength = stack.reduce((sum, u) => sum + stackWeight(u), 0);
    const limit = stackingLimitAt(world, hexIndex(parseHexId(hex)!));
    if (strength <= limit) continue;
    const fit = stack.filter((u) => stackWeight(u) > 0 && !u.status.disrupted);
    if (fit.length > 0) problems.push(`${hex}: ${strength} SP over its limit of ${limit} with undisrupted ${fit.map((u) => u.id).join(', ')}`);
  }
  return problems;
}

/**
 * [9.2] The occupancy index agrees with the units themselves, top first; with `touched`, in those
 * hexes, a hex the units have left included (the index must list nobody there).
 */
function occupancyProblems(state: GameState, stacks: ReadonlyMap<HexId, Unit[]>, touched: ReadonlySet<HexId> | null): string[] {
  const problems: string[] = [];
  if (touched) for (const hex of touched) if (!stacks.has(hex) && unitsInHex(state, hex).length > 0) problems.push(`${hex}: occupancy index lists units the units do not place there`);
  for (const [hex, stack] of stacks) {
    const scanned = [...stack].sort((a, b) => a.stackIndex - b.stackIndex || (a.id < b.id ? -1 : 1)).map((u) => u.id);
    const indexed = unitsInHex(state, hex).map((u) => u.id);
    if (indexed.join(',') !== scanned.join(',')) problems.push(`${hex}: occupancy index [${indexed}] but the units say [${scanned}]`);
  }
  return problems;
}

/** [8.47, 4.0] Never a dead end: an open decision can be answered, and some command is legal until the game ends. */
function deadEndProblems(state: GameState, world: World, options: InvariantOptions): string[] {
  const problems: string[] = [];
  if (!state.ended) {
    if (options.fullLegalList !== false) {
      const legal = legalCommands(state, world);
      if (legal.length === 0) problems.push(`dead end: no legal command (turn ${state.turn}, phase ${state.phase}, pending ${state.pending?.kind ?? 'none'})`);
      if (state.pending && !legal.some((c) => state.pending!.answers.includes(c.type))) problems.push(`decision ${state.pending.kind} has no legal answer`);
    } else if (!hasLegalCommand(state, world)) {
      problems.push(`dead end: no legal command (turn ${state.turn}, phase ${state.phase})`);
    }
  } else if (legalCommands(state, world).length !== 0) {
    problems.push('the game is over but commands are still offered');
  }
  return problems;
}
