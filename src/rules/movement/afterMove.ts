/**
 * What follows a step, a displacement or a ferry crossing, in order:
 * 1. units that overstacked a hex are displaced one hex [9.33] — by the owner's choice when
 *    there is one, at once when only one hex will do, and eliminated when none will;
 * 2. the first time an Allied unit comes next to either end of a bridge the Germans may blow,
 *    the German player gets his one chance to try [16.5].
 * Each may open a decision window; the rest waits until it is answered.
 */
import { hexFromIndex, hexId, hexIndex, parseHexId, type HexId } from '../hex';
import type { GameEvent } from '../core/events';
import { phaseDefinition } from '../sequence/phases';
import { bridgeState } from '../state/bridges';
import type { GameState } from '../core/gameState';
import { unitsInHex } from '../state/stacks';
import { stackingLimitAt, stackWeight, stackWeightAt } from '../stacking/stacking';
import { bridgeKey, neighborIndices, terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';
import { blowableBridgesNear } from './bridgeApproaches';
import { removeFromMap } from '../state/placeUnits';
import { stepCost } from './stepCost';
import { displaceUnits } from './displacement';
import { insidePlayArea } from '../state/playArea';
import { describeBridge } from '../map/bridgeWords';
import { unitById } from '../state/unitBuckets';

/** [9.33] Hexes the displaced units may go to: next door, open to every one of them, not enemy-held. */
export function displacementChoices(world: World, state: GameState, unitIds: readonly string[], from: HexId): HexId[] {
  const units = unitIds.map((id) => unitById(state, id)!);
  if (units.some((u) => u.static)) return []; // [8.8] static units die rather than retreat
  const fromIndex = hexIndex(parseHexId(from)!);
  const side = units[0]?.side;
  const legal: HexId[] = [];
  for (const next of neighborIndices(world.grid, fromIndex)) {
    // A bridge span over open water is no place to be pushed (9.33 asks for one more hex; not modelled).
    if (terrainOf(world.grid, next) === 'allWater') continue;
    const id = hexId(hexFromIndex(next));
    if (!insidePlayArea(state.playArea, id)) continue; // [24.1] never out of the play area (close-action retreats too)
    if (unitsInHex(state, id).some((u) => u.side !== side)) continue;
    const open = units.every((u) => stepCost(world, u, fromIndex, next, { bridges: state.bridges, leavingEnemyZoc: false, arrivedOnRaised: false }).ok);
    if (open) legal.push(id);
  }
  const weight = units.reduce((s, u) => s + stackWeight(u), 0);
  const roomy = legal.filter((id) => stackWeightAt(state, id) + weight <= stackingLimitAt(world, hexIndex(parseHexId(id)!)));
  return roomy.length > 0 ? roomy : legal;
}

export function continueAfterMove(draft: GameState, world: World, events: GameEvent[]): void {
  if (draft.pending) return;
  const displacement = draft.movement.displacement;
  if (displacement) {
    const alive = displacement.unitIds.filter((id) => unitById(draft, id)?.hex);
    const choices = alive.length ? displacementChoices(world, draft, alive, displacement.from) : [];
    if (choices.length === 0) {
      for (const id of alive) {
        const unit = unitById(draft, id)!;
        unit.eliminated = { turn: draft.turn, rule: '9.33' };
        events.push({ type: 'eliminated', unitId: id, unitName: unit.name, rule: '9.33', reason: 'overstacked with nowhere to be displaced to' });
      }
      removeFromMap(draft, alive);
      draft.movement.displacement = null;
    } else if (choices.length === 1) {
      displaceUnits(draft, world, choices[0]!, false, events);
      if (draft.pending) return;
    } else {
      const phasing = phaseDefinition(draft.phase).phasing ?? alive.map((id) => unitById(draft, id)!.side)[0]!;
      draft.pending = {
        kind: 'displacement',
        side: phasing,
        rule: '9.33',
        prompt: `The units that overstacked ${displacement.from} must be displaced one hex: choose where.`,
        answers: ['displace'],
        resume: null,
        choices,
      };
      return;
    }
  }
  offerBridgeDemolition(draft, world, events);
}

/** [16.5] The German player's one chance at a bridge an Allied unit has just come next to. */
function offerBridgeDemolition(draft: GameState, world: World, events: GameEvent[]): void {
  const movers = draft.movement.group
    .map((id) => unitById(draft, id)!)
    .filter((u) => u.side === 'allied' && u.hex !== null)
    .map((u) => parseHexId(u.hex!)!);
  if (movers.length === 0) return;
  // Only the blowable bridges with an end within one hex of a mover, in the map's order.
  for (const ordinal of blowableBridgesNear(world, movers)) {
    const bridge = world.grid.bridges[ordinal]!;
    const key = bridgeKey(bridge);
    const state = bridgeState(draft.bridges, key);
    if (state.condition !== 'intact' || state.blowOffered || state.repaired) continue;
    const name = describeBridge(bridge);
    draft.pending = {
      kind: 'bridgeDemolition',
      side: 'german',
      rule: '16.5',
      prompt: `An Allied unit has come next to ${name}. Try to blow it (a die roll of 1–2 destroys it) or leave it standing?`,
      answers: ['blowBridge', 'spareBridge'],
      resume: null,
      bridge: key,
    };
    events.push({ type: 'bridgeChance', bridge: key, name, rule: '16.5' });
    return;
  }
}
