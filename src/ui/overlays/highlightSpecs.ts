/**
 * Map overlays as data: each function turns one engine query's answer into the hex highlights the
 * board draws (src/board HexHighlight). No rule is decided here — reach, sight, zones of control,
 * supply and stacking all come from src/rules; this file only chooses colours, marks and labels.
 */
import type { HexHighlight } from '../../board';
import {
  assaultReach,
  hexDistance,
  hexFromIndex,
  hexId,
  hexIndex,
  lineOfSight,
  observationRangeAt,
  observerProblem,
  parseHexId,
  phaseDefinition,
  reach,
  stackingLimitAt,
  stacksByHex,
  unitsInHex,
  stackWeight,
  whyCannotMove,
  type GameState,
  type HexId,
  type ReachResult,
  type Side,
  type SupplyReport,
  type World,
} from '../../rules/api';
import { allUnits, unitById } from '../../rules/api';

/**
 * Overlay colours, safe for red–green colour blindness: blues, oranges, yellow and reddish purple
 * (the Okabe–Ito set) instead of green against red, and every state that matters also carries a
 * mark or a label (ring, cross, dot, "HQ", "over 2"). Sides as on the counters' axis (khaki Allied,
 * blue German). docs/overlays.md lists what each colour and mark means.
 */
export const OVERLAY_COLOURS = {
  reach: 0x0072b2,
  reachUnderFire: 0xe69f00,
  opportunityFire: 0xd55e00,
  endsMove: 0xcc79a7,
  sees: 0x56b4e9,
  blocked: 0x333333,
  zoc: { allied: 0xb08a1e, german: 0x2f5fb0 } as Record<Side, number>,
  supplied: 0x0072b2,
  unsupplied: 0xe69f00,
  /** Marks and labels on orange (out of supply, over the limit): dark enough to read on the fill. */
  badMark: 0x7a2e00,
  supplyPath: 0x003f66,
  roomy: 0x56b4e9,
  tight: 0xf0e442,
  over: 0xd55e00,
  /** Command overlay [10.6, 12.x]: HQs and units in communication vs cut off. */
  hq: 0x7a3fa0,
  linked: 0x0072b2,
  cut: 0xd55e00,
  commRange: 0x56b4e9,
  /** The log entry under the pointer (src/ui/log). */
  log: 0xcc79a7,
} as const;

/** What an overlay shows, plus a one-line status (or why it shows nothing) for the controls panel. */
export interface OverlayResult {
  hexes: HexHighlight[] | null;
  status: string;
  /** Words for a hex, shown in the hex status bar while the pointer is on it. */
  notes?: Map<HexId, string>;
}

const NOTHING = (status: string): OverlayResult => ({ hexes: null, status });

/** MP figures as short labels: whole numbers bare, halves with one decimal. */
export function mpLabel(mp: number): string {
  return Number.isInteger(mp) ? String(mp) : mp.toFixed(1);
}

/**
 * The reach of a stack as highlights [8.0–8.15, 8.4, 9.31–9.33]: every reachable hex shaded and
 * labelled with its MP cost; hexes reached only through an enemy zone of control shaded orange;
 * the hexes whose leaving gives the enemy opportunity fire ringed vermilion [8.4]; a hex where the move
 * would end in disruption (overstacking or joining disrupted units) dotted [9.31, 9.32]; a hex
 * reached by the one-hex rule marked with `*` [8.14].
 */
export function reachHighlights(result: ReachResult): HexHighlight[] {
  const firePoints = new Set<HexId>();
  for (const r of result.hexes.values()) for (const f of r.opportunityFire) firePoints.add(f.hex);
  const out: HexHighlight[] = [];
  for (const r of result.hexes.values()) {
    const underFire = r.opportunityFire.length > 0;
    const spec: HexHighlight = {
      hex: r.hex,
      tint: underFire ? OVERLAY_COLOURS.reachUnderFire : OVERLAY_COLOURS.reach,
      alpha: 0.3,
      label: `${mpLabel(r.mp)}${r.oneHexRule ? '*' : ''}`,
    };
    if (firePoints.has(r.hex)) {
      spec.mark = 'ring';
      spec.markColor = OVERLAY_COLOURS.opportunityFire;
    } else if (r.overstack || r.joinsDisrupted) {
      spec.mark = 'dot';
      spec.markColor = OVERLAY_COLOURS.endsMove;
    }
    out.push(spec);
  }
  // The start hex: ringed if leaving it already triggers opportunity fire [8.4].
  if (firePoints.has(result.from)) out.push({ hex: result.from, tint: OVERLAY_COLOURS.opportunityFire, alpha: 0, mark: 'ring' });
  return out;
}

/** The movable units standing with the selected one (same side), which move as a stack [8.11]. */
export function movableStackOf(state: GameState, unitId: string): string[] {
  const unit = unitById(state, unitId);
  if (!unit || unit.hex === null) return [];
  const stack = unitsInHex(state, unit.hex);
  return stack.filter((u) => u.side === unit.side && !whyCannotMove(state, u)).map((u) => u.id);
}

/**
 * The Reach overlay for the units moving with the selected one (its movable stack unless the move
 * panel says otherwise), or why there is none.
 */
export function reachOverlay(world: World, state: GameState, selectedUnitId: string | null, movingIds?: readonly string[]): OverlayResult {
  if (!selectedUnitId) return NOTHING('Select a unit to see where its stack can go.');
  const unit = unitById(state, selectedUnitId);
  if (!unit) return NOTHING('Select a unit to see where its stack can go.');
  const why = whyCannotMove(state, unit);
  if (why) return NOTHING(`${why.reason} [${why.rule}].`);
  const ids = movingIds && movingIds.length > 0 ? [...movingIds] : movableStackOf(state, selectedUnitId);
  const result = reach(world, state, ids);
  if (!('hexes' in result)) return NOTHING(`${result.message} [${result.rule}]`);
  const hexes = reachHighlights(result);
  const who = ids.length > 1 ? `the stack of ${ids.length}` : unit.name;
  const status = `${who}: ${result.hexes.size} hexes in reach; MP spent on arrival; ringed: leaving draws opportunity fire [8.4]`;
  if (phaseDefinition(state.phase).kind !== 'conditionalMovement') return { hexes, status: `${status}.` };
  // [8.6] In a movement phase: where next to the enemy a close action is still possible ("CA").
  const notes = new Map<HexId, string>();
  const assaults = assaultReach(world, state, result);
  for (const [hex, assault] of assaults) {
    notes.set(hex, assault.targets.length > 0 ? `close action possible against ${assault.targets.join(', ')} [8.6]` : `no close action from here${assault.refusal ? `: ${assault.refusal.message.replace(/\.$/, '')} [${assault.refusal.rule}]` : ''}`);
    if (assault.targets.length === 0) continue;
    const spec = hexes.find((h) => h.hex === hex);
    if (spec) spec.label = `${spec.label ?? ''} CA`;
    else hexes.push({ hex, tint: OVERLAY_COLOURS.reach, alpha: 0, label: 'CA' });
  }
  return { hexes, status: `${status}; CA: a close action is still possible from there [8.6].`, notes };
}

/** Every hex within `range` of a hex, found through the map's own neighbours. */
export function hexesWithin(world: World, origin: number, range: number): number[] {
  const centre = hexFromIndex(origin);
  const seen = new Set<number>([origin]);
  let frontier = [origin];
  for (let ring = 0; ring < range; ring++) {
    const next: number[] = [];
    for (const i of frontier) {
      for (let k = 0; k < 6; k++) {
        const n = world.grid.neighbor[i * 6 + k]!;
        if (n < 0 || seen.has(n)) continue;
        if (hexDistance(centre, hexFromIndex(n)) > range) continue;
        seen.add(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  return [...seen];
}

/**
 * What a hex observes [6.0, 6.11, 6.13, 6.14, 6.5, 6.6x]: every hex within the observation range of
 * that hex (day or night, weather of its map) with a clear line is shaded; the ones whose line is
 * blocked are crossed, with the reason kept as a note for the hex status bar.
 */
export function sightFromHex(world: World, state: GameState, from: HexId): OverlayResult {
  const parsed = parseHexId(from);
  if (!parsed) return NOTHING(`${from} is not a hex of the map.`);
  const origin = hexIndex(parsed);
  const range = observationRangeAt(state, world, from);
  const hexes: HexHighlight[] = [];
  const notes = new Map<HexId, string>();
  let seen = 0;
  for (const i of hexesWithin(world, origin, range)) {
    if (i === origin) continue;
    const id = hexId(hexFromIndex(i));
    const sight = lineOfSight(world, origin, i);
    if (sight.clear) {
      seen++;
      hexes.push({ hex: id, tint: OVERLAY_COLOURS.sees, alpha: 0.3 });
    } else {
      hexes.push({ hex: id, tint: OVERLAY_COLOURS.blocked, alpha: 0.25, mark: 'cross', markColor: OVERLAY_COLOURS.blocked });
      notes.set(id, `not seen from ${from}: ${sight.reason} [${sight.rule}]`);
    }
  }
  return { hexes, notes, status: `${from} sees ${seen} hexes (range ${range}); crossed: line blocked — point at one for the reason.` };
}

/** The Line-of-sight overlay: from the selected unit if any, else from the cursor hex. */
export function sightOverlay(world: World, state: GameState, selectedUnitId: string | null, cursorHex: HexId | null): OverlayResult {
  const unit = selectedUnitId ? unitById(state, selectedUnitId) : undefined;
  if (unit) {
    const problem = observerProblem(unit);
    if (problem && !problem.ok) return NOTHING(`${problem.reason} [${problem.rule}].`);
    const result = sightFromHex(world, state, unit.hex!);
    return { ...result, status: `${unit.name}: ${result.status}` };
  }
  if (cursorHex) return sightFromHex(world, state, cursorHex);
  return NOTHING('Select a unit or click a hex to see what it observes.');
}

/** A side's zone of control (zocMap, keyed by hex index) as highlights [7.0]. */
export function zocHighlights(zoc: ReadonlyMap<number, readonly string[]>, side: Side): HexHighlight[] {
  const tint = OVERLAY_COLOURS.zoc[side];
  const out: HexHighlight[] = [];
  for (const index of zoc.keys()) out.push({ hex: hexId(hexFromIndex(index)), tint, alpha: 0.28 });
  return out;
}

/** The side a supply overlay judges: the phasing side, or the Allies in the Game-Turn Record. */
export function supplySide(state: GameState): Side {
  return phaseDefinition(state.phase).phasing ?? 'allied';
}

/**
 * A supply report as highlights [11.0–11.3]: each hex holding units of the side tinted blue when
 * every one of them is in supply, orange and crossed when any is not, with 'HQ' labelled where an
 * HQ stands ('HQ!' when an HQ there is out of supply or cannot pass supply on [18.31]).
 */
export function supplyHighlights(report: SupplyReport): HexHighlight[] {
  const byHex = new Map<HexId, { bad: number; total: number; hq: boolean; hqBad: boolean }>();
  const note = (hex: HexId | null, supplied: boolean, hq: boolean, provides: boolean): void => {
    if (!hex) return;
    const entry = byHex.get(hex) ?? { bad: 0, total: 0, hq: false, hqBad: false };
    entry.total++;
    if (!supplied) entry.bad++;
    if (hq) {
      entry.hq = true;
      if (!supplied || !provides) entry.hqBad = true;
    }
    byHex.set(hex, entry);
  };
  for (const j of Object.values(report.hqs)) if (j.judged) note(j.hex, j.verdict.supplied, true, j.provides);
  for (const u of Object.values(report.units)) note(u.hex, u.verdict.supplied, false, true);
  const out: HexHighlight[] = [];
  for (const [hex, e] of byHex) {
    // Out of supply is orange and crossed, so it never rests on hue alone.
    const spec: HexHighlight =
      e.bad > 0
        ? { hex, tint: OVERLAY_COLOURS.unsupplied, alpha: 0.4, mark: 'cross', markColor: OVERLAY_COLOURS.badMark }
        : { hex, tint: OVERLAY_COLOURS.supplied, alpha: 0.35 };
    if (e.hq) {
      spec.label = e.hqBad ? 'HQ!' : 'HQ';
      spec.labelAt = 'bottom';
      spec.labelColor = e.hqBad ? OVERLAY_COLOURS.badMark : 0x002a44;
    }
    out.push(spec);
  }
  return out;
}

/** The traced supply path of one unit or HQ from the report (dots along the hexes), or null. */
export function supplyPathHighlights(report: SupplyReport, unitId: string | null): HexHighlight[] | null {
  if (!unitId) return null;
  const verdict = report.units[unitId]?.verdict ?? report.hqs[unitId]?.verdict;
  if (!verdict || !verdict.supplied || verdict.path.length === 0) return null;
  return verdict.path.map((hex) => ({ hex, tint: OVERLAY_COLOURS.supplyPath, alpha: 0.15, mark: 'dot' as const }));
}

/** What the supply overlay says about the selected unit, in words. */
export function supplyStatus(report: SupplyReport, state: GameState, unitId: string | null): string {
  const units = Object.values(report.units);
  const out = units.filter((u) => !u.verdict.supplied).length;
  const head = `${report.side === 'allied' ? 'Allied' : 'German'} supply now: ${units.length - out} units in supply, ${out} out`;
  const verdict = unitId ? (report.units[unitId]?.verdict ?? report.hqs[unitId]?.verdict) : undefined;
  const name = unitId ? unitById(state, unitId)?.name : undefined;
  if (!verdict || !name) return `${head}.`;
  return verdict.supplied
    ? `${head}. ${name}: in supply through ${verdict.via} [${verdict.rule}].`
    : `${head}. ${name}: out of supply — ${verdict.reason} [${verdict.rule}].`;
}

/**
 * Stacking room of every occupied hex [9.0, 9.1, 9.12–9.14]: the hex's limit less the strength
 * already there, labelled at the bottom of the hex; light blue with room for 3 SP or more, yellow
 * with less, orange and crossed when over the limit. Hexes without a limit are labelled 'free'.
 */
export function stackingHighlights(world: World, state: GameState): HexHighlight[] {
  const out: HexHighlight[] = [];
  for (const [hex, units] of stacksByHex(allUnits(state))) {
    const parsed = parseHexId(hex);
    if (!parsed) continue;
    const limit = stackingLimitAt(world, hexIndex(parsed));
    const weight = units.reduce((sum, u) => sum + stackWeight(u), 0);
    const room = limit - weight;
    const tint = room < 0 ? OVERLAY_COLOURS.over : room < 3 ? OVERLAY_COLOURS.tight : OVERLAY_COLOURS.roomy;
    const label = Number.isFinite(room) ? (room < 0 ? `over ${-room}` : `room ${room}`) : 'free';
    // Over the limit is crossed as well as tinted.
    out.push({ hex, tint, alpha: 0.35, label, labelAt: 'bottom', ...(room < 0 ? { mark: 'cross' as const, markColor: OVERLAY_COLOURS.badMark } : {}) });
  }
  return out;
}
