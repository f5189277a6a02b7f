/**
 * Communication between an observer and an HQ [10.6, 12.2, 12.3, 12.42–12.44, 12.52].
 *
 * The line is traced centre to centre with no length limit. It fails once it has passed through two
 * city/forest hexes, or three city/forest/town/fort hexes; the HQ's own hex is counted, the
 * observer's never. The two city hexes the map lists in `fortForLos` count as forts. A stretch
 * running exactly along a hexside counts once, as the heavier of the two hexes beside it (our
 * reading; the rules do not say). Nothing else on the line matters: a single forest or a dike does
 * not cut a communication line (only the tally of 10.6 does).
 */
import { hexId as toHexId, hexIndex, hexLine, isOnMap, parseHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import type { CommunicationWeight } from '../tables/terrainEffects';
import { COMMUNICATION_HEAVY_LIMIT, COMMUNICATION_TOTAL_LIMIT } from '../tables/terrainEffects';
import { terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';
import type { SightVerdict } from '../observation/observers';
import { commandLink, travelHqObserves } from './chainOfCommand';
import { unitById } from '../state/unitBuckets';

const fortHexes = new WeakMap<World, Set<number>>();

function fortsOf(world: World): Set<number> {
  let set = fortHexes.get(world);
  if (!set) {
    set = new Set(world.map.fortForLos.map((id) => parseHexId(id)).filter((h) => h !== undefined).map((h) => hexIndex(h)));
    fortHexes.set(world, set);
  }
  return set;
}

function weightOf(world: World, index: number): CommunicationWeight {
  if (fortsOf(world).has(index)) return 'light'; // [10.6] A2338, B3533
  return world.terrainEffects.hex[terrainOf(world.grid, index)].communication;
}

const RANK: Record<CommunicationWeight, number> = { none: 0, light: 1, heavy: 2 };

export interface CommunicationTally {
  /** City/forest hexes passed. */
  heavy: number;
  /** City/forest/town/fort hexes passed. */
  total: number;
  /** Where the line failed, if it did. */
  failedAt?: HexId;
}

/** Count the hexes that hinder a communication line from one hex to another [10.6]. */
export function communicationTally(world: World, fromHex: HexId, toHex: HexId): CommunicationTally {
  const from = parseHexId(fromHex);
  const to = parseHexId(toHex);
  if (!from || !to) throw new RangeError(`communication line ${fromHex}–${toHex}: not hexes of the map`);
  const fromIndex = hexIndex(from);
  const tally: CommunicationTally = { heavy: 0, total: 0 };
  const count = (weight: CommunicationWeight, at: HexId) => {
    if (weight === 'none') return;
    tally.total++;
    if (weight === 'heavy') tally.heavy++;
    if (!tally.failedAt && (tally.heavy >= COMMUNICATION_HEAVY_LIMIT || tally.total >= COMMUNICATION_TOTAL_LIMIT)) tally.failedAt = at;
  };
  if (fromIndex === hexIndex(to)) return tally;
  for (const step of hexLine(from, to)) {
    if (step.kind === 'hex') {
      if (!isOnMap(step.hex)) continue;
      const i = hexIndex(step.hex);
      if (i !== fromIndex) count(weightOf(world, i), toHexId(step.hex));
    } else {
      let best: CommunicationWeight = 'none';
      let at: HexId | undefined;
      for (const side of [step.left, step.right]) {
        if (!isOnMap(side)) continue;
        const i = hexIndex(side);
        if (i === fromIndex) continue;
        const w = weightOf(world, i);
        if (RANK[w] > RANK[best]) {
          best = w;
          at = toHexId(side);
        }
      }
      if (at) count(best, at);
    }
  }
  return tally;
}

/** Is the unit unable to act as an observer for artillery now [6.3, 6.12, 11.5, 12.52, 18.33]? */
export function spotterProblem(state: GameState, unit: Unit): SightVerdict | null {
  if (unit.eliminated) return { ok: false, rule: '6.0', reason: `${unit.name} has been eliminated` };
  if (unit.hex === null) return { ok: false, rule: '6.0', reason: `${unit.name} is not on the map` };
  if (unit.type === 'leader') return { ok: false, rule: '6.3', reason: `${unit.name} is a leader: leaders never sight for fire` };
  if (unit.status.disrupted) return { ok: false, rule: '12.52', reason: `${unit.name} is disrupted and cannot observe for other units [6.12]` };
  if (unit.mode === 'travel' && !(unit.type === 'hq' && travelHqObserves(state))) {
    return { ok: false, rule: '12.52', reason: `${unit.name} is in Travel mode and cannot observe for artillery` };
  }
  return null;
}

/** Is the HQ unable to act as a controlling HQ now [12.52, 18.33]? */
export function controllingHqProblem(hq: Unit): SightVerdict | null {
  if (hq.type !== 'hq') return { ok: false, rule: '12.1', reason: `${hq.name} is not an HQ` };
  if (hq.eliminated) return { ok: false, rule: '12.1', reason: `${hq.name} has been eliminated` };
  if (hq.hex === null) return { ok: false, rule: '12.1', reason: `${hq.name} is not on the map` };
  if (hq.status.disrupted) return { ok: false, rule: '12.52', reason: `${hq.name} is disrupted and controls nothing` };
  if (hq.mode === 'travel') return { ok: false, rule: '18.33', reason: `${hq.name} is in Travel mode and cannot control artillery [12.52]` };
  return null;
}

/**
 * Communication with an extra allowance: `groundArtillery` lets an airborne observer report to the
 * controlling HQ of non-airborne artillery [17.21d]. `communicates` is this without the allowance.
 */
export function communicatesFor(state: GameState, world: World, observer: Unit, hq: Unit, groundArtillery: boolean): SightVerdict {
  const spotter = spotterProblem(state, observer);
  if (spotter) return spotter;
  const control = controllingHqProblem(hq);
  if (control) return control;
  const link = commandLink(state, observer, hq, groundArtillery);
  if (!link.ok) return link;
  const tally = communicationTally(world, observer.hex!, hq.hex!);
  if (tally.failedAt) {
    const what = tally.heavy >= COMMUNICATION_HEAVY_LIMIT ? `${tally.heavy} city/forest hexes` : `${tally.total} city/forest/town/fort hexes`;
    return { ok: false, rule: '10.6', reason: `the line from ${observer.name} to ${hq.name} passes ${what} (by ${tally.failedAt})` };
  }
  return { ok: true };
}

/** May the observer pass a sighting to this HQ: both fit for duty, in the chain, line not cut [10.6, 12.2, 12.42–12.44, 12.52]? */
export function communicates(state: GameState, world: World, observerId: string, hqId: string): SightVerdict {
  const observer = unitById(state, observerId);
  const hq = unitById(state, hqId);
  if (!observer) return { ok: false, rule: '12.2', reason: `there is no unit ${observerId}` };
  if (!hq) return { ok: false, rule: '12.2', reason: `there is no unit ${hqId}` };
  return communicatesFor(state, world, observer, hq, false);
}
