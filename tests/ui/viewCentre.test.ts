// The view of a new game opens on its scenario's play area [24.1, 30.1] (src/ui/map/viewCentre.ts).
import { describe, expect, it } from 'vitest';
import { createGame, hexDistance, parseHexId } from '../../src/rules';
import { playAreaCentre } from '../../src/rules/api';
import { SCENARIOS } from '../../src/scenarios';
import { viewCentre, WHOLE_MAP_CENTRE } from '../../src/ui/map/viewCentre';

describe('the view centre of a new game', () => {
  it('[30.1] scenario 30 opens on Map D, in the middle of it', () => {
    const state = createGame(SCENARIOS.find((s) => s.id === 'breakout')!.setup('v'));
    expect(viewCentre(state.playArea)).toBe('D3118'); // hexrow 31 of 1–61, column 18 of 35
  });

  it('[24.1] Hell\'s Highway opens in the middle of its part of Map C (hexrows 24–44)', () => {
    const state = createGame(SCENARIOS.find((s) => s.rule === '24.0')!.setup('v'));
    const centre = viewCentre(state.playArea);
    expect(centre.startsWith('C')).toBe(true);
    expect(Number(centre.slice(1, 3))).toBe(Math.round((state.playArea!.minRow + state.playArea!.maxRow) / 2));
  });

  it('[24.1, 25.1] every listed scenario opens on a hex inside its own play area, nearer its middle than any edge', () => {
    for (const entry of SCENARIOS) {
      const area = createGame(entry.setup('v')).playArea;
      const centre = viewCentre(area);
      expect(centre[0], entry.id).toBe(area?.section ?? centre[0]);
      if (!area) continue;
      const row = Number(centre.slice(1, 3));
      expect(row, entry.id).toBeGreaterThanOrEqual(area.minRow);
      expect(row, entry.id).toBeLessThanOrEqual(area.maxRow);
      const south = parseHexId(`${area.section}${String(area.minRow).padStart(2, '0')}${centre.slice(3)}`)!;
      const north = parseHexId(`${area.section}${String(area.maxRow).padStart(2, '0')}${centre.slice(3)}`)!;
      expect(Math.abs(hexDistance(parseHexId(centre)!, south) - hexDistance(parseHexId(centre)!, north)), entry.id).toBeLessThanOrEqual(1);
    }
  });

  it('a game with no play area (the whole map) opens on the middle of the four maps', () => {
    expect(playAreaCentre(null)).toBeNull();
    expect(viewCentre(null)).toBe(WHOLE_MAP_CENTRE);
  });
});
