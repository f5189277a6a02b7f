/**
 * Routine decisions answered by the computer [8.47]: for solo play (or a hot-seat player who wants
 * it), a per-side policy says which kinds of open decision the computer answers and how. The answer
 * is always one of `legalCommands`, so the computer never does what the player could not.
 *
 * The policies, each a plain reading a player can predict:
 * - opportunity fire [8.4]: `ask`; `never` (let every action pass [8.47]); `best` (fire the legal
 *   shot with the highest chance of any effect on its target when that chance reaches the
 *   threshold, else let it pass). A "D" counts as an effect only on a target that is neither
 *   dispersed nor disrupted [5.33]. Ties go to the shot with the larger expected loss, then to the
 *   engine's order. Each later shot of the same window is judged again, so a window with several
 *   good shots takes them all, then passes.
 * - a hit unit's choice [5.32, 5.33, 5.37]: `ask` or `auto`. `auto` keeps strength: disperse when
 *   offered [5.33]; a unit hit in Travel stays in Travel, since switching only adds a disruption
 *   [5.32]; a unit that may not disperse loses the point, unless that point would eliminate it,
 *   when it is disrupted instead [5.37].
 * - retreat after a close action [8.71] and displacement [9.33]: `ask` or `auto`. `auto` takes the
 *   offered hex farthest from the nearest enemy unit (ties: the engine's order).
 * - advance after a close action [8.49]: `ask` or `auto`. `auto` moves in with every attacker fit
 *   to advance (the hex was won for that), or stays if none may.
 * - the bridge chance [16.5]: `ask` or `auto`. `auto` tries to blow the bridge: the chance comes once
 *   and costs nothing but the roll.
 */
import type { Command } from '../core/commands';
import type { PendingDecision } from '../core/pending';
import { fireOptions, type FireOption } from '../fire/queries';
import { hexDistance, parseHexId, type Hex, type HexId } from '../hex';
import { isLeader } from '../leaders/leaders';
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';
import type { ResultChance, FireResult } from '../tables/fireResults';
import type { World } from '../world/world';
import { legalCommands } from './legalCommands';
import { allUnits, unitById } from '../state/unitBuckets';

export type OpportunityFirePolicy = 'ask' | 'never' | 'best';
export type ChoicePolicy = 'ask' | 'auto';

/** Which open decisions the computer answers for one side, and how. */
export interface AutoAnswerPolicy {
  /** [8.4] opportunity fire. */
  opportunityFire: OpportunityFirePolicy;
  /** [8.4] `best` fires when the chance of any effect is at least this (0–1). */
  opportunityThreshold: number;
  /** [5.32, 5.33, 5.37] how a hit unit takes its result. */
  fireResult: ChoicePolicy;
  /** [8.71] where defenders retreat after a close action. */
  retreat: ChoicePolicy;
  /** [8.49] who advances after a close action. */
  advance: ChoicePolicy;
  /** [9.33] where overstacked units are displaced. */
  displacement: ChoicePolicy;
  /** [16.5] whether to try to blow a bridge. */
  bridge: ChoicePolicy;
}

/** The default threshold of `best` opportunity fire: one chance in three of any effect. */
export const DEFAULT_OPPORTUNITY_THRESHOLD = 1 / 3;

/** The player is asked every decision (the computer answers nothing). */
export const ASK_EVERY_DECISION: AutoAnswerPolicy = {
  opportunityFire: 'ask',
  opportunityThreshold: DEFAULT_OPPORTUNITY_THRESHOLD,
  fireResult: 'ask',
  retreat: 'ask',
  advance: 'ask',
  displacement: 'ask',
  bridge: 'ask',
};

/** The computer answers every routine decision (best opportunity fire, automatic choices). */
export const ANSWER_ROUTINE_DECISIONS: AutoAnswerPolicy = {
  opportunityFire: 'best',
  opportunityThreshold: DEFAULT_OPPORTUNITY_THRESHOLD,
  fireResult: 'auto',
  retreat: 'auto',
  advance: 'auto',
  displacement: 'auto',
  bridge: 'auto',
};

/** The computer's answer, with the reason in plain words and the case it rests on. */
export interface AutoAnswer {
  side: Side;
  command: Command;
  reason: string;
  rule: string;
}

/** Does this policy answer this kind of decision (without saying how)? */
export function policyAnswers(policy: AutoAnswerPolicy, pending: PendingDecision): boolean {
  switch (pending.kind) {
    case 'opportunityFire':
      return policy.opportunityFire !== 'ask';
    case 'fireResult':
      return policy.fireResult === 'auto';
    case 'closeActionRetreat':
      return policy.retreat === 'auto';
    case 'closeActionAdvance':
      return policy.advance === 'auto';
    case 'displacement':
      return policy.displacement === 'auto';
    case 'bridgeDemolition':
      return policy.bridge === 'auto';
    case 'germanCap':
      return false;
    case 'landingOverstack':
      return policy.displacement === 'auto';
    case 'landingFire':
      return policy.opportunityFire === 'never';
  }
}

/** The answer the policy gives to the open decision, or null when the player is to be asked. */
export function autoAnswer(state: GameState, world: World, policy: AutoAnswerPolicy): AutoAnswer | null {
  const pending = state.pending;
  if (state.ended || !pending || !policyAnswers(policy, pending)) return null;
  const answers = legalCommands(state, world);
  if (answers.length === 0) return null;
  const side = pending.side;
  const of = <T extends Command['type']>(type: T) => answers.filter((c): c is Extract<Command, { type: T }> => c.type === type);
  switch (pending.kind) {
    case 'opportunityFire':
      return opportunityAnswer(state, world, policy, side, of('opportunityFire'), of('passOpportunity')[0] ?? null);
    case 'fireResult': {
      const choices = of('fireResultChoice');
      const has = (choice: string) => choices.find((c) => c.choice === choice) ?? null;
      const unit = pending.fireResult ? unitById(state, pending.fireResult.unitId) : undefined;
      const disperse = has('disperse');
      if (disperse) return { side, command: disperse, reason: 'dispersing keeps the strength point', rule: '5.33' };
      const stay = has('stay');
      if (stay) return { side, command: stay, reason: 'staying in Travel avoids being disrupted at the end of the phase', rule: '5.32' };
      const disrupt = has('disrupt');
      const loseStep = has('loseStep');
      if (disrupt && (!loseStep || (unit?.strength ?? 0) <= 1)) {
        return { side, command: disrupt, reason: 'losing another point would eliminate the unit, so it is disrupted instead', rule: '5.37' };
      }
      if (loseStep) return { side, command: loseStep, reason: disrupt ? 'it keeps its order by losing a point rather than being disrupted' : 'losing a point is the only choice', rule: disrupt ? '5.37' : '5.33' };
      return { side, command: choices[0] ?? answers[0]!, reason: 'the first choice offered', rule: pending.rule || '5.33' };
    }
    case 'closeActionRetreat': {
      const to = safestHex(state, side, of('closeActionRetreat').map((c) => c.to));
      const command = of('closeActionRetreat').find((c) => c.to === to) ?? answers[0]!;
      return { side, command, reason: 'the retreat hex farthest from the enemy', rule: '8.71' };
    }
    case 'displacement': {
      const to = safestHex(state, side, of('displace').map((c) => c.to));
      const command = of('displace').find((c) => c.to === to) ?? answers[0]!;
      return { side, command, reason: 'the hex farthest from the enemy', rule: '9.33' };
    }
    case 'closeActionAdvance': {
      const advances = of('closeActionAdvance');
      const all = advances.reduce<(typeof advances)[number] | null>((best, c) => (!best || c.unitIds.length > best.unitIds.length ? c : best), null);
      if (!all) return null;
      return { side, command: all, reason: all.unitIds.length > 0 ? 'every attacker fit to advance takes the hex' : 'no attacker may advance', rule: '8.49' };
    }
    case 'bridgeDemolition': {
      const blow = of('blowBridge')[0];
      if (blow) return { side, command: blow, reason: 'the chance comes only once', rule: '16.5' };
      const spare = of('spareBridge')[0];
      return spare ? { side, command: spare, reason: 'the bridge may not be blown now', rule: '16.5' } : null;
    }
    case 'germanCap':
      return null;
    case 'landingFire': {
      const pass = of('passLandingFire')[0];
      return pass ? { side, command: pass, reason: 'this side never takes opportunity fire', rule: '14.5' } : null;
    }
    case 'landingOverstack': {
      const cures = of('cureLandingOverstack');
      const to = safestHex(state, side, cures.map((c) => c.to));
      const command = cures.find((c) => c.to === to) ?? answers[0]!;
      return { side, command, reason: 'the heaviest units go to the hex farthest from the enemy', rule: '14.5' };
    }
  }
}

/** The chance that a shot has any effect on its target [5.3, 5.33]. */
export function effectChance(state: GameState, targetId: string, chances: readonly ResultChance<FireResult>[]): number {
  const target = unitById(state, targetId);
  // [5.33] a "D" does nothing to a dispersed or disrupted target.
  const dCounts = !!target && target.mode !== 'dispersed' && !target.status.disrupted;
  return chances.reduce((sum, c) => (c.result === '-' || (c.result === 'D' && !dCounts) ? sum : sum + c.ways / c.outOf), 0);
}

function expectedLoss(chances: readonly ResultChance<FireResult>[]): number {
  return chances.reduce((sum, c) => sum + (typeof c.result === 'number' ? (c.result * c.ways) / c.outOf : 0), 0);
}

function opportunityAnswer(
  state: GameState,
  world: World,
  policy: AutoAnswerPolicy,
  side: Side,
  shots: readonly Extract<Command, { type: 'opportunityFire' }>[],
  pass: Command | null,
): AutoAnswer | null {
  const passWith = (reason: string): AutoAnswer | null => (pass ? { side, command: pass, reason, rule: '8.47' } : null);
  if (policy.opportunityFire === 'never') return passWith('this side never uses opportunity fire');
  let best: { command: Command; chance: number; loss: number } | null = null;
  for (const shot of shots) {
    const option = fireOptions(state, world, shot.firerId).find((o): o is Extract<FireOption, { legal: true }> => o.legal && o.targetId === shot.targetId);
    if (!option) continue;
    const chance = effectChance(state, shot.targetId, option.assessment.chances);
    const loss = expectedLoss(option.assessment.chances);
    if (!best || chance > best.chance + 1e-9 || (Math.abs(chance - best.chance) <= 1e-9 && loss > best.loss + 1e-9)) best = { command: shot, chance, loss };
  }
  const threshold = `${percent(policy.opportunityThreshold)}`;
  if (best && best.chance + 1e-9 >= policy.opportunityThreshold) {
    return { side, command: best.command, reason: `the best shot has a ${percent(best.chance)} chance of an effect (at least ${threshold})`, rule: '8.4' };
  }
  if (!pass) return best ? { side, command: best.command, reason: 'a shot must be taken', rule: '8.4' } : null;
  return passWith(best ? `the best shot has only a ${percent(best.chance)} chance of an effect (less than ${threshold})` : 'no shot is possible');
}

function percent(p: number): string {
  return `${Math.round(p * 100)}%`;
}

/** Of these hexes, the one farthest from the nearest enemy unit; ties keep the first. */
function safestHex(state: GameState, side: Side, hexes: readonly HexId[]): HexId | null {
  const enemies: Hex[] = [];
  for (const unit of allUnits(state)) {
    if (unit.side === side || unit.eliminated || unit.hex === null || isLeader(unit)) continue;
    const at = parseHexId(unit.hex);
    if (at) enemies.push(at);
  }
  let best: { hex: HexId; distance: number } | null = null;
  for (const hex of hexes) {
    const at = parseHexId(hex);
    if (!at) continue;
    const distance = enemies.reduce((d, e) => Math.min(d, hexDistance(at, e)), Infinity);
    if (!best || distance > best.distance) best = { hex, distance };
  }
  return best?.hex ?? hexes[0] ?? null;
}
