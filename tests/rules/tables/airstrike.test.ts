import { describe, expect, it } from 'vitest';
import {
  AIRSTRIKE_BOMBARDMENT as ABT,
  AIRSTRIKE_COLUMNS,
  airstrikeColumn,
  airstrikeEffect,
  airstrikeResult,
  airstrikeResultDistribution,
  type AirstrikeColumn,
} from '../../../src/rules/tables/airstrikeBombardment';

/** The transcription of 15.5 in RULES-INVENTORY §3, as data (rolls 2–12, columns as printed). */
const INVENTORY_JSON = {
  columns: ['disp_any', 'conc_any', 'dsrp_any', 'trav_forest_city', 'trav_other'],
  rows: {
    '2': ['D', '1*', '1*', '1', '1'],
    '3': ['D', 'D', '1*', '1*', '1'],
    '4': ['D', 'D', 'D', '1*', '1*'],
    '5': ['-', 'D', 'D', 'D', '1*'],
    '6': ['-', '-', '-', 'D', 'D'],
    '7': ['-', '-', '-', '-', 'D'],
    '8': ['-', '-', '-', '-', '-'],
    '9': ['-', '-', '-', '-', '-'],
    '10': ['-', '-', '-', 'D', 'D'],
    '11': ['-', 'D', 'D', 'D', '1*'],
    '12': ['D', '1*', 'D', '1*', '1*'],
  } as Record<string, string[]>,
};

function ways(column: AirstrikeColumn, result: string): number {
  return airstrikeResultDistribution(column).find((c) => c.result === result)?.ways ?? 0;
}

describe('Airstrike Bombardment Table 15.5 (printed)', () => {
  it('[15.5] the table is marked printed', () => {
    expect(ABT.provenance.kind).toBe('printed');
    expect(ABT.provenance.source).toMatch(/15\.5/);
  });

  it('[15.5] every cell matches the transcription in RULES-INVENTORY §3', () => {
    expect(ABT.rows).toHaveLength(11);
    for (let roll = 2; roll <= 12; roll++) expect(ABT.rows[roll - 2], `roll ${roll}`).toEqual(INVENTORY_JSON.rows[String(roll)]);
    expect(AIRSTRIKE_COLUMNS).toHaveLength(INVENTORY_JSON.columns.length);
  });

  it('[15.22] two dice: each column\'s distribution covers all 36 outcomes', () => {
    for (const c of AIRSTRIKE_COLUMNS) expect(airstrikeResultDistribution(c).reduce((s, x) => s + x.ways, 0)).toBe(36);
  });

  it('[15.5] rolls of 8 and 9 never do anything', () => {
    for (const c of AIRSTRIKE_COLUMNS) for (const r of [8, 9]) expect(airstrikeResult(c, r)).toBe('-');
  });

  it('[15.5] exact chances: dispersed D 7/36; concentrated 1* 2/36 and D 11/36; Travel outside forest/city hit on 27/36', () => {
    expect(ways('dispersed', 'D')).toBe(7);
    expect(ways('dispersed', '-')).toBe(29);
    expect(ways('concentrated', '1*')).toBe(2);
    expect(ways('concentrated', 'D')).toBe(11);
    expect(36 - ways('travelOther', '-')).toBe(27);
    expect(36 - ways('travelForestCity', '-')).toBe(1 + 2 + 3 + 4 + 5 + 3 + 2 + 1);
  });

  it('[15.5] Travel is the most exposed mode: outside forest/city it is hit at least as often as in them, and more than concentrated', () => {
    expect(ways('travelOther', '-')).toBeLessThanOrEqual(ways('travelForestCity', '-'));
    expect(ways('travelForestCity', '-')).toBeLessThan(ways('concentrated', '-'));
  });

  it('[15.5] the column is the mode, Disrupted ahead of the face, and for Travel the forest/city split', () => {
    expect(airstrikeColumn({ mode: 'dispersed', disrupted: false, forestOrCity: true })).toBe('dispersed');
    expect(airstrikeColumn({ mode: 'concentrated', disrupted: false, forestOrCity: false })).toBe('concentrated');
    expect(airstrikeColumn({ mode: 'travel', disrupted: true, forestOrCity: false })).toBe('disrupted');
    expect(airstrikeColumn({ mode: 'travel', disrupted: false, forestOrCity: true })).toBe('travelForestCity');
    expect(airstrikeColumn({ mode: 'travel', disrupted: false, forestOrCity: false })).toBe('travelOther');
  });
});

describe('Airstrike results explained 15.4 / 15.18', () => {
  const infantry = { armoredOrHq: false, alreadyDisrupted: false };
  const tank = { armoredOrHq: true, alreadyDisrupted: false };

  it('[15.4] "-" does nothing', () => {
    expect(airstrikeEffect('-', infantry)).toEqual({ strengthLoss: 0, disrupt: false, retreatIfPossible: false });
  });

  it('[15.4] "D" disrupts the target alone and retreats it out of the hex if it can', () => {
    expect(airstrikeEffect('D', infantry)).toEqual({ strengthLoss: 0, disrupt: true, retreatIfPossible: true });
  });

  it('[15.4] "1*" is a D for armored or HQ targets, and −1 SP plus disruption without retreat for anything else', () => {
    expect(airstrikeEffect('1*', tank)).toEqual(airstrikeEffect('D', tank));
    expect(airstrikeEffect('1*', infantry)).toEqual({ strengthLoss: 1, disrupt: true, retreatIfPossible: false });
  });

  it('[15.4] "1" costs any target 1 SP and disrupts it, without retreat', () => {
    for (const t of [infantry, tank]) expect(airstrikeEffect('1', t)).toEqual({ strengthLoss: 1, disrupt: true, retreatIfPossible: false });
  });

  it('[15.18] a D has no effect on a unit already disrupted; a 1* on one only costs a non-armored unit its SP', () => {
    expect(airstrikeEffect('D', { armoredOrHq: false, alreadyDisrupted: true })).toEqual({ strengthLoss: 0, disrupt: false, retreatIfPossible: false });
    expect(airstrikeEffect('1*', { armoredOrHq: false, alreadyDisrupted: true })).toEqual({ strengthLoss: 1, disrupt: false, retreatIfPossible: false });
    expect(airstrikeEffect('1*', { armoredOrHq: true, alreadyDisrupted: true }).strengthLoss).toBe(0);
  });
});
