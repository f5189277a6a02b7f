/** A count of engine queries the computer may still ask in this phase (its level's work limit). */
export interface Budget {
  /** Take one query from the budget; false when none is left. */
  spend(): boolean;
  left(): number;
}

export function makeBudget(limit: number): Budget {
  let left = limit;
  return {
    spend: () => (left > 0 ? (left--, true) : false),
    left: () => left,
  };
}
