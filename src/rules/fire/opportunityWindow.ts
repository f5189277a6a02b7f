/**
 * Keeping an opportunity-fire window in order after each shot [8.43–8.47]. The window stays open for
 * the firers that have not fired yet; `passOpportunity` closes it and the held action goes ahead.
 * After every shot (and after any choice the shot asked of the target's owner):
 * - eliminated units are struck from the triggering units and from the held action;
 * - if every triggering unit is now eliminated or disrupted, the held action is called off (a
 *   disrupted unit cannot move, change mode, restack or attack) — except a displacement, which is
 *   forced and goes ahead for the survivors [9.33];
 * - the window closes by itself once no target is left on the map or every firer has fired; the
 *   held action (if still on) then goes ahead.
 */
import type { Command } from '../core/commands';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import { unitById } from '../state/unitBuckets';

export type Resume = (draft: GameState, command: Command) => void;

function onMap(draft: GameState, id: string): boolean {
  const unit = unitById(draft, id);
  return unit !== undefined && !unit.eliminated && unit.hex !== null;
}

/** The held action without the eliminated units, or null when none of its units is left. */
function withoutEliminated(draft: GameState, command: Command): Command | null {
  const keep = (ids: readonly string[]) => ids.filter((id) => onMap(draft, id));
  switch (command.type) {
    case 'moveStep':
    case 'ferry':
    case 'closeAction': {
      const unitIds = keep(command.unitIds);
      return unitIds.length > 0 ? { ...command, unitIds } : null;
    }
    case 'restack': {
      const order = keep(command.order);
      return order.length > 0 ? { ...command, order } : null;
    }
    case 'changeMode':
      return onMap(draft, command.unitId) ? command : null;
    default:
      return command;
  }
}

/** Tidy the window after a shot; close it when nothing is left to do. Works on a draft. */
export function settleOpportunityWindow(draft: GameState, events: GameEvent[], resume: Resume): void {
  const pending = draft.pending;
  if (!pending || pending.kind !== 'opportunityFire' || !pending.trigger) return;
  const trigger = pending.trigger;
  trigger.targetIds = trigger.targetIds.filter((id) => onMap(draft, id));
  if (pending.resume) {
    const forced = trigger.kind === 'displacement';
    const pruned = withoutEliminated(draft, pending.resume);
    const acting = trigger.targetIds.filter((id) => !unitById(draft, id)!.status.disrupted);
    if (!pruned || (!forced && acting.length === 0)) {
      events.push({ type: 'actionCancelled', reason: 'every unit that set off the opportunity fire is now disrupted or eliminated', rule: '8.47' });
      pending.resume = null;
    } else {
      pending.resume = pruned;
    }
  }
  const fired = pending.fired ?? [];
  const firersLeft = trigger.firerIds.filter((id) => !fired.includes(id) && onMap(draft, id));
  if (trigger.targetIds.length > 0 && firersLeft.length > 0) return;
  const held = pending.resume;
  draft.pending = null;
  events.push({ type: 'opportunityClosed', hex: trigger.hex, rule: '8.47' });
  if (held) resume(draft, held);
}
