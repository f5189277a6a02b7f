/** When the game ends [24.1, 24.6]: the final victory report is written into `state.ended`. */
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import type { World } from '../world/world';
import { evaluateVictory } from './evaluate';

export function decideVictory(draft: GameState, world: World, events: GameEvent[]): void {
  if (!draft.victory || !draft.ended) return;
  const report = evaluateVictory(draft, world);
  const winner = report.result.winner ?? 'draw';
  draft.ended.victory = report;
  draft.ended.winner = winner;
  events.push({ type: 'victoryDecided', winner, level: report.result.level, label: report.result.label, rule: report.rule });
}
