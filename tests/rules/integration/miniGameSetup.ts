/** The position the mini-game replay starts from: two small forces, supply, air, a leader. */
import type { GameState, HexId } from '../../../src/rules';
import { leader } from '../leaders/support';
import { DAY, de, formation, setup, unit } from './support';

export function miniGameStart(): GameState {
  const allotments: Record<string, { allied: number; german: number }> = {};
  for (let day = 17; day <= 26; day++) allotments[String(day)] = { allied: 2, german: 1 };
  const hq = { type: 'hq' as const, modes: ['concentrated' as const, 'travel' as const], effectiveness: { concentrated: 3 }, effectivenessParenthesized: true };
  return setup(
    [
      unit({ id: 'us-a', hex: 'C2812' as never, formationId: 'b1' }),
      unit({ id: 'us-b', hex: 'C2812' as never, formationId: 'b1', stackIndex: 1 }),
      unit({ id: 'us-c', hex: 'C2713' as never, formationId: 'b2', strength: 4 }),
      unit({ id: 'us-hq', hex: 'C2709' as never, formationId: 'd1', ...hq }),
      unit({ id: 'us-art', hex: 'C2708' as never, formationId: 'd1', type: 'artillery', mode: 'dispersed', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 5 }, range: 12, strength: 4, printedStrength: 4 }),
      de({ id: 'de-a', hex: 'C2813' as never, formationId: 'g1', strength: 4 }),
      de({ id: 'de-b', hex: 'C2914' as never, formationId: 'g1', strength: 5 }),
      de({ id: 'de-c', hex: 'C2820' as never, formationId: 'g1', strength: 3 }),
      de({ id: 'de-hq', hex: 'C2818' as never, formationId: 'g1', ...hq, side: 'german', nationality: 'DE' }),
      leader('de-ldr', 'g1', 'de-hq', 'C2813', { stackIndex: 1 }),
    ],
    {
      phase: 1,
      turn: DAY,
      seed: 'mini-game',
      formations: [
        formation('d1', 'allied', 'division', null, 'us-hq'),
        formation('b1', 'allied', 'battalion', 'd1', null),
        formation('b2', 'allied', 'battalion', 'd1', null),
        formation('g1', 'german', 'division', null, 'de-hq'),
      ],
      supply: {
        sources: [
          { id: 'us-src', side: 'allied', hexes: ['C2705' as HexId], rule: '11.1' },
          { id: 'de-src', side: 'german', hexes: ['C2822' as HexId], rule: '11.1' },
        ],
        supplyheads: {},
      },
      air: { allotments },
    },
  );
}
