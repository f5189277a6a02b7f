/**
 * The Fire Results Table [5.63] from the table in use: first the lowest Fire Value that reads each
 * result column on each target line, then the result of each column for every 2d6 roll. The line
 * and column the selected shot reads are lit.
 */
import { FIRE_RESULT_LINES, FIRE_RESULT_LINE_WORDS, waysToRoll } from '../../../rules/api';
import { useWorld } from '../../storeContext';
import { RuleText } from '../RuleText';
import { useChartMarks } from './chartMarks';
import { markClass } from './markClass';

export function FireResultsChart() {
  const { tables } = useWorld();
  const fire = useChartMarks((s) => s.marks?.fire);
  const table = tables.fireResults;
  const columns = table.columns.map((_, i) => i);
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
      <table>
        <caption>Lowest Fire Value that reads each column, by target line</caption>
        <thead>
          <tr>
            <th scope="col">Target</th>
            {columns.map((c) => (
              <th key={c} scope="col" className={markClass(false, markedColumn === c)}>
                {c + 1}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FIRE_RESULT_LINES.map((line) => (
            <tr key={line}>
              <th scope="row" className={markClass(fire?.line === line, false)}>
                {FIRE_RESULT_LINE_WORDS[line]}
              </th>
              {columns.map((c) => (
                <td key={c} className={markClass(fire?.line === line, markedColumn === c)} data-mark={fire?.line === line && markedColumn === c ? 'reading' : undefined}>
                  {table.lines[line][c]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <caption>Result by 2d6 roll (rows) and column: – none, D disperse or pay [5.33], N strength points [5.32]</caption>
        <thead>
          <tr>
            <th scope="col">Roll</th>
            {columns.map((c) => (
              <th key={c} scope="col" className={markClass(false, markedColumn === c)}>
                {c + 1}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rolls.map((roll) => (
            <tr key={roll}>
              <th scope="row" title={`${waysToRoll('2d6', roll)} in 36`}>
                {roll}
              </th>
              {columns.map((c) => (
                <td key={c} className={markClass(false, markedColumn === c)}>
                  {table.columns[c]?.[roll - 2]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
