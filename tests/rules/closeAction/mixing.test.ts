// One formation per assaulted hex per phase [17.3], lifted by a leader [19.12].
import { describe, expect, it } from 'vitest';
import type { Formation } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { FROM, TARGET, assault, german, refused, resolution, resolveAssault } from './support';

const division = (id: string): Formation => ({ id, designation: id, echelon: 'division', side: 'allied', nationality: 'US', parentId: null, hqUnitId: null });
const FORMATIONS = [division('d82'), division('d101')];

describe('mixing formations in close action [17.3]', () => {
  it('[17.3] units of two divisions may not assault together', () => {
    const s = game({
      phase: 4,
      formations: FORMATIONS,
      units: [unit({ id: 'a', hex: FROM as never, formationId: 'd82', type: 'armor' }), unit({ id: 'b', hex: FROM as never, stackIndex: 1, formationId: 'd101', type: 'armor' }), german({ id: 'de', hex: TARGET as never })],
    });
    expect(refused(s, assault(['a', 'b']), CLEAR_WORLD)).toMatchObject({ rule: '17.3' });
  });

  it('[17.3] nor one after the other against the same hex in one phase', () => {
    const s = game({
      phase: 4,
      formations: FORMATIONS,
      units: [
        unit({ id: 'a', hex: FROM as never, formationId: 'd82', type: 'armor' }),
        unit({ id: 'b', hex: 'C2713', formationId: 'd101', type: 'armor' }),
        german({ id: 'de', hex: TARGET as never, strength: 20, printedStrength: 20 }),
      ],
    });
    const after = resolveAssault(s, assault(['a']), CLEAR_WORLD, [6]);
    expect(resolution(after.events).result).toBe('-');
    expect(after.state.closeActions.byTarget[TARGET]).toEqual(['a']);
    expect(refused(after.state, assault(['b']), CLEAR_WORLD)).toMatchObject({ rule: '17.3' });
  });
});
