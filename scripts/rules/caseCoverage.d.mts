// Types of caseCoverage.mjs (a plain Node module) for the tests that import it.
export interface AreaCoverage {
  area: string;
  total: number;
  cited: number;
  uncited: string[];
}
export function casesCitedBy(title: string): string[];
export function caseCoverage(index: { entries: ReadonlyArray<{ area: string; cases: readonly string[] }> }, titles: readonly string[]): AreaCoverage[];
export function titlesInSource(source: string): string[];
