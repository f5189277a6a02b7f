/**
 * The engine's named rule options on New game [23.0]: the readings the team chose where the rules
 * are unclear, and optional rules, each at its default until the players change it. Folded away
 * by default; the summary says how many differ from the defaults.
 */
import { NAMED_RULE_OPTIONS, namedOptionOfferedIn, type NamedOptionValue, type NamedRuleOption } from '../../rules/api';

export function RuleReadingsFields({
  scenarioId,
  value,
  onChange,
}: {
  scenarioId: string;
  value: Readonly<Record<string, NamedOptionValue>>;
  onChange: (next: Record<string, NamedOptionValue>) => void;
}) {
  // An option the screen cannot play yet, or one of another scenario, is not offered (namedOptions.ts).
  const options = Object.entries(NAMED_RULE_OPTIONS).filter(([, option]) => namedOptionOfferedIn(option, scenarioId));
  const changed = options.filter(([name, option]) => (value[name] ?? option.default) !== option.default).length;
  const set = (name: string, v: NamedOptionValue) => onChange({ ...value, [name]: v });
  return (
    <details className="rule-readings" data-testid="new-game-readings">
      <summary>
        Readings and optional rules ({changed === 0 ? 'all as the app reads them' : `${changed} changed`})
      </summary>
      <p className="scenario-description">Where the rules leave a question open, or offer an optional rule, the players may choose here; the game keeps the choice.</p>
      {options.map(([name, option]) => (
        <Reading key={name} name={name} option={option} current={value[name] ?? option.default} onChange={(v) => set(name, v)} />
      ))}
    </details>
  );
}

function Reading({ name, option, current, onChange }: { name: string; option: NamedRuleOption; current: NamedOptionValue; onChange: (v: NamedOptionValue) => void }) {
  const cases = `[${option.rules.join(', ')}]`;
  const testId = `new-game-reading-${name}`;
  if (option.kind === 'boolean') {
    return (
      <label>
        <input type="checkbox" checked={current === true} onChange={(e) => onChange(e.target.checked)} data-testid={testId} /> {option.label} {cases}
      </label>
    );
  }
  if (option.kind === 'count') {
    return (
      <label>
        {option.label} {cases}{' '}
        <input
          type="number"
          min={0}
          max={100}
          step={1}
          value={Number(current)}
          onChange={(e) => {
            const n = Math.trunc(Number(e.target.value));
            if (Number.isFinite(n)) onChange(Math.min(100, Math.max(0, n)));
          }}
          data-testid={testId}
        />
      </label>
    );
  }
  return (
    <label>
      {option.label} {cases}{' '}
      <select value={String(current)} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {option.values.map((v, i) => (
          <option key={v} value={v}>
            {option.valueLabels?.[i] ?? v}
          </option>
        ))}
      </select>
    </label>
  );
}
