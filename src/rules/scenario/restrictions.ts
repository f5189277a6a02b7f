/**
 * The scenario restrictions of 25.4 as book-keeping [26.51, 26.52]: when a post's Game-Turn begins,
 * each HQ is found on its post or not (the log says which; an HQ that never landed is excused, and
 * 25.4 asks only that the player come as close as he can); when the exit deadline's Game-Turn ends,
 * the units that have not left are taken out of play, as they go on to another scenario.
 */
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import { removeFromMap } from '../state/placeUnits';
import { leadKeptUnit, roadCorridorInForce } from '../state/roadCorridor';
import { parseHexId } from '../hex';
import { unitById } from '../state/unitBuckets';

/** [26.51] As a post's Game-Turn begins: is each HQ on its hex? */
export function checkHqPosts(draft: GameState, events: GameEvent[]): void {
  for (const post of draft.restrictions?.hqPosts ?? []) {
    if (post.fromTurn !== draft.turn) continue;
    const hq = unitById(draft, post.unitId);
    if (!hq) continue;
    const landed = hq.hex !== null || hq.eliminated !== undefined;
    events.push({ type: 'hqPostChecked', unitId: hq.id, unitName: hq.name, hex: post.hex, onPost: hq.hex === post.hex, landed, holds: post.holds, rule: post.rule });
  }
}

/**
 * [26.52] As the deadline's Game-Turn ends, the listed units still on the map or in England are
 * withdrawn: off the map for good, recorded as having left by the exit hex late (reading: 26.52
 * names no penalty, so they are not casualties; docs/scenarios.md).
 */
export function enforceExitDeadline(draft: GameState, events: GameEvent[]): void {
  const deadline = draft.restrictions?.exitDeadline;
  if (!deadline || deadline.byTurn !== draft.turn) return;
  const late = deadline.unitIds.filter((id) => {
    const unit = unitById(draft, id);
    return unit !== undefined && !unit.eliminated && !unit.exited;
  });
  if (late.length === 0) return;
  const onMap = late.filter((id) => unitById(draft, id)!.hex !== null);
  removeFromMap(draft, onMap);
  for (const serial of Object.values(draft.airLanding.serials)) serial.unitIds = serial.unitIds.filter((id) => !late.includes(id));
  for (const id of late) {
    const unit = unitById(draft, id)!;
    delete unit.arrival;
    unit.exited = { turn: draft.turn, hex: deadline.hex, edge: 'south', strength: unit.strength, rule: deadline.rule };
  }
  draft.movement.group = draft.movement.group.filter((id) => !late.includes(id));
  events.push({ type: 'unitsWithdrawn', unitIds: late, names: late.map((id) => unitById(draft, id)!.name), hex: deadline.hex, rule: deadline.rule });
}

/**
 * [30.46] As a phase ends: once the lead kept unit (the spearhead's northernmost) stands on the
 * release hexrow or beyond, the held Germans may move from then on (optional rule).
 */
export function releaseCorridorHold(draft: GameState, events: GameEvent[]): void {
  const corridor = roadCorridorInForce(draft);
  if (!corridor || corridor.released) return;
  const lead = leadKeptUnit(draft, corridor);
  if (!lead || (parseHexId(lead.hex!)?.row ?? 0) < corridor.releaseRow) return;
  corridor.released = true;
  events.push({ type: 'corridorHoldReleased', unitId: lead.id, unitName: lead.name, hex: lead.hex!, row: corridor.releaseRow, rule: corridor.rule });
}
