/**
 * [30.46] The optional road rule of scenario 30: the spearhead keeps close to its road, and the
 * Germans far from the road wait until the spearhead is through. The scenario gives the data
 * (`ScenarioRestrictions.roadCorridor`); the players switch it on with the named option
 * `breakoutRoadCorridor`. Readings (docs/scenarios.md, "30.46"):
 *
 * - "the road" and "the main road" are one road: the main road's hexes as the scenario lists them,
 *   distances are hex distances to the nearest of them;
 * - a kept unit sets up within `keptWithin` hexes of the road, anywhere on its side of the front
 *   line (scenario/deployment.ts `corridorSetUp`, with 30.2);
 * - a kept unit may not step more than `keptWithin` hexes from the road, unless the step brings it
 *   nearer the road than it was: a unit pushed farther out comes back toward the road; a close assault may go in against
 *   a hex up to `assaultWithin` hexes out, and its advance follows; retreats and displacements are
 *   forced and are not checked;
 * - a unit of the held side standing `heldFrom` or more hexes from the road may not move (steps,
 *   entries, leaving the map) until the lead kept unit — the kept unit on the map farthest north —
 *   has stood on hexrow `releaseRow` or beyond at the end of some phase; from then on the hold is
 *   over for good (`released`).
 */
import { canonicalHexId, hexDistance, hexId, isOnMap, parseHexId, type HexId } from '../hex';
import { refuse, type Refusal } from '../core/refusal';
import type { GameState } from '../core/gameState';
import type { Side, Unit } from '../core/unit';
import { unitById, type PositionUnits } from './unitBuckets';

/** The named option that switches the rule on (off by default: 30.46 is optional). */
export const ROAD_CORRIDOR_OPTION = 'breakoutRoadCorridor';

export interface RoadCorridor {
  /** The main road's hexes (canonical ids), south to north. */
  road: HexId[];
  /** The units kept near the road (XXX Corps); empty when only the hold applies [30.6]. */
  keptUnitIds: string[];
  /** How far from the road a kept unit may go [30.46: three hexes]. */
  keptWithin: number;
  /** How far out a kept unit may close-assault [30.46: a German unit four hexes away]. */
  assaultWithin: number;
  /** The side held back. */
  heldSide: Side;
  /** A unit of the held side this far from the road or farther may not move yet [30.46: five]. */
  heldFrom: number;
  /** The hexrow (global rows; Map D's own numbering) a kept unit must reach to end the hold. */
  releaseRow: number;
  /** The hold is over: a kept unit stood on `releaseRow` or beyond at the end of a phase. */
  released: boolean;
  rule: string;
}

/** The scenario's corridor when the players chose the optional rule, else null. */
export function roadCorridorInForce(state: Pick<GameState, 'restrictions' | 'options'>): RoadCorridor | null {
  const corridor = state.restrictions?.roadCorridor;
  return corridor && state.options[ROAD_CORRIDOR_OPTION] === true ? corridor : null;
}

const distances = new WeakMap<readonly HexId[], Map<HexId, number>>();

/** Hexes from `hex` to the nearest hex of the road. */
export function roadDistance(corridor: Pick<RoadCorridor, 'road'>, hex: HexId): number {
  let known = distances.get(corridor.road);
  if (!known) distances.set(corridor.road, (known = new Map()));
  const id = canonicalHexId(hex) ?? hex;
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  const at = parseHexId(id);
  let best = Infinity;
  if (at) for (const r of corridor.road) best = Math.min(best, hexDistance(at, parseHexId(r)!));
  known.set(id, best);
  return best;
}

/** Every hex of the map within `within` hexes of the road (canonical ids), with its distance to the road. */
export function hexesNearRoad(corridor: Pick<RoadCorridor, 'road'>, within: number): Map<HexId, number> {
  const out = new Map<HexId, number>();
  for (const road of corridor.road) {
    const at = parseHexId(road);
    if (!at) continue;
    for (let row = at.row - within; row <= at.row + within; row++) {
      for (let col = at.col - within - 1; col <= at.col + within + 1; col++) {
        const hex = { row, col };
        if (!isOnMap(hex) || hexDistance(at, hex) > within) continue;
        const id = hexId(hex);
        if (!out.has(id)) out.set(id, roadDistance(corridor, id));
      }
    }
  }
  return out;
}

/** The corridor when the players chose the rule and this unit is one it keeps near the road, else null. */
export function corridorKeeping(state: Pick<GameState, 'restrictions' | 'options'>, unitId: string): RoadCorridor | null {
  const corridor = roadCorridorInForce(state);
  return corridor && corridor.keptUnitIds.includes(unitId) ? corridor : null;
}

function isKept(corridor: RoadCorridor, unit: Pick<Unit, 'id'>): boolean {
  return corridor.keptUnitIds.includes(unit.id);
}

/** [30.46] Why these units may not step from `from` (null: off the map) into `to`, or null when they may. */
export function corridorStepRefusal(state: Pick<GameState, 'restrictions' | 'options'>, units: readonly Unit[], from: HexId | null, to: HexId): Refusal | null {
  const corridor = roadCorridorInForce(state);
  if (!corridor) return null;
  const kept = units.find((u) => isKept(corridor, u));
  if (!kept) return null;
  const after = roadDistance(corridor, to);
  if (after <= corridor.keptWithin) return null;
  // a unit already outside may still come back toward the road
  const before = from === null ? null : roadDistance(corridor, from);
  if (before !== null && after < before) return null;
  // A unit standing outside already (pushed out by a retreat) is told so: it may only step nearer.
  const outside =
    before !== null && before > corridor.keptWithin
      ? ` ${kept.name} already stands ${before} hexes from the road, outside that limit, so it may only step nearer the road.`
      : '';
  return refuse(
    'BARRED_REGION',
    corridor.rule,
    `${kept.name} keeps within ${corridor.keptWithin} hexes of the main road (optional rule); ${to} is ${after} hexes from it.${outside}`,
  );
}

/** [30.46] Why these units may not close-assault `target`, or null when they may. */
export function corridorAssaultRefusal(state: Pick<GameState, 'restrictions' | 'options'>, units: readonly Unit[], target: HexId): Refusal | null {
  const corridor = roadCorridorInForce(state);
  if (!corridor) return null;
  const kept = units.find((u) => isKept(corridor, u));
  const distance = roadDistance(corridor, target);
  if (!kept || distance <= corridor.assaultWithin) return null;
  return refuse(
    'BARRED_REGION',
    corridor.rule,
    `${kept.name} may close-assault no farther than ${corridor.assaultWithin} hexes from the main road (optional rule); ${target} is ${distance} away.`,
  );
}

/** [30.46] Why this unit is held where it stands now, in plain words, or null when it may move. */
export function heldByCorridor(state: Pick<GameState, 'restrictions' | 'options'>, unit: Unit): { rule: string; reason: string } | null {
  const corridor = roadCorridorInForce(state);
  if (!corridor || corridor.released || unit.side !== corridor.heldSide || unit.hex === null) return null;
  const distance = roadDistance(corridor, unit.hex);
  if (distance < corridor.heldFrom) return null;
  return {
    rule: corridor.rule,
    reason: `${unit.name} stands ${distance} hexes from the main road and waits until the lead Allied unit reaches hexrow ${corridor.releaseRow} (optional rule)`,
  };
}

/** The lead kept unit: on the map, not eliminated, farthest north (then by id); null when none. */
export function leadKeptUnit(state: PositionUnits, corridor: RoadCorridor): Unit | null {
  let lead: Unit | null = null;
  let leadRow = -Infinity;
  for (const id of corridor.keptUnitIds) {
    const unit = unitById(state, id);
    if (!unit || unit.eliminated || unit.hex === null) continue;
    const row = parseHexId(unit.hex)?.row ?? -Infinity;
    if (row > leadRow) {
      lead = unit;
      leadRow = row;
    }
  }
  return lead;
}
