import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEXSIDE_FEATURES, LINK_KINDS, TERRAIN_TYPES, type TerrainType } from '../../../src/rules/map/terrain';
import type { Mode, UnitType } from '../../../src/rules/core/unit';
import { IMMOBILE, MOVEMENT_COLUMNS, movementColumn, type MovementColumn } from '../../../src/rules/tables/movementClass';
import {
  CLOSE_STACKING_LIMIT,
  EXTRA_MOVE_COSTS,
  COMMUNICATION_HEAVY_LIMIT,
  COMMUNICATION_TOTAL_LIMIT,
  MOVEMENT_ALLOWANCE,
  MP_QUANTUM,
  NIGHT_OBSERVATION_RANGE,
  OPEN_STACKING_LIMIT,
  PROHIBITED,
  RECONSTRUCTED_TERRAIN_EFFECTS as TEC,
  hexEntryCost,
  hexsideCrossingCost,
  linkRate,
  stackingLimit,
  type MoveCost,
} from '../../../src/rules/tables/terrainEffects';
import { loadTerrainEffectsJson, parseTerrainEffects } from '../../../src/rules/tables/terrainEffectsSchema';

const MODES: readonly Mode[] = ['dispersed', 'concentrated', 'travel'];
const VEHICLE_COLUMNS: readonly MovementColumn[] = ['armor', 'recon', 'armoredGun', 'towed'];

/** Ordering for "costs more": prohibited is above every number. */
function rank(cost: MoveCost): number {
  return cost === PROHIBITED ? Number.POSITIVE_INFINITY : cost;
}

/** Every cost cell of the table, with a label. */
function allCells(): { label: string; cost: MoveCost }[] {
  const cells: { label: string; cost: MoveCost }[] = [];
  for (const t of TERRAIN_TYPES)
    for (const c of MOVEMENT_COLUMNS)
      for (const m of MODES) cells.push({ label: `hex ${t}/${c}/${m}`, cost: TEC.hex[t].move[c][m] });
  for (const f of HEXSIDE_FEATURES)
    for (const c of MOVEMENT_COLUMNS)
      for (const m of MODES) cells.push({ label: `hexside ${f}/${c}/${m}`, cost: TEC.hexside[f].move[c][m] });
  for (const k of LINK_KINDS)
    for (const c of MOVEMENT_COLUMNS)
      for (const m of MODES)
        for (const r of [TEC.link[k].rate[c][m], TEC.link[k].raisedRate[c][m]])
          if (r !== null) cells.push({ label: `link ${k}/${c}/${m}`, cost: r });
  return cells;
}

/**
 * Cells where the rules reverse dispersed ≥ concentrated ≥ travel [8.2]: vehicles in C/T may not enter
 * forest or broken [32.0 notes, 8.31], and trucks and towed guns keep off rough as well [8.31 "etc."].
 */
const REVERSED: ReadonlySet<string> = new Set([
  ...['armor', 'recon', 'armoredGun'].flatMap((c) => [`forest/${c}`, `broken/${c}`]),
  'forest/leg',
  'broken/leg',
  'rough/leg',
]);

describe('Terrain Effects Chart 10.15 — provenance', () => {
  it('[10.15] the table in use is marked reconstructed and names its sources', () => {
    expect(TEC.provenance.kind).toBe('reconstructed');
    expect(TEC.provenance.source).toMatch(/RULES-INVENTORY/);
  });
});

describe('Terrain Effects Chart 10.15 — stacking [9.1]', () => {
  it('[9.1] clear terrain stacks 24 SP (14.5 example, 14.72)', () => {
    expect(stackingLimit('clear')).toBe(24);
    expect(OPEN_STACKING_LIMIT).toBe(24);
  });

  it('[9.1] a city hex stacks 12 SP or less (32.0 notes)', () => {
    const city = stackingLimit('city');
    expect(typeof city === 'number' && city <= CLOSE_STACKING_LIMIT).toBe(true);
  });

  it('[32.0] more than 12 SP assaulting from clear into city overstacks the city hex', () => {
    const assault = 13;
    const clear = stackingLimit('clear');
    const city = stackingLimit('city');
    expect(typeof clear === 'number' && assault <= clear).toBe(true);
    expect(typeof city === 'number' && assault > city).toBe(true);
  });

  it('[32.0] some terrain stacks 24, most only 12', () => {
    const limits = TERRAIN_TYPES.map((t) => stackingLimit(t));
    const open = limits.filter((l) => l === OPEN_STACKING_LIMIT).length;
    const close = limits.filter((l) => l === CLOSE_STACKING_LIMIT).length;
    expect(open).toBeGreaterThan(0);
    expect(close).toBeGreaterThan(open);
  });

  it('[32.0] roads and trails never change stacking: links and hexsides carry no stacking entry', () => {
    for (const k of LINK_KINDS) expect(TEC.link[k]).not.toHaveProperty('stacking');
    for (const f of HEXSIDE_FEATURES) expect(TEC.hexside[f]).not.toHaveProperty('stacking');
  });

  it('[9.1] the table can express terrain with no limit, and every limit is within 24', () => {
    const parsed = parseTerrainEffects({ ...TEC, hex: { ...TEC.hex, slope: { ...TEC.hex.slope, stacking: 'unlimited' } } });
    expect(parsed.ok).toBe(true);
    for (const t of TERRAIN_TYPES) {
      const l = stackingLimit(t);
      expect(l === 'unlimited' || l <= OPEN_STACKING_LIMIT).toBe(true);
    }
  });

  it('[10.0] polder and slope stack like clear (our polder plays as clear; slopes are cosmetic)', () => {
    expect(TEC.hex.polder).toEqual(TEC.hex.clear);
    expect(TEC.hex.slope).toEqual(TEC.hex.clear);
  });
});

describe('Terrain Effects Chart 10.15 — movement costs', () => {
  it('[8.0, 8.14] every cost is a multiple of 1/4 MP, positive, and at most 4 MP, or prohibited', () => {
    for (const { label, cost } of allCells()) {
      if (cost === PROHIBITED) continue;
      expect(cost, label).toBeGreaterThan(0);
      expect(cost, label).toBeLessThanOrEqual(MOVEMENT_ALLOWANCE);
      expect(Number.isInteger(cost / MP_QUANTUM), label).toBe(true);
    }
  });

  it('[8.2] dispersed ≥ concentrated ≥ travel except where the rules reverse it (vehicles in forest/broken, trucks in rough)', () => {
    for (const t of TERRAIN_TYPES)
      for (const c of MOVEMENT_COLUMNS) {
        if (c === 'towed' || REVERSED.has(`${t}/${c}`)) continue;
        const m = TEC.hex[t].move[c];
        expect(rank(m.dispersed), `${t}/${c}`).toBeGreaterThanOrEqual(rank(m.concentrated));
        expect(rank(m.concentrated), `${t}/${c}`).toBeGreaterThanOrEqual(rank(m.travel));
      }
  });

  it('[8.2] the reversals are real: in each reversed cell travel or concentrated is worse than dispersed', () => {
    for (const key of REVERSED) {
      const [t, c] = key.split('/') as [TerrainType, MovementColumn];
      const m = TEC.hex[t].move[c];
      expect(rank(m.travel) > rank(m.dispersed) || rank(m.concentrated) > rank(m.dispersed), key).toBe(true);
    }
  });

  it('[8.3] armor never pays more than leg infantry in the same mode, in open terrain', () => {
    for (const t of ['clear', 'mixed', 'polder', 'slope'] as const)
      for (const m of ['concentrated', 'travel'] as const)
        expect(rank(hexEntryCost(t, 'armor', m))).toBeLessThanOrEqual(rank(hexEntryCost(t, 'leg', m)));
  });

  it('[32.0] armor must be dispersed to move through forest and broken', () => {
    for (const t of ['forest', 'broken'] as const) {
      expect(hexEntryCost(t, 'armor', 'dispersed')).not.toBe(PROHIBITED);
      expect(hexEntryCost(t, 'armor', 'concentrated')).toBe(PROHIBITED);
      expect(hexEntryCost(t, 'armor', 'travel')).toBe(PROHIBITED);
      // Tank destroyers and armored infantry in C/T read armor-like columns [3.41i, 8.9].
      expect(hexEntryCost(t, movementColumn('tankDestroyer', 'concentrated') as MovementColumn, 'concentrated')).toBe(PROHIBITED);
      expect(hexEntryCost(t, movementColumn('armoredInfantry', 'travel') as MovementColumn, 'travel')).toBe(PROHIBITED);
    }
  });

  it('[8.31] travel artillery cannot enter forest or broken except along a road or trail', () => {
    const column = movementColumn('artillery', 'travel') as MovementColumn;
    for (const t of ['forest', 'broken'] as const) expect(hexEntryCost(t, column, 'travel')).toBe(PROHIBITED);
    expect(linkRate('road', false, column, 'travel')).not.toBeNull();
    expect(linkRate('trail', false, column, 'travel')).not.toBeNull();
  });

  it('[8.31] artillery, AT and flak move only in Travel', () => {
    for (const type of ['artillery', 'antitank', 'flak'] as const) {
      expect(movementColumn(type, 'dispersed')).toBe(IMMOBILE);
      expect(movementColumn(type, 'travel')).toBe('towed');
    }
  });

  it('[10.1] all-water hexes are prohibited to every ground movement column and mode', () => {
    for (const c of MOVEMENT_COLUMNS) for (const m of MODES) expect(hexEntryCost('allWater', c, m)).toBe(PROHIBITED);
  });

  it('[10.1] the cost helper reads the table in use', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TERRAIN_TYPES), fc.constantFrom(...MOVEMENT_COLUMNS), fc.constantFrom(...MODES), (t, c, m) => {
        expect(hexEntryCost(t, c, m)).toBe(TEC.hex[t].move[c][m]);
      }),
    );
  });
});

describe('Terrain Effects Chart 10.15 — movement classes [3.41, 8.32, 8.9]', () => {
  it('[8.32] MG/HW, engineers and HQs move as infantry', () => {
    for (const type of ['infantry', 'heavyWeapons', 'combatEngineer', 'bridgeEngineer', 'hq'] as const)
      for (const m of MODES) expect(movementColumn(type, m)).toBe('leg');
  });

  it('[8.32] tank reconnaissance is armor; armored-car reconnaissance is recon', () => {
    for (const m of MODES) {
      expect(movementColumn('armoredRecon', m)).toBe('armor');
      expect(movementColumn('recon', m)).toBe('recon');
    }
  });

  it('[3.41b] armored infantry moves as armor when concentrated or in travel', () => {
    expect(movementColumn('armoredInfantry', 'concentrated')).toBe('armor');
    expect(movementColumn('armoredInfantry', 'travel')).toBe('armor');
  });

  it('[8.9b] dispersed armored infantry pays concentrated leg costs but cannot cross a stream or dike', () => {
    const column = movementColumn('armoredInfantry', 'dispersed') as MovementColumn;
    for (const t of TERRAIN_TYPES)
      expect(hexEntryCost(t, column, 'dispersed')).toBe(hexEntryCost(t, 'leg', 'concentrated'));
    expect(hexsideCrossingCost('stream', column, 'dispersed')).toBe(PROHIBITED);
    expect(hexsideCrossingCost('dike', column, 'dispersed')).toBe(PROHIBITED);
    expect(hexsideCrossingCost('stream', 'leg', 'dispersed')).not.toBe(PROHIBITED);
  });

  it('[3.41i, 8.9c] dispersed tank destroyers move as dispersed armor; otherwise their own column', () => {
    expect(movementColumn('tankDestroyer', 'dispersed')).toBe('armor');
    expect(movementColumn('tankDestroyer', 'concentrated')).toBe('armoredGun');
    expect(movementColumn('tankDestroyer', 'travel')).toBe('armoredGun');
  });
});

describe('Terrain Effects Chart 10.15 — roads, trails, raised links', () => {
  it('[10.11] dispersed units get no road or trail bonus', () => {
    for (const k of LINK_KINDS) for (const c of MOVEMENT_COLUMNS) expect(linkRate(k, false, c, 'dispersed')).toBeNull();
  });

  it('[10.11] concentrated and travel units of every mobile column have a road rate no worse than their clear cost', () => {
    for (const c of MOVEMENT_COLUMNS) {
      if (c === 'armoredInfantryOnFoot') continue;
      for (const m of c === 'towed' ? (['travel'] as const) : (['concentrated', 'travel'] as const)) {
        const road = linkRate('road', false, c, m);
        expect(road, `${c}/${m}`).not.toBeNull();
        expect(road!, `${c}/${m}`).toBeLessThanOrEqual(rank(hexEntryCost('clear', c, m)));
      }
    }
  });

  it('[10.11] a road is never slower than a trail, and travel on a road never slower than concentrated', () => {
    for (const c of MOVEMENT_COLUMNS)
      for (const m of ['concentrated', 'travel'] as const) {
        const road = linkRate('road', false, c, m);
        const trail = linkRate('trail', false, c, m);
        if (road !== null && trail !== null) expect(road).toBeLessThanOrEqual(trail);
      }
    for (const c of MOVEMENT_COLUMNS) {
      const conc = linkRate('road', false, c, 'concentrated');
      const trav = linkRate('road', false, c, 'travel');
      if (conc !== null && trav !== null) expect(trav).toBeLessThanOrEqual(conc);
    }
  });

  it('[10.12] raised road/trail/railroad rates apply to travel mode only', () => {
    for (const k of LINK_KINDS)
      for (const c of MOVEMENT_COLUMNS) {
        expect(linkRate(k, true, c, 'dispersed')).toBeNull();
        expect(linkRate(k, true, c, 'concentrated')).toBeNull();
      }
    expect(linkRate('road', true, 'armor', 'travel')).not.toBeNull();
    expect(linkRate('railroad', true, 'leg', 'travel')).not.toBeNull();
  });
});

describe('Terrain Effects Chart 10.15 — hexsides', () => {
  it('[8.14, 10.2] a blocked hexside is prohibited to everyone', () => {
    for (const c of MOVEMENT_COLUMNS) for (const m of MODES) expect(hexsideCrossingCost('blocked', c, m)).toBe(PROHIBITED);
  });

  it('[16.1, 10.13] river and canal hexsides are prohibited unless a bridge cancels them', () => {
    for (const f of ['river', 'canal'] as const)
      for (const c of MOVEMENT_COLUMNS) for (const m of MODES) expect(hexsideCrossingCost(f, c, m)).toBe(PROHIBITED);
  });

  it('[10.14] a stream is crossable on foot at a cost, and vehicles need a bridge or engineers', () => {
    expect(hexsideCrossingCost('stream', 'leg', 'concentrated')).not.toBe(PROHIBITED);
    for (const c of VEHICLE_COLUMNS) expect(hexsideCrossingCost('stream', c, 'travel')).toBe(PROHIBITED);
  });
});

describe('Terrain Effects Chart 10.15 — observation and communication', () => {
  it('[10.2, 6.0] city and forest block LOS; blocked hexsides do not', () => {
    expect(TEC.hex.city.blocksLos).toBe(true);
    expect(TEC.hex.forest.blocksLos).toBe(true);
    expect(TEC.hex.clear.blocksLos).toBe(false);
    expect(TEC.hexside.blocked.blocksLos).toBe(false);
    expect(TEC.hexside.blocked.blocksObservation).toBe(false);
  });

  it('[6.11] a dike hexside stops observation', () => {
    expect(TEC.hexside.dike.blocksObservation).toBe(true);
  });

  it('[10.6] city and forest are heavy communication blockers, town and fort light, the rest none', () => {
    for (const t of TERRAIN_TYPES) {
      const expected = t === 'city' || t === 'forest' ? 'heavy' : t === 'town' || t === 'fort' ? 'light' : 'none';
      expect(TEC.hex[t].communication, t).toBe(expected);
    }
    expect(COMMUNICATION_HEAVY_LIMIT).toBe(2);
    expect(COMMUNICATION_TOTAL_LIMIT).toBe(3);
  });

  it('[6.5] observation range at night is 2 hexes', () => {
    expect(TEC.nightObservationRange).toBe(NIGHT_OBSERVATION_RANGE);
    expect(NIGHT_OBSERVATION_RANGE).toBe(2);
  });

  it('[6.62, 6.63] hilltop/city/town and raised-link observers see farther than ordinary ground by day', () => {
    const base = TEC.hex.clear.dayObservationRange;
    for (const t of ['hilltop', 'city', 'town'] as const) expect(TEC.hex[t].dayObservationRange).toBeGreaterThanOrEqual(base + 2);
    for (const k of LINK_KINDS) expect(TEC.link[k].raisedDayObservationRange).toBeGreaterThanOrEqual(base + 1);
    for (const t of TERRAIN_TYPES) expect(TEC.hex[t].dayObservationRange).toBeGreaterThan(NIGHT_OBSERVATION_RANGE);
  });
});

describe('Terrain Effects Chart 10.15 — loading a printed chart from JSON [ARCHITECTURE §6]', () => {
  const printed = () => JSON.parse(JSON.stringify({ ...TEC, provenance: { kind: 'printed', source: 'SPI sheet 10.15' } })) as Record<string, never>;

  it('[10.15] accepts a valid printed table, which lookups then read', () => {
    const json = printed() as unknown as { hex: { clear: { stacking: number } } };
    json.hex.clear.stacking = 20;
    const result = loadTerrainEffectsJson(JSON.stringify(json));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.table.provenance.kind).toBe('printed');
    expect(stackingLimit('clear', result.table)).toBe(20);
    expect(stackingLimit('clear')).toBe(24); // the reconstructed chart is untouched
  });

  function refuses(mutate: (json: Record<string, unknown>) => void, message: RegExp): void {
    const json = printed() as Record<string, unknown>;
    mutate(json);
    const before = JSON.stringify(TEC);
    const result = loadTerrainEffectsJson(JSON.stringify(json));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.join('\n')).toMatch(message);
    expect(JSON.stringify(TEC)).toBe(before);
  }

  it('[10.15] refuses an unknown terrain and leaves the chart unchanged', () => {
    refuses((j) => {
      (j.hex as Record<string, unknown>).swamp = (j.hex as Record<string, unknown>).clear;
    }, /hex: unknown terrain "swamp"/);
  });

  it('[10.15] refuses a cost out of range and leaves the chart unchanged', () => {
    refuses((j) => {
      (j as { hex: { clear: { move: { leg: { dispersed: number } } } } }).hex.clear.move.leg.dispersed = 7;
    }, /hex\.clear\.move\.leg\.dispersed: cost out of range/);
  });

  it('[10.15] refuses a missing cell and leaves the chart unchanged', () => {
    refuses((j) => {
      delete (j as { hex: { forest: { move: { armor: { travel?: unknown } } } } }).hex.forest.move.armor.travel;
    }, /hex\.forest\.move\.armor\.travel: missing cell/);
  });

  it('[10.15] refuses a missing terrain and text that is not JSON', () => {
    refuses((j) => {
      delete (j as { hex: { town?: unknown } }).hex.town;
    }, /hex\.town: missing cell/);
    const result = loadTerrainEffectsJson('{ not json');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/not valid JSON/);
  });

  it('[10.15] the reconstructed table itself passes the schema', () => {
    expect(parseTerrainEffects(TEC).ok).toBe(true);
  });
});

describe('movement class lookup covers every unit type and mode', () => {
  it('[3.41a] every unit type has a column or is immobile in each mode', () => {
    const types: UnitType[] = [
      'infantry', 'armoredInfantry', 'armor', 'armoredRecon', 'recon', 'tankDestroyer', 'antitank', 'flak',
      'artillery', 'heavyWeapons', 'combatEngineer', 'bridgeEngineer', 'hq',
    ];
    for (const t of types)
      for (const m of MODES) {
        const col = movementColumn(t, m);
        expect(col === IMMOBILE || (MOVEMENT_COLUMNS as readonly string[]).includes(col)).toBe(true);
      }
  });
});

describe('extra MP costs defined outside the chart (RULES-INVENTORY §2.6)', () => {
  it('[7.11, 7.12, 8.6, 13.51, 16.11, 16.16, 10.12] named extra costs carry the values the text gives', () => {
    expect(EXTRA_MOVE_COSTS).toEqual({
      leaveZocNonArmor: 2,
      leaveZocArmor: 1,
      closeAction: 1,
      engineerFerry: 2,
      permanentFerry: 2,
      leaveTravel: 1,
      raisedBridgeWithoutTravel: 1,
      smallWaterBody: 1,
    });
  });
});
