/**
 * A campaign-size position for the engine benchmarks: Hell's Highway as the computer sets it up,
 * copied ("tiled") over all four map sections until about 2,400 counters are in the game.
 *
 * Hell's Highway has 109 counters (42 on the map, all in Map C rows 24–44; 61 reinforcements and 6
 * off-map batteries waiting), so one copy per section is not enough: the set-up is laid down 22
 * times (the original plus 21 copies spread round-robin over D, B, A, C), 22 × 109 = 2,398 counters.
 *
 * Each copy ("tile") is the whole set-up, formations included:
 * - a copied unit stands on the same local row/col (id letter swapped, e.g. C3032 → D3032), shifted
 *   by the tile's even row offset (even, so the stacks keep their shape) and column offset; where
 *   that hex does not exist in the section, is all water, or is already held by another tile, the
 *   nearest free land hex of the same section (breadth-first, deterministic) is taken instead.
 *   Units that shared a hex keep sharing one;
 * - ids get a tile suffix (`us-501-hq~D0`), and so do formationId, attachedTo, leader.leads,
 *   leader.hqUnitId, formations (id, parentId, hqUnitId, promotedFrom), supply sources (id,
 *   forFormations) and supplyheads; reinforcement entry hexes and supply-source hexes are shifted
 *   like unit hexes (without the free-hex search); off-map batteries fire from the tile's section;
 * - the play area is opened to the whole map (a campaign plays all four sections).
 * The original set-up keeps its ids and hexes, so the position contains the scenario unchanged.
 */
import * as rules from '../../src/rules';
import type { Formation, GameState, Hex, HexId, Section, SupplySource, Unit, World } from '../../src/rules';
import { allUnits, bucketsOf } from '../../src/rules/state/unitBuckets';

const { SECTIONS, canonicalHexId, formatHexId, hexIdsOf, hexIndex, isOnMap, neighbors, parseHexId, terrainOf } = rules;

/** Tiles in the default campaign position: 22 × 109 = 2,398 counters. */
export const CAMPAIGN_TILES = 22;

interface Tile {
  section: Section;
  /** Even local-row shift. */
  dRow: number;
  dCol: number;
  suffix: string;
}

/** Placements per section, used in this order (Hell's Highway occupies local rows 25–43, cols 1–34). */
const NARROW: readonly [number, number][] = [[0, 0], [-24, 0], [16, 0], [-12, 0], [10, 0], [-18, 0]]; // C, D: 61 × 34
const WIDE: readonly [number, number][] = [[-24, 0], [-4, 20], [-4, 0], [-24, 20], [-14, 10], [-14, 0]]; // A, B: 39 × 54

function tiles(count: number): Tile[] {
  const order: Section[] = ['C', 'D', 'B', 'A'];
  const out: Tile[] = [];
  for (let k = 0; k < count; k++) {
    const section = order[k % 4]!;
    const j = Math.floor(k / 4);
    const list = section === 'C' || section === 'D' ? NARROW : WIDE;
    const [dRow, dCol] = list[j % list.length]!;
    // Past the list (more than 24 tiles) the placements repeat; the free-hex search spreads them.
    out.push({ section, dRow, dCol, suffix: k === 0 ? '' : `~${section}${j}` });
  }
  return out;
}

const two = (n: number): string => (n < 10 ? `0${n}` : String(n));

export interface CampaignPosition {
  state: GameState;
  tiles: number;
  units: number;
  onMap: number;
  /** Distinct hexes holding at least one counter. */
  occupiedHexes: number;
  formations: number;
  bySection: Record<Section, number>;
}

/**
 * `base`: Hell's Highway after set-up (newScenarioGame with autoDeploy), before play has moved
 * anything. Deterministic. `tileCount` 1 gives the scenario itself (with the play area opened).
 */
export function campaignPosition(base: GameState, world: World, tileCount = CAMPAIGN_TILES): CampaignPosition {
  const land = (hex: Hex): boolean => terrainOf(world.grid, hexIndex(hex)) !== 'allWater';
  const inSection = (hex: Hex, section: Section): boolean => hexIdsOf(hex).some((id) => id[0] === section);
  const taken = new Set<HexId>();

  /** The hex a tile puts `id` on: same local row/col in the tile's section, shifted; clamped into the section. */
  function shifted(id: HexId, tile: Tile): Hex {
    const info = SECTIONS[tile.section];
    const row = Math.min(Math.max(Number(id.slice(1, 3)) + tile.dRow, 1), info.rows);
    const col = Math.min(Math.max(Number(id.slice(3, 5)) + tile.dCol, 1), info.cols);
    return parseHexId(`${tile.section}${two(row)}${two(col)}`)!;
  }

  /** Nearest free land hex of the tile's section, breadth-first from the shifted hex. */
  function freeHex(id: HexId, tile: Tile): HexId {
    const start = shifted(id, tile);
    const seen = new Set<string>([`${start.row},${start.col}`]);
    const queue: Hex[] = [start];
    for (let n = 0; n < queue.length; n++) {
      const hex = queue[n]!;
      const canonical = formatHexId(hex)!;
      if (land(hex) && !taken.has(canonical)) return canonical;
      for (const next of neighbors(hex)) {
        const key = `${next.row},${next.col}`;
        if (seen.has(key) || !isOnMap(next) || !inSection(next, tile.section)) continue;
        seen.add(key);
        queue.push(next);
      }
    }
    throw new Error(`no free hex left in section ${tile.section}`);
  }

  const units: Record<string, Unit> = {};
  const formations: Record<string, Formation> = {};
  const sources: SupplySource[] = [];
  const supplyheads: Record<string, HexId> = {};
  const baseUnits = allUnits(base).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  for (const tile of tiles(tileCount)) {
    const s = (id: string): string => id + tile.suffix;
    const sOpt = <T extends string | undefined | null>(id: T): T => (typeof id === 'string' ? (s(id) as T) : id);
    const place = new Map<HexId, HexId>();
    const at = (id: HexId): HexId => {
      const key = canonicalHexId(id)!;
      if (tile.suffix === '') return key;
      let hex = place.get(key);
      if (!hex) {
        hex = freeHex(key, tile);
        place.set(key, hex);
        taken.add(hex);
      }
      return hex;
    };
    const entry = (id: HexId): HexId => (tile.suffix === '' ? id : formatHexId(shifted(id, tile))!);

    for (const u of baseUnits) {
      const copy: Unit = structuredClone(u);
      copy.id = s(u.id);
      if (u.formationId !== undefined) copy.formationId = s(u.formationId);
      if (u.attachedTo !== undefined) copy.attachedTo = s(u.attachedTo);
      if (copy.leader) copy.leader = { ...copy.leader, leads: s(copy.leader.leads), hqUnitId: s(copy.leader.hqUnitId) };
      if (copy.arrival) copy.arrival = { ...copy.arrival, hexes: copy.arrival.hexes.map(entry) };
      if (copy.offMapBattery && tile.suffix !== '') {
        const info = SECTIONS[tile.section];
        copy.offMapBattery = { ...copy.offMapBattery, section: tile.section, fromRow: Math.min(Math.max(copy.offMapBattery.fromRow + tile.dRow, 1), info.rows) };
      }
      if (u.hex !== null) copy.hex = at(u.hex);
      units[copy.id] = copy;
    }
    if (tile.suffix === '') for (const u of baseUnits) if (u.hex) taken.add(canonicalHexId(u.hex)!);

    for (const f of Object.values(base.formations)) {
      const copy: Formation = { ...f, id: s(f.id), parentId: sOpt(f.parentId), hqUnitId: sOpt(f.hqUnitId) };
      if (f.promotedFrom !== undefined) copy.promotedFrom = s(f.promotedFrom);
      formations[copy.id] = copy;
    }
    for (const source of base.supply.sources) {
      const copy: SupplySource = { ...structuredClone(source), id: s(source.id), hexes: source.hexes.map(entry) };
      if (source.forFormations) copy.forFormations = source.forFormations.map(s);
      sources.push(copy);
    }
    for (const [formation, hex] of Object.entries(base.supply.supplyheads)) supplyheads[s(formation)] = entry(hex);
  }

  const state: GameState = { ...base, ...bucketsOf(Object.values(units)), formations, supply: { ...base.supply, sources, supplyheads }, playArea: null };
  const all = Object.values(units);
  const bySection: Record<Section, number> = { A: 0, B: 0, C: 0, D: 0 };
  const occupied = new Set<HexId>();
  for (const u of all) {
    if (!u.hex) continue;
    bySection[u.hex[0] as Section]++;
    occupied.add(canonicalHexId(u.hex)!);
  }
  return {
    state,
    tiles: tileCount,
    units: all.length,
    onMap: all.filter((u) => u.hex !== null).length,
    occupiedHexes: occupied.size,
    formations: Object.keys(formations).length,
    bySection,
  };
}
