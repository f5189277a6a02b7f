/**
 * Step prices depend only on the map and on which bridges stand, so they are remembered per World
 * and per `state.bridges` object: the engine replaces that object (immer) whenever a bridge changes,
 * so a changed bridge gives a fresh memo, and every judgment in between shares the prices already
 * worked out. A cache, not state: forgetting it changes no result.
 */
import { HEX_INDEX_SIZE } from '../hex';
import type { GameState } from '../core/gameState';
import type { World } from '../world/world';
import { newCompanyStepMemo, type CompanyStepMemo } from './companyTrace';
import { newStepMemo, type StepMemo } from './tracingGround';

export interface StepMemos {
  /** Can an infantry company make the step in some mode [11.31]. */
  traversal: StepMemo;
  /** The imaginary company's step prices per mode [11.22]. */
  company: CompanyStepMemo;
}

const memos = new WeakMap<World, WeakMap<object, StepMemos>>();

export function stepMemosFor(world: World, bridges: GameState['bridges']): StepMemos {
  let byBridges = memos.get(world);
  if (!byBridges) {
    byBridges = new WeakMap();
    memos.set(world, byBridges);
  }
  let found = byBridges.get(bridges);
  if (!found) {
    found = { traversal: newStepMemo(), company: newCompanyStepMemo(HEX_INDEX_SIZE) };
    byBridges.set(bridges, found);
  }
  return found;
}
