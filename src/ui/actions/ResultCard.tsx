/**
 * The latest fire or close-action resolution, from the last log entry's events: the roll, the
 * table cell read and the result, until the player closes it or gives another command.
 */
import { useGame } from '../storeContext';
import { useActionUi } from './actionState';
import { resolutionsIn } from './describe';
import { ExplanationView } from './ExplanationView';

export function ResultCard() {
  const log = useGame((s) => s.game.log);
  const dismissedAt = useActionUi((s) => s.dismissedAt);
  const set = useActionUi((s) => s.set);
  const last = log[log.length - 1];
  if (!last || log.length <= dismissedAt) return null;
  const resolutions = resolutionsIn(last.events);
  if (resolutions.length === 0) return null;
  return (
    <section className="result-card" data-testid="result-card" aria-label="Result">
      <button type="button" className="close" aria-label="Close the result" onClick={() => set({ dismissedAt: log.length })}>
        ×
      </button>
      {resolutions.map((r, i) => (
        <div key={i}>
          <h3>{r.title}</h3>
          <ExplanationView explanation={r.explanation} />
        </div>
      ))}
    </section>
  );
}
