/**
 * [14.0c] The drop plot on the screen: with the option `plottedDrops` the Allied player fixes every
 * drop hex and route of the turn's lifts before the turn's first landing roll. Each serial is added
 * from the drop planner (its target chosen on the map); this list holds the draft until *Plot* gives
 * the `plotDrops` command, then shows the plot until the next Game-Turn. The plot is the Allied
 * player's secret: in hot-seat it is drawn only while the Allied player has the screen.
 */
import type { DropPlot, HexId, Route } from '../../rules/api';
import { RuleText } from '../rules/RuleText';

export interface PlotDraftEntry {
  serialId: string;
  hex: HexId;
  route: Route;
}

export function DropPlotPanel({
  turn,
  plot,
  draft,
  canPlot,
  onRemove,
  onPlot,
}: {
  turn: number;
  plot: DropPlot | null;
  draft: readonly PlotDraftEntry[];
  /** The Allied player may plot now (his Conditional Movement Phase, before the turn's first roll). */
  canPlot: boolean;
  onRemove(serialId: string): void;
  onPlot(): void;
}) {
  const plotted = plot ? Object.entries(plot.drops) : [];
  return (
    <div className="drop-plot" data-testid="drop-plot">
      <h3>
        <RuleText text={`Drop plot for GT ${turn} [14.0c]`} />
      </h3>
      {plot ? (
        <>
          <ul data-testid="drop-plot-made">
            {plotted.map(([serialId, d]) => (
              <li key={serialId}>
                Serial {serialId} → {d.hex} by the {d.route}ern route
              </li>
            ))}
          </ul>
          <p className="hint">
            <RuleText
              text={
                plot.locked
                  ? 'Fixed: the turn’s first landing roll is made, each plotted serial flies as plotted [14.0c].'
                  : 'Each plotted serial flies to its hex from the planner. Until the turn’s first landing roll a new plot may replace this one [14.0c].'
              }
            />
          </p>
        </>
      ) : (
        <p className="hint">
          <RuleText text="This game plots drops: every serial that flies this turn needs its hex and route plotted before the turn's first landing roll [14.0c]. Choose a serial, click its drop hex on the map, then Add to the plot." />
        </p>
      )}
      {canPlot && draft.length > 0 && (
        <>
          <ul data-testid="drop-plot-draft">
            {draft.map((d) => (
              <li key={d.serialId}>
                Serial {d.serialId} → {d.hex} ({d.route}ern){' '}
                <button type="button" className="link" onClick={() => onRemove(d.serialId)}>
                  remove
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="primary" data-testid="drop-plot-button" onClick={onPlot}>
            {plot ? 'Plot again' : 'Plot'} {draft.length} drop{draft.length === 1 ? '' : 's'} for GT {turn}
          </button>
        </>
      )}
    </div>
  );
}
