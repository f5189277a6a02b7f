/**
 * The game's markers on the map (src/ui/overlays/markerHighlights.ts) and in the hex status line
 * (src/ui/HexStatus.tsx describeHex): blown bridges and bridges under repair [16.5–16.7] and
 * entrenchments [10.5], on the published map with its real bridge keys.
 */
import { describe, expect, it } from 'vitest';
import { bridgesAt, pairKey, type GameState, type HexId } from '../../src/rules';
import { bridgeMarkers, markerHighlights, MARKER_COLOURS } from '../../src/ui/overlays/markerHighlights';
import { describeHex } from '../../src/ui/hexDescription';
import { PREP_FRONT_LINE } from '../../src/scenarios/breakout/preparedness';
import { realWorld } from '../support/realWorld';

const map = realWorld().map;
const SON = pairKey('C0615', 'C0715')!;
const VEGHEL = pairKey('C2813', 'C2914')!;
const NONE = { blowOffered: true, repaired: false };
/** Another blowable bridge of the map, offered for demolition and still standing. */
const STANDING = map.bridges.find((b) => b.blowable && b.at !== SON && b.at !== VEGHEL)!;

/** The Son canal road bridge blown, the Veghel canal road bridge half rebuilt, three front-line hexes entrenched. */
function position(): Pick<GameState, 'bridges' | 'entrenchments'> {
  return {
    bridges: {
      [`${SON}/road`]: { condition: 'destroyed', ...NONE },
      [`${VEGHEL}/road`]: { condition: 'underRepair', ...NONE },
      // offered for demolition but still standing: no marker
      [`${STANDING.at}/${STANDING.kind}`]: { condition: 'intact', ...NONE },
    },
    entrenchments: PREP_FRONT_LINE.slice(0, 3) as HexId[],
  };
}

describe('map markers', () => {
  it('[16.5, 16.6] a down bridge is found on the map from its state key, with the hexes of both its ends', () => {
    const markers = bridgeMarkers(map, position().bridges);
    expect(markers.map((m) => [m.condition, m.hexes])).toEqual([
      ['destroyed', ['C0615', 'C0715']],
      ['underRepair', ['C2813', 'C2914']],
    ]);
    expect(markers[0]!.bridge).toBe(bridgesAt(map, SON).find((b) => b.kind === 'road'));
    expect(markers[0]!.bridge).toMatchObject({ over: 'canal', blowable: true });
  });

  it('[16.5, 16.6, 10.5] blown bridge ends crossed and labelled "blown", ends under repair ringed "repair", entrenched hexes ringed and labelled E', () => {
    const byHex = new Map(markerHighlights(map, position()).map((h) => [h.hex, h]));
    expect([...byHex.keys()].sort()).toEqual(['C0615', 'C0715', 'C2813', 'C2914', 'D0711', 'D0712', 'D0713']);
    for (const hex of ['C0615', 'C0715']) expect(byHex.get(hex as HexId)).toMatchObject({ tint: MARKER_COLOURS.blown, mark: 'cross', label: 'blown' });
    for (const hex of ['C2813', 'C2914']) expect(byHex.get(hex as HexId)).toMatchObject({ tint: MARKER_COLOURS.repair, mark: 'ring', markColor: MARKER_COLOURS.repairRing, label: 'repair' });
    for (const hex of ['D0711', 'D0712', 'D0713']) {
      expect(byHex.get(hex as HexId)).toMatchObject({ tint: MARKER_COLOURS.entrenched, mark: 'ring', markColor: MARKER_COLOURS.entrenchedRing, label: 'E', labelAt: 'bottom' });
    }
  });

  it('[10.5, 16.5] an entrenched end of a blown bridge carries both words; no markers, no highlights', () => {
    const both = markerHighlights(map, { bridges: position().bridges, entrenchments: ['C0715' as HexId] });
    expect(both.find((h) => h.hex === 'C0715')).toMatchObject({ label: 'E blown', mark: 'cross' });
    expect(markerHighlights(map, { bridges: {}, entrenchments: [] })).toEqual([]);
  });

  it('[16.5, 16.6, 10.5] the hex status line says which bridge is destroyed or under repair, and that a hex is entrenched', () => {
    const markers = { entrenched: false, blown: bridgeMarkers(map, position().bridges).filter((m) => m.condition === 'destroyed'), repair: [] };
    expect(describeHex(map, 'C0715' as HexId).join(' · ')).not.toMatch(/destroyed/);
    expect(describeHex(map, 'C0715' as HexId, markers).join(' · ')).toMatch(/road bridge over canal \(destroyed \[16\.5, 16\.7\]\)/);
    const repair = { entrenched: true, blown: [], repair: bridgeMarkers(map, position().bridges).filter((m) => m.condition === 'underRepair') };
    const words = describeHex(map, 'C2914' as HexId, repair).join(' · ');
    expect(words).toMatch(/road bridge over canal \(under repair \[16\.6\]\)/);
    expect(words).toMatch(/entrenchment \[10\.5\]/);
  });
});
