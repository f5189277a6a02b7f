/**
 * [5.0, 5.24, 5.26] Fire: the phasing player's unit fires at an enemy unit in his own fire phase,
 * with all its strength or part of it (split fire). The judgment lives in fire/eligibility.ts and
 * the resolution in fire/resolveFire.ts.
 */
import { validateOverflow } from './overflow';
import { z } from 'zod';
import type { GameState } from '../../core/gameState';
import { refuse } from '../../core/refusal';
import type { Side } from '../../core/unit';
import { defineCommand } from '../../define/defineCommand';
import { lastAnswer } from '../../define/lastAnswer';
import { checkFire, firerProblem, ownPhaseUse, type FireContext } from '../eligibility';
import { enemyTargets, mayBeFirer, targetsInReach } from '../queries';
import { resolveFire } from '../resolveFire';
import { keptShotVerdict } from '../shotMemo';
import { isLeader } from '../../leaders/leaders';
import { unitsInIdOrder } from '../../state/unitOrder';
import type { World } from '../../world/world';
import { unitById } from '../../state/unitBuckets';

/**
 * [5.0, 5.24, 5.26] The phasing player fires `firerId` at the enemy unit `targetId` in an own fire
 * phase. `strength` fires only part of the unit's current strength (split fire); the rest may be
 * fired at other targets in the same phase.
 */
export interface FireCommand {
  type: 'fire';
  firerId: string;
  targetId: string;
  strength?: number;
  /** [9.43] Which of the target stack's new top two takes loss beyond the target (default: the top one). */
  overflowTo?: string;
  /** [17.2] Other units announced as firing at the same hex, so that every firer pays the penalty. */
  with?: string[];
}

declare module '../../core/commands' {
  interface CommandMap {
    fire: FireCommand;
  }
}

export const fireCommand = defineCommand({
  type: 'fire',
  schema: z.strictObject({
    type: z.literal('fire'),
    firerId: z.string(),
    targetId: z.string(),
    strength: z.number().int().positive().optional(),
    overflowTo: z.string().optional(),
    with: z.array(z.string()).max(64).optional(),
  }),
  // [5.0] fire in the phasing side's own fire phases.
  when: { phases: ['conditionalFire', 'freeFire'] },
  validate(state, command, world) {
    const verdict = ownFire(world, state, command);
    if (!verdict.ok) return refuse(verdict.code, verdict.rule, verdict.reason);
    return validateOverflow(state, command);
  },
  apply(draft, command, { world, dice, events, before }) {
    const verdict = ownFire(world, before ?? draft, command);
    if (!verdict.ok) return; // validated before; nothing can have changed
    resolveFire(draft, world, verdict.plan, dice, events, command.overflowTo, before ?? undefined);
  },
  candidates: [{ kind: 'fire', list: fires }],
  describe: (c) => `fire "${c.firerId}" at "${c.targetId}"${c.strength !== undefined ? ` with ${c.strength} SP` : ''}`,
  label: (c, name) => `${name(c.firerId)} fires at ${name(c.targetId)}${c.strength !== undefined ? ` with ${c.strength} SP` : ''} [5.0]`,
  possible: {
    kinds: [{ kind: 'fire', one: 'unit', many: 'units', verb: 'can fire', rule: '5.0' }],
    key: (_state, c) => ({ kind: 'fire', keys: [c.firerId] }),
  },
  actors: (c) => [c.firerId],
});

const OWN: FireContext = { kind: 'own' };

/**
 * The shot judged once: validation's plan is the one resolved (define/lastAnswer.ts). A
 * whole-strength shot announcing nobody (what the legal list offers) keeps its verdict from the
 * position before when that position's shot cannot have changed it (fire/shotMemo.ts).
 */
const ownFire = lastAnswer((world: World, state: GameState, command: FireCommand) =>
  command.strength === undefined && command.with === undefined
    ? keptShotVerdict(world, state, command.firerId, command.targetId, () => checkFire(state, world, command, OWN))
    : checkFire(state, world, command, OWN),
);

/**
 * [5.0, 5.24] Every shot of a unit of the phasing side at an enemy combat unit within its reach,
 * with all its strength left: legality only (no odds), and judged once — by `validate`, which
 * `legalCommands` runs on every candidate. A firer that `checkFire` would refuse whatever the target
 * (disrupted, depleted, in Travel, an HQ, nothing left to fire with [5.22, 5.24, 18.3]) is skipped
 * here, so its refusals are not listed and judged at all.
 */
function fires(state: GameState, _world: World, side: Side, only?: string): FireCommand[] {
  const out: FireCommand[] = [];
  const targets = enemyTargets(state, side);
  for (const unit of only !== undefined ? [unitById(state, only)].filter((u) => u !== undefined) : unitsInIdOrder(state)) {
    // [24.4] off-map batteries fire from no hex.
    if (unit.side !== side || unit.eliminated || (unit.hex === null && !unit.offMapBattery) || isLeader(unit) || !mayBeFirer(unit)) continue;
    if (firerProblem(state, unit, OWN) || unit.strength - ownPhaseUse(state, unit.id).used <= 0) continue;
    for (const target of targetsInReach(unit, targets)) out.push({ type: 'fire', firerId: unit.id, targetId: target.id });
  }
  return out;
}
