/**
 * Step prices depend only on the map and on which bridges stand (stepCost reads nothing else of
 * `state.bridges`), so they are remembered per World and per set of bridges that do not stand: a
 * bridge blown or repaired gives another memo, and every judgment in between shares the prices
 * already worked out, whatever else changed in the bridges' records (an offer to blow one, the
 * object immer replaced). A cache, not state: forgetting it changes no result.
 */
import { HEX_INDEX_SIZE } from '../hex';
import type { GameState } from '../core/gameState';
import { bridgeStands } from '../state/bridges';
import type { World } from '../world/world';
import { newCompanyStepMemo, type CompanyStepMemo } from './companyTrace';
import { newStepMemo, type StepMemo } from './tracingGround';

export interface StepMemos {
  /** Can an infantry company make the step in some mode [11.31]. */
  traversal: StepMemo;
  /** The imaginary company's step prices per mode [11.22]. */
  company: CompanyStepMemo;
}

const memos = new WeakMap<World, Map<string, StepMemos>>();
/** Memos kept per World (each is ~1 MB); past this many the oldest is dropped. */
const MEMOS_KEPT = 16;

/** The bridges that do not stand, as one key ('' when all stand), per bridges object. */
const downKeys = new WeakMap<object, string>();
function bridgesDown(bridges: GameState['bridges']): string {
  let key = downKeys.get(bridges);
  if (key === undefined) {
    key = Object.keys(bridges)
      .filter((at) => !bridgeStands(bridges, at))
      .sort()
      .join('|');
    downKeys.set(bridges, key);
  }
  return key;
}

export function stepMemosFor(world: World, bridges: GameState['bridges']): StepMemos {
  let byDown = memos.get(world);
  if (!byDown) {
    byDown = new Map();
    memos.set(world, byDown);
  }
  const key = bridgesDown(bridges);
  let found = byDown.get(key);
  if (!found) {
    found = { traversal: newStepMemo(), company: newCompanyStepMemo(HEX_INDEX_SIZE) };
    if (byDown.size >= MEMOS_KEPT) byDown.delete(byDown.keys().next().value!);
    byDown.set(key, found);
  }
  return found;
}
