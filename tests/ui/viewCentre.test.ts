// The view of a new game opens on its scenario's counters, inside its play area [24.1, 30.1]
// (src/ui/map/viewCentre.ts).
import { describe, expect, it } from 'vitest';
import { createGame, hexDistance, parseHexId } from '../../src/rules';
import { insidePlayArea, playAreaCentre } from '../../src/rules/api';
import { SCENARIOS } from '../../src/scenarios';
import { openingHexes, viewCentre, WHOLE_MAP_CENTRE } from '../../src/ui/map/viewCentre';
import { allUnits, unitById } from '../../src/rules/state/unitBuckets';

const scenario = (pick: (entry: (typeof SCENARIOS)[number]) => boolean) => createGame(SCENARIOS.find(pick)!.setup('v'));

describe('the view centre of a new game', () => {
  it('[24.1, 24.2] every listed scenario opens inside its play area, on one of its set-up zones', () => {
    for (const entry of SCENARIOS) {
      const state = createGame(entry.setup('v'));
      const centre = viewCentre(state.playArea, openingHexes(state));
      expect(insidePlayArea(state.playArea, centre), entry.id).toBe(true);
      if (state.playArea?.centre) expect(centre, entry.id).toBe(state.playArea.centre);
      else expect(state.deployment?.zones.some((zone) => zone.center === centre), entry.id).toBe(true);
    }
  });

  it('[24.1] once the units are set up, the view opens on a hex holding one of them', () => {
    const state = structuredClone(scenario((s) => s.rule === '24.0'));
    for (const zone of state.deployment!.zones) for (const id of zone.unitIds) unitById(state, id)!.hex = zone.center;
    state.deployment = null;
    const centre = viewCentre(state.playArea, openingHexes(state));
    expect(allUnits(state).some((unit) => unit.hex === centre)).toBe(true);
  });

  it('[30.1] scenario 30 opens on Map D, among the counters on both sides of the start line', () => {
    const state = scenario((s) => s.id === 'breakout');
    const hexes = openingHexes(state).filter((hex): hex is NonNullable<typeof hex> => hex !== null && insidePlayArea(state.playArea, hex));
    const centre = viewCentre(state.playArea, hexes);
    expect(centre[0]).toBe('D');
    // The counters' middle, not the empty half of the map: a fresh player's complaint was an empty first screen.
    const middle = {
      row: Math.round(hexes.reduce((sum, hex) => sum + parseHexId(hex)!.row, 0) / hexes.length),
      col: Math.round(hexes.reduce((sum, hex) => sum + parseHexId(hex)!.col, 0) / hexes.length),
    };
    for (const hex of hexes) expect(hexDistance(parseHexId(centre)!, middle)).toBeLessThanOrEqual(hexDistance(parseHexId(hex)!, middle));
  });

  it('[24.1] counters outside the play area do not pull the view off it', () => {
    const state = scenario((s) => s.rule === '24.0');
    const inside = openingHexes(state);
    expect(viewCentre(state.playArea, [...inside, 'A0101', 'A0101', 'A0101'])).toBe(viewCentre(state.playArea, inside));
  });

  it('[24.1] with no counter on the map yet the view opens in the middle of the play area', () => {
    const state = scenario((s) => s.rule === '24.0');
    expect(viewCentre(state.playArea, [])).toBe(playAreaCentre(state.playArea));
    expect(viewCentre(state.playArea, [null])).toBe(playAreaCentre(state.playArea));
  });

  it('a game with no play area and no counters (the whole map) opens on the middle of the four maps', () => {
    expect(playAreaCentre(null)).toBeNull();
    expect(viewCentre(null)).toBe(WHOLE_MAP_CENTRE);
  });
});
