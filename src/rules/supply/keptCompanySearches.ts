/**
 * The regimental HQs' company searches [11.22] kept from one Command Phase to the next. A search
 * (companyTrace.ts) reads only: the step prices (the map and the standing bridges: its step memo),
 * its start, targets and budget, whether a hex may be passed [7.3, 7.5, 11.21] for the hexes it
 * looked at, and with crossings the engineer crossings [11.24]. So its answer still holds on a later
 * ground that has the same step memo and the same passability on every hex it looked at (and the
 * same crossings): then the answer is given again without searching.
 *
 * Unlike the range fields (keptTraces.ts), which go with a ground carried over inside one Game-Turn,
 * this is checked hex by hex, so it holds across Game-Turns too: an HQ whose surroundings did not
 * change since the last Command Phase costs one look at the hexes its last search read (a few
 * dozen), not three searches by mode. A cache, not state: dropping it changes no answer;
 * tests/rules/supply/keptCompanySearches.test.ts compares every kept answer with a fresh search
 * along seeded Hell's Highway games.
 */
import type { Side } from '../core/unit';
import { cheapestCompanyPath, type CompanyPath, type CompanyStepMemo } from './companyTrace';
import type { EngineerCrossings } from './engineerCrossings';
import { passable, type TracingGround } from './tracingGround';

interface KeptSearch {
  /** The hexes whose passability the search read, and what it was (1 passable, 0 not). */
  readonly hexes: Int32Array;
  readonly passable: Uint8Array;
  /** The crossings' hexside slots it could use (searches with crossings only), in order. */
  readonly crossings: string | null;
  readonly answer: CompanyPath | null;
}

/** Per step memo (world and standing bridges): the last search per side, start, budget and targets. */
const KEPT = new WeakMap<CompanyStepMemo, Map<string, KeptSearch>>();
/** Searches kept per memo; past this many the oldest is dropped (HQs move, leaving old starts behind). */
const KEPT_LIMIT = 512;

/** Tests turn this on to search afresh every time as well, and fail when a kept answer differs. */
let selfCheck = false;
export function setCompanySearchSelfCheck(on: boolean): void {
  selfCheck = on;
}
/** How many answers were given from a kept search (for tests and benches). */
export const keptCompanySearchStats = { reused: 0, searched: 0 };

function crossingSlots(crossings: EngineerCrossings): string {
  return [...crossings.keys()].sort((a, b) => a - b).join(',');
}

function stillHolds(kept: KeptSearch, ground: TracingGround, withCrossings: boolean): boolean {
  if (withCrossings && kept.crossings !== crossingSlots(ground.crossings)) return false;
  const { hexes } = kept;
  for (let i = 0; i < hexes.length; i++) {
    if ((passable(ground, hexes[i]!) ? 1 : 0) !== kept.passable[i]) return false;
  }
  return true;
}

/** `cheapestCompanyPath`, answered from the last same search when nothing it read has changed. */
export function keptCompanyPath(
  ground: TracingGround,
  memo: CompanyStepMemo,
  start: number,
  targets: ReadonlySet<number>,
  budget: number,
  withCrossings: boolean,
): CompanyPath | null {
  if (targets.size === 0) return null;
  let kept = KEPT.get(memo);
  if (!kept) {
    kept = new Map();
    KEPT.set(memo, kept);
  }
  const key = searchKey(ground.side, start, targets, budget, withCrossings);
  const found = kept.get(key);
  if (found && stillHolds(found, ground, withCrossings)) {
    keptCompanySearchStats.reused++;
    if (selfCheck) {
      const fresh = cheapestCompanyPath(ground, memo, start, targets, budget, withCrossings);
      if (JSON.stringify(fresh) !== JSON.stringify(found.answer)) {
        throw new Error(`kept company search ${key}: ${JSON.stringify(found.answer)}, a fresh search finds ${JSON.stringify(fresh)}`);
      }
    }
    return found.answer;
  }
  keptCompanySearchStats.searched++;
  const read: number[] = [];
  const answer = cheapestCompanyPath(ground, memo, start, targets, budget, withCrossings, read);
  const hexes = Int32Array.from(read);
  const open = Uint8Array.from(read, (h) => (passable(ground, h) ? 1 : 0));
  if (found) kept.delete(key); // re-inserted last: the map's order is the age of its entries
  else if (kept.size >= KEPT_LIMIT) kept.delete(kept.keys().next().value!);
  const frozen = answer ? Object.freeze({ ...answer, path: Object.freeze(answer.path) as number[] }) : null;
  kept.set(key, { hexes, passable: open, crossings: withCrossings ? crossingSlots(ground.crossings) : null, answer: frozen });
  return frozen;
}

function searchKey(side: Side, start: number, targets: ReadonlySet<number>, budget: number, withCrossings: boolean): string {
  return `${side}:${start}:${budget}:${withCrossings ? 'x' : ''}:${[...targets].sort((a, b) => a - b).join(',')}`;
}
