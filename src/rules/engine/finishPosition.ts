/**
 * The position a command's draft has become, frozen: what immer's `produce` returns when the recipe
 * ends, made by a shorter walk (issue 22, seventh round). `apply` makes a draft of the position with
 * `createDraft`, lets the command's module change it, and hands the draft here instead of to immer's
 * finalization, which cost ~15% of a Hell's Highway replay (child callbacks, parent updates and a
 * second deep walk to freeze the result). Here every changed record's own copy is taken as it is,
 * its child drafts replaced by what they became, and frozen in place; every unchanged part is the
 * original, shared. No copy is made.
 *
 * The draft is finished for good: its copies are now the new position's frozen records, so it must
 * never be written again (apply drops it at once). Like `snapshot` (state/snapshot.ts), this reads
 * immer's bookkeeping of a draft; tests/rules/engine/finishPosition.test.ts compares it with
 * `produce` on every command of three seeded games, so an immer upgrade that changes it shows at once.
 */
import { DRAFT_KIND, draftBookkeeping } from '../state/snapshot';

/** The finished, deep-frozen value of a draft (or of a plain value that may hold drafts). */
export function finishPosition<T>(draft: T): T {
  return finished(draft) as T;
}

function finished(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  const draft = draftBookkeeping(value);
  // A plain record made inside the draft (or an unfrozen original): frozen in place, with whatever drafts it holds finished.
  if (!draft) return frozenInPlace(value as Record<string, unknown>);
  // Unchanged: the original, frozen as produce freezes it when it was not yet.
  if (!draft.modified_) return finished(draft.base_);
  if ((draft.type_ !== DRAFT_KIND.object && draft.type_ !== DRAFT_KIND.array) || draft.copy_ === null) {
    throw new Error('finishPosition: a changed draft that is not a record or an array (positions hold no Map or Set)');
  }
  return frozenInPlace(draft.copy_);
}

function frozenInPlace(record: Record<string, unknown> | unknown[]): unknown {
  if (Array.isArray(record)) {
    for (let i = 0; i < record.length; i++) {
      const value: unknown = record[i];
      if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) record[i] = finished(value);
    }
  } else {
    for (const key of Object.keys(record)) {
      const value = record[key];
      if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) record[key] = finished(value);
    }
  }
  return Object.freeze(record);
}
