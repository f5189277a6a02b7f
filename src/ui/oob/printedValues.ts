/**
 * The printed counter values a player has loaded ("Load printed values…" in the order-of-battle
 * view): the checked catalogue they give, what they changed, or why a file was refused. New games
 * take their counters from this catalogue; a game under way keeps the values it started with.
 */
import { create } from 'zustand';
import { loadPrintedValues, type PrintedChange } from '../../scenarios/oob/printedCatalogue';
import type { Catalogue } from '../../scenarios/oob/catalogue';

export interface PrintedValuesState {
  /** The catalogue with the loaded values, or null for the shipped (reconstructed) values. */
  catalogue: Catalogue | null;
  fileName: string | null;
  source: string | null;
  changes: PrintedChange[];
  counters: number;
  /** Why the last file was refused, in plain words, or null. */
  refusal: string | null;
  load(fileName: string, text: string): void;
  reset(): void;
}

export const usePrintedValues = create<PrintedValuesState>((set) => ({
  catalogue: null,
  fileName: null,
  source: null,
  changes: [],
  counters: 0,
  refusal: null,
  load(fileName, text) {
    const result = loadPrintedValues(text);
    if (!result.ok) set({ refusal: `${fileName} was not loaded: ${result.error}` });
    else set({ catalogue: result.catalogue, fileName, source: result.file.source, changes: result.changes, counters: result.counters, refusal: null });
  },
  reset() {
    set({ catalogue: null, fileName: null, source: null, changes: [], counters: 0, refusal: null });
  },
}));
