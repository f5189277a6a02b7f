/**
 * Which rule the rules panel shows, if it is open. Kept apart from the game store: it is screen
 * state that no save file, undo step or replay needs, and any component can open a case.
 */
import { create } from 'zustand';

export interface RulesPanelState {
  open: boolean;
  /** The case shown in the panel (a RuleEntry id), or null for the index alone. */
  selected: string | null;
}

export const useRulesPanel = create<RulesPanelState>(() => ({ open: false, selected: null }));

/** Open the panel on one case (an entry id). */
export function openRule(id: string): void {
  useRulesPanel.setState({ open: true, selected: id });
}

export function openRulesIndex(): void {
  useRulesPanel.setState({ open: true });
}

export function closeRules(): void {
  useRulesPanel.setState({ open: false });
}
