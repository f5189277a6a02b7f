/**
 * The charts the rules panel draws from the engine's table data, with the case numbers each one
 * stands for (a case that needs one of these tables links to it).
 */
export const CHARTS = [
  { id: 'tec', title: 'Terrain Effects Chart', cases: ['10.15'] },
  { id: 'legend', title: 'Terrain legend', cases: [] },
  { id: 'fireValues', title: 'Fire Value matrices', cases: ['5.61', '5.62'] },
  { id: 'fireResults', title: 'Fire Results Table', cases: ['5.63'] },
  { id: 'closeAction', title: 'Close action tables', cases: ['8.72', '8.73'] },
  { id: 'recovery', title: 'Disruption recovery', cases: ['11.53', '11.54'] },
  { id: 'airstrike', title: 'Airstrike table', cases: ['15.5'] },
  { id: 'airLanding', title: 'Air Landing Table', cases: ['14.92'] },
] as const;

export type ChartId = (typeof CHARTS)[number]['id'];

/** The chart that shows a case or table code ('5.63', '10.15'), if any. */
export function chartFor(caseOrTable: string): ChartId | null {
  return CHARTS.find((c) => (c.cases as readonly string[]).includes(caseOrTable))?.id ?? null;
}
