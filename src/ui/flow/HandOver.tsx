/**
 * Hot-seat hand-over: when the side that must act now (src/ui/flow/whoActs.ts) is not the side at
 * the screen, an opaque cover over the whole window names the player to take the screen and why,
 * and hides the map and every panel (so the other side's pending choices stay unseen) until that
 * player says he is there. Not used in solo play.
 */
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { SIDE_LABEL } from '../labels';
import { useGame } from '../storeContext';
import { useFlowScreen } from './flowScreen';
import { useSession } from './sessionState';
import { useComputerAnswers } from './useAutoAnswers';
import { mustAct } from './whoActs';
import './flow.css';

export function HandOver() {
  const playStyle = useSession((s) => s.playStyle);
  const atScreen = useSession((s) => s.atScreen);
  const handOverTo = useSession((s) => s.handOverTo);
  const state = useGame((s) => s.game.current);
  const computerAnswers = useComputerAnswers();
  const seats = useSession((s) => s.seats);
  const acting = playStyle === 'hotSeat' ? mustAct(state, computerAnswers) : null;
  // The computer player's side needs nobody at the screen.
  const need = acting && seats[acting.side] === 'person' ? acting : null;
  const show = need !== null && need.side !== atScreen;

  useEffect(() => {
    // Everything behind the cover is out of reach of the mouse, the keyboard and screen readers.
    const app = document.querySelector<HTMLElement>('.app');
    if (app) app.inert = show;
    useFlowScreen.getState().set({ coverUp: show });
    return () => {
      if (app) app.inert = false;
    };
  }, [show]);

  if (!need || !show) return null;
  const player = `${SIDE_LABEL[need.side]} player`;
  return createPortal(
    <div className={`handover-cover side-${need.side}`} role="dialog" aria-modal="true" aria-labelledby="handover-title" data-testid="handover">
      <div className="handover-box">
        <h1 id="handover-title">Hand the screen to the {player}</h1>
        <p className="handover-why">
          Needed for {need.why}.
        </p>
        <p className="handover-note">The map and the panels stay hidden until the {player} is at the screen.</p>
        <button type="button" autoFocus onClick={() => handOverTo(need.side)} data-testid="handover-continue">
          I am the {player} — continue
        </button>
      </div>
    </div>,
    document.body,
  );
}
