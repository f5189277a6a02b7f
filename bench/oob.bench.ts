/**
 * The order of battle as data: checking every display file (done once when the app starts, and
 * again for a printed-values file over the whole catalogue).
 */
import { bench, describe } from 'vitest';
import { DISPLAY_FILES } from '../src/data/oob/files';
import { checkCatalogue } from '../src/scenarios/oob/catalogue';
import { loadPrintedValues } from '../src/scenarios/oob/printedCatalogue';

const printed = { format: 'httr-printed-counters', version: 1, source: 'bench', counters: { 'us-506-2-d': { strength: 7 } } };

describe('order of battle', () => {
  bench('check the whole catalogue (17 display files, 683 counters)', () => {
    checkCatalogue(DISPLAY_FILES);
  });
  bench('load a printed-values file over the catalogue', () => {
    loadPrintedValues(printed);
  });
});
