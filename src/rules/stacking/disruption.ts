/**
 * Disruption spreads to the whole hex the moment any unit in it is disrupted, and a unit entering
 * a hex that holds disrupted units is disrupted too [9.31]. An overstacked hex is disrupted at
 * once [9.32]. A static flak unit's own disruption spreads only to other static flak, but other
 * units' disruption reaches it [18.51].
 */
import type { HexId } from '../hex';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import { unitsInHex } from '../state/stacks';
import type { Unit } from '../core/unit';

function isStaticFlak(unit: Unit): boolean {
  return unit.static === true && unit.type === 'flak';
}

/** Disrupt the given units (already in `hex`) and spread it through the hex. Works on a draft. */
export function disruptInHex(draft: GameState, hex: HexId, unitIds: readonly string[], rule: string, events: GameEvent[]): void {
  const stack = unitsInHex(draft, hex);
  const sources = stack.filter((u) => unitIds.includes(u.id));
  const onlyStaticFlak = sources.length > 0 && sources.every(isStaticFlak);
  for (const unit of stack) {
    const reached = unitIds.includes(unit.id) || !onlyStaticFlak || isStaticFlak(unit);
    if (!reached || unit.status.disrupted) continue;
    if (unit.type === 'leader') continue; // [9.45, 19.3] a leader shares no result of his stack except the 19.32 casualty roll
    unit.status.disrupted = true;
    events.push({ type: 'disrupted', unitId: unit.id, unitName: unit.name, hex, rule: unitIds.includes(unit.id) ? rule : '9.31' });
  }
}

/** Are there disrupted units (other than `except`) in the hex? [9.31] */
export function hexHoldsDisrupted(state: GameState, hex: HexId, except: ReadonlySet<string> = new Set()): boolean {
  return unitsInHex(state, hex).some((u) => u.status.disrupted && !except.has(u.id));
}
