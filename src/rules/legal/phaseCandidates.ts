/**
 * Candidate commands of the phasing player when no decision is open, by kind of phase [4.0]:
 * mode changes [13.0]; movement, close action, leaving Travel, restacking, engineer ferries and works
 * [8.0, 8.6, 13.51, 9.21, 16.1, 18.42]; fire [5.0]; airstrikes, CAP, entrenchments and HQ changes in
 * the Command Phase [15.15, 15.32, 10.53, 17.19]. Ending the phase is always offered first.
 */
import { airstrikeTargets } from '../airstrikes/targets';
import { alliedCapOptionOn } from '../airstrikes/cap';
import { strikesLeft } from '../airstrikes/allotment';
import { xxxCorpsHqs } from '../airstrikes/xxxCorps';
import type { Command } from '../engine/commands';
import type { HexId } from '../hex';
import { fireOptions } from '../fire/queries';
import { isLeader } from '../leaders/leaders';
import { whyCannotMove } from '../movement/canMove';
import { entryHexes } from '../movement/planStep';
import { phaseDefinition } from '../sequence/phases';
import type { GameState } from '../state/gameState';
import type { Side, Unit } from '../state/unit';
import type { World } from '../world/world';
import { adjacentHexes, compareIds, hexesWithinTwo, occupiedBy, sideStacks, sortedUnits } from './candidates';

/** The kinds of candidate a phase offers, so a policy can prefer one kind without building the rest. */
export type CandidateKind = 'endPhase' | 'changeMode' | 'enter' | 'move' | 'closeAction' | 'restack' | 'ferry' | 'work' | 'fire' | 'air' | 'command';

export function phaseCandidates(state: GameState, world: World, kinds?: ReadonlySet<CandidateKind>): Command[] {
  const phase = phaseDefinition(state.phase);
  const want = (kind: CandidateKind) => !kinds || kinds.has(kind);
  const out: Command[] = [];
  if (want('endPhase')) out.push({ type: 'endPhase' });
  const side = phase.phasing;
  if (!side) return out;
  switch (phase.kind) {
    case 'organization':
      if (want('changeMode')) out.push(...modeChanges(state, side, false));
      break;
    case 'conditionalMovement':
      if (want('enter')) out.push(...arrivals(state, side));
      if (want('move')) out.push(...moves(state, side));
      if (want('closeAction')) out.push(...closeActions(state, side));
      if (want('changeMode')) out.push(...modeChanges(state, side, true));
      if (want('restack')) out.push(...restacks(state, side));
      if (want('ferry')) out.push(...ferries(state, side));
      if (want('work')) out.push(...works(state, side));
      break;
    case 'conditionalFire':
    case 'freeFire':
      if (want('fire')) out.push(...fires(state, world, side));
      break;
    case 'command':
      if (want('air')) out.push(...air(state, world, side));
      if (want('work')) out.push(...works(state, side));
      if (want('command')) out.push(...commandPhaseOrders(state, side));
      break;
    case 'turnRecord':
      break;
  }
  return out;
}

/** [13.0] every other mode of each unit; [13.51] in movement only units in Travel leave it. */
function modeChanges(state: GameState, side: Side, leavingTravelOnly: boolean): Command[] {
  const out: Command[] = [];
  for (const unit of sortedUnits(state)) {
    if (unit.side !== side || unit.eliminated || unit.hex === null || isLeader(unit)) continue;
    if (leavingTravelOnly && unit.mode !== 'travel') continue;
    for (const to of unit.modes) if (to !== unit.mode) out.push({ type: 'changeMode', unitId: unit.id, to });
  }
  return out;
}

/** [22.0–22.16] reinforcements due now, each alone and as one group per list of entry hexes. */
function arrivals(state: GameState, side: Side): Command[] {
  const waiting = sortedUnits(state).filter((u) => u.side === side && !u.eliminated && u.hex === null && u.arrival && u.arrival.turn <= state.turn);
  const out: Command[] = [];
  const groups = new Map<string, { hexes: HexId[]; units: Unit[] }>();
  for (const unit of waiting) {
    const hexes = entryHexes(state, unit);
    for (const to of hexes) out.push({ type: 'moveStep', unitIds: [unit.id], to });
    const key = hexes.join(',');
    const group = groups.get(key) ?? { hexes, units: [] };
    group.units.push(unit);
    groups.set(key, group);
  }
  for (const { hexes, units } of groups.values()) {
    if (units.length < 2) continue;
    for (const to of hexes) out.push({ type: 'moveStep', unitIds: units.map((u) => u.id), to });
  }
  return out;
}

function movable(state: GameState, stack: readonly Unit[]): Unit[] {
  return stack.filter((u) => whyCannotMove(state, u) === null);
}

/** [8.0, 8.11] each unit that may still move, and each stack of them, to every neighbouring hex. */
function moves(state: GameState, side: Side): Command[] {
  const out: Command[] = [];
  for (const [hex, stack] of sideStacks(state, side)) {
    const ready = movable(state, stack);
    if (ready.length === 0) continue;
    const groups = ready.length > 1 ? [ready, ...ready.map((u) => [u])] : [ready];
    const around = adjacentHexes(hex);
    for (const group of groups) for (const to of around) out.push({ type: 'moveStep', unitIds: group.map((u) => u.id), to });
  }
  return out;
}

/** [8.6, 8.7] the units of a hex that have not attacked yet, all together and the top one alone, at each adjacent enemy hex. */
function closeActions(state: GameState, side: Side): Command[] {
  const enemy = occupiedBy(state, side === 'allied' ? 'german' : 'allied');
  const out: Command[] = [];
  for (const [hex, stack] of sideStacks(state, side)) {
    const targets = adjacentHexes(hex).filter((h) => enemy.has(h));
    if (targets.length === 0) continue;
    const fresh = stack.filter((u) => !isLeader(u) && !state.closeActions.attackerIds.includes(u.id));
    if (fresh.length === 0) continue;
    const groups = fresh.length > 1 ? [fresh, [fresh[0]!]] : [fresh];
    for (const target of targets) for (const group of groups) out.push({ type: 'closeAction', unitIds: group.map((u) => u.id), target });
  }
  return out;
}

/** [8.51, 9.21] one new order per stack: the top unit goes to the bottom. */
function restacks(state: GameState, side: Side): Command[] {
  const out: Command[] = [];
  for (const [hex, stack] of sideStacks(state, side)) {
    if (stack.length < 2) continue;
    const ids = stack.map((u) => u.id);
    out.push({ type: 'restack', hex, order: [...ids.slice(1), ids[0]!] });
  }
  return out;
}

/** [16.1, 16.14] each bridge engineer across the water: itself alone, or everyone else in its hex. */
function ferries(state: GameState, side: Side): Command[] {
  const out: Command[] = [];
  for (const [hex, stack] of sideStacks(state, side)) {
    for (const engineer of stack.filter((u) => u.type === 'bridgeEngineer' && whyCannotMove(state, u) === null)) {
      const passengers = stack.filter((u) => u.id !== engineer.id && !isLeader(u)).map((u) => u.id);
      const loads = passengers.length > 0 ? [[engineer.id], passengers] : [[engineer.id]];
      for (const to of hexesWithinTwo(hex)) for (const unitIds of loads) out.push({ type: 'ferry', engineerId: engineer.id, unitIds, to });
    }
  }
  return out;
}

/** [18.42, 16.6, 16.7] engineers entrench their hex; any work under way may be given up. */
function works(state: GameState, side: Side): Command[] {
  const out: Command[] = [];
  for (const work of [...state.works].sort((a, b) => compareIds(a.hex, b.hex))) {
    if (state.units[work.unitIds[0]!]?.side === side) out.push({ type: 'stopWork', hex: work.hex });
  }
  for (const [, stack] of sideStacks(state, side)) {
    const engineers = stack.filter((u) => u.type === 'combatEngineer' || u.type === 'bridgeEngineer').map((u) => u.id);
    if (engineers.length > 0) out.push({ type: 'startWork', kind: 'entrench', unitIds: engineers });
  }
  return out;
}

/** [5.0, 5.24] every legal shot of every unit of the phasing side, with all its strength left. */
function fires(state: GameState, world: World, side: Side): Command[] {
  const out: Command[] = [];
  for (const unit of sortedUnits(state)) {
    // [24.4] off-map batteries fire from no hex.
    if (unit.side !== side || unit.eliminated || (unit.hex === null && !unit.offMapBattery) || isLeader(unit)) continue;
    for (const option of fireOptions(state, world, unit.id)) {
      if (option.legal) out.push({ type: 'fire', firerId: unit.id, targetId: option.targetId });
    }
  }
  return out;
}

/** [15.15, 15.32] an airstrike on each enemy hex that may be struck; one more CAP strike at each XXX Corps HQ. */
function air(state: GameState, world: World, side: Side): Command[] {
  if (strikesLeft(state, side) <= 0) return [];
  const out: Command[] = [];
  const enemy = [...occupiedBy(state, side === 'allied' ? 'german' : 'allied')].sort(compareIds);
  for (const hex of enemy) if (airstrikeTargets(state, world, side, hex).legal) out.push({ type: 'placeAirstrike', hex });
  if (side === 'allied' && alliedCapOptionOn(state)) {
    const hexes = new Set(xxxCorpsHqs(state).map((hq) => hq.hex).filter((h): h is HexId => h !== null));
    for (const hex of [...hexes].sort(compareIds)) out.push({ type: 'placeCap', hex, strikes: 1 });
  }
  return out;
}

/** [10.53] remove an own entrenchment; [17.19] name a regimental HQ as its division's new HQ. */
function commandPhaseOrders(state: GameState, side: Side): Command[] {
  const out: Command[] = [];
  const own = occupiedBy(state, side);
  for (const hex of [...state.entrenchments].sort(compareIds)) if (own.has(hex)) out.push({ type: 'removeEntrenchment', hex });
  for (const unit of sortedUnits(state)) {
    if (unit.side === side && unit.type === 'hq' && !unit.eliminated && unit.hex !== null) out.push({ type: 'promoteToDivisionHq', hqUnitId: unit.id });
  }
  return out;
}
