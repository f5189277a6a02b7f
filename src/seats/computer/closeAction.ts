/**
 * Close action when the odds pay [8.6, 8.7]: every own stack next to a known enemy stack is asked
 * the engine's `closeActionPreview` (the exact chance of each result), and the assault is made when
 * the expected enemy loss outweighs the expected own loss by a margin, disruptions counted at
 * less than a point. Taking a hex the side's victory conditions name is worth a little more.
 */
import { adjacentHexes, canonicalHexId, closeActionPreview, isLeader, type GameState, type HexId, type World } from '../../rules';
import type { Decision } from '../seat';
import type { Budget } from './budget';
import { closeActionExpectation } from './expectation';
import type { Picture } from './picture';

/** The least expected gain (enemy SP lost minus own, disruptions at 0.4) worth an assault. */
export const ASSAULT_WORTH = { german: 0.25, allied: 0.5 } as const;

export function chooseAssault(state: GameState, world: World, picture: Picture, budget: Budget, tried: Set<string>): Decision | null {
  const enemyHexes = new Set<HexId>(picture.enemies.map((e) => canonicalHexId(e.unit.hex!) ?? e.unit.hex!));
  const goal = new Set(picture.goals.map((g) => g.hex));
  let best: { decision: Decision; gain: number } | null = null;
  for (const [hex, stack] of picture.stacks) {
    const targets = adjacentHexes(hex).filter((h) => enemyHexes.has(h));
    if (targets.length === 0) continue;
    const fresh = stack.filter((u) => !isLeader(u) && !state.closeActions.attackerIds.includes(u.id) && !u.status.disrupted);
    if (fresh.length === 0) continue;
    for (const target of targets) {
      const key = `${fresh.map((u) => u.id).join('+')}>${target}`;
      if (tried.has(key)) continue;
      tried.add(key);
      if (!budget.spend()) return best?.decision ?? null;
      const preview = closeActionPreview(state, world, fresh.map((u) => u.id), target);
      if ('ok' in preview || preview.refusal) continue;
      const e = closeActionExpectation(preview.chances);
      const gain = e.defenderLoss - e.attackerLoss + 0.4 * (e.defenderDisrupted - e.attackerDisrupted) + (goal.has(target) && picture.side === 'german' ? 0.3 : 0);
      if (gain < ASSAULT_WORTH[picture.side]) continue;
      if (!best || gain > best.gain) {
        best = {
          gain,
          decision: {
            command: { type: 'closeAction', unitIds: fresh.map((u) => u.id), target },
            reason: `close assault on ${target}: expected enemy loss ${e.defenderLoss.toFixed(2)} SP against own ${e.attackerLoss.toFixed(2)} SP`,
            rule: '8.7',
          },
        };
      }
    }
  }
  return best?.decision ?? null;
}
