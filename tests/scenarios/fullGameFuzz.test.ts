// Complete games of Hell's Highway under the fuzz [9.11, 9.32, 9.33, 24.0, 4.0]: stacking legality
// (no hex over its limit with undisrupted units) and every other invariant after every command,
// and an exact replay at the end. More games: `npm run fuzz` (FUZZ_GAMES=n).
import { describe, expect, it } from 'vitest';
import { realWorld } from '../support/realWorld';
import { playFullGame } from './fullGames';

const GAMES = Number(process.env['FUZZ_GAMES'] ?? 2);

describe('full games under the fuzz', () => {
  for (let i = 0; i < GAMES; i++) {
    it(`[9.11, 9.32, 9.33, 4.0] Hell's Highway seed full-${i}: legal stacking after every command, exact replay`, () => {
      const game = playFullGame(realWorld(), `full-${i}`);
      expect(game.final.ended).not.toBeNull();
      expect(game.commands).toBeGreaterThan(100);
    }, 600_000);
  }
});
