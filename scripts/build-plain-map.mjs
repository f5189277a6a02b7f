// Writes public/maps/map.json: the stitched grid in plain terrain with the main places of the
// corridor at the hexes MAP-ANCHORS fits to them. A placeholder until the maps issue authors the
// real terrain (`npm run maps`).
import { writeFileSync, mkdirSync } from 'node:fs';

const PLACES = [
  // [name, hex, kind] — hexes from MAP-ANCHORS §3/§4 (rule hexes where the rules name the place).
  ['Arnhem', 'A2332', 'city'],
  ['Oosterbeek', 'A2024', 'village'],
  ['Elst', 'A0729', 'village'],
  ['Nijmegen', 'B3135', 'city'],
  ['Groesbeek', 'B2046', 'village'],
  ['Grave', 'B0826', 'town'],
  ['Schaijk', 'B0116', 'village'],
  ['Uden', 'C4319', 'town'],
  ['Veghel', 'C3013', 'town'],
  ['St-Oedenrode', 'C1608', 'town'],
  ['Zon', 'C0715', 'village'],
  ['Schijndel', 'C2702', 'town'],
  ['Gemert', 'C2534', 'town'],
  ['Helmond', 'C0834', 'town'],
  ['Eindhoven', 'D5218', 'city'],
  ['Valkenswaard', 'D3321', 'town'],
  ['Lommel', 'D0312', 'town'],
];

const terrain = {};
for (const [, hex, kind] of PLACES) terrain[hex] = kind === 'city' ? 'city' : 'town';

const map = {
  format: 'httr-map',
  version: 1,
  source: 'Placeholder: plain terrain with the main towns at the hexes fitted in MAP-ANCHORS; the authored map replaces it.',
  defaultTerrain: 'clear',
  terrain,
  places: PLACES.map(([name, hex, kind]) => ({ name, hex, kind })),
};

mkdirSync('public/maps', { recursive: true });
writeFileSync('public/maps/map.json', JSON.stringify(map, null, 1) + '\n');
console.log(`public/maps/map.json: ${PLACES.length} places`);
