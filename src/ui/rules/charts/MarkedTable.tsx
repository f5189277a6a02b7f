/**
 * One chart table: a corner label, column headings, and rows with a heading and cells. The marked
 * row and column are lit; the cell where they meet is the reading (`data-mark="reading"`).
 */
import type { ReactNode } from 'react';
import { markClass } from './markClass';

export interface MarkedRow {
  key: string | number;
  label: ReactNode;
  /** Tooltip on the row heading, e.g. how many ways a roll comes up. */
  title?: string;
  cells: readonly ReactNode[];
}

export function MarkedTable({
  caption,
  corner,
  columns,
  rows,
  markedRow,
  markedColumn,
}: {
  caption: ReactNode;
  corner: string;
  columns: readonly ReactNode[];
  rows: readonly MarkedRow[];
  /** Index into `rows`, or null/undefined for none. */
  markedRow?: number | null;
  /** Index into `columns`, or null/undefined for none. */
  markedColumn?: number | null;
}) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{corner}</th>
          {columns.map((label, c) => (
            <th key={c} scope="col" className={markClass(false, markedColumn === c)}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => {
          const inRow = markedRow === r;
          return (
            <tr key={row.key}>
              <th scope="row" title={row.title} className={markClass(inRow, false)}>
                {row.label}
              </th>
              {row.cells.map((cell, c) => (
                <td key={c} className={markClass(inRow, markedColumn === c)} data-mark={inRow && markedColumn === c ? 'reading' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
