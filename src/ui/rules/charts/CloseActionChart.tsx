/**
 * The close action tables from the tables in use: the Close Action Value by effectiveness
 * differential (rows) and morale differential (columns), open or close terrain [8.72]; and the
 * result of each odds column by value and die roll [8.73]. The reading of the assault being looked
 * at in the close-action panel is lit.
 */
import { useState } from 'react';
import { CLOSE_ACTION_TERRAIN_SETS } from '../../../rules/api';
import { useWorld } from '../../storeContext';
import { RuleText } from '../RuleText';
import { useChartMarks } from './chartMarks';
import { MarkedTable } from './MarkedTable';

const SET_WORDS = { open: 'open terrain', close: 'close terrain [10.41]' } as const;

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export function CloseActionChart() {
  const { tables } = useWorld();
  const marks = useChartMarks((s) => s.marks?.closeAction);
  const [picked, setPicked] = useState<'open' | 'close' | null>(null);
  const set = picked ?? marks?.set ?? 'open';
  const lit = marks && marks.set === set ? marks : undefined;
  const values = tables.closeActionValues;
  const results = tables.closeActionResults;
  const moraleColumns = Array.from({ length: values.morale.max - values.morale.min + 1 }, (_, i) => i);
  const [oddsPicked, setOddsPicked] = useState<number | null>(null);
  const odds = oddsPicked ?? marks?.oddsColumn ?? 0;
  const column = results.columns[odds] ?? results.columns[0]!;
  const litResults = marks && marks.oddsColumn === odds ? marks : undefined;
  return (
    <>
      <section className="chart" data-testid="chart-8.72">
        <h4>
          <RuleText text="Close Action Value [8.72]" />
        </h4>
        <label>
          Terrain{' '}
          <select aria-label="8.72 terrain" value={set} onChange={(e) => setPicked(e.target.value as 'open' | 'close')}>
            {CLOSE_ACTION_TERRAIN_SETS.map((s) => (
              <option key={s} value={s}>
                {SET_WORDS[s]}
              </option>
            ))}
          </select>
        </label>
        <MarkedTable
          caption="Effectiveness differential (rows) and morale differential (columns), attacker − defender; D: the attacker is disrupted"
          corner="Eff."
          columns={moraleColumns.map((c) => signed(values.morale.min + c))}
          rows={values.values[set].map((row, r) => ({ key: r, label: signed(values.effectiveness.min + r), cells: moraleColumns.map((c) => row[c]) }))}
          markedRow={lit?.row}
          markedColumn={lit?.column}
        />
      </section>
      <section className="chart" data-testid="chart-8.73">
        <h4>
          <RuleText text="Close Action Results [8.73]" />
        </h4>
        <label>
          Odds{' '}
          <select aria-label="8.73 odds" value={odds} onChange={(e) => setOddsPicked(Number(e.target.value))}>
            {results.columns.map((c, i) => (
              <option key={i} value={i}>
                {c.odds.attacker}:{c.odds.defender}
                {i === 0 ? ' or worse' : i === results.columns.length - 1 ? ' or better' : ''}
              </option>
            ))}
          </select>
        </label>
        <MarkedTable
          caption="Result by Close Action Value (rows) and die roll (columns): AD attacker disrupted, DD defender disrupted, – none"
          corner="Value"
          columns={[1, 2, 3, 4, 5, 6]}
          rows={column.byValue.map((row, v) => ({ key: v, label: v + 1, cells: row }))}
          markedRow={litResults?.value == null ? null : litResults.value - 1}
        />
      </section>
    </>
  );
}
