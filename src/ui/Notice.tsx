/**
 * The engine's last refusal or a file problem, in plain words, until dismissed. A refused file's
 * technical particulars (the path into the file, the move, the ids) wait behind "Details".
 */
import { RuleText } from './rules/RuleText';
import { useGame, useGameStoreApi } from './storeContext';

export function Notice() {
  const notice = useGame((s) => s.ui.notice);
  const store = useGameStoreApi();
  if (!notice) return null;
  return (
    <div className={`notice notice-${notice.kind}`} role="alert" data-testid="notice">
      <span>
        <RuleText text={notice.text} />
        {notice.detail && (
          // keyed by the detail: a new refusal opens folded, whatever the last one was left as
          <details key={notice.detail} className="notice-detail" data-testid="notice-detail">
            <summary>Details</summary>
            <p>{notice.detail}</p>
          </details>
        )}
      </span>
      <button type="button" aria-label="Dismiss" onClick={() => store.getState().clearNotice()}>
        ×
      </button>
    </div>
  );
}
