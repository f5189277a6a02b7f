// npm run maps: rebuilds public/maps/map.json from the authoring sources in maps/ (docs/maps.md),
// and docs/settlements.md, the report of the settlements placed and left out.
// Fails with a clear message when a source is invalid. The build shares the engine's hex grid
// (TypeScript), so it is loaded through Vite's module runner.
import { mkdirSync, writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const { module: build } = await runnerImport('./scripts/map/build.mjs', { logLevel: 'warn', configFile: false });
const { MapSourceError, buildMap } = build;

try {
  const { map, warnings, report } = buildMap('maps');
  for (const w of warnings) console.warn(`warning: ${w}`);
  mkdirSync('public/maps', { recursive: true });
  writeFileSync('public/maps/map.json', JSON.stringify(map) + '\n');
  writeFileSync('docs/settlements.md', report);
  console.log(
    `public/maps/map.json: ${Object.keys(map.terrain).length} non-${map.defaultTerrain} hexes, ${Object.keys(map.hexsides).length} hexsides, ` +
      `${Object.keys(map.links).length} links, ${map.bridges.length} bridges, ${map.ferries.length} ferries, ${map.places.length} places`,
  );
} catch (e) {
  if (e instanceof MapSourceError) {
    console.error(`npm run maps: invalid map source: ${e.message}`);
    process.exit(1);
  }
  throw e;
}
