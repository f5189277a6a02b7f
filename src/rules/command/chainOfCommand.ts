/**
 * Reading the chain of command for fire: which formation an HQ commands, how high a formation
 * stands, whether a unit is airborne, and whether an observer may talk to an HQ at all
 * [12.2, 12.3, 12.42–12.44, 17.0, 17.21d].
 */
import type { GameState } from '../core/gameState';
import { formationAncestors, type Echelon, type Formation } from '../core/formation';
import type { Unit } from '../core/unit';

/** Level of an echelon: battalion 0, regiment/brigade/Kampfgruppe 1, division 2, corps 3, army 4 [17.2b]. */
export const ECHELON_LEVEL: Readonly<Record<Echelon, number>> = {
  battalion: 0,
  regiment: 1,
  brigade: 1,
  kampfgruppe: 1,
  division: 2,
  corps: 3,
  army: 4,
};

/**
 * Option (RULES-INVENTORY §5 item 46): may an HQ in Travel mode still observe for artillery? 12.52
 * says no unit in Travel may observe; 18.33 says a Travel HQ cannot control but can observe. Default
 * true, the 18.33 reading.
 */
export const TRAVEL_HQ_OBSERVES = 'travelHqObserves';

export function travelHqObserves(state: GameState): boolean {
  return state.options[TRAVEL_HQ_OBSERVES] !== false;
}

/**
 * The formation an HQ counter commands (the one naming it as `hqUnitId`, else its own `formationId`).
 * A regimental HQ named the new divisional HQ heads both; the division wins [17.19].
 */
export function hqFormation(state: GameState, hq: Unit): Formation | undefined {
  let best: Formation | undefined;
  for (const formation of Object.values(state.formations)) {
    if (formation.hqUnitId === hq.id && (!best || ECHELON_LEVEL[formation.echelon] > ECHELON_LEVEL[best.echelon])) best = formation;
  }
  return best ?? (hq.formationId ? state.formations[hq.formationId] : undefined);
}

/** The formation a unit answers to for supply, control and communication: its attachment, else its own [17.17]. */
export function commandFormationId(unit: Unit): string | undefined {
  return unit.attachedTo ?? unit.formationId;
}

/**
 * The command net a unit works in: the formation it is attached to (or its own) and those above
 * [17.17: re-attached units act in every way but multi-formation as units of their new HQ].
 */
export function commandChainOf(state: GameState, unit: Unit): Formation[] {
  return formationAncestors(state.formations, commandFormationId(unit));
}

/** A unit's own formation and every one above it, nearest first (empty for "ind" units) [17.16]. */
export function chainOf(state: GameState, unit: Unit): Formation[] {
  return formationAncestors(state.formations, unit.formationId);
}

/** Airborne formation (or, with no formation data, the airborne symbol) [12.43, 17.21d]. */
export function isAirborne(state: GameState, unit: Unit): boolean {
  const chain = chainOf(state, unit);
  if (chain.length > 0) return chain.some((f) => f.airborne === true);
  return unit.airborne === true;
}

export type CommandLink = { ok: true; rule: string } | { ok: false; rule: string; reason: string };

/**
 * May this observer report to this HQ at all, terrain aside? Its own HQ or any above it [12.2]; the
 * HQ itself [12.3]; a side-wide corps HQ [12.42, 12.44]; the airborne corps HQ for airborne units
 * [12.43]. `groundArtillery` is set when the HQ relays for non-airborne artillery: then an airborne
 * observer may report to it too [17.21d].
 */
export function commandLink(state: GameState, observer: Unit, hq: Unit, groundArtillery = false): CommandLink {
  if (observer.side !== hq.side) return { ok: false, rule: '12.2', reason: `${hq.name} is an enemy HQ` };
  if (observer.id === hq.id) return { ok: true, rule: '12.3' };
  const formation = hqFormation(state, hq);
  if (!formation) return { ok: false, rule: '12.2', reason: `${hq.name} commands no formation in the chain of command` };
  if (commandChainOf(state, observer).some((f) => f.id === formation.id)) return { ok: true, rule: observer.attachedTo ? '17.17' : '12.2' };
  if (formation.reach === 'allArtillery') return { ok: true, rule: hq.side === 'german' ? '12.42' : '12.44' };
  if (formation.reach === 'airborneArtillery' && isAirborne(state, observer)) return { ok: true, rule: '12.43' };
  if (groundArtillery && isAirborne(state, observer)) return { ok: true, rule: '17.21d' };
  return { ok: false, rule: '12.2', reason: `${observer.name} is not under ${hq.name}: it may report only to its own HQ and those above it` };
}
