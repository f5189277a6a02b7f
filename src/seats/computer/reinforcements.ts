/**
 * Reinforcement entry [22.1, 24.3]: units due now come on as soon as the engine lets them, a whole
 * group at one entry hex rather than one by one (the column cost of 22.13 is paid once per stack).
 */
import { isOffMapBattery, legalCommands, type GameState, type Side, type World } from '../../rules';
import type { Decision } from '../seat';
import { allUnits } from '../../rules/api';

export function hasReinforcementsDue(state: GameState, side: Side): boolean {
  return allUnits(state).some((u) => u.side === side && !u.eliminated && u.hex === null && !isOffMapBattery(u) && !!u.arrival && u.arrival.turn <= state.turn);
}

export function chooseEntry(state: GameState, world: World, side: Side): Decision | null {
  if (!hasReinforcementsDue(state, side)) return null;
  const entries = legalCommands(state, world, new Set(['enter'])).filter((c) => c.type === 'moveStep');
  let best = entries[0];
  for (const c of entries) if (c.type === 'moveStep' && best?.type === 'moveStep' && c.unitIds.length > best.unitIds.length) best = c;
  if (!best || best.type !== 'moveStep') return null;
  return { command: best, reason: `${best.unitIds.length} unit(s) due now enter at ${best.to}`, rule: '22.13' };
}
