/**
 * Opening an opportunity-fire window [8.4, 8.41, 8.47]: the phasing player has announced an
 * action inside an enemy zone of control; the action waits while the other side may fire at the
 * units that set it off, in their present mode and place, then goes ahead.
 */
import { hexIndex, parseHexId, type HexId } from '../hex';
import type { Command } from '../core/commands';
import type { GameEvent } from '../core/events';
import type { OpportunityTrigger, TriggerKind } from '../core/pending';
import { phaseDefinition } from '../sequence/phases';
import type { GameState } from '../core/gameState';
import { enemySide, zocSourcesAt } from '../zoc/zoneOfControl';
import type { World } from '../world/world';
import { unitById } from '../state/unitBuckets';

const TRIGGER_WORDS: Readonly<Record<TriggerKind, string>> = {
  leaveZoc: 'leave a hex in your zone of control',
  modeChange: 'change mode in your zone of control',
  restack: 'restack in your zone of control',
  ferry: 'be ferried out of your zone of control',
  permanentFerry: 'cross by ferry out of your zone of control',
  displacement: 'be displaced out of your zone of control',
  closeAction: 'launch a close action',
};

/** The trigger this action sets off, or null if no enemy can answer it. */
export function opportunityTrigger(
  world: World,
  state: GameState,
  kind: TriggerKind,
  hex: HexId,
  targetIds: string[],
  /** The enemy units controlling the hex, when the caller has them already. */
  controlledBy?: string[],
): OpportunityTrigger | null {
  const phase = phaseDefinition(state.phase);
  if (!phase.opportunityFire || !phase.phasing) return null; // [8.41]
  const at = parseHexId(hex);
  if (!at) return null;
  const firerIds = controlledBy ?? zocSourcesAt(world, state, enemySide(phase.phasing), hexIndex(at));
  if (firerIds.length === 0) return null;
  // [19.32] leaders are never fired at: they are no targets, and leaders alone draw no fire.
  // [5.23, 8.4, 8.41, 8.46] of the units that set it off, only the two topmost (in their stack
  // order) may be shot at; a lower unit acting alone is itself those two (8.46).
  const eligible = targetIds.filter((id) => unitById(state, id) !== undefined && unitById(state, id)!.type !== 'leader');
  const targets = eligible.length <= 2 ? eligible : eligible.sort((a, b) => unitById(state, a)!.stackIndex - unitById(state, b)!.stackIndex).slice(0, 2);
  if (targets.length === 0) return null;
  return { kind, hex, targetIds: targets, firerIds };
}

/** Hold the action and hand the decision to the other side. Works on a draft. */
export function openOpportunityWindow(draft: GameState, trigger: OpportunityTrigger, resume: Command, events: GameEvent[]): void {
  const phasing = phaseDefinition(draft.phase).phasing!;
  const names = trigger.targetIds.map((id) => unitById(draft, id)?.name ?? id).join(', ');
  draft.pending = {
    kind: 'opportunityFire',
    side: enemySide(phasing),
    rule: '8.4',
    prompt: `${names} will ${TRIGGER_WORDS[trigger.kind]} at ${trigger.hex}. Opportunity fire, or let it pass?`,
    answers: ['opportunityFire', 'passOpportunity'],
    resume,
    trigger,
  };
  events.push({ type: 'opportunityWindow', trigger: trigger.kind, hex: trigger.hex, targetIds: trigger.targetIds, firerIds: trigger.firerIds, rule: '8.4' });
}
