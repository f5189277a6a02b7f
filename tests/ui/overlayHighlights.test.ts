/**
 * The map overlays' pure part (src/ui/overlays/highlightSpecs.ts): engine answers turned into hex
 * highlights. Each test compares the highlights with the engine query they come from.
 */
import { describe, expect, it } from 'vitest';
import {
  communicates,
  communicationTally,
  controllingHqs,
  hexFromIndex,
  hexId,
  hexIndex,
  indirectSighting,
  lineOfSight,
  observationRangeAt,
  parseHexId,
  reach,
  stackingLimitAt,
  zocMap,
  type HexId,
  type ReachResult,
  type SupplyReport,
  type World,
} from '../../src/rules';
import {
  OVERLAY_COLOURS,
  hexesWithin,
  mpLabel,
  reachHighlights,
  reachOverlay,
  sightFromHex,
  sightOverlay,
  stackingHighlights,
  supplyHighlights,
  supplyPathHighlights,
  zocHighlights,
} from '../../src/ui/overlays/highlightSpecs';
import { COMMAND_VIEW_RADIUS, commandOverlay } from '../../src/ui/overlays/commandOverlay';
import { FORMATIONS, battery, hq, member } from '../rules/command/tree';
import { game, unit } from '../support/builders';
import { CLEAR_WORLD, testWorld } from '../support/world';

const german = (id: string, hex: HexId) => unit({ id, side: 'german', nationality: 'DE', hex, subordination: '107' });

function index(id: string): number {
  return hexIndex(parseHexId(id)!);
}

function reachOf(world: World, ids: string[], units = [unit({ id: 'inf', hex: 'C3010' }), german('de', 'C2910')]): ReachResult {
  const result = reach(world, game({ phase: 13, units }), ids);
  if (!('hexes' in result)) throw new Error(result.message);
  return result;
}

describe('reach overlay [8.0–8.15]', () => {
  it('[8.0] every reachable hex is shaded and labelled with the MP the engine gives it', () => {
    const result = reachOf(CLEAR_WORLD, ['inf']);
    const specs = reachHighlights(result);
    const byHex = new Map(specs.map((s) => [s.hex, s]));
    expect(result.hexes.size).toBeGreaterThan(10);
    for (const r of result.hexes.values()) {
      expect(byHex.get(r.hex)?.label).toBe(`${mpLabel(r.mp)}${r.oneHexRule ? '*' : ''}`);
    }
  });

  it('[8.4] hexes whose leaving draws opportunity fire are ringed; hexes reached through them are tinted apart', () => {
    // The mover starts next to the German unit in C2910: inside its zone of control [7.0].
    const result = reachOf(CLEAR_WORLD, ['inf']);
    const firePoints = new Set<HexId>();
    for (const r of result.hexes.values()) for (const f of r.opportunityFire) firePoints.add(f.hex);
    expect(firePoints.size).toBeGreaterThan(0);
    const specs = reachHighlights(result);
    const ringed = new Set(specs.filter((s) => s.mark === 'ring').map((s) => s.hex));
    expect(ringed).toEqual(firePoints);
    for (const r of result.hexes.values()) {
      const spec = specs.find((s) => s.hex === r.hex)!;
      expect(spec.tint).toBe(r.opportunityFire.length > 0 ? OVERLAY_COLOURS.reachUnderFire : OVERLAY_COLOURS.reach);
    }
  });

  it('[9.32] a hex where the move would end overstacked is dotted', () => {
    // A big friendly stack in C3011 leaves no room for the mover's 6 SP.
    const big = unit({ id: 'big', hex: 'C3011', strength: stackingLimitAt(CLEAR_WORLD, index('C3011')) });
    const result = reachOf(CLEAR_WORLD, ['inf'], [unit({ id: 'inf', hex: 'C3010' }), big]);
    expect(result.hexes.get('C3011')?.overstack).toBe(true);
    expect(reachHighlights(result).find((s) => s.hex === 'C3011')?.mark).toBe('dot');
  });

  it('[8.0] outside a Conditional Movement Phase the overlay shows nothing and says why', () => {
    const s = game({ phase: 9, units: [unit({ id: 'inf', hex: 'C3010' })] });
    const r = reachOverlay(CLEAR_WORLD, s, 'inf');
    expect(r.hexes).toBeNull();
    expect(r.status).toMatch(/\[8\.0\]/);
  });

  it('[8.11] the whole movable stack moves together unless the move panel names fewer units', () => {
    const s = game({ phase: 13, units: [unit({ id: 'a', hex: 'C3010' }), unit({ id: 'b', hex: 'C3010', stackIndex: 1, mode: 'dispersed' })] });
    const stack = reach(CLEAR_WORLD, s, ['a', 'b']);
    const alone = reach(CLEAR_WORLD, s, ['a']);
    if (!('hexes' in stack) || !('hexes' in alone)) throw new Error('reach refused');
    expect(reachOverlay(CLEAR_WORLD, s, 'a').hexes).toHaveLength(stack.hexes.size);
    expect(reachOverlay(CLEAR_WORLD, s, 'a', ['a']).hexes).toHaveLength(alone.hexes.size);
  });
});

describe('line-of-sight overlay [6.0]', () => {
  it('[6.0] hexes within the observation range are swept once each', () => {
    const range = 4;
    const found = hexesWithin(CLEAR_WORLD, index('C3015'), range);
    expect(new Set(found).size).toBe(found.length);
    expect(found).toHaveLength(1 + 3 * range * (range + 1));
  });

  it('[6.0] on open ground every hex in range is seen; a blocking hex hides what lies behind it, with the reason', () => {
    const s = game({ phase: 13, units: [unit({ id: 'inf', hex: 'C3015' })] });
    const open = sightFromHex(CLEAR_WORLD, s, 'C3015');
    const range = observationRangeAt(s, CLEAR_WORLD, 'C3015');
    expect(open.hexes).toHaveLength(3 * range * (range + 1));
    expect(open.hexes!.every((h) => h.mark === undefined)).toBe(true);

    const world = testWorld({ terrain: { C3016: 'forest' } });
    const blocked = sightFromHex(world, s, 'C3015');
    const crossed = blocked.hexes!.filter((h) => h.mark === 'cross').map((h) => h.hex);
    expect(crossed).toContain('C3018');
    for (const hex of crossed) {
      const sight = lineOfSight(world, index('C3015'), index(hex));
      expect(sight.clear).toBe(false);
      expect(blocked.notes!.get(hex)).toContain(`[${sight.clear ? '' : sight.rule}]`);
    }
  });

  it('[11.5] a disrupted unit observes nothing, and the overlay says so', () => {
    const s = game({ phase: 13, units: [unit({ id: 'inf', hex: 'C3015', status: { disrupted: true, depleted: false, fired: false, mpSpent: 0, modeChanged: false } })] });
    const r = sightOverlay(CLEAR_WORLD, s, 'inf', null);
    expect(r.hexes).toBeNull();
    expect(r.status).toMatch(/\[11\.5\]/);
  });
});

describe('zone-of-control overlay [7.0]', () => {
  it('[7.0] each side’s controlled hexes are exactly the engine’s zone map, in the side’s colour', () => {
    const s = game({ phase: 13, units: [unit({ id: 'inf', hex: 'C3010' }), german('de', 'C3020')] });
    for (const side of ['allied', 'german'] as const) {
      const zoc = zocMap(CLEAR_WORLD, s, side);
      const specs = zocHighlights(zoc, side);
      expect(specs.map((h) => index(h.hex)).sort()).toEqual([...zoc.keys()].sort());
      expect(specs.every((h) => h.tint === OVERLAY_COLOURS.zoc[side])).toBe(true);
    }
  });
});

describe('stacking-room overlay [9.1]', () => {
  it('[9.1] each occupied hex is labelled with its limit less the strength in it; over the limit shows red', () => {
    const limit = stackingLimitAt(CLEAR_WORLD, index('C3010'));
    const s = game({
      phase: 13,
      units: [unit({ id: 'a', hex: 'C3010', strength: 4 }), unit({ id: 'b', hex: 'C3010', strength: 3, stackIndex: 1 }), unit({ id: 'c', hex: 'C3012', strength: limit + 2 })],
    });
    const specs = stackingHighlights(CLEAR_WORLD, s);
    expect(specs.find((h) => h.hex === 'C3010')?.label).toBe(`room ${limit - 7}`);
    expect(specs.find((h) => h.hex === 'C3012')).toMatchObject({ label: 'over 2', tint: OVERLAY_COLOURS.over, mark: 'cross' });
  });
});

describe('supply overlay [11.0]', () => {
  const report: SupplyReport = {
    side: 'allied',
    turn: 1,
    hqs: {},
    units: {
      ok: { unitId: 'ok', name: 'A', hex: 'C3010', verdict: { supplied: true, rule: '11.3', via: 'hq', path: ['C3010', 'C3011', 'C3012'] } },
      bad: { unitId: 'bad', name: 'B', hex: 'C3020', verdict: { supplied: false, rule: '11.3', reason: 'no path' } },
      mixed: { unitId: 'mixed', name: 'C', hex: 'C3010', verdict: { supplied: false, rule: '11.3', reason: 'too far' } },
    },
  };

  it('[11.3] a hex is blue (uncrossed) only when every unit in it is in supply', () => {
    const specs = supplyHighlights(report);
    // Out of supply is told by a cross as well as by colour (colour-blind safe).
    expect(specs.find((h) => h.hex === 'C3020')).toMatchObject({ tint: OVERLAY_COLOURS.unsupplied, mark: 'cross' });
    expect(specs.find((h) => h.hex === 'C3010')).toMatchObject({ tint: OVERLAY_COLOURS.unsupplied, mark: 'cross' });
    const clean = supplyHighlights({ ...report, units: { ok: report.units.ok! } });
    expect(clean).toEqual([expect.objectContaining({ hex: 'C3010', tint: OVERLAY_COLOURS.supplied })]);
  });

  it('[11.3] the selected unit’s traced path is dotted hex by hex; an unsupplied unit has none', () => {
    expect(supplyPathHighlights(report, 'ok')?.map((h) => h.hex)).toEqual(['C3010', 'C3011', 'C3012']);
    expect(supplyPathHighlights(report, 'bad')).toBeNull();
  });
});

describe('command overlay: artillery control and communication [10.6, 12.0]', () => {
  // The 101st's guns at C3015 beside the 506 HQ at C3014; one 2/506 company with a clear line to the
  // HQ (C3020), one behind two forest hexes (C3010: the line passes C3011 and C3012) [10.6].
  const world = testWorld({ terrain: { C3011: 'forest', C3012: 'forest' } });
  const state = game({
    turn: 8,
    formations: FORMATIONS,
    units: [hq('hq-506', '506', 'C3014'), battery('art', '101', 'C3015'), member('near', '2/506', 'C3020'), member('far', '2/506', 'C3010')],
  });

  it('[12.1, 5.41] artillery: the HQs that may control it are ringed and labelled, as controllingHqs says', () => {
    const hqs = controllingHqs(state, world, 'art');
    expect(hqs.map((h) => h.hqId)).toEqual(['hq-506']);
    const result = commandOverlay(world, state, 'art');
    expect(result.hexes?.find((h) => h.hex === 'C3014')).toMatchObject({ label: 'HQ', mark: 'ring' });
    expect(result.status).toContain(`[${hqs[0]!.rule}]`);
  });

  it('[10.6, 12.2] artillery: observers able to report to its HQ are dotted; those whose line is cut are crossed', () => {
    expect(communicates(state, world, 'near', 'hq-506')).toEqual({ ok: true });
    expect(communicates(state, world, 'far', 'hq-506')).toMatchObject({ ok: false, rule: '10.6' });
    const result = commandOverlay(world, state, 'art');
    expect(result.hexes?.find((h) => h.hex === 'C3020')).toMatchObject({ mark: 'dot', tint: OVERLAY_COLOURS.linked });
    expect(result.hexes?.find((h) => h.hex === 'C3010')).toMatchObject({ mark: 'cross', tint: OVERLAY_COLOURS.cut });
  });

  it('[5.42, 5.43] artillery: pointing at a hex gives the engine\'s sighting verdict there', () => {
    const result = commandOverlay(world, state, 'art');
    for (const target of ['C3024', 'C3040'] as const) {
      const verdict = indirectSighting(state, world, 'art', target);
      const note = result.noteAt?.(target) ?? '';
      if (verdict.ok) expect(note).toContain('can fire at');
      else expect(note).toContain(verdict.reason);
    }
  });

  it('[12.2, 10.6] an HQ: units under it ringed when in communication, crossed when cut; its guns labelled ART', () => {
    const result = commandOverlay(world, state, 'hq-506');
    expect(result.hexes?.find((h) => h.hex === 'C3020')).toMatchObject({ mark: 'ring', tint: OVERLAY_COLOURS.linked });
    expect(result.hexes?.find((h) => h.hex === 'C3010')).toMatchObject({ mark: 'cross' });
    expect(result.hexes?.find((h) => h.hex === 'C3015')).toMatchObject({ label: 'ART' });
    expect(result.hexes?.find((h) => h.hex === 'C3014')).toMatchObject({ label: 'HQ' });
  });

  it('[10.6] an HQ: the shaded field is every hex nearby whose communication line to it holds', () => {
    const result = commandOverlay(world, state, 'hq-506');
    const origin = index('C3014');
    const open = hexesWithin(world, origin, COMMAND_VIEW_RADIUS)
      .filter((i) => i !== origin)
      .map((i) => hexId(hexFromIndex(i)))
      .filter((h) => !communicationTally(world, h, 'C3014').failedAt);
    expect(open.length).toBeGreaterThan(100);
    expect(result.status).toContain(`${open.length} hexes within ${COMMAND_VIEW_RADIUS}`);
    const shaded = result.hexes?.filter((h) => h.tint === OVERLAY_COLOURS.commRange).map((h) => h.hex) ?? [];
    // Every shaded hex has an open line; unit hexes are drawn with their own mark instead.
    for (const h of shaded) expect(open).toContain(h);
  });

  it('[12.2, 17.17] any other unit: its HQ ringed when it can report to it, crossed when the line is cut', () => {
    expect(commandOverlay(world, state, 'near').hexes?.find((h) => h.hex === 'C3014')).toMatchObject({ label: 'HQ', mark: 'ring' });
    const far = commandOverlay(world, state, 'far');
    expect(far.hexes?.find((h) => h.hex === 'C3014')).toMatchObject({ label: 'HQ', mark: 'cross' });
    expect(far.status).toContain('[10.6]');
    // The line to its HQ is dotted through the forest.
    expect(far.hexes?.find((h) => h.hex === 'C3012')).toMatchObject({ mark: 'dot' });
  });

  it('[12.0] with nothing selected the overlay says what to select and draws nothing', () => {
    expect(commandOverlay(world, state, null).hexes).toBeNull();
  });
});
