/**
 * The game at a glance, beside the map: the turn record track (every Game-Turn of the scenario with
 * its hours, day or night, and how many units each side receives then [3.6, 22.0], the weather now
 * [14.1]), the victory
 * conditions of the chosen set with where each stands now and the result they give so far [24.6],
 * the eliminated-units box with each side's losses in strength points, and, where the scenario
 * opens map edges, the units that have left the map [30.51, 30.52]. Everything is read from
 * the engine (turnInfo, arrivalsByTurn, evaluateVictory); nothing is decided here.
 */
import { useMemo } from 'react';
import { arrivalsByTurn, describeTurn, evaluateVictory, turnInfo, type ConditionStatus, type GameState, type Side, type Unit, type VictoryReport } from '../../rules/api';
import { SIDE_LABEL } from '../labels';
import { RuleText } from '../rules/RuleText';
import { useGame, useWorld } from '../storeContext';
import { allUnits } from '../../rules/api';

const STATUS_TEXT: Record<ConditionStatus, string> = { met: 'Met', notMet: 'Not met', open: 'Open' };
const SIDES: readonly Side[] = ['allied', 'german'];

export function GameStatusPanel() {
  const state = useGame((s) => s.game.current);
  const firstTurn = useGame((s) => s.game.initial.turn);
  const world = useWorld();
  const report = useMemo(() => evaluateVictory(state, world), [state, world]);
  if (state.deployment) return null;
  return (
    <section className="game-status" data-testid="game-status" aria-label="Game status">
      <TurnTrack state={state} firstTurn={firstTurn} />
      <VictoryStatus report={report} />
      <Eliminated state={state} casualties={report.casualties} />
      {state.playArea?.exits?.length ? <Exited state={state} /> : null}
    </section>
  );
}

function TurnTrack({ state, firstTurn }: { state: GameState; firstTurn: number }) {
  const arrivals = useMemo(() => arrivalsByTurn(state), [state]);
  const turns = Array.from({ length: Math.max(0, state.lastTurn - firstTurn + 1) }, (_, i) => firstTurn + i);
  return (
    <details data-testid="turn-track">
      <summary>
        <RuleText text={`Turn record: GT ${state.turn} of ${state.lastTurn} (${Math.max(0, state.lastTurn - state.turn)} to go) [3.6]`} />
      </summary>
      <p className="hint" data-testid="turn-now">
        {describeTurn(state.turn)} · <RuleText text={`weather: north ${state.weather.north}, south ${state.weather.south} (0 best to 11 worst; P: nothing flies) [14.1]`} />
      </p>
      <ol className="turn-cells">
        {turns.map((t) => {
          const info = turnInfo(t);
          const due = arrivals.get(t);
          const title = `${describeTurn(t)}${due ? ` — arriving: ${SIDES.filter((s) => due[s] > 0).map((s) => `${SIDE_LABEL[s]} ${due[s]}`).join(', ')}` : ''}`;
          return (
            <li key={t} className={`${info.isNight ? 'night' : 'day'}${t === state.turn ? ' current' : ''}${t < state.turn ? ' past' : ''}`} title={title} data-testid={`turn-cell-${t}`}>
              <span className="gt">{t}</span>
              <span className="slot">{info.slot}</span>
              {info.firstTurnOfDay || t === firstTurn ? <span className="day">{info.day} Sep</span> : null}
              {due && (
                <span className="due">
                  {due.allied > 0 && <span className="side-allied">A{due.allied}</span>}
                  {due.german > 0 && <span className="side-german">G{due.german}</span>}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </details>
  );
}

function VictoryStatus({ report }: { report: VictoryReport }) {
  if (report.conditions.length === 0) return null;
  return (
    <details data-testid="victory-status">
      <summary>
        <RuleText text={`Victory: ${report.result.label} so far [${report.rule}]`} />
      </summary>
      <p className="hint">{report.name}</p>
      <ul className="victory-conditions">
        {report.conditions.map((c) => (
          <li key={c.id} className={`status-${c.status} side-${c.side}`} data-testid={`victory-condition-${c.id}`}>
            <strong>
              <RuleText text={`${STATUS_TEXT[c.status]} — ${SIDE_LABEL[c.side]}: ${c.label} [${c.rule}]`} />
            </strong>
            <span>
              {c.value} of {c.target} · {c.reason}
            </span>
          </li>
        ))}
      </ul>
      <p className="hint">{report.result.reason}</p>
    </details>
  );
}

/** [24.61] casualty points are the strength points a side has lost (the engine counts them). */
function Eliminated({ state, casualties }: { state: GameState; casualties: Record<Side, number> }) {
  const bySide = SIDES.map((side) => {
    const units = allUnits(state).filter((u): u is Unit & { eliminated: NonNullable<Unit['eliminated']> } => u.side === side && !!u.eliminated);
    const lost = casualties[side];
    return { side, units: units.sort((a, b) => a.eliminated.turn - b.eliminated.turn), lost };
  });
  return (
    <details data-testid="eliminated-box">
      <summary>
        Losses: {bySide.map((s) => `${SIDE_LABEL[s.side]} ${s.lost} SP, ${s.units.length} eliminated`).join(' · ')}
      </summary>
      {bySide.map((s) => (
        <div key={s.side} className={`side-${s.side}`}>
          <h3>
            {SIDE_LABEL[s.side]} eliminated ({s.units.length})
          </h3>
          {s.units.length === 0 ? (
            <p className="hint">None.</p>
          ) : (
            <ul>
              {s.units.map((u) => (
                <li key={u.id}>
                  <RuleText text={`${u.name} — GT ${u.eliminated.turn} [${u.eliminated.rule}]`} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </details>
  );
}

/** [30.51, 30.52] Units that left the map by an open edge, by side, with the strength they took off. */
function Exited({ state }: { state: GameState }) {
  const bySide = SIDES.map((side) => {
    const units = allUnits(state).filter((u): u is Unit & { exited: NonNullable<Unit['exited']> } => u.side === side && !!u.exited);
    return { side, units: units.sort((a, b) => a.exited.turn - b.exited.turn), strength: units.reduce((sum, u) => sum + u.exited.strength, 0) };
  });
  return (
    <details data-testid="exited-box">
      <summary>Left the map: {bySide.map((s) => `${SIDE_LABEL[s.side]} ${s.strength} SP, ${s.units.length} units`).join(' · ')}</summary>
      {bySide.map((s) => (
        <div key={s.side} className={`side-${s.side}`}>
          <h3>
            {SIDE_LABEL[s.side]} off the map ({s.units.length})
          </h3>
          {s.units.length === 0 ? (
            <p className="hint">None.</p>
          ) : (
            <ul>
              {s.units.map((u) => (
                <li key={u.id}>
                  <RuleText text={`${u.name}, ${u.exited.strength} SP — ${u.exited.edge} edge at ${u.exited.hex}, GT ${u.exited.turn} [${u.exited.rule}]`} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </details>
  );
}
