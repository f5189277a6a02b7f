/**
 * Case citations in text ('Disrupted [11.5]', '[8.6, 8.7 step 3]'): found by their shape alone, so
 * text can be split before the rules index (rulesIndex.ts, loaded on demand) is there.
 */
export type RuleTextPart = { text: string } | { text: string; ref: string };

const BRACKET = /\[([^\]]+)\]/g;
const ITEM = /^\d{1,2}\.\d{1,2}[a-z]?x?(?:\s*[–-]\s*\d{1,2}(?:\.\d{1,2})?[a-z]?)?(?:\s+(?:steps?\s+\d(?:\s*[–-]\s*\d)?|notes?))*(?:\s+note)?$/;

/**
 * Split text at its bracketed case citations: 'Disrupted [11.5]' → 'Disrupted ', '[', 11.5, ']'.
 * A bracket is a citation only when every comma-separated item in it starts with a case number.
 */
export function splitRuleRefs(text: string): RuleTextPart[] {
  const parts: RuleTextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(BRACKET)) {
    const items = m[1]!.split(/,\s*/);
    if (!items.every((i) => ITEM.test(i.trim()))) continue;
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ text: '[' });
    items.forEach((item, i) => {
      if (i > 0) parts.push({ text: ', ' });
      parts.push({ text: item.trim(), ref: item.trim() });
    });
    parts.push({ text: ']' });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
