/**
 * The Players control in the turn bar: shows the play style and opens a small panel to change it,
 * the computer's automatic decisions for each side and the Undo setting during a game.
 */
import type { KeyboardEvent } from 'react';
import { SIDE_LABEL } from '../labels';
import { useFlowScreen } from './flowScreen';
import { PlayerSettingsFields } from './PlayerSettingsFields';
import { PLAY_STYLE_LABEL, settingsOf, useSession } from './sessionState';
import './flow.css';

export function PlayersControl() {
  const open = useFlowScreen((s) => s.playersOpen);
  const set = useFlowScreen((s) => s.set);
  const playStyle = useSession((s) => s.playStyle);
  const atScreen = useSession((s) => s.atScreen);
  const title = playStyle === 'hotSeat' && atScreen ? `Hot-seat; the ${SIDE_LABEL[atScreen]} player has the screen` : `${PLAY_STYLE_LABEL[playStyle]} play`;
  return (
    <span className="players-control">
      <button type="button" aria-expanded={open} onClick={() => set({ playersOpen: !open })} title={`${title}. Change the players' settings`} data-testid="players-button">
        Players: {PLAY_STYLE_LABEL[playStyle]}
      </button>
      {open && <PlayersPanel />}
    </span>
  );
}

function PlayersPanel() {
  const session = useSession();
  const close = () => useFlowScreen.getState().set({ playersOpen: false });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };
  return (
    <section className="flow-dialog players-panel" role="dialog" aria-labelledby="players-title" data-testid="players-panel" onKeyDown={onKeyDown}>
      <h2 id="players-title">Players</h2>
      <PlayerSettingsFields
        value={settingsOf(session)}
        onChange={(next) => {
          // Allowing Undo past a die roll in a hot-seat game under way needs the other player's word.
          const loosening = next.undo === 'anyTime' && session.undo === 'notPastDice';
          if (loosening && next.playStyle === 'hotSeat' && !window.confirm('Allow Undo past a die roll? Both players should agree: a roll taken back could be played again.')) return;
          session.setSettings(next);
        }}
        idPrefix="players"
      />
      <div className="dialog-buttons">
        <button type="button" autoFocus onClick={close}>
          Close
        </button>
      </div>
    </section>
  );
}
