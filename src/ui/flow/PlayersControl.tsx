/**
 * The Players control in the turn bar: shows the play style and opens a small panel to change it,
 * the computer's automatic decisions for each side and the Undo setting during a game (the game's
 * own, kept by the store: in a hot-seat game it was agreed at the start and is never loosened once
 * dice have rolled).
 */
import { SIDE_LABEL } from '../labels';
import { useGame, useGameStoreApi } from '../storeContext';
import { useFlowScreen } from './flowScreen';
import { PlayerSettingsFields } from './PlayerSettingsFields';
import { PLAY_STYLE_LABEL, settingsOf, useSession } from './sessionState';
import { useEscapeLayer } from '../escapeLayers';
import './flow.css';

function closePlayers(): void {
  useFlowScreen.getState().set({ playersOpen: false });
}

export function PlayersControl() {
  const open = useFlowScreen((s) => s.playersOpen);
  const set = useFlowScreen((s) => s.set);
  useEscapeLayer(open, closePlayers, 'popover');
  const playStyle = useSession((s) => s.playStyle);
  const atScreen = useSession((s) => s.atScreen);
  const seats = useSession((s) => s.seats);
  // A side the computer plays is named on the button, so "Solo" does not read as "I play both".
  const computerSides = (['allied', 'german'] as const).filter((side) => seats[side] === 'computer').map((side) => SIDE_LABEL[side]);
  const computer = computerSides.length === 2 ? ', computer both' : computerSides.length === 1 ? ` vs computer` : '';
  const computerTitle = computerSides.length > 0 ? `; the computer plays ${computerSides.join(' and ')}` : '';
  const title = playStyle === 'hotSeat' && atScreen ? `Hot-seat; the ${SIDE_LABEL[atScreen]} player has the screen` : `${PLAY_STYLE_LABEL[playStyle]} play`;
  return (
    <span className="players-control">
      <button type="button" aria-expanded={open} onClick={() => set({ playersOpen: !open })} title={`${title}${computerTitle}. Change the players' settings`} data-testid="players-button">
        Players: {PLAY_STYLE_LABEL[playStyle]}
        {computer}
      </button>
      {open && <PlayersPanel />}
    </span>
  );
}

function PlayersPanel() {
  const session = useSession();
  const store = useGameStoreApi();
  const undoRule = useGame((s) => s.game.undoRule);
  const undoFixed = useGame((s) => s.game.undoRuleFixed);
  return (
    <section className="flow-dialog players-panel" role="dialog" aria-labelledby="players-title" data-testid="players-panel">
      <h2 id="players-title">Players</h2>
      <PlayerSettingsFields
        value={{ ...settingsOf(session), undo: undoRule }}
        onChange={(next) => {
          // The game's Undo setting lives in the store, which refuses to loosen one the hot-seat
          // players agreed on once dice have rolled (its notice says so); the rest changes freely.
          const result = store.getState().setUndoRule(next.undo, { fixed: next.playStyle === 'hotSeat' });
          session.setSettings(result.ok ? next : { ...next, undo: store.getState().game.undoRule });
        }}
        idPrefix="players"
      />
      {undoFixed && <p className="hint">Undo was agreed by both players in this hot-seat game: it can be made stricter, but not looser once dice have rolled.</p>}
      <div className="dialog-buttons">
        <button type="button" autoFocus onClick={closePlayers}>
          Close
        </button>
      </div>
    </section>
  );
}
