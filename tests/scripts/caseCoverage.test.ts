// The case-coverage count behind `npm run coverage:cases`: which cases a test title names, and the
// per-area figures it reports against the inventory.
import { describe, expect, it } from 'vitest';
import { caseCoverage, casesCitedBy, titlesInSource } from '../../scripts/rules/caseCoverage.mjs';

describe('case coverage', () => {
  it('reads case ids out of the bracketed citations of a title, and nothing outside brackets', () => {
    expect(casesCitedBy('[5.23, 9.11] the top two units, 12 SP')).toEqual(['5.23', '9.11']);
    expect(casesCitedBy('[8.7-4] [24.61(2)] [3.31a] rolls')).toEqual(['8.7', '24.61', '3.31']);
    expect(casesCitedBy('ranges 5.23 without brackets')).toEqual([]);
  });

  it('finds it/test/describe titles in source, with either quote', () => {
    const source = "describe('a [1.1]', () => {\n  it(\"b [2.2]\", () => {});\n  it.each([1])('c [3.3] %s', () => {});\n});";
    expect(titlesInSource(source)).toEqual(['a [1.1]', 'b [2.2]', 'c [3.3] %s']);
  });

  it('counts per area the distinct cases of its rows, a case cited by any test title', () => {
    const index = {
      entries: [
        { area: 'modes', cases: ['3.31'] },
        { area: 'modes', cases: ['3.31'] },
        { area: 'modes', cases: ['3.32'] },
        { area: 'stacking', cases: ['9.11', '9.12'] },
      ],
    };
    expect(caseCoverage(index, ['[3.31a] faces', '[9.12] current strength'])).toEqual([
      { area: 'modes', total: 2, cited: 1, uncited: ['3.32'] },
      { area: 'stacking', total: 2, cited: 1, uncited: ['9.11'] },
    ]);
  });
});
