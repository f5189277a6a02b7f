/** Class names for a chart cell in the marked row and/or column (the cell where both meet is the reading). */
export function markClass(inRow: boolean, inColumn: boolean): string | undefined {
  if (inRow && inColumn) return 'mark-cell';
  if (inRow) return 'mark-row';
  if (inColumn) return 'mark-col';
  return undefined;
}

/** '1', '2–3', '20+': the strength band a matrix row covers. */
export function bandLabel(rows: readonly number[], i: number): string {
  const from = rows[i]!;
  const next = rows[i + 1];
  if (next === undefined) return `${from}+`;
  return next - 1 === from ? String(from) : `${from}–${next - 1}`;
}
