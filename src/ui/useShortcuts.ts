/** Game-wide keys: Ctrl+Z undo, Ctrl+Y / Ctrl+Shift+Z redo, Escape clears the selection. */
import { useEffect } from 'react';
import { useGameStoreApi } from './storeContext';

export function useShortcuts(): void {
  const store = useGameStoreApi();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return;
      const s = store.getState();
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.key.toLowerCase() === 'z' && !event.shiftKey) {
        s.undo();
        event.preventDefault();
      } else if (mod && (event.key.toLowerCase() === 'y' || (event.key.toLowerCase() === 'z' && event.shiftKey))) {
        s.redo();
        event.preventDefault();
      } else if (event.key === 'Escape') {
        s.selectUnit(null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
