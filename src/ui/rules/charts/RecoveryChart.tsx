/** The disruption recovery table [11.53] and its adjustments [11.54], from the table in use. */
import { disruptionRecoveryRolls } from '../../../rules/api';
import { useWorld } from '../../storeContext';
import { RuleText } from '../RuleText';

export function RecoveryChart() {
  const table = useWorld().tables.disruptionRecovery;
  const rolls = disruptionRecoveryRolls(table);
  const highest = rolls[rolls.length - 1]! + table.modifiers.hqAid + table.modifiers.inSupply;
  const modified = Array.from({ length: highest - table.minRoll + 1 }, (_, i) => table.minRoll + i);
  return (
    <section className="chart" data-testid="chart-11.53">
      <h4>
        <RuleText text="Disruption recovery [11.53]" />
      </h4>
      <table>
        <caption>
          One {table.dice} per disrupted unit in the Command Phase; the total after adjustments [11.54]: +{table.modifiers.hqAid} with an HQ's aid [18.32], +{table.modifiers.inSupply} in supply
        </caption>
        <thead>
          <tr>
            <th scope="col">Total</th>
            {modified.map((m) => (
              <th key={m} scope="col">
                {m}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Result</th>
            {modified.map((m) => {
              const outcome = table.results[Math.min(m - table.minRoll, table.results.length - 1)];
              return <td key={m}>{outcome === 'recovered' ? 'recovers' : 'stays'}</td>;
            })}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
