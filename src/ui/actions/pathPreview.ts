/**
 * The path preview of a move: from the engine's reach query [8.0], the hexes a stack would pass
 * through to a destination, the MP spent on arriving in each, where leaving a hex lets the enemy
 * fire [8.4], and whether the destination disrupts the stack [9.31, 9.32]. As map highlights
 * (the transient 'path' layer) and as one line of text for the Move panel. Pure.
 */
import type { HexHighlight } from '../../board';
import {
  canonicalHexId,
  corridorStepRefusal,
  describeBridgeKey,
  outsidePlayArea,
  reach,
  unitsInHex,
  type AssaultFrom,
  type GameState,
  type HexId,
  type ReachHex,
  type ReachResult,
  type Refusal,
  type World,
} from '../../rules/api';
import { unitName } from './describe';
import { hexesAdjacent, stepChoice } from './moves';
import { unitById, type Unit } from '../../rules/api';

/** Colours of the preview: the path, a hex whose leaving draws opportunity fire, a disrupting end. */
export const PATH_TINT = 0x2a62c9;
export const FIRE_MARK = 0xd7261e;
export const DISRUPT_MARK = 0xf08c00;

/** Where the units can go now, or why they cannot move at all. */
export function reachOf(world: World, state: GameState, unitIds: readonly string[]): ReachResult | Refusal {
  return reach(world, state, unitIds);
}

function key(hex: HexId): HexId {
  return canonicalHexId(hex) ?? hex;
}

/** The reach entry for a hex, whichever of its two ids is given where sections overlap [3.8]. */
export function reachHexAt(result: ReachResult, hex: HexId): ReachHex | undefined {
  return result.hexes.get(hex) ?? result.hexes.get(key(hex));
}

/** MP as the panel shows it: 0.5, 1.33, 2. */
export function mpText(mp: number): string {
  return String(Math.round(mp * 100) / 100);
}

/** Each hex of the path with the MP spent on arriving there (the highest of the stack's units) [8.11]. */
export function pathSteps(result: ReachResult, target: ReachHex): { hex: HexId; mp: number }[] {
  // Every hex on a reach path was itself reached first along the same path, so its entry holds its MP.
  return target.path.map((hex) => ({ hex, mp: hex === target.hex ? target.mp : (reachHexAt(result, hex)?.mp ?? target.mp) }));
}

/** Does stopping in the target disrupt the stack, and under which case? */
export function disruptionAt(target: ReachHex): { rule: string; words: string } | null {
  if (target.overstack) return { rule: '9.32, 9.33', words: `overstacks ${target.hex}: disrupted and displaced one hex` };
  if (target.joinsDisrupted) return { rule: '9.31', words: `joins disrupted units in ${target.hex}: disrupted too` };
  return null;
}

/**
 * The preview as hex highlights: each path hex tinted and labelled with its MP, a cross on every
 * hex whose leaving lets the enemy fire (the start hex included) [8.4], a ring on the destination
 * (orange, labelled "D", where the stack ends disrupted [9.31, 9.32]).
 */
export function pathHighlights(result: ReachResult, target: ReachHex): HexHighlight[] {
  const fireAt = new Set(target.opportunityFire.map((o) => key(o.hex)));
  const out: HexHighlight[] = [];
  if (fireAt.has(key(result.from))) {
    out.push({ hex: result.from, tint: PATH_TINT, alpha: 0, mark: 'cross', markColor: FIRE_MARK, label: 'OF', labelAt: 'bottom', labelColor: FIRE_MARK });
  }
  const disrupts = disruptionAt(target);
  for (const { hex, mp } of pathSteps(result, target)) {
    const last = hex === target.hex;
    const highlight: HexHighlight = { hex, tint: PATH_TINT, alpha: last ? 0.5 : 0.3, label: mpText(mp), labelAt: 'bottom' };
    if (last) {
      highlight.mark = 'ring';
      highlight.markColor = disrupts ? DISRUPT_MARK : PATH_TINT;
      if (disrupts) highlight.label = `${mpText(mp)} D`;
    } else if (fireAt.has(key(hex))) {
      highlight.mark = 'cross';
      highlight.markColor = FIRE_MARK;
    }
    out.push(highlight);
  }
  return out;
}

/** Whether a close action is still possible on arriving: "close action possible from C4319 against C4320 [8.6]". */
export function assaultText(hex: HexId, assault: AssaultFrom): string {
  if (assault.targets.length > 0) return `close action possible from ${hex} against ${assault.targets.join(', ')} [8.6]`;
  const why = assault.refusal;
  return `next to the enemy, but no close action from ${hex}${why ? `: ${why.message.replace(/\.$/, '')} [${why.rule}]` : ''}`;
}

/**
 * The preview in words: "C4320 (0.5 MP) → C4321 (1.5 MP); opportunity fire possible on leaving
 * C4319 by X, Y [8.4]", then what happens at the end (disruption, the one-hex rule, bridges) and,
 * next to the enemy, whether a close action is still possible from there [8.6].
 */
export function pathText(state: GameState, result: ReachResult, target: ReachHex, assault: AssaultFrom | null = null): string {
  const parts = [pathSteps(result, target).map(({ hex, mp }) => `${hex} (${mpText(mp)} MP)`).join(' → ')];
  for (const { hex, firerIds } of target.opportunityFire) {
    parts.push(`opportunity fire possible on leaving ${hex} by ${firerIds.map((id) => unitName(state, id)).join(', ')} [8.4]`);
  }
  const disrupts = disruptionAt(target);
  if (disrupts) parts.push(`ends the move: ${disrupts.words} [${disrupts.rule}]`);
  if (target.oneHexRule) parts.push('allowed only as a one-hex move, which ends it [8.14]');
  if (target.bridgeChances.length) parts.push(`the German player may try to blow ${target.bridgeChances.map(describeBridgeKey).join(', ')} [16.5]`);
  if (assault) parts.push(assaultText(target.hex, assault));
  return parts.join('; ');
}

/**
 * Why a hex is not in reach, as far as the queries can say: enemy-held [8.12], outside the play
 * area [24.1], beyond the road corridor [30.46], the engine's refusal of a step next door, or too
 * far for the MP left [8.0].
 */
export function unreachableText(world: World, state: GameState, result: ReachResult, hex: HexId): { rule: string; reason: string } {
  const enemy = unitsInHex(state, hex).find((u) => !u.eliminated && u.side !== unitById(state, result.unitIds[0]!)?.side);
  if (enemy) return { rule: '8.12', reason: `${hex} is held by the enemy (${enemy.name}); only a close action goes in` };
  const outside = outsidePlayArea(state.playArea, hex);
  if (outside) return { rule: outside.rule, reason: outside.message.replace(/\.$/, '') };
  // [30.46] beyond the road corridor: the corridor's reason, not the MP, whatever the distance
  const movers = result.unitIds.map((id) => unitById(state, id)).filter((u): u is Unit => u !== undefined);
  const corridor = corridorStepRefusal(state, movers, result.from, hex);
  if (corridor) return { rule: corridor.rule, reason: corridor.message.replace(/\.$/, '') };
  if (hexesAdjacent(result.from, hex)) {
    const step = stepChoice(world, state, result.unitIds, hex);
    if (!step.ok) return { rule: step.rule, reason: step.reason.replace(/\.$/, '') };
  }
  return { rule: '8.0', reason: `${hex} is out of reach with the MP left this phase` };
}
