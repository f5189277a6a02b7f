/**
 * What the player can do now from the screen, by phase: an open decision first [8.47], the last
 * fire or close-action result, then for the selected unit of the phasing side its moves and
 * assaults (Conditional Movement) or its shots (own fire phases); scenario 30's special
 * bombardments while they may be called [30.43].
 */
import { useEffect } from 'react';
import { phaseDefinition } from '../../rules/api';
import { SIDE_LABEL } from '../labels';
import { useGame } from '../storeContext';
import { useComputerStatus } from '../flow/computerStatus';
import { useSession } from '../flow/sessionState';
import { useActionUi } from './actionState';
import { BombardPanel } from './BombardPanel';
import { CloseActionPanel } from './CloseActionPanel';
import { DecisionCard } from './DecisionCard';
import { FirePanel } from './FirePanel';
import { MovePanel } from './MovePanel';
import { actionMode, phasingUnit } from './moves';
import { ResultCard } from './ResultCard';

/** Shift held down means "this unit alone" for the next step or assault; Alt, "select, do not move onto". */
function useShiftKey(): void {
  const set = useActionUi((s) => s.set);
  useEffect(() => {
    const update = (event: KeyboardEvent) => set({ shift: event.shiftKey, alt: event.altKey });
    const clear = () => set({ shift: false, alt: false });
    // A press carries the keys held at that moment, whatever key events the page missed.
    const press = (event: PointerEvent) => set({ shift: event.shiftKey, alt: event.altKey });
    window.addEventListener('pointerdown', press, true);
    window.addEventListener('keydown', update);
    window.addEventListener('keyup', update);
    window.addEventListener('blur', clear);
    return () => {
      window.removeEventListener('pointerdown', press, true);
      window.removeEventListener('keydown', update);
      window.removeEventListener('keyup', update);
      window.removeEventListener('blur', clear);
    };
  }, [set]);
}

export function ActionsPanel() {
  useShiftKey();
  return (
    <>
      <DecisionCard />
      <ResultCard />
      <ActionBar />
    </>
  );
}

export function ActionBar() {
  const state = useGame((s) => s.game.current);
  const selectedUnitId = useGame((s) => s.ui.selectedUnitId);
  const seats = useSession((s) => s.seats);
  const computerStopped = useComputerStatus((s) => s.stopped !== null);
  const mode = actionMode(state);
  if (!mode) return null;
  const phasing = phaseDefinition(state.phase).phasing;
  const unit = phasingUnit(state, selectedUnitId);
  // The computer plays this phase: the person watches (the store refuses commands for its side).
  const computerPlays = phasing !== null && seats[phasing] === 'computer' && !computerStopped && !state.ended;
  if (computerPlays) {
    return (
      <section className={`action-bar side-${phasing}`} data-testid="action-bar" aria-label="Actions">
        <p className="hint">The computer plays the {SIDE_LABEL[phasing]} side in this phase; its moves and their reasons appear in the log.</p>
      </section>
    );
  }
  return (
    <section className={`action-bar side-${phasing ?? 'none'}`} data-testid="action-bar" aria-label="Actions">
      <BombardPanel />
      {!unit ? (
        <p className="hint">
          {phasing ? `${SIDE_LABEL[phasing]} player: ` : ''}
          {mode === 'move' ? 'click one of your counters, then a hex next to it to move, or an enemy next to it to assault.' : 'click one of your counters to see what it can fire at.'}
        </p>
      ) : mode === 'move' ? (
        <>
          <MovePanel unit={unit} />
          <CloseActionPanel unit={unit} />
        </>
      ) : (
        <FirePanel firer={unit} />
      )}
    </section>
  );
}
