/** A case id that opens the project's summary of that case in the rules panel. */
import type { ReactNode } from 'react';
import { findRule } from './rulesIndex';
import { openRule } from './rulesPanelState';

export function RuleLink({ rule, children }: { rule: string; children?: ReactNode }) {
  const entry = findRule(rule);
  const text = children ?? rule;
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
