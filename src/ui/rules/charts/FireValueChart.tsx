/**
 * The Fire Value matrices [5.61 direct, 5.62 indirect] from the tables in use: firer strength band
 * down, effectiveness across; one matrix at a time (non-armored target, or armored by band). The
 * row and column the selected shot reads are lit, and its Fire Value ringed.
 */
import { useState } from 'react';
import { MAX_EFFECTIVENESS, type FireValueMatrix } from '../../../rules/api';
import { useWorld } from '../../storeContext';
import { RuleText } from '../RuleText';
import { useChartMarks, type MatrixKey } from './chartMarks';
import { MarkedTable } from './MarkedTable';
import { bandLabel } from './markClass';

interface MatrixChoice {
  key: MatrixKey;
  label: string;
  matrix: FireValueMatrix;
}

export function FireValueChart() {
  const { tables } = useWorld();
  const fire = useChartMarks((s) => s.marks?.fire);
  const direct: MatrixChoice[] = [
    { key: 'nonArmored', label: 'non-armored target', matrix: tables.directFire.nonArmored },
    ...tables.directFire.armored.map((band, i, bands) => ({ key: `armored-${i}`, label: `armored target, effectiveness ${bandRange(bands, i)}`, matrix: band.matrix })),
  ];
  const indirect: MatrixChoice[] = [
    { key: 'nonArmored', label: 'non-armored target', matrix: tables.indirectFire.nonArmored },
    { key: 'armored', label: 'armored target', matrix: tables.indirectFire.armored },
  ];
  return (
    <>
      <MatrixView table="5.61" title="Direct fire" choices={direct} entrenched={tables.directFire.entrenchedReduction} marks={fire?.valueTable === '5.61' ? fire : undefined} />
      <MatrixView table="5.62" title="Indirect fire" choices={indirect} entrenched={tables.indirectFire.entrenchedReduction} marks={fire?.valueTable === '5.62' ? fire : undefined} />
    </>
  );
}

/** The target effectiveness an armored band covers: 'up to 7', '8', '9+'. */
function bandRange(bands: readonly { minTargetEffectiveness: number }[], i: number): string {
  const next = bands[i + 1];
  if (i === 0) return next ? `up to ${next.minTargetEffectiveness - 1}` : 'any';
  const from = bands[i]!.minTargetEffectiveness;
  if (!next) return `${from}+`;
  return next.minTargetEffectiveness - 1 === from ? String(from) : `${from}–${next.minTargetEffectiveness - 1}`;
}

function MatrixView({
  table,
  title,
  choices,
  entrenched,
  marks,
}: {
  table: '5.61' | '5.62';
  title: string;
  choices: MatrixChoice[];
  entrenched: number;
  marks: { matrix: MatrixKey; row: number | null; column: number | null; fireValue: number } | undefined;
}) {
  const [picked, setPicked] = useState<MatrixKey | null>(null);
  const key = picked ?? marks?.matrix ?? 'nonArmored';
  const choice = choices.find((c) => c.key === key) ?? choices[0]!;
  const lit = marks && marks.matrix === choice.key ? marks : undefined;
  const columns = Array.from({ length: MAX_EFFECTIVENESS }, (_, i) => i);
  return (
    <section className="chart" data-testid={`chart-${table}`}>
      <h4>
        <RuleText text={`${title} [${table}]`} />
      </h4>
      <label>
        Matrix{' '}
        <select aria-label={`${table} matrix`} value={choice.key} onChange={(e) => setPicked(e.target.value)}>
          {choices.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <MarkedTable
        caption={`Fire Value by firer strength (rows) and effectiveness (columns); entrenched target: ${entrenched} less [10.53]`}
        corner="SP"
        columns={columns.map((c) => c + 1)}
        rows={choice.matrix.values.map((row, r) => ({ key: r, label: bandLabel(choice.matrix.strengthRows, r), cells: columns.map((c) => row[c]) }))}
        markedRow={lit?.row}
        markedColumn={lit?.column}
      />
    </section>
  );
}
