// Case coverage: which cases of the rules inventory a test names. Pure: the index (from
// buildRulesIndex) and the test titles in, a per-area table out, so it can be tested and reused.

/** Case ids inside a test title's brackets: '[5.23, 9.11]', '[8.7-4]', '[24.61(2)]', '[3.31a]' → 5.23, 9.11, 8.7, 24.61, 3.31. */
export function casesCitedBy(title) {
  const found = new Set();
  for (const group of title.matchAll(/\[([^\]]*)\]/g)) {
    for (const m of group[1].matchAll(/(?<![\d.])(\d{1,2})\.(\d{1,2})(?![\d])/g)) found.add(`${m[1]}.${m[2]}`);
  }
  return [...found];
}

/**
 * Per area of the inventory: its distinct cases and which a test cites. `titles` are the full names
 * (describe blocks and test) of the tests that count.
 */
export function caseCoverage(index, titles) {
  const cited = new Map();
  for (const title of titles) for (const c of casesCitedBy(title)) cited.set(c, (cited.get(c) ?? 0) + 1);
  const areas = new Map();
  for (const entry of index.entries) {
    if (!areas.has(entry.area)) areas.set(entry.area, new Set());
    for (const c of entry.cases) areas.get(entry.area).add(c);
  }
  const byNumber = (a, b) => {
    const [a1, a2] = a.split('.');
    const [b1, b2] = b.split('.');
    return Number(a1) - Number(b1) || Number(`0.${a2}`) - Number(`0.${b2}`);
  };
  return [...areas]
    .map(([area, set]) => {
      const cases = [...set].sort(byNumber);
      const uncited = cases.filter((c) => !cited.has(c));
      return { area, total: cases.length, cited: cases.length - uncited.length, uncited };
    })
    .sort((a, b) => a.area.localeCompare(b.area));
}

/** Every test title in a test file's source: it/test/describe with a literal first argument. */
export function titlesInSource(source) {
  const titles = [];
  const call = /\b(?:it|test|describe)(?:\.(?:each\([\s\S]*?\)|skip|only|concurrent))?\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*)\1/g;
  for (const m of source.matchAll(call)) titles.push(m[2]);
  return titles;
}
