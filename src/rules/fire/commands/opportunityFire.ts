/**
 * [8.4–8.47] Opportunity fire: while a window is open, the non-phasing player answers with one
 * unit's shot at the units that set it off; the window settles when every firer has shot or passed.
 */
import { validateOverflow } from './overflow';
import { z } from 'zod';
import type { GameState } from '../../core/gameState';
import { refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { checkFire, firerProblem, openWindowContext } from '../eligibility';
import { settleOpportunityWindow } from '../opportunityWindow';
import { mayBeFirer, onMap } from '../queries';
import { unitById } from '../../state/unitBuckets';
import { resolveFire } from '../resolveFire';

/** [8.4–8.47] The non-phasing player answers an opportunity-fire window with one unit's shot. */
export interface OpportunityFireCommand {
  type: 'opportunityFire';
  firerId: string;
  targetId: string;
  /** [9.43] As for `fire`: which of the new top two takes loss beyond the target. */
  overflowTo?: string;
  /** [17.2] Other units announced as firing at the same hex, so that every firer pays the penalty. */
  with?: string[];
}

declare module '../../core/commands' {
  interface CommandMap {
    opportunityFire: OpportunityFireCommand;
  }
}

export const opportunityFireCommand = defineCommand({
  type: 'opportunityFire',
  schema: z.strictObject({
    type: z.literal('opportunityFire'),
    firerId: z.string(),
    targetId: z.string(),
    overflowTo: z.string().optional(),
    with: z.array(z.string()).max(64).optional(),
  }),
  when: { answers: true },
  validate(state, command, world) {
    const context = openWindowContext(state);
    if (!context) return refuse('NO_PENDING_DECISION', '8.47', 'No opportunity-fire window is open.');
    const verdict = checkFire(state, world, command, context);
    if (!verdict.ok) return refuse(verdict.code, verdict.rule, verdict.reason);
    return validateOverflow(state, command);
  },
  apply(draft, command, { world, dice, events, resume, before }) {
    // Judged on the unchanged position when there is one: reading it makes no drafts.
    const position = before ?? draft;
    const context = openWindowContext(position);
    if (!context) return;
    const verdict = checkFire(position, world, command, context);
    if (!verdict.ok) return;
    const pending = draft.pending!;
    pending.fired = [...(pending.fired ?? []), command.firerId]; // [8.43, 8.45] once per trigger
    if (verdict.plan.multiFormation.announced.length > 0) pending.announced = [...new Set([...(pending.announced ?? []), ...verdict.plan.multiFormation.announced])]; // [17.2]
    resolveFire(draft, world, verdict.plan, dice, events, command.overflowTo);
    if (draft.pending?.kind === 'opportunityFire') settleOpportunityWindow(draft, events, resume);
  },
  candidates: [{ kind: 'answer', list: shots }],
  describe: (c) => `opportunity fire by "${c.firerId}" at "${c.targetId}"`,
  label: (c, name) => `${name(c.firerId)} fires at ${name(c.targetId)} [8.4]`,
  actors: (c) => [c.firerId],
});

/**
 * [8.43, 8.44] Each controlling unit may fire once at the units that set the window off [8.46]:
 * legality only, judged once by `validate` (a firer refused whatever the target is skipped).
 */
function shots(state: GameState): OpportunityFireCommand[] {
  const context = openWindowContext(state);
  if (!context || context.kind !== 'opportunity') return [];
  const targets = context.trigger.targetIds
    .map((id) => unitById(state, id))
    .filter(onMap)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const out: OpportunityFireCommand[] = [];
  for (const firerId of [...context.trigger.firerIds].sort()) {
    const firer = unitById(state, firerId);
    if (!mayBeFirer(firer) || firerProblem(state, firer, context)) continue;
    for (const target of targets) out.push({ type: 'opportunityFire', firerId, targetId: target.id });
  }
  return out;
}
