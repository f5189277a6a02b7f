/**
 * The charts inside the rules panel: one button per chart, the chosen chart drawn from the engine's
 * tables in use (reconstructed or a loaded printed sheet), with what the marks are for.
 */
import type { ReactElement } from 'react';
import { openChart, showCases } from '../rulesPanelState';
import { AirLandingChart } from './AirLandingChart';
import { AirstrikeChart } from './AirstrikeChart';
import { CHARTS, type ChartId } from './chartList';
import { useChartMarks } from './chartMarks';
import { CloseActionChart } from './CloseActionChart';
import { FireResultsChart } from './FireResultsChart';
import { FireValueChart } from './FireValueChart';
import { RecoveryChart } from './RecoveryChart';
import { TerrainChart } from './TerrainChart';
import { TerrainLegend } from './TerrainLegend';

const VIEWS: Readonly<Record<ChartId, () => ReactElement>> = {
  tec: TerrainChart,
  legend: TerrainLegend,
  fireValues: FireValueChart,
  fireResults: FireResultsChart,
  closeAction: CloseActionChart,
  recovery: RecoveryChart,
  airstrike: AirstrikeChart,
  airLanding: AirLandingChart,
};

export function ChartsView({ chart }: { chart: ChartId }) {
  const what = useChartMarks((s) => s.marks?.what);
  const View = VIEWS[chart];
  return (
    <div className="charts" data-testid="charts">
      <nav className="chart-tabs" aria-label="Charts">
        <button type="button" onClick={showCases}>
          ← Cases
        </button>
        {CHARTS.map((c) => (
          <button key={c.id} type="button" aria-pressed={c.id === chart} data-testid={`chart-tab-${c.id}`} onClick={() => openChart(c.id)}>
            {c.title}
            {c.cases.length > 0 ? ` ${c.cases.join('/')}` : ''}
          </button>
        ))}
      </nav>
      {what && (chart === 'fireValues' || chart === 'fireResults' || chart === 'closeAction') && <p className="chart-marked">Lit: {what}</p>}
      <View />
    </div>
  );
}
