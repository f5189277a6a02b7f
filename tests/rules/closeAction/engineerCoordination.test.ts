// Engineers coordinate with their own organization [17.3] yet may attack alone in their stack [18.41].
import { describe, expect, it } from 'vitest';
import { validate, type Formation } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { FROM, TARGET, assault, german, nb, resolveAssault } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const formations: Formation[] = [
  { id: 'd101', designation: '101xx', echelon: 'division', side: 'allied', nationality: 'US', parentId: null, hqUnitId: null },
  { id: 'd82', designation: '82xx', echelon: 'division', side: 'allied', nationality: 'US', parentId: null, hqUnitId: null },
];
const OTHER_SIDE = nb(TARGET).find((h) => h !== FROM && nb(FROM).includes(h))!;

function position(engineerFormation: string) {
  return game({
    phase: 4,
    formations,
    units: [
      unit({ id: 'eng', hex: FROM as never, type: 'combatEngineer', formationId: engineerFormation, strength: 2, printedStrength: 2 }),
      unit({ id: 'inf', hex: OTHER_SIDE as never, formationId: 'd101', strength: 2, printedStrength: 2 }),
      german({ id: 'de', hex: TARGET as never, type: 'infantry', strength: 8, printedStrength: 8, effectiveness: { concentrated: 5, dispersed: 3 } }),
    ],
  });
}

describe('combat engineers in close action [17.3, 18.41]', () => {
  it('[17.3] an engineer alone in its stack may not open the assaults on a hex: it needs its own organization with it', () => {
    const verdict = validate(position('d101'), assault(['eng']), CLEAR_WORLD);
    expect(verdict).toMatchObject({ ok: false, rule: '17.3' });
  });

  it('[17.3, 18.41] once a unit of its division has assaulted the hex this phase, the engineer alone may follow', () => {
    for (const die of [1, 2, 3, 4, 5, 6]) {
      const after = resolveAssault(position('d101'), assault(['inf'], TARGET), CLEAR_WORLD, [die]).state;
      if (after.pending || unitById(after, 'de')!.hex !== TARGET || unitById(after, 'de')!.eliminated) continue; // the defender must still hold the hex
      expect(validate(after, assault(['eng']), CLEAR_WORLD)).toEqual({ ok: true });
      const stranger = resolveAssault(position('d82'), assault(['inf'], TARGET), CLEAR_WORLD, [die]).state;
      expect(validate(stranger, assault(['eng']), CLEAR_WORLD)).toMatchObject({ ok: false, rule: '17.3' });
      return;
    }
    throw new Error('no die left the defender in place');
  });
});
