/**
 * Which rule the rules panel shows, if it is open. Kept apart from the game store: it is screen
 * state that no save file, undo step or replay needs, and any component can open a case.
 */
import { create } from 'zustand';
import type { ChartId } from './charts/chartList';

export interface RulesPanelState {
  open: boolean;
  /** The case shown in the panel (a RuleEntry id), or null for the index alone. */
  selected: string | null;
  /** The chart shown instead of the case list, or null for the cases. */
  chart: ChartId | null;
}

export const useRulesPanel = create<RulesPanelState>(() => ({ open: false, selected: null, chart: null }));

/** Open the panel on one case (an entry id). */
export function openRule(id: string): void {
  useRulesPanel.setState({ open: true, selected: id, chart: null });
}

/** Open the panel on one of the charts [10.15, 5.61–5.63, 8.72, 8.73, 11.53, 15.5]. */
export function openChart(chart: ChartId): void {
  useRulesPanel.setState({ open: true, chart });
}

/** Back from a chart to the list of cases. */
export function showCases(): void {
  useRulesPanel.setState({ chart: null });
}

/** Open the panel on its list of cases, as the "Rules index" button says (not on the chart last shown). */
export function openRulesIndex(): void {
  useRulesPanel.setState({ open: true, chart: null });
}

export function closeRules(): void {
  useRulesPanel.setState({ open: false });
}
