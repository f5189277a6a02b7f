/**
 * Airstrikes in the Command Phase [15.1]: of the engine's legal placements, the one against the
 * hex with the most known enemy strength (a named target: that unit's strength), while any is left.
 */
import { legalCommands, parseHexId, hexDistance, type GameState, type World } from '../../rules';
import type { Decision } from '../seat';
import type { Picture } from './picture';
import { unitById } from '../../rules/api';

export function chooseAirstrike(state: GameState, world: World, picture: Picture): Decision | null {
  const strikes = legalCommands(state, world, new Set(['air'])).filter((c) => c.type === 'placeAirstrike');
  let best: { decision: Decision; value: number } | null = null;
  for (const strike of strikes) {
    if (strike.type !== 'placeAirstrike') continue;
    const at = parseHexId(strike.hex);
    if (!at) continue;
    const value = strike.targetId
      ? (unitById(state, strike.targetId)?.strength ?? 0)
      : picture.enemies.filter((e) => hexDistance(e.at, at) === 0).reduce((s, e) => s + e.unit.strength, 0);
    if (value <= 0) continue;
    if (!best || value > best.value) {
      best = { value, decision: { command: strike, reason: `the known enemy strength there is ${value} SP, the most of any hex an airstrike may reach`, rule: '15.15' } };
    }
  }
  return best?.decision ?? null;
}
