/**
 * A printed-values file of the values in use (ARCHITECTURE §6): every counter of the catalogue with
 * each value a printed-values file may set, so that a player can download it, correct it against
 * the counter sheets and load it back ("Download a template" in the Counters view). Loading the
 * template unchanged changes nothing.
 */
import { PRINTED_VALUES_FORMAT, type PrintedValuesFile } from './printedOverride';
import type { Catalogue } from './catalogue';
import type { CounterSpec } from './types';

/** The printed-values entry of one counter: all of its values a file may set. */
export function printedEntryOf(c: CounterSpec): PrintedValuesFile['counters'][string] {
  return {
    strength: c.strength,
    effectiveness: { ...c.effectiveness },
    parenthesized: c.parenthesized,
    bridgeLetter: c.bridgeLetter,
    morale: c.morale,
    range: c.range,
    travelPrinted: c.travelPrinted,
    modes: [...c.modes],
    airborne: c.airborne,
  };
}

/** Every counter of the catalogue, in display order, as a printed-values file. */
export function printedValuesTemplate(catalogue: Catalogue, source: string): PrintedValuesFile {
  const counters: PrintedValuesFile['counters'] = {};
  for (const c of catalogue.oob.counters) counters[c.id] = printedEntryOf(c);
  return { format: PRINTED_VALUES_FORMAT, version: 1, source, counters };
}

/** The template as the file the player downloads: one counter a line, so that it reads as a table. */
export function printedValuesTemplateText(catalogue: Catalogue, source: string): string {
  const file = printedValuesTemplate(catalogue, source);
  const lines = Object.entries(file.counters).map(([id, entry]) => `    ${JSON.stringify(id)}: ${JSON.stringify(entry)}`);
  return `{\n  "format": ${JSON.stringify(file.format)},\n  "version": ${file.version},\n  "source": ${JSON.stringify(file.source)},\n  "counters": {\n${lines.join(',\n')}\n  }\n}\n`;
}
