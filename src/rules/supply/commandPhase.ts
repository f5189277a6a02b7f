/**
 * Supply in the owner's Command Phase [11.0, 11.23, 11.35]: every HQ is traced along the chain of
 * command; one that finds no path gets a Depleted marker, one that carries the marker and now finds
 * a path loses it [11.23]. Then every Depleted unit within range of a supplied HQ that controls it
 * loses its marker [11.35]. Each change is logged with its explanation. For the Allies, the airborne
 * supplyhead re-drop streaks are brought up to date from the same judgments [11.14].
 */
import { snapshot } from '../state/snapshot';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';
import type { World } from '../world/world';
import { judgeCommandPhaseSupply } from './judgment';
import { updateRedropStreaks } from './supplyheadRedrop';
import { supplyExplanation } from './verdict';
import { unitById } from '../state/unitBuckets';

export function applyCommandPhaseSupply(draft: GameState, world: World, side: Side, events: GameEvent[]): void {
  const now = snapshot(draft);
  // Every HQ, and the Depleted units: the rest are in supply already and nothing here changes them.
  const report = judgeCommandPhaseSupply(now, world, side);
  for (const hq of Object.values(report.hqs)) {
    if (!hq.judged) continue;
    const status = unitById(now, hq.unitId)!.status;
    const supplied = hq.verdict.supplied;
    if (supplied !== status.depleted) continue; // nothing changes
    unitById(draft, hq.unitId)!.status.depleted = !supplied;
    events.push({ type: 'hqSupplyJudged', unitId: hq.unitId, unitName: hq.name, supplied, rule: '11.23', explanation: hq.explanation });
  }
  for (const entry of Object.values(report.units)) {
    if (!entry.verdict.supplied || !unitById(now, entry.unitId)!.status.depleted) continue;
    unitById(draft, entry.unitId)!.status.depleted = false;
    const explanation = supplyExplanation(entry.name, entry.verdict, { removes: 'Depleted' });
    events.push({ type: 'depletionRemoved', unitId: entry.unitId, unitName: entry.name, rule: '11.35', explanation: { ...explanation, rule: '11.35' } });
  }
  // [11.14] the airborne supplyhead re-drop streaks, from the HQ judgments just made.
  if (side === 'allied') updateRedropStreaks(draft, report, events);
}
