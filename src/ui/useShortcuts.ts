/**
 * Game-wide keys: Ctrl+Z undo (unless the game's Undo setting keeps it from going past a die roll),
 * Ctrl+Y / Ctrl+Shift+Z redo, E ends the phase through the End phase summary, Escape clears the
 * selection (an open panel or dialog takes Escape first and closes: escapeLayers.ts). Nothing while the hot-seat cover or a play-flow dialog is up, or a loaded file is being checked.
 */
import { useEffect } from 'react';
import { requestEndPhase } from './flow/endPhaseFlow';
import { useFlowScreen } from './flow/flowScreen';
import { loadCheckHold } from './flow/LoadCheckCover';
import { undoBlockedReason } from './flow/undoGuard';
import { useGameStoreApi, useWorld } from './storeContext';

export function useShortcuts(): void {
  const store = useGameStoreApi();
  const world = useWorld();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')) return;
      const flow = useFlowScreen.getState();
      if (flow.coverUp || flow.newGameOpen) return;
      const s = store.getState();
      if (loadCheckHold(s)) return; // a loaded file still being checked: nothing to play yet
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.key.toLowerCase() === 'z' && !event.shiftKey) {
        const blocked = undoBlockedReason(s.game.log, s.game.undoRule, s.undoCutNow() ?? undefined);
        if (!blocked) s.undo();
        else
          store.setState((draft) => {
            draft.ui.notice = { kind: 'info', text: blocked };
          });
        event.preventDefault();
      } else if (mod && (event.key.toLowerCase() === 'y' || (event.key.toLowerCase() === 'z' && event.shiftKey))) {
        s.redo();
        event.preventDefault();
      } else if (!mod && !event.altKey && event.key.toLowerCase() === 'e') {
        requestEndPhase(store, world);
        event.preventDefault();
      } else if (event.key === 'Escape') {
        s.selectUnit(null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, world]);
}
