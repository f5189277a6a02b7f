/**
 * Supply sources as data [11.1]. A scenario lists the sources in play (the German map-edge roads
 * [11.11], the XXX Corps train roads [11.12], stand-ins such as the 24.5 hex) and the airborne
 * supplyhead markers on the map [11.13]; the supply code only reads this list, so a scenario or the
 * off-map module can add, close or move a source without touching the tracing code.
 */
import { DIRECTIONS, hexFromIndex, hexIdsOf, hexIndex, parseHexId, type Section } from '../hex';
import type { GameState } from '../core/gameState';
import type { Formation } from '../core/formation';
import { formationAncestors } from '../core/formation';
import type { Side } from '../core/unit';
import type { SupplySource } from './supplyState';
import { LINK_BIT, RAISED_LINK_BIT, hexIdOfIndex } from '../world/mapGrid';
import type { World } from '../world/world';

/** The XXX Corps train: the three roads leaving Map D's south edge [11.12]. Every Allied HQ may use it. */
export const XXX_CORPS_TRAIN: SupplySource = {
  id: 'xxxCorpsTrain',
  name: 'XXX Corps supply train',
  side: 'allied',
  hexes: ['D0109', 'D0120', 'D0132'],
  rule: '11.12',
  offMap: true,
};

/** The id of the source a supplyhead marker makes. */
export function supplyheadSourceId(formationId: string): string {
  return `supplyhead:${formationId}`;
}

/**
 * Every source of a side now: the listed ones plus one per supplyhead marker (which serves its own
 * formation and any formation sharing it) [11.13]. Closed sources are included; callers skip them.
 */
export function sourcesOf(state: GameState, side: Side): SupplySource[] {
  const supply = state.supply ?? { sources: [], supplyheads: {} };
  const out = supply.sources.filter((s) => s.side === side);
  for (const [formationId, hex] of Object.entries(supply.supplyheads)) {
    const formation = state.formations[formationId];
    const formationSide = formation?.side ?? 'allied';
    if (formationSide !== side) continue;
    out.push({
      id: supplyheadSourceId(formationId),
      name: `${formation?.designation ?? formationId} supplyhead`,
      side,
      hexes: [hex],
      rule: '11.13',
      forFormations: [formationId, ...(supply.sharedSupplyheads?.[formationId] ?? [])],
    });
  }
  return out;
}

/** May units of `formationId` (or an "ind" unit when undefined) draw on the source? */
export function sourceServes(formations: Readonly<Record<string, Formation>>, source: SupplySource, formationId: string | undefined): boolean {
  if (!source.forFormations) return true;
  const chain = formationAncestors(formations, formationId);
  return chain.some((f) => source.forFormations!.includes(f.id));
}

type EdgeSide = 'N' | 'E' | 'W' | 'S';

/** Which edges of the map in use a hex lies on. */
function edgesOf(world: World, index: number, inUse: (index: number) => boolean): Set<EdgeSide> {
  const edges = new Set<EdgeSide>();
  for (let k = 0; k < 6; k++) {
    const n = world.grid.neighbor[index * 6 + k]!;
    if (n >= 0 && inUse(n)) continue;
    const d = DIRECTIONS[k]!;
    edges.add(d === 'E' ? 'E' : d === 'W' ? 'W' : d === 'NE' || d === 'NW' ? 'N' : 'S');
  }
  return edges;
}

/**
 * German sources derived from the map [11.11]: every hex on the north, east or west edge of the
 * sections in use where a road ends (an odd number of road links: the road carries on off the
 * map). One source per hex, so the off-map module can close a single road [20.2].
 */
export function edgeRoadSources(world: World, side: Side = 'german', sections?: readonly Section[]): SupplySource[] {
  const inUse = (index: number): boolean => {
    if (!sections) return true;
    return hexIdsOf(hexFromIndex(index)).some((id) => sections.includes(id[0] as Section));
  };
  const roadBits = LINK_BIT.road | RAISED_LINK_BIT.road;
  const out: SupplySource[] = [];
  for (const index of world.grid.onMap) {
    if (!inUse(index)) continue;
    let roads = 0;
    for (let k = 0; k < 6; k++) if (world.grid.links[index * 6 + k]! & roadBits) roads++;
    if (roads % 2 === 0) continue;
    const edges = edgesOf(world, index, inUse);
    const edge = (['N', 'E', 'W'] as const).find((e) => edges.has(e));
    if (!edge) continue;
    const hex = hexIdOfIndex(index);
    out.push({ id: `edgeRoad:${hex}`, name: `road off the ${edge} edge at ${hex}`, side, hexes: [hex], rule: '11.11', offMap: true });
  }
  return out;
}


/** A source with its hexes as grid indices, ready for the searches. */
export interface SourceInUse extends SupplySource {
  hexIndices: number[];
}

/**
 * Per frozen supply record and formations record (what `sourcesOf` reads): each side's sources in
 * use, worked out once. The depletion check after every shot and each Command Phase ask again on
 * positions that share both records; Hell's Highway lists every edge road as a source [11.11].
 */
const IN_USE = new WeakMap<object, WeakMap<object, Partial<Record<Side, readonly SourceInUse[]>>>>();

/** The side's sources that are open now, with their hexes resolved (unknown hex ids are dropped). Shared: never change it. */
export function sourcesInUse(state: GameState, side: Side): readonly SourceInUse[] {
  const supply = state.supply;
  if (!supply || !Object.isFrozen(supply) || !Object.isFrozen(state.formations)) return openSources(state, side);
  let byFormations = IN_USE.get(supply);
  if (!byFormations) {
    byFormations = new WeakMap();
    IN_USE.set(supply, byFormations);
  }
  let bySide = byFormations.get(state.formations);
  if (!bySide) {
    bySide = {};
    byFormations.set(state.formations, bySide);
  }
  return (bySide[side] ??= openSources(state, side));
}

function openSources(state: GameState, side: Side): SourceInUse[] {
  const out: SourceInUse[] = [];
  for (const source of sourcesOf(state, side)) {
    if (source.closed) continue;
    const hexIndices: number[] = [];
    for (const id of source.hexes) {
      const hex = parseHexId(id);
      if (hex) hexIndices.push(hexIndex(hex));
    }
    out.push({ ...source, hexIndices });
  }
  return out;
}
