/**
 * Labels of one highlight layer that would print over each other: several highlights of the same
 * hex with a label in the same place (e.g. a pathfinder's "PF 506/101" and the drop's "TARGET", both on a
 * plate above the hex). The first keeps one label joining every text in order ("PF 506/101 | TARGET"), the
 * others keep their tint and mark without a label. Pure.
 */
import type { HexHighlight } from '../../board';
import { canonicalHexId } from '../../rules/api';

export const LABEL_JOIN = ' | ';

export function mergeHexLabels(highlights: readonly HexHighlight[]): HexHighlight[] {
  const first = new Map<string, number>();
  const out: HexHighlight[] = [];
  for (const h of highlights) {
    if (!h.label) {
      out.push(h);
      continue;
    }
    const key = `${canonicalHexId(h.hex) ?? h.hex}|${h.labelAt ?? 'centre'}`;
    const at = first.get(key);
    if (at === undefined) {
      first.set(key, out.length);
      out.push(h);
      continue;
    }
    const holder = out[at]!;
    if (!holder.label!.split(LABEL_JOIN).includes(h.label)) out[at] = { ...holder, label: `${holder.label}${LABEL_JOIN}${h.label}` };
    const { label: _label, labelAt: _labelAt, labelColor: _labelColor, ...unlabelled } = h;
    out.push(unlabelled);
  }
  return out;
}
