/**
 * The rules index: one entry per row of the team's case-by-case paraphrase (RULES-INVENTORY §1),
 * generated into rulesIndex.json by `npm run rules-index` and committed, so the app never reads the
 * inventory itself. Lookups here turn a case id as the engine cites it ('5.32', '11.13', '8.7 step 3',
 * '10.4x', '5.41–5.43') into the entry that explains it. The screen loads it on demand
 * (useRulesIndex.ts), so its data is not part of the code the app starts with.
 */
import data from './rulesIndex.json';

export interface RuleEntry {
  /** The row's case id: '5.32', '3.31a', '8.7-1', '5.0a', '7.5 note', '5.61–5.63'. */
  id: string;
  /** The case cell as the inventory writes it, tags included: '5.0a (gen)'. */
  label: string;
  /** The first case number the row covers: '5.0' for '5.0a (gen)', '8.7' for '8.7-1'. */
  base: string;
  /** Every case number the row covers ('5.61–5.63' → 5.61, 5.62, 5.63). */
  cases: string[];
  /** The rules section, e.g. '5'. */
  section: string;
  title: string;
  summary: string;
  area: string;
  /** Codes of the tables or data sets the case needs (see RULE_TABLES for their names). */
  tables: string[];
  /** Ids of the cases the summary mentions, then the neighbouring rows of the same section. */
  related: string[];
}

export const RULES: readonly RuleEntry[] = data.entries;
/** Table and data-set codes → what they are. */
export const RULE_TABLES: Readonly<Record<string, string>> = data.tables;
export const RULE_AREAS: readonly string[] = [...new Set(RULES.map((r) => r.area))].sort();

const BY_ID = new Map(RULES.map((r) => [r.id, r]));
const BY_CASE = new Map<string, RuleEntry>();
for (const r of RULES) for (const c of r.cases) if (!BY_CASE.has(c)) BY_CASE.set(c, r);

const NUMBER = /^(\d{1,2})\.(\d{1,2})([a-z])?/;

/** The entry for a case id as cited anywhere in the app, or undefined when the index has none. */
export function findRule(ref: string): RuleEntry | undefined {
  const text = ref.trim();
  const exact = BY_ID.get(text);
  if (exact) return exact;
  const m = NUMBER.exec(text);
  if (!m) return undefined;
  const number = `${m[1]}.${m[2]}`;
  const rest = text.slice(m[0].length);
  // '8.7 step 3', '8.7 steps 1–2' → the row for that step
  const step = /^\s+steps?\s+(\d)/.exec(rest);
  if (step) {
    const row = BY_ID.get(`${number}-${step[1]}`);
    if (row) return row;
  }
  if (/^\s+notes?\b/.test(rest)) {
    const row = BY_ID.get(`${number} note`);
    if (row) return row;
  }
  if (m[3]) {
    const lettered = BY_ID.get(`${number}${m[3]}`);
    if (lettered) return lettered;
  }
  const row = BY_CASE.get(number);
  if (row) return row;
  // a general rule with no row of its own ('19.3', '10.4x') → its first numbered case
  return RULES.find((r) => r.cases.some((c) => c.startsWith(number) && c.length > number.length));
}

/** Entries matching every word of the query (in id, title, summary, area or tables), within one area if given. */
export function searchRules(query: string, area: string | null = null): RuleEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return RULES.filter((r) => {
    if (area && r.area !== area) return false;
    const hay = `${r.label} ${r.summary} ${r.area} ${r.tables.join(' ')}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

// Splitting text at its citations needs no data: it lives in ruleRefs.ts (so the screen can draw
// text before this index has loaded) and is re-exported here for the index's users and tests.
export { splitRuleRefs, type RuleTextPart } from './ruleRefs';
