/** The app entry: one store, the saved game if there is one, the screen. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createGame } from './rules';
import { FOUNDATION_DEMO } from './scenarios/foundationDemo';
import { createGameStore, createIndexedDbAutosave, createMemoryAutosave } from './store';
import { App } from './ui/App';
import { StoreProvider } from './ui/storeContext';
import './ui/styles.css';

const storage = typeof indexedDB === 'undefined' ? createMemoryAutosave() : createIndexedDbAutosave();
const store = createGameStore({ storage, initial: createGame(FOUNDATION_DEMO) });
// A game in progress in this browser is picked up where it was left; a damaged one is reported
// and left in storage untouched.
void store.getState().restoreAutosave();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreProvider store={store}>
      <App />
    </StoreProvider>
  </StrictMode>,
);
