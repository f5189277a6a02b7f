// The game's own sources loaded in Node through Vite's module loader, for building save files and
// positions at test or benchmark time (so they always match the engine under test).
import { readFileSync } from 'node:fs';
import { createServer } from 'vite';

/**
 * Run `use` with the engine, the scenario registry, the save-file functions and the real map's
 * World; `load(path)` loads any other source module. The loader is closed afterwards.
 */
export async function withEngine(use) {
  const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: 'custom', logLevel: 'warn', optimizeDeps: { noDiscovery: true } });
  try {
    const load = (path) => vite.ssrLoadModule(path);
    const rules = await load('/src/rules/index.ts');
    const { scenarioById, DEFAULT_SCENARIO_ID } = await load('/src/scenarios/index.ts');
    const { newScenarioGame } = await load('/src/scenarios/newGame.ts');
    const { serializeSave, parseSave } = await load('/src/store/saveFile.ts');
    const parsed = rules.parseMapData(JSON.parse(readFileSync('public/maps/map.json', 'utf8')));
    if (!parsed.ok) throw new Error(`map: ${parsed.message}`);
    const world = rules.createWorld(parsed.map);
    const hellsHighway = scenarioById(DEFAULT_SCENARIO_ID);
    return await use({ rules, world, hellsHighway, newScenarioGame, serializeSave, parseSave, load });
  } finally {
    await vite.close();
  }
}
