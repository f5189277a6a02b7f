/** The airstrike table [15.5] from the table in use: 2d6 roll down, the target's column across. */
import { AIRSTRIKE_COLUMNS } from '../../../rules/api';
import { useWorld } from '../../storeContext';
import { RuleText } from '../RuleText';

const COLUMN_WORDS = {
  dispersed: 'Dispersed',
  concentrated: 'Concentrated',
  disrupted: 'Disrupted',
  travelForestCity: 'Travel, forest or city',
  travelOther: 'Travel, elsewhere',
} as const;

export function AirstrikeChart() {
  const table = useWorld().tables.airstrike;
  return (
    <section className="chart" data-testid="chart-15.5">
      <h4>
        <RuleText text="Airstrike results [15.5]" />
      </h4>
      <table>
        <caption>2d6 roll (rows) by target (columns): – none; D disrupted, leaves the hex if it can; 1 one strength point and disrupted; 1* the same, but only D for armor and HQs [15.4, 15.18]</caption>
        <thead>
          <tr>
            <th scope="col">Roll</th>
            {AIRSTRIKE_COLUMNS.map((c) => (
              <th key={c} scope="col">
                {COLUMN_WORDS[c]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              <th scope="row">{i + 2}</th>
              {row.map((cell, c) => (
                <td key={c}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
