/**
 * Fire and target choice [5.0, 5.2, 5.63]: every own firer's legal shots from the engine's
 * `fireOptions`, each scored by its expected loss of strength points (a point that eliminates the
 * target counts more) plus a part for a disruption of a target that can still be disrupted [5.33].
 * In a Conditional Fire Phase a unit that fires may not move in the movement phase that follows
 * [4.0], so only good shots are taken then; in the Free Fire Phase any shot worth a little.
 */
import { fireOptions, isOffMapBattery, strengthLeftToFire, type FireOption, type GameState, type Side, type Unit, type World } from '../../rules';
import type { Decision } from '../seat';
import { fireExpectation } from './expectation';
import type { Budget } from './budget';
import { allUnits, unitById } from '../../rules/api';

/** A shot worth taking: the expected loss plus a third of the chance of a disruption, at least this. */
export const SHOT_WORTH = { conditionalFire: 0.45, freeFire: 0.12 } as const;

export interface ScoredShot {
  option: Extract<FireOption, { legal: true }>;
  score: number;
  loss: number;
  disrupt: number;
}

export function scoreShot(state: GameState, option: Extract<FireOption, { legal: true }>): ScoredShot {
  const target = unitById(state, option.targetId)!;
  const { loss, disrupt } = fireExpectation(option.assessment.chances);
  const canDisrupt = target.mode !== 'dispersed' && !target.status.disrupted; // [5.33]
  // Eliminating a unit takes its fire off the map as well as its points [5.37].
  const killing = Math.min(loss, target.strength) * (target.strength <= 1 ? 1.5 : 1);
  return { option, score: killing + (canDisrupt ? disrupt / 3 : 0), loss, disrupt };
}

function firers(state: GameState, side: Side): Unit[] {
  return allUnits(state)
    .filter((u) => u.side === side && !u.eliminated && (u.hex !== null || isOffMapBattery(u)) && u.strength > 0 && u.type !== 'leader')
    .filter((u) => strengthLeftToFire(state, u.id) > 0)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** The best shot now, or null when none is worth it (or the budget is spent). */
export function chooseShot(state: GameState, world: World, side: Side, worth: number, budget: Budget, skip: Set<string>): Decision | null {
  let best: ScoredShot | null = null;
  for (const firer of firers(state, side)) {
    if (skip.has(firer.id)) continue;
    if (!budget.spend()) break;
    const legal = fireOptions(state, world, firer.id).filter((o): o is Extract<FireOption, { legal: true }> => o.legal);
    if (legal.length === 0) {
      skip.add(firer.id); // nothing to fire at from here this phase
      continue;
    }
    for (const option of legal) {
      const shot = scoreShot(state, option);
      if (!best || shot.score > best.score + 1e-9) best = shot;
    }
  }
  if (!best || best.score < worth) return null;
  const target = unitById(state, best.option.targetId)!;
  return {
    command: { type: 'fire', firerId: best.option.firerId, targetId: best.option.targetId },
    reason: `expected loss ${best.loss.toFixed(2)} SP to ${target.name ?? target.id} (disruption ${Math.round(best.disrupt * 100)}%), the best shot of the phase`,
    rule: '5.63',
  };
}
