// Multi-formation fire [17.2a–c, 17.21b, 17.22, 17.23] and close-action mixing [17.3].
import { describe, expect, it } from 'vitest';
import { closeActionMixingProblem, multiFormationKey, multiFormationKeys, multiFormationPenalty, type Unit } from '../../../src/rules';
import { game } from '../../support/builders';
import { FORMATIONS, hq, member } from './tree';

const units: Unit[] = [
  member('a1', '2/506', 'C3010'),
  member('a2', '2/506', 'C3010'),
  member('b1', '1/506', 'C3011'),
  member('c1', '1/502', 'C3012'),
  member('reg506', '506', 'C3013', { type: 'heavyWeapons' }),
  member('reg502', '502', 'C3013', { type: 'heavyWeapons' }),
  member('div101', '101', 'C3014', { type: 'recon' }),
  member('at101', '101', 'C3014', { type: 'antitank' }),
  member('at2-506', '2/506', 'C3014', { type: 'antitank' }),
  member('at1-506', '1/506', 'C3014', { type: 'antitank' }),
  member('eng101', '101', 'C3015', { type: 'combatEngineer' }),
  member('eng2-506', '2/506', 'C3015', { type: 'combatEngineer' }),
  member('x82', '505', 'C3016'),
  member('ind86a', undefined, 'C3017', { subordination: '86ind' }),
  member('ind86b', undefined, 'C3017', { subordination: '86ind' }),
  member('ind-other', undefined, 'C3017', { subordination: '1ind' }),
  member('corps30', '30xxx', 'C3018', { type: 'armor', nationality: 'UK' }),
  member('gds-inf', '1gds', 'C3018', { nationality: 'UK' }),
  member('x43', '129', 'C3018', { nationality: 'UK' }),
  member('ss', '19SS', 'C3019'),
  member('pz107', '107', 'C3019', { type: 'armor' }),
  hq('hq-506', '506', 'C3020'),
];
const s = game({ units, formations: FORMATIONS });
const penalty = (...ids: string[]) => multiFormationPenalty(s, ids);
const mixing = (ids: string[], earlier: string[] = []) => closeActionMixingProblem(s, ids, earlier);

describe('multi-formation fire [17.2a, 17.2b]', () => {
  it('[17.2b] a unit’s own subordination is its formation; an "ind" unit its own designation', () => {
    expect(multiFormationKey(s, 'a1')).toBe('2/506');
    expect(multiFormationKey(s, 'div101')).toBe('101');
    expect(multiFormationKey(s, 'ind86a')).toBe('ind:86ind');
  });

  it('[17.2a] one battalion firing together suffers nothing', () => {
    expect(penalty('a1', 'a2')).toBe(0);
    expect(penalty('a1')).toBe(0);
  });

  it('[17.2a] two battalions: −2 effectiveness each; three: −3', () => {
    expect(penalty('a1', 'b1')).toBe(2);
    expect(penalty('a1', 'b1', 'c1')).toBe(3);
  });

  it('[17.2b] with a firer that has no battalion, compare regiments', () => {
    expect(multiFormationKeys(s, ['a1', 'b1', 'reg506'])).toEqual(['506', '506', '506']);
    expect(penalty('a1', 'b1', 'reg506')).toBe(0);
    expect(penalty('a1', 'reg502')).toBe(2);
  });

  it('[17.2b, 17.23] with a division-level firer, compare divisions: a division unit with its own battalions is no mix', () => {
    expect(penalty('div101', 'a1', 'c1')).toBe(0);
    expect(penalty('div101', 'x82')).toBe(2);
  });

  it('[17.23] "ind" units always mix, except with counters of the same designation', () => {
    expect(penalty('ind86a', 'ind86b')).toBe(0);
    expect(penalty('ind86a', 'a1')).toBe(2);
    expect(penalty('ind86a', 'ind-other')).toBe(2);
    expect(penalty('ind86a', 'div101')).toBe(2);
  });

  it('[17.22] antitank with infantry of its own battalion is no mix; of another battalion it is', () => {
    expect(penalty('at2-506', 'a1')).toBe(0);
    expect(penalty('at1-506', 'a1')).toBe(2);
  });

  it('[17.22] divisional antitank may fire with any unit that traces to its division HQ', () => {
    expect(penalty('at101', 'a1')).toBe(0);
    expect(penalty('at101', 'x82')).toBe(2);
  });
});

describe('close-action mixing [17.3]', () => {
  it('[17.3] infantry of two battalions of one regiment may assault together', () => {
    expect(mixing(['a1', 'b1'])).toBeNull();
  });

  it('[17.3] infantry of two regiments of one division may not', () => {
    expect(mixing(['a1', 'c1'])).toMatchObject({ rule: '17.3' });
    expect(mixing(['reg506', 'reg502'])).toMatchObject({ rule: '17.3' });
  });

  it('[17.3] units that assaulted the hex earlier this phase count', () => {
    expect(mixing(['a1'], ['c1'])).toMatchObject({ rule: '17.3' });
    expect(mixing(['a1'], ['b1'])).toBeNull();
  });

  it('[17.3] division-level units may join a regiment of their division', () => {
    expect(mixing(['a1', 'div101'])).toBeNull();
    expect(mixing(['c1', 'div101', 'at101'])).toBeNull();
  });

  it('[17.3] units of two divisions may never assault one hex in a phase', () => {
    expect(mixing(['div101', 'x82'])).toMatchObject({ rule: '17.3' });
    expect(mixing(['a1'], ['x82'])).toMatchObject({ rule: '17.3' });
  });

  it('[17.3] an independent brigade counts as its own division', () => {
    expect(mixing(['ss', 'pz107'])).toMatchObject({ rule: '17.3' });
    expect(mixing(['ind86a', 'ind86b'])).toBeNull();
    expect(mixing(['ind86a', 'a1'])).toMatchObject({ rule: '17.3' });
  });

  it('[17.3] a corps-level unit may join a division under that corps, not one outside it', () => {
    expect(mixing(['corps30', 'gds-inf'])).toBeNull();
    expect(mixing(['corps30', 'x43'])).toMatchObject({ rule: '17.3' });
  });

  it('[17.3] other arms of two regiments of one division may assault together (the one-regiment limit is for infantry and heavy weapons)', () => {
    const other = game({ units: [member('tank502', '502', 'C3010', { type: 'armor' }), member('inf', '2/506', 'C3010')], formations: FORMATIONS });
    expect(closeActionMixingProblem(other, ['tank502', 'inf'], [])).toBeNull();
  });

  it('[17.3] combat engineers and HQs only alongside units of their own organization', () => {
    expect(mixing(['eng101', 'c1'])).toBeNull();
    expect(mixing(['eng2-506', 'a1'])).toBeNull();
    expect(mixing(['eng2-506', 'b1'])).toMatchObject({ rule: '17.3' });
    expect(mixing(['eng101'])).toMatchObject({ rule: '17.3' });
    expect(mixing(['hq-506', 'b1'])).toBeNull();
    expect(mixing(['hq-506', 'eng101'])).toMatchObject({ rule: '17.3' });
  });
});
