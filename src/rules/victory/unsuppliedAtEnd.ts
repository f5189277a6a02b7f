/**
 * [27.42] Strength of a side's units on the map that are out of supply, which a scenario counts as
 * destroyed when play ends. Supply as the Command Phase would judge it now [11.0]: HQs traced along
 * the chain of command, the others to a supplied HQ (or their landing's free supply [11.13]). Units
 * still in England, already eliminated or gone off the map are not on the map and do not count.
 */
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';
import { judgeSupply } from '../supply/judgment';
import type { World } from '../world/world';
import { unitById } from '../state/unitBuckets';

export function unsuppliedOnMap(state: GameState, world: World, side: Side): { strength: number; unitIds: string[] } {
  const report = judgeSupply(state, world, side);
  const verdicts = [...Object.values(report.hqs).map((h) => ({ id: h.unitId, supplied: h.verdict.supplied })), ...Object.values(report.units).map((u) => ({ id: u.unitId, supplied: u.verdict.supplied }))];
  const unitIds = verdicts
    .filter((v) => !v.supplied)
    .map((v) => v.id)
    .filter((id) => {
      const unit = unitById(state, id);
      return unit !== undefined && unit.hex !== null && !unit.eliminated;
    })
    .sort();
  return { strength: unitIds.reduce((sum, id) => sum + unitById(state, id)!.strength, 0), unitIds };
}
