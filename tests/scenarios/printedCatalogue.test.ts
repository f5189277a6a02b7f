import { describe, expect, it } from 'vitest';
import { counterCatalogue } from '../../src/scenarios/oob/catalogue';
import { loadPrintedValues } from '../../src/scenarios/oob/printedCatalogue';
import { printedValuesTemplate, printedValuesTemplateText } from '../../src/scenarios/oob/printedTemplate';
import { hellsHighwaySetup } from '../../src/scenarios/hellsHighway/scenario';

const file = (counters: Record<string, unknown>) => ({ format: 'httr-printed-counters', version: 1, source: 'counter sheet 1, my copy', counters });

describe('printed values over the whole catalogue (ARCHITECTURE §6)', () => {
  it('[3.5a, 3.5d] says what a file changed, value by value, on any display', () => {
    const result = loadPrintedValues(JSON.stringify(file({ 'us-506-2-d': { strength: 7, morale: 2 }, 'uk-2gg-1': { effectiveness: { concentrated: 8, dispersed: 5 } } })));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.counters).toBe(2);
    expect(result.changes).toEqual([
      { counterId: 'uk-2gg-1', name: '1/2GG/5', field: 'effectiveness', from: 'concentrated 7, dispersed 5', to: 'concentrated 8, dispersed 5' },
      { counterId: 'us-506-2-d', name: 'D/2/506', field: 'strength', from: '6', to: '7' },
      { counterId: 'us-506-2-d', name: 'D/2/506', field: 'morale', from: '3', to: '2' },
    ]);
    expect(result.catalogue.oob.counters.find((c) => c.id === 'us-506-2-d')!.provenance.kind).toBe('printed');
    expect(counterCatalogue().oob.counters.find((c) => c.id === 'us-506-2-d')!.strength).toBe(6);
  });

  it('[3.5a] refuses a bad file plainly and never throws', () => {
    const bad = loadPrintedValues(file({ 'us-506-2-d': { strength: 0 } }));
    expect(bad).toEqual({ ok: false, error: expect.stringContaining('strength must be at least 1 SP [3.5a]') });
    expect(loadPrintedValues(file({ 'no-such-counter': { morale: 1 } }))).toEqual({ ok: false, error: expect.stringContaining('unknown counter id(s) no-such-counter') });
    expect(loadPrintedValues('{ not json')).toEqual({ ok: false, error: expect.stringContaining('not valid JSON') });
    expect(loadPrintedValues(file({ 'de-85-hq': { parenthesized: false } }))).toEqual({ ok: false, error: expect.stringContaining("an HQ's effectiveness must be parenthesised [3.41e]") });
  });

  it("[24.2] Hell's Highway's units take the loaded values; counters of other displays in the file are simply not in its game", () => {
    const result = loadPrintedValues(file({ 'us-506-2-d': { strength: 7 }, 'de-10-hq': { morale: 3 } }));
    if (!result.ok) throw new Error(result.error);
    const setup = hellsHighwaySetup('printed', { catalogue: result.catalogue });
    expect(setup.units.find((u) => u.id === 'us-506-2-d')!.strength).toBe(7);
    expect(setup.units.some((u) => u.id === 'de-10-hq')).toBe(false);
    expect(hellsHighwaySetup('printed').units.find((u) => u.id === 'us-506-2-d')!.strength).toBe(6);
  });
});

describe('the printed-values template (ARCHITECTURE §6)', () => {
  it('[3.5] lists every counter with every value a file may set, and loading it unchanged changes nothing', () => {
    const catalogue = counterCatalogue();
    const text = printedValuesTemplateText(catalogue, 'template');
    const parsed = JSON.parse(text) as { counters: Record<string, Record<string, unknown>> };
    expect(Object.keys(parsed.counters)).toHaveLength(catalogue.oob.counters.length);
    expect(parsed.counters['us-506-2-d']).toEqual({ strength: 6, effectiveness: { concentrated: 3, dispersed: 1 }, parenthesized: false, bridgeLetter: null, morale: 3, range: 1, travelPrinted: true, modes: ['concentrated', 'dispersed', 'travel'], airborne: true });
    const loaded = loadPrintedValues(text);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loaded.changes).toEqual([]);
  });

  it('the template of a catalogue with printed values loaded carries them', () => {
    const printed = loadPrintedValues(file({ 'us-506-2-d': { strength: 7 } }));
    if (!printed.ok) throw new Error(printed.error);
    expect(printedValuesTemplate(printed.catalogue, 'mine').counters['us-506-2-d']!.strength).toBe(7);
  });
});
