/**
 * The app entry: load the map, build the world the rules read, make the one store (picking up
 * the saved game if there is one), show the screen (through the sandbox host, which can swap in a
 * copy of the position to try things on). Without a valid map nothing can be judged,
 * so a map that fails to load is reported instead of a half-working game.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWorld, parseMapData } from './rules';
import { DEFAULT_SCENARIO_ID, scenarioById } from './scenarios';
import { newScenarioGame } from './scenarios/newGame';
import { createGameStore, createIndexedDbAutosave, createMemoryAutosave, freshSeed, restoreAtStartup } from './store';
import { App } from './ui/App';
import { SandboxHost } from './ui/sandbox/SandboxHost';
import { useSession } from './ui/flow/sessionState';
import { welcomeAtStartup } from './ui/welcome/welcomeState';
import './ui/styles.css';

const root = createRoot(document.getElementById('root')!);

async function loadMap() {
  const response = await fetch('maps/map.json');
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  return parseMapData(await response.json());
}

async function start(): Promise<void> {
  const parsed = await loadMap();
  if (!parsed.ok) throw new Error(parsed.message);
  const world = createWorld(parsed.map);
  const storage = typeof indexedDB === 'undefined' ? createMemoryAutosave() : createIndexedDbAutosave();
  // Hell's Highway [24.0], opening in the set-up [24.2]: the players place their units (or let the
  // computer place them) from the set-up panel. The seed is fresh, so nobody can know the dice.
  const initial = newScenarioGame(scenarioById(DEFAULT_SCENARIO_ID)!, world, { seed: freshSeed(DEFAULT_SCENARIO_ID) });
  // The Undo setting of the players' last choice; a restored game brings its own.
  const session = useSession.getState();
  // A loaded or restored game opens at once; its moves are replayed to check it in idle time (issue 22).
  const store = createGameStore({ storage, world, initial, undoRule: session.undo, undoRuleFixed: session.playStyle === 'hotSeat', loadCheck: 'inIdleTime' });
  root.render(<p className="loading">Looking for a game in progress in this browser…</p>);
  // A game in progress in this browser is picked up where it was left, before the screen lets
  // anyone move (so nothing is written over it while it is read); a refused one is kept aside and
  // reported (the store sets the notice), never overwritten.
  const restored = await restoreAtStartup(store);
  // A first visit (nothing autosaved) opens on the welcome card; a game picked up never does.
  welcomeAtStartup(restored.status);
  root.render(
    <StrictMode>
      <SandboxHost store={store} world={world}>
        <App />
      </SandboxHost>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  root.render(<p className="fatal">The game could not start: {error instanceof Error ? error.message : String(error)}</p>);
});
