// Friend and foe by side, never by nationality [3.43, 9.15], on the shipped counters and the real map.
import { beforeAll, describe, expect, it } from 'vitest';
import { stackWeightAt, type Unit, type World } from '../../../src/rules';
import { HELLS_HIGHWAY_COUNTERS } from '../../../src/scenarios/hellsHighway/oob';
import { game, unit } from '../../support/builders';
import { realWorld } from '../../support/realWorld';
import { shipped } from '../../support/shipped';
import { move, ok, refused, stackAt } from '../movement/support';

const DAY = 8;
let world: World;
beforeAll(() => {
  world = realWorld();
});

describe('sides and nationalities [3.43, 9.15]', () => {
  it('[3.43] every shipped counter is German or Allied by its nationality; the British ground units are not airborne, the US paras are', () => {
    for (const c of HELLS_HIGHWAY_COUNTERS) {
      expect(c.side, c.id).toBe(c.nationality === 'DE' || c.nationality === 'NL' ? 'german' : 'allied');
      if (c.nationality === 'UK') expect(c.airborne ?? false, c.id).toBe(false);
      if (c.nationality === 'US') expect(c.airborne, c.id).toBe(true);
    }
  });

  it('[9.15] a Guards rifle company moves into the hex of a US para company: Allied nationalities stack freely', () => {
    const s = game({ phase: 4, turn: DAY, units: [shipped('us-501-1-b', 'C3132'), shipped('uk-5cg-1', 'C3032')] });
    const joined = ok(s, move(['uk-5cg-1'], 'C3132'), world).state;
    expect(stackAt(joined, 'C3132').sort()).toEqual(['uk-5cg-1', 'us-501-1-b']);
    expect(stackWeightAt(joined, 'C3132' as never)).toBe(11);
  });

  it('[9.15] German and Dutch SS units are friends: a grenadier company joins a Dutch SS company', () => {
    // no Dutch SS counter ships with Hell's Highway: an invented Landstorm Nederland company
    const dutch: Unit = unit({ id: 'nl-ss', name: '1/LN', side: 'german', nationality: 'NL', subordination: 'LN', hex: 'C3132', effectiveness: { concentrated: 3, dispersed: 1 } });
    const s = game({ phase: 6, turn: DAY, units: [dutch, shipped('de-1053-1', 'C3032')] });
    const joined = ok(s, move(['de-1053-1'], 'C3132'), world).state;
    expect(stackAt(joined, 'C3132').sort()).toEqual(['de-1053-1', 'nl-ss']);
  });

  it('[3.43, 9.15] side decides foe: no German unit ever enters a hex held by an Allied one', () => {
    const s = game({ phase: 6, turn: DAY, units: [shipped('uk-5cg-1', 'C3132'), shipped('de-1053-1', 'C3032')] });
    expect(refused(s, move(['de-1053-1'], 'C3132'), world)).toMatchObject({ code: 'ENEMY_OCCUPIED', rule: '8.12' });
  });
});
