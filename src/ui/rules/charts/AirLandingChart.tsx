/** The Air Landing Table [14.92] from the table in use: 2d6 roll down, the total flight conditions across, and what each letter does. */
import { ResultBadge } from '../../airLanding/ResultBadge';
import { LetterList } from '../../airLanding/ResultKey';
import { useWorld } from '../../storeContext';
import { RuleText } from '../RuleText';

export function AirLandingChart() {
  const table = useWorld().tables.airLanding;
  const bands = table.columns.map((min, i) => {
    const next = table.columns[i + 1];
    return next === undefined ? `${min}+` : next - 1 === min ? `${min}` : `${min}–${next - 1}`;
  });
  const rolls = (table.results[0] ?? []).map((_, i) => i + 2);
  return (
    <section className="chart" data-testid="chart-14.92">
      <h4>
        <RuleText text="Air Landing Table [14.92]" />
      </h4>
      <table>
        <caption>
          <RuleText
            text={`2d6 roll (rows) by total flight conditions (columns) [14.2]; a serial on the southern route then moves its result along the ladder [14.13, 14.14]. ${table.provenance.kind === 'reconstructed' ? 'A reconstruction: the printed table is lost.' : ''}`}
          />
        </caption>
        <thead>
          <tr>
            <th scope="col">Roll</th>
            {bands.map((b) => (
              <th key={b} scope="col">
                {b}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rolls.map((roll, r) => (
            <tr key={roll}>
              <th scope="row">{roll}</th>
              {table.results.map((column, c) => (
                <td key={c}>{column[r] ? <ResultBadge result={column[r]} bare /> : null}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <LetterList meanings={table.meanings} className="chart-key" testId="air-landing-key" />
    </section>
  );
}
