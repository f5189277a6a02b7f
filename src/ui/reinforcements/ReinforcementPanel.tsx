/**
 * The reinforcement panel [22.0–22.16, 24.3]: in the phasing side's Conditional Movement Phase, the
 * units due now (or put off from earlier turns) grouped by their entry hexes, each with a button per
 * entry hex and the MP the first hex costs it; a button enters the whole group as one stack. The
 * entry hexes are marked on the map ('entry' highlight layer); choosing a unit and clicking a marked
 * hex enters it too. Below, the schedule of the coming turns. Entering is the ordinary moveStep
 * command; the engine judges it, and a refusal shows in the notice with its case.
 */
import { useEffect, useMemo } from 'react';
import type { HexHighlight } from '../../board';
import {
  describeTurn,
  entryChoice,
  phaseDefinition,
  reinforcementGroups,
  reinforcementSchedule,
  reinforcementsWaiting,
  type EntryChoice,
  type GameState,
  type HexId,
  type World,
} from '../../rules/api';
import { actionMode } from '../actions/moves';
import { MODE_LABEL, SIDE_LABEL } from '../labels';
import { OVERLAY_COLOURS } from '../overlays/highlightSpecs';
import { useTransientHighlights } from '../overlays/transientHighlights';
import { RuleText } from '../rules/RuleText';
import { useGame, useGameStoreApi, useWorld } from '../storeContext';
import { enterUnits } from './enterReinforcement';
import { unitById } from '../../rules/api';

/** "1 MP", "1.5 MP". */
function mpText(mp: number): string {
  return `${Math.round(mp * 100) / 100} MP`;
}

function entryTitle(entry: EntryChoice): string | undefined {
  if (entry.ok) return entry.overstack ? '[9.32, 9.33] over the stacking limit: the hex is disrupted and the newcomers displaced' : undefined;
  return `[${entry.rule}] ${entry.reason}`;
}

export function ReinforcementPanel() {
  const state = useGame((s) => s.game.current);
  const world = useWorld();
  if (state.deployment || state.ended) return null;
  const schedule = reinforcementSchedule(state);
  const phasing = phaseDefinition(state.phase).phasing;
  const entering = actionMode(state) === 'move' && phasing !== null;
  const waitingHere = phasing ? reinforcementGroups(state, phasing) : [];
  const waitingAll = (['allied', 'german'] as const).map((side) => ({ side, count: reinforcementGroups(state, side).reduce((n, g) => n + g.unitIds.length, 0) }));
  if (schedule.length === 0 && waitingAll.every((w) => w.count === 0)) return null;
  return (
    <section className="reinforcements" data-testid="reinforcement-panel" aria-labelledby="reinforcements-heading">
      <h2 id="reinforcements-heading">
        <RuleText text="Reinforcements [22.0]" />
      </h2>
      {entering && phasing && waitingHere.length > 0 ? (
        <DueNow state={state} world={world} side={phasing} />
      ) : (
        <p className="hint" data-testid="reinforcements-waiting">
          {waitingAll
            .filter((w) => w.count > 0)
            .map((w) => `${SIDE_LABEL[w.side]}: ${w.count} waiting to enter in ${w.side === 'allied' ? 'an' : 'a'} ${SIDE_LABEL[w.side]} Conditional Movement Phase.`)
            .join(' ') || 'None waiting to enter now.'}
        </p>
      )}
      {schedule.length > 0 && (
        <details className="schedule" data-testid="reinforcement-schedule">
          <summary>Coming turns ({schedule.reduce((n, g) => n + g.unitIds.length, 0)} units) [24.3]</summary>
          <ul>
            {schedule.map((g) => (
              <li key={`${g.side}-${g.dueTurn}-${g.hexes.join()}`}>
                <strong>{describeTurn(g.dueTurn)}</strong> — {SIDE_LABEL[g.side]}, at {g.hexes.join(' or ')}: {g.unitIds.map((id) => unitById(state, id)?.name ?? id).join(', ')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function DueNow({ state, world, side }: { state: GameState; world: World; side: 'allied' | 'german' }) {
  const store = useGameStoreApi();
  const selectedUnitId = useGame((s) => s.ui.selectedUnitId);
  const groups = useMemo(() => reinforcementGroups(state, side), [state, side]);
  const waiting = useMemo(() => new Map(reinforcementsWaiting(state, world, side).map((w) => [w.unitId, w])), [state, world, side]);
  const chosen = selectedUnitId && waiting.has(selectedUnitId) ? waiting.get(selectedUnitId)! : null;
  // [22.1, 22.16] the entry hexes marked on the map: the chosen unit's, or every waiting unit's.
  const marked = useMemo<HexHighlight[]>(() => {
    const hexes = new Set<HexId>();
    for (const w of chosen ? [chosen] : waiting.values()) for (const e of w.entries) hexes.add(e.hex);
    return [...hexes].map((hex) => ({ hex, tint: OVERLAY_COLOURS.reach, alpha: 0.35, mark: 'ring', label: 'ENTER', labelAt: 'bottom' }));
  }, [chosen, waiting]);
  useEffect(() => {
    useTransientHighlights.getState().setLayer('entry', marked);
    return () => useTransientHighlights.getState().setLayer('entry', null);
  }, [marked]);

  return (
    <div data-testid="reinforcements-due">
      <p className="hint">
        <RuleText
          text={`${SIDE_LABEL[side]} player: enter a unit, or a group as one stack, at a marked hex; the first hex costs the MP shown, and each later stack at the same hex pays more [22.13, 22.14]. Entering another stack ends the last one's move [8.11]. Entry may be put off to a later turn [22.11].`}
        />
      </p>
      {chosen && (
        <p className="placing" data-testid="reinforcement-chosen">
          {unitById(state, chosen.unitId)?.name}: click a marked hex on the map to enter there.
        </p>
      )}
      {groups.map((g) => {
        const key = `${g.dueTurn}-${g.hexes.join()}`;
        return (
          <div key={key} className="reinforcement-group" data-testid={`reinforcement-group-${g.hexes.join('-')}`}>
            <h3>
              Due GT {g.dueTurn}
              {g.dueTurn < state.turn ? ' (put off)' : ''} — at {g.hexes.join(' or ')}
            </h3>
            {g.unitIds.length > 1 &&
              g.hexes.map((hex) => {
                const entry = entryChoice(state, world, g.unitIds, hex);
                return (
                  <button
                    key={hex}
                    type="button"
                    className="primary enter-group"
                    disabled={!entry.ok}
                    title={entryTitle(entry)}
                    data-testid={`enter-group-${hex}`}
                    onClick={() => enterUnits(store, g.unitIds, hex)}
                  >
                    Enter all {g.unitIds.length} at {hex} as one stack{entry.ok ? ` — ${mpText(entry.mp)}${entry.overstack ? ', over the stacking limit' : ''}` : ' — not possible'}
                  </button>
                );
              })}
            <ul>
              {g.unitIds.map((id) => {
                const unit = unitById(state, id)!;
                const w = waiting.get(id);
                return (
                  <li key={id} className={id === chosen?.unitId ? 'current' : ''}>
                    <button type="button" className="unit-name" aria-pressed={id === chosen?.unitId} data-testid={`reinforcement-${id}`} onClick={() => store.getState().selectUnit(id)}>
                      {unit.name}
                    </button>{' '}
                    <span className="where">
                      {MODE_LABEL[unit.mode]}, {unit.strength} SP
                    </span>{' '}
                    {w?.entries.map((e) => (
                      <button key={e.hex} type="button" className="hex-choice" disabled={!e.ok} title={entryTitle(e)} data-testid={`enter-${id}-${e.hex}`} onClick={() => enterUnits(store, [id], e.hex)}>
                        Enter at {e.hex}
                        {e.ok ? ` — ${mpText(e.mp)}${e.overstack ? ', overstacks' : ''}` : ''}
                      </button>
                    ))}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
