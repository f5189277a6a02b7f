// The rules index the app shows (src/ui/rules): built from the team's own case-by-case table in
// RULES-INVENTORY.md §1 (a paraphrase, never the rulebook's words). Pure: text in, index out, so the
// test can check that the committed file is what the inventory builds.

/** A case number inside running text: 5.32, 3.41f, 17.21c. */
const CASE_MENTION = /(?<![\d.])(\d{1,2})\.(\d{1,2})([a-z])?(?![\d.]*\d)/g;

export class InventoryFormatError extends Error {}

function section(markdown, heading) {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((l) => l.startsWith(`## ${heading}`));
  if (start < 0) throw new InventoryFormatError(`no "## ${heading}" heading in the inventory`);
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

function cells(row) {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
}

/** Markdown emphasis and code marks off; the text stays as written. */
function plain(text) {
  return text.replace(/\*\*/g, '').replace(/`/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * Every case number a row's case cell covers: '5.61–5.63' → 5.61, 5.62, 5.63; '8.72/8.73' → both.
 * A hyphen is a step of one case ('8.7-1' is step 1 of 8.7), only an en dash is a range.
 */
function casesOf(cell) {
  const found = [];
  for (const part of cell.split('/')) {
    const range = part.match(/(\d{1,2})\.(\d{1,2})\s*–\s*(?:\1\.)?(\d{1,2})\b/);
    if (range && range[2].length === range[3].length && Number(range[3]) > Number(range[2])) {
      for (let n = Number(range[2]); n <= Number(range[3]); n++) found.push(`${range[1]}.${String(n).padStart(range[2].length, '0')}`);
      continue;
    }
    const one = part.match(/(\d{1,2})\.(\d{1,2})/);
    if (one) found.push(`${one[1]}.${one[2]}`);
  }
  return [...new Set(found)];
}

/** The first clause of a summary, short enough for a list line. */
function titleOf(summary) {
  let first = summary.split(/(?<=[.;:])\s/)[0];
  // A clause that only leads in ("5.63 results are:") or stops inside brackets ("(exception:") says
  // nothing alone: take its whole sentence.
  if (/\b(are|is|include|includes):$/.test(first)) first = summary.split(/(?<=\.)\s/)[0];
  let depth = 0;
  for (const ch of first) depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
  if (depth > 0) {
    // Read on past the closing bracket to the end of that clause.
    let i = first.length;
    for (; i < summary.length && depth > 0; i++) depth += summary[i] === '(' ? 1 : summary[i] === ')' ? -1 : 0;
    const rest = summary.slice(i).split(/(?<=[.;:])\s/)[0];
    first = summary.slice(0, i) + rest;
  }
  first = first.replace(/[.;:]$/, '');
  if (first.length <= 90) return first;
  const cut = first.slice(0, 88);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** "5.61 DFVM, ..., OMD (German Off-map Movement Display), ..." → { '5.61': 'DFVM', OMD: 'German Off-map ...' }. */
function tableLegend(lines) {
  const line = lines.find((l) => l.startsWith('"Ext. data"'));
  if (!line) return {};
  const list = line.slice(line.indexOf('**:') + 3).trim().replace(/\.$/, '');
  const legend = {};
  let depth = 0;
  let item = '';
  const items = [];
  for (const ch of list) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      items.push(item.trim());
      item = '';
    } else item += ch;
  }
  items.push(item.trim());
  for (const it of items) {
    const m = it.match(/^(\S+)\s+(.*)$/);
    if (m) legend[m[1]] = m[2].replace(/^\((.*)\)$/, '$1');
  }
  return legend;
}

/**
 * `wording` (scripts/rules/playerWording.json's `rows`) replaces the summary of inventory rows that
 * speak to developers with words for the player; a key naming no row is an error.
 */
export function buildRulesIndex(markdown, wording = {}) {
  const lines = section(markdown, '1.');
  const rows = lines.filter((l) => /^\|\s*\d/.test(l));
  if (rows.length === 0) throw new InventoryFormatError('the §1 table has no case rows');
  const entries = rows.map((row, i) => {
    const [caseCell, paraphrase, area, ext] = cells(row);
    if (paraphrase === undefined || area === undefined) throw new InventoryFormatError(`§1 row ${i + 1} has too few columns: ${row}`);
    const id = caseCell.replace(/\([^)]*\)/g, '').replace(/\s+/g, ' ').trim();
    const cases = casesOf(caseCell);
    if (cases.length === 0) throw new InventoryFormatError(`§1 row ${i + 1}: no case number in "${caseCell}"`);
    const summary = wording[id] ?? plain(paraphrase);
    return {
      id,
      label: caseCell,
      base: cases[0],
      cases,
      section: cases[0].split('.')[0],
      title: titleOf(summary),
      summary,
      area,
      // a table is named by its code ('8.72 CAVT' → '8.72'); the legend says what it is
      tables: !ext || ext === '—' ? [] : [...new Set(ext.split(',').map((t) => t.trim().split(/\s+/)[0]).filter(Boolean))],
      related: [],
    };
  });

  const seen = new Set();
  for (const e of entries) {
    if (seen.has(e.id)) throw new InventoryFormatError(`case ${e.id} appears twice in §1`);
    seen.add(e.id);
  }

  for (const id of Object.keys(wording)) if (!seen.has(id)) throw new InventoryFormatError(`player wording names row ${id}, which §1 does not have`);

  // A mention resolves to the row of that exact id, else the first row covering that case number.
  const byId = new Map(entries.map((e) => [e.id, e]));
  const byCase = new Map();
  for (const e of entries) for (const c of e.cases) if (!byCase.has(c)) byCase.set(c, e);
  const resolve = (mention) => byId.get(mention) ?? byCase.get(mention.replace(/[a-z]$/, ''));

  entries.forEach((e, i) => {
    const related = [];
    const add = (other) => {
      if (other && other.id !== e.id && !related.includes(other.id)) related.push(other.id);
    };
    for (const m of e.summary.matchAll(CASE_MENTION)) add(resolve(`${m[1]}.${m[2]}${m[3] ?? ''}`));
    // neighbours in the same section
    const prev = entries[i - 1];
    const next = entries[i + 1];
    if (prev?.section === e.section) add(prev);
    if (next?.section === e.section) add(next);
    e.related = related;
  });

  return { source: 'RULES-INVENTORY.md §1 (the team’s paraphrase)', tables: tableLegend(lines), entries };
}
