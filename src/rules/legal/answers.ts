/**
 * Candidate answers to the decision now open [8.47]: let the action pass or fire at it [8.4],
 * how a hit unit takes its result [5.32, 5.33, 5.37], where displaced or retreating units go
 * [9.33, 8.71], who advances after a close action [8.49], and the bridge chance [16.5].
 */
import { advanceCandidates } from '../closeAction/results';
import type { Command } from '../engine/commands';
import type { PendingDecision } from '../engine/pending';
import { fireOptions } from '../fire/queries';
import type { GameState } from '../state/gameState';
import type { World } from '../world/world';

export function answerCandidates(state: GameState, world: World, pending: PendingDecision): Command[] {
  const out: Command[] = [];
  const answers = new Set(pending.answers);
  if (answers.has('opportunityFire') && pending.trigger) {
    // [8.43, 8.44] each controlling unit may fire once at the units that set the window off [8.46].
    for (const firerId of [...pending.trigger.firerIds].sort()) {
      for (const option of fireOptions(state, world, firerId)) {
        if (option.legal) out.push({ type: 'opportunityFire', firerId, targetId: option.targetId });
      }
    }
  }
  if (answers.has('fireResultChoice') && pending.fireResult) {
    for (const choice of pending.fireResult.options) out.push({ type: 'fireResultChoice', choice });
  }
  if (answers.has('displace')) for (const to of pending.choices ?? []) out.push({ type: 'displace', to });
  if (answers.has('closeActionRetreat')) for (const to of pending.choices ?? []) out.push({ type: 'closeActionRetreat', to });
  if (answers.has('closeActionAdvance') && pending.closeAction) {
    const fit = advanceCandidates(state, pending.closeAction);
    // [8.49] all fit attackers, each one alone, or nobody.
    if (fit.length > 0) out.push({ type: 'closeActionAdvance', unitIds: fit });
    if (fit.length > 1) for (const id of fit) out.push({ type: 'closeActionAdvance', unitIds: [id] });
    out.push({ type: 'closeActionAdvance', unitIds: [] });
  }
  if (pending.bridge !== undefined) {
    if (answers.has('blowBridge')) out.push({ type: 'blowBridge', bridge: pending.bridge });
    if (answers.has('spareBridge')) out.push({ type: 'spareBridge', bridge: pending.bridge });
  }
  if (answers.has('passOpportunity')) out.push({ type: 'passOpportunity' });
  return out;
}
