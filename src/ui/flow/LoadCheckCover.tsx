/**
 * While a loaded file's moves are replayed to check them (the store's `ui.loadCheck`), the position
 * on the screen is the file's own and not yet confirmed: a cover dims the map and the side panel,
 * takes their clicks, and says how far the check has come ("Checking the file's moves… 42%"). End
 * phase and the keys wait too (`loadCheckHold`). A file that fails the check puts the game before it
 * back (the store's notice says why); one that passes opens for play.
 */
import { useGame } from '../storeContext';
import type { GameStoreState } from '../../store';

/** Why play waits now (the tooltip of End phase), or null when no loaded file is being checked. */
export function loadCheckHold(s: Pick<GameStoreState, 'ui'>): string | null {
  return s.ui.loadCheck ? "Play waits until the loaded file's moves are checked." : null;
}

/** The share of the check done, in whole percent (never 100 before the end). */
export function checkPercent(check: { done: number; total: number }): number {
  return check.total === 0 ? 0 : Math.min(99, Math.floor((100 * check.done) / check.total));
}

export function LoadCheckCover() {
  const check = useGame((s) => s.ui.loadCheck);
  if (!check) return null;
  const percent = checkPercent(check);
  return (
    <div className="load-check-cover" data-testid="load-check-cover" role="status" aria-live="polite">
      <div className="load-check-box">
        <h2 data-testid="load-check-progress">Checking the file&rsquo;s moves… {percent}%</h2>
        <progress max={check.total} value={check.done} />
        <p>
          {check.done.toLocaleString('en-GB')} of {check.total.toLocaleString('en-GB')} moves replayed. The position behind this cover is the file&rsquo;s own and not
          yet confirmed: nothing can be played until every move has been replayed and gives exactly this position.
        </p>
      </div>
    </div>
  );
}
