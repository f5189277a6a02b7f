/** Every command and what it did, newest last, dice included. */
import { useEffect, useRef } from 'react';
import { phaseDefinition } from '../rules';
import { describeCommand } from '../store';
import { formatEvent } from './formatEvent';
import { RuleText } from './rules/RuleText';
import { useGame } from './storeContext';

export function LogPanel() {
  const log = useGame((s) => s.game.log);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [log.length]);
  return (
    <section className="log" data-testid="log">
      <h2>Log</h2>
      {log.length === 0 && <p className="hint">Nothing has happened yet.</p>}
      <ol>
        {log.map((entry, i) => (
          <li key={i}>
            <span className="when">
              GT {entry.turn} · {phaseDefinition(entry.phase).name}: {describeCommand(entry.command)}
            </span>
            <ul>
              {entry.events.map((event, j) => (
                <li key={j} className={`event-${event.type}`}>
                  <RuleText text={formatEvent(event)} />
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
    </section>
  );
}
