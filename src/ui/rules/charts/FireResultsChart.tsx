/**
 * The Fire Results Table [5.63] from the table in use: first the lowest Fire Value that reads each
 * result column on each target line, then the result of each column for every 2d6 roll. The line
 * and column the selected shot reads are lit.
 */
import { FIRE_RESULT_LINES, FIRE_RESULT_LINE_WORDS, waysToRoll } from '../../../rules/api';
import { useWorld } from '../../storeContext';
import { RuleText } from '../RuleText';
import { useChartMarks } from './chartMarks';
import { MarkedTable } from './MarkedTable';

export function FireResultsChart() {
  const { tables } = useWorld();
  const fire = useChartMarks((s) => s.marks?.fire);
  const table = tables.fireResults;
  const columns = table.columns.map((_, i) => i);
  const columnLabels = columns.map((c) => c + 1);
  const rolls = Array.from({ length: 11 }, (_, i) => i + 2);
  const markedColumn = fire?.resultColumn ?? null;
  return (
    <section className="chart" data-testid="chart-5.63">
      <h4>
        <RuleText text="Fire Results Table [5.63]" />
      </h4>
      {fire && (
        <p className="chart-reading" data-testid="chart-5.63-reading">
          Fire Value {fire.fireValue} on the line “{FIRE_RESULT_LINE_WORDS[fire.line]}”: {markedColumn === null ? 'below the line, no effect' : `column ${markedColumn + 1}`}
        </p>
      )}
      <MarkedTable
        caption="Lowest Fire Value that reads each column, by target line"
        corner="Target"
        columns={columnLabels}
        rows={FIRE_RESULT_LINES.map((line) => ({ key: line, label: FIRE_RESULT_LINE_WORDS[line], cells: table.lines[line] }))}
        markedRow={fire ? FIRE_RESULT_LINES.indexOf(fire.line) : null}
        markedColumn={markedColumn}
      />
      <MarkedTable
        caption="Result by 2d6 roll (rows) and column: – none, D disperse or pay [5.33], N strength points [5.32]"
        corner="Roll"
        columns={columnLabels}
        rows={rolls.map((roll) => ({ key: roll, label: roll, title: `${waysToRoll('2d6', roll)} in 36`, cells: columns.map((c) => table.columns[c]?.[roll - 2]) }))}
        markedColumn={markedColumn}
      />
    </section>
  );
}
