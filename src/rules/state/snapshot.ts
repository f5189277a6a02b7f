/**
 * A plain snapshot of a position being changed inside `apply` (an immer draft), for the rules that
 * must judge the position as it stands mid-command (supply after a fire, the Command Phase's supply
 * and recovery). It gives what immer's `current()` gives, but reads each changed record's own copy
 * instead of going through the draft's proxy: `current()` copies a changed record by reading every
 * entry through the proxy, which makes a draft of each entry it reads (every unit of the units
 * record, ~2,400 of them in the campaign) only to throw them away. Unchanged parts are shared as
 * they are (frozen), so everything kept per unit (zones of control) still applies to them; the
 * copies are frozen too, so a snapshot is a position like any other for what is kept per frozen
 * position (the zone-of-control maps a supply judgment reads carry over from one to the next).
 *
 * It reads immer's bookkeeping of a draft (stored under `Symbol.for('immer-state')`: the original
 * `base_`, the changed `copy_`, `modified_`, and the kind `type_`, 0 object and 1 array);
 * tests/rules/engine/snapshot.test.ts compares it with `current()` so that an immer upgrade that
 * changes them shows at once. Maps and Sets (never in a position) are left to `current()`.
 */
import { current, isDraft } from 'immer';

const DRAFT_STATE = Symbol.for('immer-state');
/** Immer's kinds of draft (`type_`) that a position holds. */
export const DRAFT_KIND = { object: 0, array: 1 } as const;
const OBJECT = DRAFT_KIND.object;
const ARRAY = DRAFT_KIND.array;

export interface DraftBookkeeping {
  base_: unknown;
  copy_: Record<string, unknown> | unknown[] | null;
  modified_: boolean;
  type_: number;
  /** Keys of an object draft set (true) or deleted (false) on the draft itself, not through a child draft. */
  assigned_?: Map<string, boolean>;
}

/** Immer's bookkeeping of a draft, or undefined for a value that is not one. */
export function draftBookkeeping(value: object): DraftBookkeeping | undefined {
  return (value as { [DRAFT_STATE]?: DraftBookkeeping })[DRAFT_STATE];
}

/** The draft's value now, as plain data (a non-draft is returned as it is). */
export function snapshot<T>(value: T): T {
  return isDraft(value) ? (plain(value) as T) : value;
}

function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  const draft = draftBookkeeping(value);
  if (!draft) return copyOf(value as Record<string, unknown>); // made inside the draft: may hold drafts
  if (!draft.modified_) return draft.base_;
  if ((draft.type_ !== OBJECT && draft.type_ !== ARRAY) || draft.copy_ === null) return current(value);
  return copyOf(draft.copy_);
}

/** A changed record's copy, frozen like every position the game keeps (its unchanged parts are frozen already). */
function copyOf(source: Record<string, unknown> | unknown[]): unknown {
  if (Array.isArray(source)) return Object.freeze(source.map(plain));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(source)) out[key] = plain(source[key]);
  return Object.freeze(out);
}

/**
 * The keys set or deleted directly on a draft record since its draft began (a unit added to the
 * units record is one; a unit changed through its own draft is not). Empty for a non-draft.
 */
export function assignedKeys(value: object): string[] {
  if (!isDraft(value)) return [];
  const draft = (value as { [DRAFT_STATE]?: DraftBookkeeping })[DRAFT_STATE];
  return draft?.assigned_ ? [...draft.assigned_.keys()] : [];
}
