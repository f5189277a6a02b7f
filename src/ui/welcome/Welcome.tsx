/**
 * The welcome card of a first visit (and of the Help button): what the game is, the three ways in
 * (a new game, a saved file, the rules index) and how a turn is played on this screen. Escape, a
 * click outside or "Start" closes it; it says what is behind it (a set-up ready to begin, or the game
 * in progress when Help opens it).
 */
import { useEffect, useRef } from 'react';
import { useFlowScreen } from '../flow/flowScreen';
import { openRulesIndex } from '../rules/rulesPanelState';
import { closeWelcome, openWelcome, useWelcome } from './welcomeState';
import { useGame } from '../storeContext';
import { scenarioById } from '../../scenarios';
import { useEscapeLayer } from '../escapeLayers';
import './welcome.css';

/** The turn bar's Load… opens the file picker of its hidden file input; the welcome uses the same one. */
function pickSaveFile(): void {
  document.querySelector<HTMLInputElement>('[data-testid=load-input]')?.click();
}

export function Welcome() {
  const open = useWelcome((s) => s.open);
  const game = useGame((s) => s.game);
  const startRef = useRef<HTMLButtonElement>(null);
  useEscapeLayer(open, closeWelcome, 'modal');
  useEffect(() => {
    if (open) startRef.current?.focus();
  }, [open]);
  if (!open) return null;
  // What the card covers: the game as it stands (Help during a game), or a set-up waiting to begin.
  const name = scenarioById(game.current.scenarioId)?.name ?? 'a game';
  const played = game.log.length > 0 || !game.current.deployment;
  const behind = played ? `Behind this card: your game of ${name}, Game-Turn ${game.current.turn}.` : `Behind this card: ${name}, ready for its set-up.`;
  const then = (action: () => void) => () => {
    closeWelcome();
    action();
  };
  return (
    <div className="welcome-backdrop" onClick={closeWelcome}>
      <div className="welcome" role="dialog" aria-modal="true" aria-labelledby="welcome-title" data-testid="welcome" onClick={(e) => e.stopPropagation()}>
        <h2 id="welcome-title">Highway to the Reich</h2>
        <p>
          September 1944, Operation Market-Garden at company scale: Allied airborne divisions land to seize the bridges on the road to Arnhem while XXX Corps
          fights up that road to join them, and the Germans try to stop both.
        </p>
        <p>This is SPI&apos;s 1977 board game on a screen that keeps the books: it moves the counters, rolls the dice and names the rule case behind every result.</p>
        <div className="welcome-buttons">
          <button type="button" className="primary" data-testid="welcome-new-game" onClick={then(() => useFlowScreen.getState().set({ newGameOpen: true }))}>
            New game…
          </button>
          <button type="button" data-testid="welcome-load" onClick={then(pickSaveFile)}>
            Load…
          </button>
          <button type="button" data-testid="welcome-rules" onClick={then(openRulesIndex)}>
            Rules index
          </button>
        </div>
        <h3>How to play</h3>
        <ul>
          <li>The bar at the top names the turn and the phase: each phase lets one side move, fire or reorganize. <em>What now?</em> at the top of the side panel says what this phase is for.</li>
          <li>Click one of your counters to select it: the panel shows what it is and what it may do; click a hex to move or fire there.</li>
          <li>When you are done with a phase, press <strong>End phase</strong>. Every case number such as [8.0] opens its summary.</li>
        </ul>
        <p className="welcome-foot">
          {behind}{' '}
          <button type="button" ref={startRef} data-testid="welcome-close" onClick={closeWelcome}>
            {played ? 'Back to the game' : 'Start'}
          </button>
        </p>
      </div>
    </div>
  );
}

/** The button (in the tool strip under the map) that brings the welcome back. */
export function HelpButton() {
  return (
    <button type="button" className="help-button" data-testid="help-button" title="What this game is, how to start and how to play" onClick={openWelcome}>
      Help
    </button>
  );
}
