/**
 * Verdicts of whole-strength own-phase shots carried from one position to the next [5.0, 5.24].
 *
 * In a fire phase the legal list is made again after every shot, and each of its candidates (every
 * firer of the phasing side with every enemy unit in reach) is judged by `checkFire`. A shot changes
 * little: the target's side takes losses, the firer is marked as having fired, the shot is recorded.
 * So the verdict of a candidate on the position before is kept for the position after when nothing
 * it reads can have changed:
 *
 * - every part of the position but the units, the fire record's shots, the dice and an open decision
 *   is the same object (immer shares what a command did not touch);
 * - no unit was added or removed, and no unit of the firer's side changed but for its `fired` flag
 *   (which no fire judgement reads [5.24 reads the shots]), so the firer, its stack [5.23], its
 *   spotters, HQs and leaders [5.41, 12.1, 19.12] and multi-formation partners [17.2] are as they were;
 * - the target did not change, and no changed enemy unit stands or stood in the target's hex or the
 *   firer's (the top two of the target stack [5.23]);
 * - no new shot was made by this firer [5.24, 5.26] or into the target's hex [17.2, 18.1].
 *
 * Everything else `checkFire` reads is the World, fixed for a memo (one per World). A cache, not
 * state: nothing is stored in the position, and a verdict not found here is worked out afresh.
 * Only frozen positions are remembered (a draft may change between two questions).
 */
import { isDraft } from 'immer';
import type { GameState } from '../core/gameState';
import type { Side, Unit } from '../core/unit';
import { canonicalHexId, type HexId } from '../hex';
import type { World } from '../world/world';
import { unitById } from '../state/unitBuckets';
import { unitChangesSince, unitsListing } from '../state/unitChanges';
import type { FireVerdict } from './eligibility';

interface Kept {
  firerId: string;
  targetId: string;
  verdict: FireVerdict;
  firerSide: Side;
  firerHex: HexId | null;
  targetHex: HexId | null;
}

interface Memo {
  state: GameState;
  verdicts: Map<string, Kept>;
}

/** Tests turn this on to judge every kept verdict afresh as well and fail on a difference. */
let selfCheck = false;
/** How many kept verdicts the self-check has judged again since it was turned on. */
let selfChecked = 0;
export function setShotMemoSelfCheck(on: boolean): void {
  selfCheck = on;
  selfChecked = 0;
}
export function shotMemoSelfChecked(): number {
  return selfChecked;
}

/** The last position asked about, per World, with the verdicts known on it. */
const MEMOS = new WeakMap<World, Memo>();

/** Parts of a position a shot changes that the judgement of other shots does not read (or reads as described above). */
const SKIPPED = new Set(['unitBuckets', 'unitBucketOf', 'fire', 'dice', 'pending']);

const key = (firerId: string, targetId: string) => `${firerId}\u0000${targetId}`;

function hexOf(unit: Unit): HexId | null {
  return unit.hex === null ? null : (canonicalHexId(unit.hex) ?? null);
}

/** Two versions of a unit that differ at most in the `fired` flag of their status. */
function sameButFired(a: Unit, b: Unit): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (k === 'status') continue;
    if (a[k as keyof Unit] !== b[k as keyof Unit]) return false;
  }
  const sa = a.status;
  const sb = b.status;
  const ks = Object.keys(sa);
  if (ks.length !== Object.keys(sb).length) return false;
  for (const k of ks) if (k !== 'fired' && sa[k as keyof Unit['status']] !== sb[k as keyof Unit['status']]) return false;
  return true;
}

/** What changed from one position to the next, as far as kept verdicts care; null: keep nothing. */
interface Change {
  /** Units of either side that changed other than by their `fired` flag. */
  changed: Set<string>;
  /** Sides with such a change. */
  sides: Set<Side>;
  /** Hexes such units stand or stood in. */
  hexes: Set<HexId>;
  /** Firers and target hexes of the shots made since. */
  newFirers: Set<string>;
  newHexes: Set<HexId>;
}

function changeBetween(before: GameState, after: GameState): Change | null {
  for (const k of Object.keys(after) as (keyof GameState)[]) if (!SKIPPED.has(k) && before[k] !== after[k]) return null;
  if (Object.keys(before).length !== Object.keys(after).length) return null;
  const shotsBefore = before.fire.shots;
  const shotsAfter = after.fire.shots;
  if (shotsAfter.length < shotsBefore.length) return null;
  for (let i = 0; i < shotsBefore.length; i++) if (shotsBefore[i] !== shotsAfter[i]) return null;
  const change: Change = { changed: new Set(), sides: new Set(), hexes: new Set(), newFirers: new Set(), newHexes: new Set() };
  for (let i = shotsBefore.length; i < shotsAfter.length; i++) {
    const shot = shotsAfter[i]!;
    change.newFirers.add(shot.firerId);
    change.newHexes.add(canonicalHexId(shot.hex) ?? shot.hex);
  }
  // Added or removed units (other key sets) keep nothing (state/unitChanges.ts).
  const listed = unitsListing(before.unitBuckets);
  const units = unitChangesSince(listed, after.unitBuckets, Number.MAX_SAFE_INTEGER);
  if (!units) return null;
  for (const i of units.changed) {
    const was = listed.values[i]!;
    const unit = units.listing.values[i]!;
    if (sameButFired(was, unit)) continue;
    change.changed.add(unit.id);
    change.sides.add(unit.side);
    for (const hex of [hexOf(was), hexOf(unit)]) if (hex) change.hexes.add(hex);
  }
  return change;
}

function stillHolds(kept: Kept, change: Change): boolean {
  if (change.sides.has(kept.firerSide)) return false;
  if (change.changed.has(kept.targetId) || change.newFirers.has(kept.firerId)) return false;
  if (kept.targetHex && (change.hexes.has(kept.targetHex) || change.newHexes.has(kept.targetHex))) return false;
  if (kept.firerHex && change.hexes.has(kept.firerHex)) return false;
  return true;
}

/**
 * The verdict of the whole-strength shot `firerId` → `targetId` in the phasing side's own fire
 * phase: kept from the last position asked about when the shot cannot have changed it (above),
 * else `judge()`.
 */
export function keptShotVerdict(world: World, state: GameState, firerId: string, targetId: string, judge: () => FireVerdict): FireVerdict {
  if (isDraft(state) || !Object.isFrozen(state)) return judge();
  let memo = MEMOS.get(world);
  if (!memo || memo.state !== state) {
    const verdicts = new Map<string, Kept>();
    const change = memo ? changeBetween(memo.state, state) : null;
    if (memo && change) {
      for (const [k, kept] of memo.verdicts) if (stillHolds(kept, change)) verdicts.set(k, kept);
    }
    memo = { state, verdicts };
    MEMOS.set(world, memo);
  }
  const k = key(firerId, targetId);
  const known = memo.verdicts.get(k);
  if (known) {
    if (selfCheck) {
      selfChecked++;
      const fresh = JSON.stringify(judge());
      if (fresh !== JSON.stringify(known.verdict)) throw new Error(`kept verdict of ${firerId} -> ${targetId}: ${JSON.stringify(known.verdict)}, judged afresh: ${fresh}`);
    }
    return known.verdict;
  }
  const verdict = judge();
  const firer = unitById(state, firerId);
  const target = unitById(state, targetId);
  if (firer && target) memo.verdicts.set(k, { firerId, targetId, verdict, firerSide: firer.side, firerHex: hexOf(firer), targetHex: hexOf(target) });
  return verdict;
}
