/**
 * The England display and the drop planner [14.1, 14.2, 14.4, 14.61, 14.92]: the serials waiting
 * with their units and strength, the Lift Points left today, the weather on both routes; choose a
 * serial, a route and a target hex (a click on the map, the pathfinder's hex by default) to see the
 * flight path and the flak counted on the map, the total flight conditions with every addition's
 * case, the chance of each Air Landing result and a heat map of where the serial may come down.
 * "Drop" gives the command; the engine refuses it plainly if it is not legal.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { HexHighlight } from '../../board';
import {
  AIR_LANDING_RESULTS,
  allowedRoutes,
  currentPlot,
  PLOTTED_DROPS_OPTION,
  dropOutlook,
  hexIndex,
  parseHexId,
  stackingLimitAt,
  liftPointsLeft,
  phaseDefinition,
  type GameState,
  type HexId,
  type Route,
  type Serial,
} from '../../rules/api';
import { RuleText } from '../rules/RuleText';
import { useGame, useGameStoreApi, useWorld } from '../storeContext';
import { useTransientHighlights } from '../overlays/transientHighlights';
import { dropHighlights, pathfinderHighlights, percent } from './dropHighlights';
import { mergeHexLabels } from '../overlays/mergeLabels';
import { DropReport } from './DropReport';
import { requestMapCentre } from '../mapCentreRequest';
import { ResultKey } from './ResultKey';
import { ResultBadge } from './ResultBadge';
import { effectWords, RESULT_NAMES } from './resultWords';
import { useSession } from '../flow/sessionState';
import { DropPlotPanel, type PlotDraftEntry } from './DropPlotPanel';
import { unitById } from '../../rules/api';

function serialStrength(state: GameState, serial: Serial): number {
  return serial.unitIds.reduce((sum, id) => sum + (unitById(state, id)?.strength ?? 0), 0);
}

/** The serial's pathfinder hex (its first unit's regiment), as the default target. */
function defaultTarget(state: GameState, serial: Serial): HexId | null {
  const first = unitById(state, serial.unitIds[0] ?? '');
  let id: string | null | undefined = first?.formationId;
  while (id) {
    const marker = state.pathfinders[id];
    if (marker?.hex) return marker.hex;
    id = state.formations[id]?.parentId;
  }
  return null;
}

export function EnglandPanel() {
  const store = useGameStoreApi();
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const cursor = useGame((s) => s.ui.cursorHex);
  const [chosen, setChosen] = useState<string | null>(null);
  // The planner opens below the serial list: bring it into view when a serial is chosen.
  const plannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (chosen !== null) plannerRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [chosen]);
  const [route, setRoute] = useState<Route | null>(null);
  const [target, setTarget] = useState<HexId | null>(null);
  // The log index of the last drop given here, told step by step until closed.
  const [report, setReport] = useState<number | null>(null);
  const [reportMarks, setReportMarks] = useState<readonly HexHighlight[] | null>(null);
  const logLength = useGame((s) => s.game.log.length);
  const onReportHighlights = useCallback((h: readonly HexHighlight[] | null) => setReportMarks(h), []);
  const serials = Object.values(state.airLanding.serials);
  const serial = chosen ? state.airLanding.serials[chosen] : undefined;
  // [14.0c] The plot: the Allied player's secret, drawn in hot-seat only while he has the screen.
  const seesPlot = useSession((s) => s.playStyle !== 'hotSeat' || s.atScreen === 'allied');
  const plotOn = state.options[PLOTTED_DROPS_OPTION] === true;
  const plot = currentPlot(state);
  const [plotDraft, setPlotDraft] = useState<PlotDraftEntry[]>([]);
  const planned = serial && plot && seesPlot ? plot.drops[serial.id] : undefined;
  // A click on the map while planning picks the target hex.
  useEffect(() => {
    if (serial && cursor) setTarget(cursor);
  }, [cursor, serial]);
  // A plotted serial flies as plotted [14.0c].
  const hex = planned?.hex ?? target ?? (serial ? defaultTarget(state, serial) : null);
  const routes = planned ? [planned.route] : hex ? allowedRoutes(state, hex) : [];
  const flyBy: Route | null = route && routes.includes(route) ? route : (routes[0] ?? null);
  const alliedMoving = phaseDefinition(state.phase).kind === 'conditionalMovement' && phaseDefinition(state.phase).phasing === 'allied';
  // Plotting: the Allied player may plot now, and this serial is not in the turn's plot (yet).
  const canPlot = plotOn && alliedMoving && seesPlot && !plot?.locked;
  const plotting = canPlot && !planned && serial !== undefined;
  const outlook = useMemo(
    // While plotting, the odds are shown as if plotted (the plot is what is being decided) [14.0c].
    () => (serial && hex && flyBy && serial.unitIds.length > 0 ? dropOutlook(state, world, { serialId: serial.id, hex, route: flyBy, skipPlot: plotting }) : null),
    [state, world, serial, hex, flyBy, plotting],
  );
  // [14.3] The pathfinders stay marked on the map while the England panel is shown; a plan draws over them.
  const pathfinders = useMemo(
    () =>
      Object.values(state.pathfinders).flatMap((m) => (m.hex ? [{ hex: m.hex, designation: state.formations[m.formationId]?.designation ?? m.formationId }] : [])),
    [state.pathfinders, state.formations],
  );
  const shown = serials.length > 0 && !state.deployment;
  const overLimit = useMemo(() => {
    if (!serial || !hex) return null;
    const strength = serialStrength(state, serial);
    const at = parseHexId(hex);
    const limit = at ? stackingLimitAt(world, hexIndex(at)) : Infinity;
    return strength > limit ? { strength, limit } : null;
  }, [state, world, serial, hex]);
  useEffect(() => {
    const marks = shown ? pathfinderHighlights(pathfinders) : [];
    const plan = report !== null && reportMarks ? [...reportMarks] : outlook && hex ? dropHighlights(outlook, hex) : [];
    // A pathfinder's hex may be the target too: one label per hex, "PF 506/101 | TARGET", never two printed over each other.
    useTransientHighlights.getState().setLayer('drop', marks.length + plan.length > 0 ? mergeHexLabels([...marks, ...plan]) : null);
  }, [outlook, hex, pathfinders, shown, report, reportMarks]);
  // An undo past the drop takes its report away.
  useEffect(() => {
    if (report !== null && logLength <= report) setReport(null);
  }, [logLength, report]);
  // [14.0c] In hot-seat the plan on the screen is its player's: the hand-over clears it, so the
  // other player never sees a target chosen (or plotted) there.
  const atScreen = useSession((s) => s.atScreen);
  useEffect(() => {
    setChosen(null);
    setTarget(null);
  }, [atScreen]);
  // A new or loaded game is another log: the report (a log index) and the plan belong to the old one.
  const initial = useGame((s) => s.game.initial);
  useEffect(() => {
    setReport(null);
    setChosen(null);
    setTarget(null);
    setPlotDraft([]);
  }, [initial]);
  useEffect(() => () => useTransientHighlights.getState().setLayer('drop', null), []);
  if (serials.length === 0 || state.deployment) return null;
  const left = liftPointsLeft(state);
  const waiting = serials.filter((s) => s.unitIds.length > 0);
  const flown = serials.filter((s) => s.unitIds.length === 0);
  const serialItem = (s: (typeof serials)[number]) => (
    <li key={s.id} className={s.id === chosen ? 'current' : ''} data-testid={`serial-${s.id}`}>
      <button type="button" aria-pressed={s.id === chosen} disabled={s.unitIds.length === 0} onClick={() => {
          // a fresh choice starts at the pathfinder; a later click on the map picks the target
          store.getState().setCursor(null);
          const next = s.id === chosen ? null : s.id;
          setChosen(next);
          setTarget(null);
          // The map goes to the drop zone the planner starts from, so its odds and path are in view.
          const zone = next === null ? null : defaultTarget(state, s);
          if (zone) requestMapCentre(zone);
        }}
      >
        Serial {s.id} ({s.group}){s.glider ? ' glider' : ''}
      </button>{' '}
      {s.unitIds.length === 0 ? 'flown: nothing of it is left in England [14.71]' : `${s.unitIds.map((id) => unitById(state, id)?.name ?? id).join(', ')} · ${serialStrength(state, s)} SP`}
      {s.unitIds.length > 0 && s.availableFrom !== undefined && state.turn < s.availableFrom ? ` · flies from GT ${s.availableFrom} [22.31]` : ''}
    </li>
  );
  const addToPlot = (entry: PlotDraftEntry) =>
    setPlotDraft((d) => {
      // A new plot replaces the old one [14.0c]: the draft starts from what is plotted.
      const base = d.length === 0 && plot ? Object.entries(plot.drops).map(([serialId, p]) => ({ serialId, hex: p.hex, route: p.route })) : d;
      return [...base.filter((e) => e.serialId !== entry.serialId), entry];
    });
  return (
    <section className="england-panel" data-testid="england-panel" aria-labelledby="england-heading">
      <h2 id="england-heading">
        <RuleText text="England [14.4]" />
      </h2>
      <p data-testid="england-status">
        <RuleText
          text={`Lift Points left today: ${Number.isFinite(left) ? left : 'as many as needed'} [14.61] · weather north (A, B) ${state.weather.north}, south (C, D) ${state.weather.south} [14.1]`}
        />
      </p>
      {pathfinders.length > 0 && (
        <p data-testid="england-pathfinders">
          <RuleText text={`Pathfinders (drop zones, ringed on the map) [14.3]: ${pathfinders.map((p) => `${p.designation} at ${p.hex}`).join(', ')}`} />
        </p>
      )}
      <ul className="serials">{waiting.map(serialItem)}</ul>
      {flown.length > 0 && (
        // Flown serials fold away: late in a game they would push the planner and the inspector down.
        <details className="serials-flown" data-testid="england-flown">
          <summary>
            <RuleText text={`Flown: ${flown.length} serial${flown.length === 1 ? '' : 's'} (${flown.map((s) => s.id).join(', ')}), nothing of them left in England [14.71]`} />
          </summary>
          <ul className="serials">{flown.map(serialItem)}</ul>
        </details>
      )}
      {plotOn && seesPlot && (
        <DropPlotPanel
          turn={state.turn}
          plot={plot}
          draft={plotDraft}
          canPlot={canPlot}
          onRemove={(id) => setPlotDraft((d) => d.filter((e) => e.serialId !== id))}
          onPlot={() => {
            if (store.getState().dispatch({ type: 'plotDrops', drops: plotDraft.map((d) => ({ ...d })) }).ok) setPlotDraft([]);
          }}
        />
      )}
      {report !== null && (
        <DropReport
          from={report}
          onHighlights={onReportHighlights}
          onClose={() => {
            setReport(null);
            setReportMarks(null);
          }}
        />
      )}
      {serial && hex && (
        <div className="drop-planner" data-testid="drop-planner" ref={plannerRef}>
          <p>
            Target <strong data-testid="drop-target">{hex}</strong> {planned ? '(as plotted [14.0c])' : '(click a hex on the map to change it)'} · route{' '}
            {routes.map((r) => (
              <label key={r}>
                <input type="radio" name="drop-route" checked={flyBy === r} onChange={() => setRoute(r)} /> {r}ern
              </label>
            ))}
          </p>
          {outlook && (
            <>
              <p data-testid="drop-conditions">
                <RuleText
                  text={`Flight conditions ${outlook.conditions}: ${outlook.modifiers.map((m) => `${m.what} ${m.value >= 0 ? '+' : ''}${m.value} [${m.rule}]`).join(', ')}`}
                />
              </p>
              {overLimit && (
                <p className="why-not" data-testid="drop-warning-overstack">
                  <RuleText
                    text={`Serial ${serial.id} is ${overLimit.strength} SP, over the stacking limit of ${overLimit.limit} in ${hex}: it may fly [14.4], but on landing the fewest units that cure the overstack must move to a neighbouring hex at once [14.5].`}
                  />
                </p>
              )}
              {outlook.flak.length > 0 && <p data-testid="drop-flak">Flak counted: {outlook.flak.map((f) => `${f.name} in ${f.hex}`).join(', ')}</p>}
              {outlook.refusal && (
                <p className="why-not" data-testid="drop-refusal">
                  <RuleText text={`${outlook.refusal.message} [${outlook.refusal.rule}]`} />
                </p>
              )}
              {outlook.odds && (
                <>
                  <table className="drop-odds" data-testid="drop-odds">
                    <caption>
                      <RuleText text="Chance of each result of the Air Landing Table [14.92]" />
                    </caption>
                    <tbody>
                      {AIR_LANDING_RESULTS.slice()
                        .reverse()
                        .map((r) => (
                          <tr key={r} title={`${r}: ${effectWords(world.tables.airLanding.meanings[r])}`}>
                            <th>
                              <ResultBadge result={r} bare />
                            </th>
                            <td>{RESULT_NAMES[r]}</td>
                            <td>{percent(outlook.odds!.results[r], outlook.odds!.outOf)}</td>
                          </tr>
                        ))}
                      {outlook.odds.destroyed > 0 && (
                        <tr>
                          <th>†</th>
                          <td>destroyed [14.14]</td>
                          <td>{percent(outlook.odds.destroyed, outlook.odds.outOf)}</td>
                        </tr>
                      )}
                    </tbody>
                  </table>
                  <details className="result-key-fold">
                    <summary>What the letters mean</summary>
                    <ResultKey />
                  </details>
                  <p className="hint">
                    <RuleText text="On the map: the path, the flak counted (FLAK), and each hex it may land in with its chance; a ring marks prohibited ground (disrupted), a cross all water (drowned) [14.64, 14.2]." />
                  </p>
                </>
              )}
              {plotting && (
                <p className="why-not" data-testid="drop-plot-needed">
                  <RuleText
                    text={
                      plotDraft.some((d) => d.serialId === serial.id)
                        ? `Serial ${serial.id} is in the draft below: press Plot, and it flies as plotted [14.0c].`
                        : `Serial ${serial.id} is not in this turn's plot: add it, then plot, before it can fly [14.0c].`
                    }
                  />
                </p>
              )}
              {plotting && flyBy && outlook.refusal === null && (
                <button type="button" data-testid="drop-plot-add" onClick={() => addToPlot({ serialId: serial.id, hex, route: flyBy })}>
                  Add serial {serial.id} → {hex} to the plot
                </button>
              )}{' '}
              <button
                type="button"
                data-testid="drop-button"
                disabled={!alliedMoving || plotting || outlook.refusal !== null || !flyBy}
                onClick={() => {
                  setReport(store.getState().game.log.length);
                  store.getState().dispatch({ type: 'dropSerial', serialId: serial.id, hex, route: flyBy! });
                  setChosen(null);
                  setTarget(null);
                }}
              >
                Drop serial {serial.id} on {hex}
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
