/** An engine Explanation laid out for reading: inputs, modifiers with their cases, table cells, roll, result. */
import type { Explanation } from '../../rules/api';
import { RuleText } from '../rules/RuleText';

function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

export function ExplanationView({ explanation, showInputs = false }: { explanation: Explanation; showInputs?: boolean }) {
  const { modifiers, tables, roll } = explanation;
  return (
    <div className="explanation" data-testid="explanation">
      {showInputs && (
        <p className="inputs">
          {Object.entries(explanation.inputs)
            .map(([k, v]) => `${k}: ${String(v)}`)
            .join(' · ')}
        </p>
      )}
      {modifiers.length > 0 && (
        <ul className="modifiers">
          {modifiers.map((m, i) => (
            <li key={i}>
              <RuleText text={`${signed(m.value)} ${m.applies}: ${m.what} [${m.rule}]`} />
            </li>
          ))}
        </ul>
      )}
      {tables.length > 0 && (
        <ul className="tables">
          {tables.map((t, i) => (
            <li key={i}>
              <RuleText text={`Table [${t.table}] row ${t.row}, column ${t.column}: ${t.cell}`} />
            </li>
          ))}
        </ul>
      )}
      {roll && (
        <p className="roll" data-testid="explanation-roll">
          Roll {roll.dice.join(' + ')} = {roll.total}
          {roll.modified !== roll.total ? `, modified ${roll.modified}` : ''}
        </p>
      )}
      <p className="result">
        <RuleText text={`${explanation.result} [${explanation.rule}]`} />
      </p>
    </div>
  );
}
