/** The engine's last refusal or a file problem, in plain words, until dismissed. */
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
      </span>
      <button type="button" aria-label="Dismiss" onClick={() => store.getState().clearNotice()}>
        ×
      </button>
    </div>
  );
}
