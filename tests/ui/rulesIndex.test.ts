/**
 * The rules index (src/ui/rules): the committed rulesIndex.json is what `npm run rules-index` builds
 * from the team's inventory, and every case the engine cites can be opened in it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs module without types (the build runs in plain Node)
import { buildRulesIndex } from '../../scripts/rules/buildIndex.mjs';
import { AREA_NAMES, areaName, tableWords } from '../../src/ui/rules/areaNames';
import { findRule, RULE_AREAS, RULE_TABLES, RULES, searchRules, splitRuleRefs } from '../../src/ui/rules/rulesIndex';

const INVENTORY = '../shared/design/RULES-INVENTORY.md';
const WORDING = (JSON.parse(readFileSync('scripts/rules/playerWording.json', 'utf8')) as { rows: Record<string, string> }).rows;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Case ids the engine hands to the screen: `rule: '…'` values (ternaries too) and refuse(code, '…'). */
function citedCases(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles('src/rules')) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\brule: *([^,}\n]*)/g)) {
      for (const lit of m[1]!.matchAll(/'(\d{1,2}\.\d{1,2}[a-z]?)'/g)) if (!found.has(lit[1]!)) found.set(lit[1]!, file);
    }
    for (const m of text.matchAll(/refuse\(\s*'[A-Z_]+',\s*'([^']+)'/g)) if (!found.has(m[1]!)) found.set(m[1]!, file);
  }
  return found;
}

describe('rules index', () => {
  it.skipIf(!existsSync(INVENTORY))('the committed src/ui/rules/rulesIndex.json is what the inventory builds (run npm run rules-index)', () => {
    const built = buildRulesIndex(readFileSync(INVENTORY, 'utf8'), WORDING);
    expect(JSON.parse(readFileSync('src/ui/rules/rulesIndex.json', 'utf8'))).toEqual(JSON.parse(JSON.stringify(built)));
  });

  it('no case reads as a note to developers (state model, UI, engine flags): scripts/rules/playerWording.json rewords them', () => {
    const index = JSON.parse(readFileSync('src/ui/rules/rulesIndex.json', 'utf8')) as { entries: { id: string; summary: string }[] };
    const developerWords = /\b(state model|UI needs|engine needs|config flag|no engine rule|terrain data must)\b/;
    expect(index.entries.filter((e) => developerWords.test(e.summary)).map((e) => e.id)).toEqual([]);
    expect(index.entries.find((e) => e.id === '3.42')!.summary).toMatch(/^The markers in play/);
  });

  it.skipIf(!existsSync(INVENTORY))('player wording naming a row the inventory lacks is refused', () => {
    expect(() => buildRulesIndex(readFileSync(INVENTORY, 'utf8'), { '99.9': 'x' })).toThrow(/99\.9/);
  });

  it('every case id cited by the engine (events and refusals) opens an entry', () => {
    const cited = citedCases();
    expect(cited.size).toBeGreaterThan(50);
    const missing = [...cited].filter(([id]) => !findRule(id)).map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it('[5.32] a plain case id opens its own row; the row knows its neighbours', () => {
    const entry = findRule('5.32');
    expect(entry?.id).toBe('5.32');
    expect(entry?.related).toEqual(expect.arrayContaining(['5.31', '5.33']));
  });

  it('[8.7] steps, notes, lettered cases, ranges and general rules resolve to a row', () => {
    expect(findRule('8.7 step 3')?.id).toBe('8.7-3');
    expect(findRule('8.7 note')?.id).toBe('8.7 note');
    expect(findRule('8.7')?.id).toBe('8.7-1');
    expect(findRule('3.41f')?.id).toBe('3.41f');
    expect(findRule('5.0')?.id).toBe('5.0a');
    expect(findRule('5.62')?.id).toBe('5.61–5.63');
    expect(findRule('10.4x')?.id).toBe('10.41');
    expect(findRule('19.3')?.id).toBe('19.31');
    expect(findRule('99.9')).toBeUndefined();
  });

  it('[5.25] related cases are the ones the summary mentions, and each resolves', () => {
    for (const r of RULES) for (const id of r.related) expect(findRule(id)?.id, `${r.id} → ${id}`).toBe(id);
    expect(findRule('5.14')?.related).toEqual(expect.arrayContaining(['5.35', '9.43', '5.23']));
  });

  it('[8.4] searching "opportunity" finds the opportunity-fire cases', () => {
    const ids = searchRules('opportunity').map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['8.41', '8.43', '8.47']));
    expect(searchRules('opportunity', 'close-action').every((r) => r.area === 'close-action')).toBe(true);
  });

  it('[13.0] bracketed citations in a line of text become links, other brackets stay text', () => {
    const parts = splitRuleRefs('Mode change refused [13.0, 8.7 step 3] at [x] and [1-9]');
    expect(parts.filter((p) => 'ref' in p).map((p) => p.text)).toEqual(['13.0', '8.7 step 3']);
    expect(parts.map((p) => p.text).join('')).toBe('Mode change refused [13.0, 8.7 step 3] at [x] and [1-9]');
  });
});

describe('rules index titles', () => {
  it('[5.3] a lead-in clause is not a title: "5.63 results are" reads on to what the results are', async () => {
    const { default: index } = await import('../../src/ui/rules/rulesIndex.json');
    const entry = (index as { entries: { id: string; title: string }[] }).entries.find((e) => e.id === '5.3')!;
    expect(entry.title).toMatch(/^5\.63 results are: no effect/);
    for (const e of (index as { entries: { title: string }[] }).entries) {
      expect((e.title.match(/\(/g) ?? []).length - (e.title.match(/\)/g) ?? []).length, e.title).toBeLessThanOrEqual(e.title.endsWith('…') ? 1 : 0);
    }
  });
});

describe('rules index words for the player', () => {
  it('every area of the index has a name in words, not its key', () => {
    for (const area of RULE_AREAS) {
      expect(AREA_NAMES[area], area).toBeDefined();
      expect(areaName(area)).not.toBe(area);
    }
  });

  it('[13.0] what a case uses reads as words: a table by number and short name, a data set by what it is', () => {
    const used = new Set(RULES.flatMap((r) => r.tables));
    for (const code of used) {
      const words = tableWords(code, RULE_TABLES);
      expect(words, code).not.toBe(code);
      if (/^\d/.test(code)) expect(words, code).toMatch(/^Table \d/);
    }
    expect(tableWords('MAP', RULE_TABLES)).toBe("the map's terrain");
    expect(tableWords('5.61', RULE_TABLES)).toBe('Table 5.61 (DFVM)');
  });
});
