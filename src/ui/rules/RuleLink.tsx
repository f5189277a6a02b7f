/** A case id that opens the project's summary of that case in the rules panel. */
import type { ReactNode } from 'react';
import { openRule } from './rulesPanelState';
import { useRulesIndex } from './useRulesIndex';

export function RuleLink({ rule, children }: { rule: string; children?: ReactNode }) {
  const index = useRulesIndex();
  const text = children ?? rule;
  // Plain text until the index has loaded (a moment after the first link is drawn).
  if (!index) return <span className="rule-ref">{text}</span>;
  const entry = index.findRule(rule);
  if (!entry) {
    return (
      <span className="rule-ref unknown" title={`Case ${rule} (not in the rules index)`}>
        {text}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="rule-link"
      data-rule={entry.id}
      aria-label={`Rule ${rule}`}
      title={`${entry.label}: ${entry.title}`}
      onClick={(event) => {
        event.stopPropagation();
        openRule(entry.id);
      }}
    >
      {text}
    </button>
  );
}
