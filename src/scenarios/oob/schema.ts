/**
 * Zod schema for the order-of-battle format (types.ts) with the cross-checks the rules imply:
 * unique ids, resolvable references, modes consistent with unit type [13.1–13.4, 8.9, 3.41h],
 * HQ effectiveness in parentheses [3.41e], bridge-engineer letters [3.41c], effectiveness 1–9 [3.5b],
 * strength ≥ 1 [3.5a]. Messages name the counter id so a bad data file is easy to fix.
 */
import { z } from 'zod';
import type { CounterSpec, Mode, OrderOfBattle, UnitType } from './types';

const MODES = ['concentrated', 'dispersed', 'travel'] as const;
const UNIT_TYPES = [
  'infantry', 'armoredInfantry', 'armor', 'armoredRecon', 'recon', 'tankDestroyer', 'antitank', 'flak',
  'artillery', 'heavyWeapons', 'combatEngineer', 'bridgeEngineer', 'hq',
] as const satisfies readonly UnitType[];

export const sideSchema = z.enum(['allied', 'german']);
export const nationalitySchema = z.enum(['US', 'UK', 'PL', 'NL', 'DE']);
export const modeSchema = z.enum(MODES);
export const unitTypeSchema = z.enum(UNIT_TYPES);

export const provenanceSchema = z
  .object({
    kind: z.enum(['printed', 'rules-glimpse', 'reconstructed']),
    source: z.string().min(1, 'provenance source must say where the values come from'),
  })
  .strict();

const effectivenessValue = z
  .number()
  .int('effectiveness must be a whole number')
  .min(1, 'effectiveness must be 1–9 [3.5b]')
  .max(9, 'effectiveness must be 1–9 [3.5b]');

export const effectivenessSchema = z
  .object({
    concentrated: effectivenessValue.optional(),
    dispersed: effectivenessValue.optional(),
    travel: effectivenessValue.optional(),
  })
  .strict();

export const formationSchema = z
  .object({
    id: z.string().min(1),
    designation: z.string().min(1),
    name: z.string().min(1),
    echelon: z.enum(['corps', 'division', 'brigade', 'regiment', 'kampfgruppe', 'battalion']),
    side: sideSchema,
    nationality: nationalitySchema,
    parentId: z.string().min(1).nullable(),
    hqCounterId: z.string().min(1).nullable(),
    airborne: z.boolean().optional(),
    reach: z.enum(['allArtillery', 'airborneArtillery']).optional(),
  })
  .strict();

export const counterSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    subordination: z.string().min(1),
    formationId: z.string().min(1),
    side: sideSchema,
    nationality: nationalitySchema,
    type: unitTypeSchema,
    strength: z.number().int('strength must be a whole number of SP').min(1, 'strength must be at least 1 SP [3.5a]').max(30),
    effectiveness: effectivenessSchema,
    parenthesized: z.boolean(),
    bridgeLetter: z.enum(['B', 'T']).nullable(),
    morale: z.number().int().min(0, 'morale triangles cannot be negative [3.5d]').max(6),
    range: z.number().int().min(1, 'range is at least 1 hex [3.5e]').max(30),
    travelPrinted: z.boolean(),
    modes: z.array(modeSchema).min(1),
    airborne: z.boolean(),
    historical: z.string(),
    provenance: provenanceSchema,
  })
  .strict();

export const leaderSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    side: sideSchema,
    hqCounterId: z.string().min(1),
    provenance: provenanceSchema,
  })
  .strict();

const C: Mode = 'concentrated';
const D: Mode = 'dispersed';
const T: Mode = 'travel';

function sameSet(a: readonly Mode[], b: readonly Mode[]): boolean {
  return a.length === b.length && a.every((m) => b.includes(m));
}

function show(modes: readonly Mode[]): string {
  return `[${modes.join(', ')}]`;
}

/** Problems with one counter's modes, faces and markings (empty when it is consistent). */
export function counterProblems(c: CounterSpec): string[] {
  const problems: string[] = [];
  const who = `counter ${c.id} (${c.name}, ${c.type})`;
  if (new Set(c.modes).size !== c.modes.length) problems.push(`${who}: modes ${show(c.modes)} repeat a mode`);
  const allowed = allowedModeSets(c);
  if (!allowed.some((set) => sameSet(set.modes, c.modes))) {
    problems.push(`${who}: modes ${show(c.modes)} not allowed; ${allowed.map((s) => `${show(s.modes)} ${s.rule}`).join(' or ')}`);
  }
  for (const face of Object.keys(c.effectiveness) as Mode[]) {
    if (!c.modes.includes(face)) problems.push(`${who}: effectiveness printed for a ${face} face it does not have`);
  }
  if (c.type === 'hq') {
    if (!c.parenthesized) problems.push(`${who}: an HQ's effectiveness must be parenthesised [3.41e]`);
    if (c.effectiveness.concentrated === undefined) problems.push(`${who}: an HQ prints an effectiveness on its concentrated face [3.41e]`);
  } else if (c.parenthesized) {
    problems.push(`${who}: only HQs print a parenthesised effectiveness [3.41e]`);
  }
  if (c.type === 'bridgeEngineer') {
    if (c.bridgeLetter === null) problems.push(`${who}: a bridge engineer prints B or T instead of an effectiveness [3.41c]`);
    if (Object.keys(c.effectiveness).length > 0) problems.push(`${who}: a bridge engineer has no effectiveness [3.41c]`);
  } else {
    if (c.bridgeLetter !== null) problems.push(`${who}: only bridge engineers print B or T [3.41c]`);
    const front: Mode = isDispersedOnly(c.type) ? D : C;
    if (c.effectiveness[front] === undefined) problems.push(`${who}: no effectiveness on its ${front} (front) face [3.5b]`);
  }
  return problems;
}

function isDispersedOnly(type: UnitType): boolean {
  return type === 'artillery' || type === 'antitank' || type === 'flak';
}

function allowedModeSets(c: CounterSpec): { modes: Mode[]; rule: string }[] {
  switch (c.type) {
    case 'artillery':
    case 'antitank':
    case 'flak':
      return [{ modes: [D, T], rule: '[13.1] artillery, AT and flak are dispersed or travel only' }];
    case 'hq':
      return [{ modes: [C, T], rule: '[13.2] HQs are concentrated or travel only' }];
    case 'leader':
      // [19.8] leaders are listed under `leaders`, never as counters: no mode set fits.
      return [{ modes: [], rule: '[19.8] a leader belongs in the leaders list' }];
    case 'armor':
    case 'armoredInfantry':
      return [{ modes: [C, D, T], rule: '[13.4, 8.9] armor and armored infantry are C/D/T' }];
    case 'armoredRecon':
      return [{ modes: [C, D, T], rule: '[3.41h, 8.9] armored recon has travel though no "t" is printed' }];
    case 'tankDestroyer':
      return [
        { modes: [C, D, T], rule: '[8.9] a TD is C/D/T' },
        { modes: [C, T], rule: '[8.9] or T/C only, as its counter shows' },
      ];
    case 'infantry':
    case 'heavyWeapons':
    case 'combatEngineer':
    case 'bridgeEngineer':
    case 'recon':
      return [
        c.travelPrinted
          ? { modes: [C, D, T], rule: '[13.3] D and C, plus T because a "t" is printed' }
          : { modes: [C, D], rule: '[13.3] D and C only: no "t" is printed' },
      ];
  }
}

export const orderOfBattleSchema = z
  .object({
    id: z.string().min(1),
    formations: z.array(formationSchema),
    counters: z.array(counterSchema),
    leaders: z.array(leaderSchema),
  })
  .strict()
  .superRefine((oob, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const allIds = new Map<string, string>();
    const claim = (id: string, what: string, path: (string | number)[]) => {
      const prior = allIds.get(id);
      if (prior !== undefined) issue(path, `duplicate id "${id}" (${what}; already used by ${prior})`);
      else allIds.set(id, what);
    };
    oob.formations.forEach((f, i) => claim(f.id, `formation ${f.designation}`, ['formations', i, 'id']));
    oob.counters.forEach((c, i) => claim(c.id, `counter ${c.name}`, ['counters', i, 'id']));
    oob.leaders.forEach((l, i) => claim(l.id, `leader ${l.name}`, ['leaders', i, 'id']));

    const formations = new Map(oob.formations.map((f) => [f.id, f]));
    const counters = new Map(oob.counters.map((c) => [c.id, c]));

    oob.formations.forEach((f, i) => {
      if (f.parentId !== null) {
        const parent = formations.get(f.parentId);
        if (!parent) issue(['formations', i, 'parentId'], `formation ${f.id}: parent "${f.parentId}" does not exist`);
        else if (parent.side !== f.side) issue(['formations', i, 'parentId'], `formation ${f.id}: parent ${parent.id} is on the other side`);
      }
      // No cycles in the parent chain.
      const seen = new Set<string>([f.id]);
      let p = f.parentId;
      while (p !== null) {
        if (seen.has(p)) {
          issue(['formations', i, 'parentId'], `formation ${f.id}: parent chain loops through "${p}"`);
          break;
        }
        seen.add(p);
        p = formations.get(p)?.parentId ?? null;
      }
      if (f.hqCounterId !== null) {
        const hq = counters.get(f.hqCounterId);
        if (!hq) issue(['formations', i, 'hqCounterId'], `formation ${f.id}: HQ counter "${f.hqCounterId}" does not exist`);
        else if (hq.type !== 'hq') issue(['formations', i, 'hqCounterId'], `formation ${f.id}: HQ counter ${hq.id} is a ${hq.type}, not an HQ`);
      }
    });

    oob.counters.forEach((c, i) => {
      const f = formations.get(c.formationId);
      if (!f) issue(['counters', i, 'formationId'], `counter ${c.id} (${c.name}): subordination "${c.subordination}" points to formation "${c.formationId}", which does not exist`);
      else if (f.side !== c.side) issue(['counters', i, 'side'], `counter ${c.id}: side ${c.side} differs from its formation ${f.id} (${f.side})`);
      for (const p of counterProblems(c)) issue(['counters', i], p);
    });

    oob.leaders.forEach((l, i) => {
      const hq = counters.get(l.hqCounterId);
      if (!hq) issue(['leaders', i, 'hqCounterId'], `leader ${l.id}: HQ counter "${l.hqCounterId}" does not exist [19.8]`);
      else if (hq.type !== 'hq') issue(['leaders', i, 'hqCounterId'], `leader ${l.id}: ${hq.id} is not an HQ [19.8]`);
      else if (hq.side !== l.side) issue(['leaders', i, 'side'], `leader ${l.id}: HQ ${hq.id} is on the other side`);
    });
  });

/** One line per problem, prefixed by the path, for error messages. */
export function formatIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length > 0 ? i.path.join('.') + ': ' : ''}${i.message}`).join('\n');
}

export type ValidationResult = { ok: true; oob: OrderOfBattle } | { ok: false; error: string };

/** Validate an order of battle; returns a readable message listing every problem when it fails. */
export function validateOrderOfBattle(data: unknown): ValidationResult {
  const result = orderOfBattleSchema.safeParse(data);
  if (result.success) return { ok: true, oob: result.data as OrderOfBattle };
  return { ok: false, error: formatIssues(result.error) };
}
