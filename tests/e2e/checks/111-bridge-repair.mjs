// A bridge under repair on the map [16.6]: Joe's Bridge, the canal road bridge D0719–D0818 of
// scenario 30, blown and half rebuilt, with the XXX Corps bridge engineers B1/RE/30 at work at its
// north end (either end will do), as play opens after the computer's set-up. No shipped scenario has bridge engineers on the map yet (display z is
// in none) and the sandbox cannot change a bridge, so the position is made here with the engine and
// loaded as a sandbox game: both ends of the bridge are shaded yellow, ringed and labelled `repair`,
// and the hex bar says the bridge is under repair.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { withEngine } from '../engine.mjs';
import { nextFrames, openGame } from '../support.mjs';

/** Scenario 30 as play opens (the start-line bridges spared), with Joe's Bridge under repair by B1/RE/30. */
async function repairSave() {
  return withEngine(async ({ world, rules, newScenarioGame, serializeSave, load }) => {
    const { scenarioById } = await load('/src/scenarios/index.ts');
    const { counterCatalogue } = await load('/src/scenarios/oob/catalogue.ts');
    const { toUnit } = await load('/src/scenarios/oob/toUnits.ts');
    const { withUnit } = await load('/src/rules/state/unitBuckets.ts');
    const { toFormation } = await load('/src/scenarios/oob/toFormations.ts');
    let game = newScenarioGame(scenarioById('breakout'), world, { seed: 'repair-e2e', autoDeploy: true });
    // [30.47] the German leaves the start-line bridges standing as play opens
    while (game.pending?.bridge) game = rules.apply(game, { type: 'spareBridge', bridge: game.pending.bridge }, world).state;
    const spec = counterCatalogue().oob.counters.find((c) => c.id === 'uk-re30-b1');
    assert.equal(spec?.type, 'bridgeEngineer', 'B1/RE/30 is a bridge engineer of the catalogue');
    const bridge = `${rules.pairKey('D0719', 'D0818')}/road`;
    assert.ok(rules.bridgesAt(world.map, rules.pairKey('D0719', 'D0818')).some((b) => b.kind === 'road'), 'Joe\'s Bridge is on the map');
    const below = rules.unitsInHex(game, 'D0818').length;
    let state = withUnit(game, { ...toUnit(spec, { hex: 'D0818' }), stackIndex: below });
    // its chain of command: RE/30 under XXX Corps [17.0], their HQs off the map
    const formations = { ...state.formations };
    for (let id = spec.formationId; id && !formations[id]; ) {
      const f = counterCatalogue().oob.formations.find((x) => x.id === id);
      formations[id] = toFormation(f);
      const hq = f.hqCounterId && counterCatalogue().oob.counters.find((c) => c.id === f.hqCounterId);
      if (hq && !rules.hasUnit(state, hq.id)) state = withUnit(state, { ...toUnit(hq, { hex: null }), stackIndex: 0 });
      id = f.parentId;
    }
    state = {
      ...state,
      formations,
      // [16.6] one complete turn of work done: the bridge is under repair, a second turn restores it
      bridges: { ...state.bridges, [bridge]: { condition: 'underRepair', blowOffered: true, repaired: false } },
      works: [...state.works, { kind: 'repair', unitIds: ['uk-re30-b1'], hex: 'D0818', bridge, turns: 1, strength: spec.strength, startedTurn: state.turn - 1, startedPhase: 1 }],
    };
    const text = serializeSave({ initial: state, origin: 'sandbox', commands: [], state, compact: true });
    const parsed = await load('/src/store/saveFile.ts').then((m) => m.parseSave(text, world));
    assert.ok(parsed.ok, parsed.ok ? '' : parsed.message);
    return text;
  });
}

export const checks = [
  {
    name: '[16.6] a bridge under repair: both ends ringed on yellow and labelled repair, and the hex bar says under repair',
    async run({ page, url, shot }) {
      const text = await repairSave();
      await openGame(page, url);
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByTestId('load-input').setInputFiles({ name: 'joes-bridge-repair.json', mimeType: 'application/json', buffer: Buffer.from(text) });
      await page.waitForFunction(() => (window.__board?.highlightCount('markers') ?? 0) >= 2, undefined, { timeout: 60000 });
      await page.evaluate(() => window.__board.centerOn('D0818', 2));
      await nextFrames(page);
      const point = await page.evaluate(() => window.__board.screenPointOfHex('D0719'));
      await page.mouse.move(point.x, point.y, { steps: 3 });
      await page.waitForFunction(() => /road bridge over canal \(under repair \[16\.6\]\)/.test(document.querySelector('[data-testid=hex-status]')?.textContent ?? ''));
      await shot('111-bridge-under-repair');
      // the engineers' end: the same words, and the engineers named among its units
      const end = await page.evaluate(() => window.__board.screenPointOfHex('D0818'));
      await page.mouse.move(end.x, end.y, { steps: 3 });
      await page.waitForFunction(() => /under repair \[16\.6\]/.test(document.querySelector('[data-testid=hex-status]')?.textContent ?? ''));
      assert.match(await page.getByTestId('hex-status').textContent(), /B1\/RE\/30/);
      await shot('111-bridge-repair-engineers');
    },
  },
];
