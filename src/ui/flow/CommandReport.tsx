/**
 * The Command Phase report: after ending a phase opened a Command Phase, a card sums up what the
 * engine did by itself there — supply judged [11.23, 11.35], disruption recovery rolled [11.53],
 * leaders returned [19.4] — each group with its case link, through that phase until the player
 * dismisses it.
 */
import { useMemo } from 'react';
import { SIDE_LABEL } from '../labels';
import { RuleText } from '../rules/RuleText';
import { useGame } from '../storeContext';
import { currentCommandReport } from './commandReport';
import { useFlowScreen } from './flowScreen';
import './flow.css';

export function CommandReport() {
  const log = useGame((s) => s.game.log);
  const state = useGame((s) => s.game.current);
  const dismissed = useFlowScreen((s) => s.reportDismissed);
  const set = useFlowScreen((s) => s.set);
  const current = useMemo(() => currentCommandReport(log, state), [log, state]);
  if (!current || dismissed === current.entry) return null;
  const { entry, report } = current;
  return (
    <section className={`command-report side-${report.side}`} aria-labelledby="command-report-title" data-testid="command-report">
      <header>
        <h2 id="command-report-title">
          Command Phase report — {SIDE_LABEL[report.side]}, GT {report.turn}
        </h2>
        <button type="button" aria-label="Dismiss the Command Phase report" onClick={() => set({ reportDismissed: entry })}>
          ×
        </button>
      </header>
      <ul>
        {report.groups.map((group) => (
          <li key={group.title}>
            <strong>{group.title}</strong>
            {group.rule && (
              <>
                {' '}
                <RuleText text={`[${group.rule}]`} />
              </>
            )}
            : <RuleText text={group.names.join(', ')} />
          </li>
        ))}
      </ul>
    </section>
  );
}
