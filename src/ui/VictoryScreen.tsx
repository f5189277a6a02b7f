/**
 * The result of the game, shown over the board once it has ended [24.6]: the level reached, each
 * condition with met or not and why, and the casualties of both sides. It can be closed to look at
 * the final position.
 */
import { useState } from 'react';
import type { ConditionStatus } from '../rules/api';
import { SIDE_LABEL } from './labels';
import { useGame } from './storeContext';

const STATUS_TEXT: Record<ConditionStatus, string> = { met: 'Met', notMet: 'Not met', open: 'Open' };

export function VictoryScreen() {
  const ended = useGame((s) => s.game.current.ended);
  const seed = useGame((s) => s.game.initial.dice.seed);
  const [closedFor, setClosedFor] = useState<object | null>(null);
  if (!ended || closedFor === ended) return null;
  const report = ended.victory;
  return (
    <div className="victory-backdrop">
      <section className="victory-screen" role="dialog" aria-modal="true" aria-labelledby="victory-title" data-testid="victory-screen">
        <h2 id="victory-title" className={report?.result.winner ? `winner-${report.result.winner}` : undefined}>
          {report ? report.result.label : 'Game over'}
        </h2>
        <p className="victory-reason">
          {ended.reason} {report ? `${report.result.reason} [${report.rule}]` : 'This scenario has no victory conditions.'}
        </p>
        {report && (
          <>
            <h3>{report.name}</h3>
            <ul className="victory-conditions">
              {report.conditions.map((c) => (
                <li key={c.id} className={`status-${c.status} side-${c.side}`}>
                  <strong>
                    {STATUS_TEXT[c.status]} — {SIDE_LABEL[c.side]}: {c.label} [{c.rule}]
                  </strong>
                  <span>{c.reason}</span>
                </li>
              ))}
            </ul>
            <p className="victory-casualties">
              Casualty points: {SIDE_LABEL.allied} {report.casualties.allied}, {SIDE_LABEL.german} {report.casualties.german}
            </p>
          </>
        )}
        <p className="victory-seed" data-testid="victory-seed">
          Seed of the dice (now that the game is over, anyone may check the rolls): {seed}
        </p>
        <button type="button" onClick={() => setClosedFor(ended)} data-testid="victory-close">
          Close
        </button>
      </section>
    </div>
  );
}
