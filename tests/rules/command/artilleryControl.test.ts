// Controlling HQs and indirect sightings [5.41–5.43, 12.1, 12.3, 12.4, 12.42–12.44, 12.52, 17.21a–d, 18.1c, 18.33].
import { describe, expect, it } from 'vitest';
import { controllingHqs, indirectSighting, type HexId, type Unit } from '../../../src/rules';
import { game } from '../../support/builders';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { FORMATIONS, battery, hq, member } from './tree';

const DAY = 8;
const play = (units: Unit[]) => game({ turn: DAY, units, formations: FORMATIONS });
const status = (s: Partial<Unit['status']>) => ({ status: s as Unit['status'] });
// The guns stand at C3010; the target at C3030 is far beyond their own sight; a spotter at C3026 sees it.
const TARGET: HexId = 'C3030';

describe('controlling HQs [5.41, 12.1, 12.4, 12.42–12.44, 12.52, 17.21d, 18.33]', () => {
  const hqsOf = (units: Unit[], gun = 'gun') => controllingHqs(play(units), CLEAR_WORLD, gun);

  it('[5.41, 12.1] divisional guns: the division HQ or a regimental HQ of the division, stacked or adjacent', () => {
    const units = [battery('gun', '101', 'C3010'), hq('hq-101', '101', 'C3011'), hq('hq-506', '506', 'C3010'), hq('hq-502', '502', 'C3012')];
    expect(hqsOf(units)).toEqual([
      { hqId: 'hq-101', rule: '12.1' },
      { hqId: 'hq-506', rule: '12.1' },
    ]);
  });

  it('[5.41] an HQ above the guns’ own formation does not control them', () => {
    const units = [battery('gun', '506', 'C3010'), hq('hq-101', '101', 'C3011'), hq('hq-506', '506', 'C3009')];
    expect(hqsOf(units)).toEqual([{ hqId: 'hq-506', rule: '12.1' }]);
  });

  it('[12.44] the XXX Corps HQ controls any Allied artillery, airborne included', () => {
    expect(hqsOf([battery('gun', '101', 'C3010'), hq('hq-30', '30xxx', 'C3011')])).toEqual([{ hqId: 'hq-30', rule: '12.44' }]);
  });

  it('[12.43] the airborne corps HQ controls airborne artillery only', () => {
    expect(hqsOf([battery('gun', '101', 'C3010'), hq('hq-abn', 'abn', 'C3011')])).toEqual([{ hqId: 'hq-abn', rule: '12.43' }]);
    expect(hqsOf([battery('gun', 'gds', 'C3010'), hq('hq-abn', 'abn', 'C3011')])).toEqual([]);
  });

  it('[12.42] the II Para Corps HQ controls any German artillery', () => {
    expect(hqsOf([battery('gun', '9SS', 'C3010'), hq('hq-iipara', 'IIPara', 'C3011')])).toEqual([{ hqId: 'hq-iipara', rule: '12.42' }]);
  });

  it('[5.41] corps artillery: any HQ under the corps HQ controls it', () => {
    const units = [battery('gun', '30xxx', 'C3010'), hq('hq-gds', 'gds', 'C3011'), hq('hq-5gds', '5gds', 'C3009')];
    expect(hqsOf(units)).toEqual([
      { hqId: 'hq-5gds', rule: '12.1' },
      { hqId: 'hq-gds', rule: '12.1' },
    ]);
  });

  it('[17.21d] XXX Corps artillery may also work under a non-airborne divisional HQ outside the corps tree, never an airborne one', () => {
    const units = [battery('gun', '30xxx', 'C3010'), hq('hq-43', '43', 'C3011'), hq('hq-129', '129', 'C3009'), hq('hq-101', '101', 'C2910')];
    expect(hqsOf(units)).toEqual([{ hqId: 'hq-43', rule: '17.21d' }]);
  });

  it('[5.41] an HQ two hexes off controls nothing; an enemy HQ never', () => {
    expect(hqsOf([battery('gun', '101', 'C3010'), hq('hq-101', '101', 'C3012')])).toEqual([]);
    expect(hqsOf([battery('gun', '9SS', 'C3010'), hq('hq-30', '30xxx', 'C3011')])).toEqual([]);
  });

  it('[12.52, 18.33] a disrupted HQ or one in Travel controls nothing', () => {
    expect(hqsOf([battery('gun', '101', 'C3010'), hq('hq-101', '101', 'C3011', status({ disrupted: true }))])).toEqual([]);
    expect(hqsOf([battery('gun', '101', 'C3010'), hq('hq-101', '101', 'C3011', { mode: 'travel' })])).toEqual([]);
  });
});

describe('indirect sightings for artillery [5.41–5.43, 12.3, 17.21, 18.33]', () => {
  const sighting = (units: Unit[], world = CLEAR_WORLD, target = TARGET) => indirectSighting(play(units), world, 'gun', target);

  it('[5.43, 17.21b] guns that see the target themselves need no HQ', () => {
    expect(sighting([battery('gun', '101', 'C3010')], CLEAR_WORLD, 'C3014')).toEqual({ ok: true, via: 'self' });
  });

  it('[5.41] without an HQ next to them, the guns may not use another unit’s sighting', () => {
    const result = sighting([battery('gun', '101', 'C3010'), member('spot', '2/506', 'C3026')]);
    expect(result).toMatchObject({ ok: false, rule: '5.41' });
  });

  it('[5.41, 12.52] the refusal names the HQ that is there but unfit', () => {
    const result = sighting([battery('gun', '101', 'C3010'), hq('hq-101', '101', 'C3011', { mode: 'travel' }), member('spot', '2/506', 'C3026')]);
    expect(result).toMatchObject({ ok: false, rule: '5.41' });
    expect(result.ok === false && result.reason).toContain('Travel');
  });

  it('[5.42] with its HQ adjacent, a unit of the command that sees the target and can talk to the HQ spots for it', () => {
    const result = sighting([battery('gun', '101', 'C3010'), hq('hq-101', '101', 'C3011'), member('spot', '2/506', 'C3026')]);
    expect(result).toEqual({ ok: true, via: 'spotter', spotterId: 'spot', hqId: 'hq-101' });
  });

  it('[5.42] a unit that sees the target but is outside the HQ’s command does not help', () => {
    const result = sighting([battery('gun', 'gds', 'C3010'), hq('hq-gds', 'gds', 'C3011'), member('spot', '129', 'C3026')]);
    expect(result).toMatchObject({ ok: false, rule: '5.42' });
  });

  it('[18.33] under a regimental HQ, only that regiment’s units may spot; under the division HQ, any of the division', () => {
    const regimental = [battery('gun', '101', 'C3010'), hq('hq-506', '506', 'C3011'), member('spot', '1/502', 'C3026')];
    expect(sighting(regimental)).toMatchObject({ ok: false, rule: '5.42' });
    const divisional = [battery('gun', '101', 'C3010'), hq('hq-101', '101', 'C3011'), member('spot', '1/502', 'C3026')];
    expect(sighting(divisional)).toEqual({ ok: true, via: 'spotter', spotterId: 'spot', hqId: 'hq-101' });
  });

  it('[12.3] the controlling HQ may itself be the observer', () => {
    // C3017 is 7 hexes from the guns (beyond their sight) and 6 from the HQ.
    const result = sighting([battery('gun', '101', 'C3010'), hq('hq-506', '506', 'C3011')], CLEAR_WORLD, 'C3017');
    expect(result).toEqual({ ok: true, via: 'spotter', spotterId: 'hq-506', hqId: 'hq-506' });
  });

  it('[10.6] a spotter that sees the target but whose line to the HQ is cut does not help, and the refusal says so', () => {
    const world = testWorld({ terrain: { C3015: 'forest', C3016: 'forest' } });
    const result = sighting([battery('gun', '101', 'C3010'), hq('hq-101', '101', 'C3011'), member('spot', '2/506', 'C3026')], world);
    expect(result).toMatchObject({ ok: false, rule: '10.6' });
  });

  it('[12.52] a disrupted or travelling spotter does not count', () => {
    const base = [battery('gun', '101', 'C3010'), hq('hq-101', '101', 'C3011')];
    expect(sighting([...base, member('spot', '2/506', 'C3026', status({ disrupted: true }))])).toMatchObject({ ok: false });
    expect(sighting([...base, member('spot', '2/506', 'C3026', { mode: 'travel' })])).toMatchObject({ ok: false });
  });

  it('[12.44] through the XXX Corps HQ, any Allied unit may spot for ground artillery', () => {
    const result = sighting([battery('gun', 'gds', 'C3010'), hq('hq-30', '30xxx', 'C3011'), member('spot', '1gds', 'C3026')]);
    expect(result).toEqual({ ok: true, via: 'spotter', spotterId: 'spot', hqId: 'hq-30' });
  });

  it('[17.21d] non-airborne units never spot for airborne artillery, even through XXX Corps', () => {
    const result = sighting([battery('gun', '101', 'C3010'), hq('hq-30', '30xxx', 'C3011'), member('spot', '1gds', 'C3026')]);
    expect(result).toMatchObject({ ok: false, rule: '17.21d' });
  });

  it('[17.21d] airborne units may spot for ground artillery through its controlling HQ', () => {
    const result = sighting([battery('gun', 'gds', 'C3010'), hq('hq-gds', 'gds', 'C3011'), member('spot', '2/506', 'C3026')]);
    expect(result).toEqual({ ok: true, via: 'spotter', spotterId: 'spot', hqId: 'hq-gds' });
  });

  it('[17.21a] battalion artillery needs no HQ: a unit of its battalion spotting is enough', () => {
    expect(sighting([battery('gun', '2/506', 'C3010'), member('spot', '2/506', 'C3026')])).toEqual({ ok: true, via: 'spotter', spotterId: 'spot', hqId: '' });
    expect(sighting([battery('gun', '2/506', 'C3010'), member('spot', '1/506', 'C3026')])).toMatchObject({ ok: false, rule: '17.21a' });
  });

  it('[5.42, 12.3, 12.44] with two HQs controlling the guns, they are tried in id order, each HQ as its own observer ahead of the units (in id order) that see the target', () => {
    const guns = battery('gun', 'gds', 'C3010');
    const spotter = member('spot', '1gds', 'C3026');
    // hq-30 (XXX Corps, 12.44) comes before hq-gds in id order: the spotter reports to it.
    expect(sighting([guns, hq('hq-30', '30xxx', 'C3011'), hq('hq-gds', 'gds', 'C3009'), spotter])).toEqual({ ok: true, via: 'spotter', spotterId: 'spot', hqId: 'hq-30' });
    // [12.3] an HQ that sees the target itself is its own spotter, ahead of the other units.
    expect(sighting([guns, hq('hq-30', '30xxx', 'C3011'), hq('hq-gds', 'gds', 'C3009'), member('a-spot', '1gds', 'C3016')], CLEAR_WORLD, 'C3017')).toEqual({ ok: true, via: 'spotter', spotterId: 'hq-30', hqId: 'hq-30' });
  });

  it('[5.4] only artillery and heavy weapons fire indirectly', () => {
    const s = play([member('gun', '2/506', 'C3010')]);
    expect(indirectSighting(s, CLEAR_WORLD, 'gun', 'C3014')).toMatchObject({ ok: false, rule: '5.4' });
  });
});

describe('heavy weapons sightings [18.1c]', () => {
  const hw = (more: Partial<Unit> = {}) => member('gun', '2/506', 'C3010', { type: 'heavyWeapons', range: 2, ...more });
  const sighting = (units: Unit[], target = TARGET) => indirectSighting(play(units), CLEAR_WORLD, 'gun', target);

  it('[18.1c] heavy weapons fire at what they see themselves', () => {
    expect(sighting([hw()], 'C3012')).toEqual({ ok: true, via: 'self' });
  });

  it('[18.1c] or at what a unit of their own battalion sees, without any HQ', () => {
    expect(sighting([hw(), member('spot', '2/506', 'C3026')])).toEqual({ ok: true, via: 'spotter', spotterId: 'spot', hqId: '' });
  });

  it('[18.1c] a unit of another battalion, even of the same regiment with its HQ adjacent, does not spot for them', () => {
    expect(sighting([hw(), hq('hq-506', '506', 'C3011'), member('spot', '1/506', 'C3026')])).toMatchObject({ ok: false, rule: '18.1c' });
  });

  it('[18.1c] a disrupted battalion mate sees nothing for them', () => {
    expect(sighting([hw(), member('spot', '2/506', 'C3026', status({ disrupted: true }))])).toMatchObject({ ok: false, rule: '18.1c' });
  });
});
