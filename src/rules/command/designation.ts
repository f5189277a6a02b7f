/**
 * Reading printed subordination designations [17.0, 17.11–17.16; RULES-INVENTORY §4.8 "Designation
 * families"]. The engine works from the formation tree (state/formation.ts); this parser exists so
 * order-of-battle data can be checked against what the counters print, and so the UI can say what
 * a designation means.
 *
 * Families:
 * - echelon marks after a name: `xxxx` army (`OBWxxxx`), `xxx` corps (`30xxx`, `IIParaxxx`),
 *   `xx` division (`85xx`), `x` brigade (`8x`, `107x`, `FBx`), `iii` regiment (`6iii`) [17.15];
 * - `ind` (any case, with or without a space) for units with no HQ [17.16]: `502ind`,
 *   `KGWltr ind`, `6Pnl Ind`; `6iii Ind` is an independent regiment;
 * - `own/parent`: on a non-HQ counter the battalion and its regiment or brigade [17.11]
 *   (`1/501`, `1CG/5`, `II/9`, `I/6iii`); on an HQ counter the regiment or brigade and its division
 *   [17.12] (`501/101`, `1/1`); companies straight under a regiment print regiment/division
 *   [17.13]: recognised when the parent carries the division mark (`1053/85xx`, `327/101xx`) or
 *   names one of `context.regimentDirectDivisions` (`17/7`). Roman numerals before the slash are
 *   German battalions whatever follows (`II/9` is a battalion of the 9th SS Panzer Regiment);
 * - a bare name with none of these (`KGH`, `KG S`, `GRSN`, `HFlak`, `LFlak`): a Kampfgruppe when it
 *   starts with `KG`, else an independent outfit.
 */
import { formationAncestors, type Formation } from '../core/formation';

export type DesignationLevel = 'army' | 'corps' | 'division' | 'brigade' | 'regiment' | 'kampfgruppe' | 'battalion' | 'independent';

export interface Designation {
  /** The text parsed, trimmed. */
  text: string;
  /** What the counter (or HQ) belongs to directly. */
  level: DesignationLevel;
  /** The name of that formation with its echelon marks stripped, e.g. `501`, `85`, `OBW`, `KGWltr`. */
  own: string;
  /** The formation above it as printed after the slash (marks stripped), or null. */
  parent: string | null;
  parentLevel: DesignationLevel | null;
  /** Printed with `ind`, or an independent regiment/brigade mark (`iii`, `x`) [17.15, 17.16]. */
  independent: boolean;
}

export interface DesignationContext {
  /** The designation is printed on an HQ counter: `a/b` is then regiment/division [17.12]. */
  hq?: boolean;
  /**
   * Divisions whose companies print `regiment/division` without the division mark [17.13]. Default:
   * the 84th, 85th and 180th German infantry divisions named by 17.13, and the 7th Parachute
   * Division, whose regiments have no battalions in the order of battle [33.0].
   */
  regimentDirectDivisions?: ReadonlySet<string>;
}

export const DEFAULT_REGIMENT_DIRECT_DIVISIONS: ReadonlySet<string> = new Set(['84', '85', '180', '7']);

const MARKS: readonly { re: RegExp; level: DesignationLevel }[] = [
  { re: /^(.+?)xxxx$/i, level: 'army' },
  { re: /^(.+?)xxx$/i, level: 'corps' },
  { re: /^(.+?)xx$/i, level: 'division' },
  { re: /^(.*\d)iii$/, level: 'regiment' },
  { re: /^(.+?)x$/i, level: 'brigade' },
];

const ROMAN = /^[IVX]+$/;

/** One name with an optional echelon mark: `85xx` → division `85`; `501` → no mark. */
function markedName(text: string): { own: string; level: DesignationLevel | null } {
  for (const { re, level } of MARKS) {
    const m = re.exec(text);
    if (m && m[1]!.length > 0) return { own: m[1]!, level };
  }
  return { own: text, level: null };
}

/** Parse a printed subordination (see the module comment for the families). */
export function parseDesignation(printed: string, context: DesignationContext = {}): Designation {
  const text = printed.trim();
  if (text.length === 0) throw new Error('empty designation');
  const ind = /^(.*?)\s*ind$/i.exec(text);
  if (ind && ind[1]!.length > 0) {
    const inner = markedName(ind[1]!);
    // [17.15] `6iii Ind` is an independent regiment; otherwise an outfit with no HQ [17.16]
    const level: DesignationLevel = inner.level === 'regiment' || inner.level === 'brigade' ? inner.level : 'independent';
    return { text, level, own: level === 'independent' ? ind[1]! : inner.own, parent: null, parentLevel: null, independent: true };
  }
  const slash = text.indexOf('/');
  if (slash > 0 && slash < text.length - 1) {
    const own = text.slice(0, slash);
    const parent = markedName(text.slice(slash + 1));
    if (ROMAN.test(own)) return { text, level: 'battalion', own, parent: parent.own, parentLevel: parent.level ?? 'regiment', independent: false };
    if (parent.level === 'division' || parent.level === 'corps') {
      return { text, level: 'regiment', own, parent: parent.own, parentLevel: parent.level, independent: false }; // [17.12, 17.13]
    }
    if (parent.level === 'regiment' || parent.level === 'brigade') {
      return { text, level: 'battalion', own, parent: parent.own, parentLevel: parent.level, independent: false }; // [17.11]
    }
    const directs = context.regimentDirectDivisions ?? DEFAULT_REGIMENT_DIRECT_DIVISIONS;
    if (context.hq || directs.has(parent.own)) {
      return { text, level: 'regiment', own, parent: parent.own, parentLevel: 'division', independent: false }; // [17.12, 17.13]
    }
    return { text, level: 'battalion', own, parent: parent.own, parentLevel: 'regiment', independent: false }; // [17.11]
  }
  const named = markedName(text);
  if (named.level) {
    const independent = named.level === 'regiment' || named.level === 'brigade'; // [17.15]
    return { text, level: named.level, own: named.own, parent: null, parentLevel: null, independent };
  }
  if (/^KG/.test(text)) return { text, level: 'kampfgruppe', own: text, parent: null, parentLevel: null, independent: false };
  return { text, level: 'independent', own: text, parent: null, parentLevel: null, independent: true };
}

/** Echelons that a parsed level may stand for (the printed forms do not tell a regiment from a brigade). */
export const LEVEL_ECHELONS: Readonly<Record<DesignationLevel, readonly string[]>> = {
  army: ['army'],
  corps: ['corps'],
  division: ['division'],
  brigade: ['brigade', 'regiment'],
  regiment: ['regiment', 'brigade', 'kampfgruppe'],
  kampfgruppe: ['kampfgruppe', 'regiment'],
  battalion: ['battalion'],
  independent: [],
};

/** The own name of a formation designation, marks stripped (`1053/85xx` → `1053`, `85xx` → `85`). */
export function designationOwn(designation: string, hq = false): string {
  return parseDesignation(designation, { hq }).own;
}

/** The formation's own name as its designation prints it (HQ reading above battalion level). */
function formationOwn(formation: Formation): string {
  return parseDesignation(formation.designation, { hq: formation.echelon !== 'battalion' }).own;
}

/**
 * Does a printed designation agree with the formation a counter is filed under? The designation's
 * own name and level must be those of the formation, and its parent (when printed) must be a
 * formation above it of the printed level — not necessarily the next one up, since an order of
 * battle may put a Kampfgruppe between a regiment and its division.
 */
export function designationFits(
  formations: Readonly<Record<string, Formation>>,
  designation: Designation,
  formationId: string,
): { ok: true } | { ok: false; reason: string } {
  const chain = formationAncestors(formations, formationId);
  const own = chain[0];
  if (!own) return { ok: false, reason: `there is no formation ${formationId}` };
  if (designation.level === 'independent') return { ok: false, reason: `${designation.text} marks an outfit with no HQ, yet it is filed under ${own.designation}` };
  if (formationOwn(own) !== designation.own || !LEVEL_ECHELONS[designation.level].includes(own.echelon)) {
    return { ok: false, reason: `${designation.text} reads as ${designation.level} ${designation.own}, but ${own.designation} is ${own.echelon} ${formationOwn(own)}` };
  }
  if (designation.parent !== null) {
    const echelons = LEVEL_ECHELONS[designation.parentLevel ?? 'regiment'];
    if (!chain.slice(1).some((f) => formationOwn(f) === designation.parent && echelons.includes(f.echelon))) {
      return { ok: false, reason: `${designation.text} names ${designation.parentLevel} ${designation.parent} above it, which is not in the chain of ${own.designation}` };
    }
  }
  return { ok: true };
}
