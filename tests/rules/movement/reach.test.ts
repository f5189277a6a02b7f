import { describe, expect, it } from 'vitest';
import { apply, reach, sideReach, type Command, type GameState, type ReachResult, type World } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { testWorld } from '../../support/world';
import { unitById } from '../../../src/rules/state/unitBuckets';

/** A road running north from C2010 through C2110, C2210, C2310, C2410 (each step adjacent). */
const ROAD = ['C2010', 'C2110', 'C2210', 'C2310', 'C2410'];
const WORLD = testWorld({
  roads: [{ kind: 'road', hexes: ROAD }],
  terrain: { C2012: 'forest', C2112: 'forest', C2013: 'town' },
  hexsides: { 'C2010|C2009': ['stream'] },
});

function reachOf(world: World, state: GameState, ids: string[]): ReachResult {
  const result = reach(world, state, ids);
  if (!('hexes' in result)) throw new Error(result.message);
  return result;
}

/** Walk a reach path with moveStep commands, passing every opportunity-fire window. */
function walk(world: World, state: GameState, ids: string[], path: readonly string[]): GameState {
  let s = state;
  for (const hex of path) {
    let r = apply(s, { type: 'moveStep', unitIds: ids, to: hex } as Command, world);
    if (!r.ok) throw new Error(`${hex}: ${r.message}`);
    s = r.state;
    while (s.pending?.kind === 'opportunityFire') {
      r = apply(s, { type: 'passOpportunity' }, world);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
  }
  return s;
}

describe('reach query [8.0–8.15]', () => {
  it('[10.11] a concentrated unit on the road reaches 8 road hexes with 4 MP at ½ MP each', () => {
    const s = game({ phase: 13, units: [unit({ id: 'inf', hex: 'C2010' }), unit({ id: 'far', hex: 'C3010' })] });
    const r = reachOf(WORLD, s, ['inf']);
    expect(r.hexes.get('C2410')).toMatchObject({ mp: 2, path: ['C2110', 'C2210', 'C2310', 'C2410'] });
    // clear ground at 1 MP per hex for concentrated foot: four hexes and no farther
    const open = reachOf(WORLD, s, ['far']);
    expect(open.hexes.get('C3014')?.mp).toBe(4);
    expect(open.hexes.has('C3015')).toBe(false);
  });

  it('[10.11] a dispersed unit gets no road rate: 1½ MP per clear hex', () => {
    const s = game({ phase: 13, units: [unit({ id: 'inf', hex: 'C2010', mode: 'dispersed' })] });
    const r = reachOf(WORLD, s, ['inf']);
    expect(r.hexes.get('C2110')?.mp).toBe(1.5);
    expect(r.hexes.get('C2210')?.mp).toBe(3);
    expect(r.hexes.has('C2310')).toBe(false);
  });

  it('[8.14] a unit that has not moved may always go one hex, shown as such', () => {
    const world = testWorld({ hexsides: { 'C3010|C3011': ['stream'] } });
    const german = unit({ id: 'de', side: 'german', nationality: 'DE', hex: 'C2910' });
    // leaving the German zone (+2), wading the stream (+1), clear ground (+1): exactly 4 MP
    const s = game({ phase: 13, units: [unit({ id: 'inf', hex: 'C3010' }), german] });
    expect(reachOf(world, s, ['inf']).hexes.get('C3011')).toMatchObject({ mp: 4, oneHexRule: false });
    // dispersed, the same hex costs 4½: only the one-hex rule gets it there, and nothing lies beyond one hex
    const tired = game({ phase: 13, units: [unit({ id: 'inf', hex: 'C3010', mode: 'dispersed' }), german] });
    const r = reachOf(world, tired, ['inf']);
    expect(r.hexes.get('C3011')).toMatchObject({ mp: 4.5, oneHexRule: true });
    expect([...r.hexes.values()].every((h) => h.path.length === 1)).toBe(true);
  });

  it('[8.4] the path lists where the stack leaves an enemy zone and who may fire', () => {
    const s = game({
      phase: 13,
      units: [unit({ id: 'inf', hex: 'C2010' }), unit({ id: 'de', side: 'german', nationality: 'DE', hex: 'C1910' })],
    });
    const r = reachOf(WORLD, s, ['inf']);
    expect(r.hexes.get('C2210')!.opportunityFire).toEqual([{ hex: 'C2010', firerIds: ['de'] }]);
  });

  it('[8.12] enemy-held hexes are never reached', () => {
    const s = game({ phase: 13, units: [unit({ id: 'inf', hex: 'C2010' }), unit({ id: 'de', side: 'german', nationality: 'DE', hex: 'C2110' })] });
    expect(reachOf(WORLD, s, ['inf']).hexes.has('C2110')).toBe(false);
  });

  it('[9.32] a hex the stack would overstack is reachable but marked, and the move ends there', () => {
    const s = game({
      phase: 13,
      units: [
        unit({ id: 'a', hex: 'C2010', strength: 8, printedStrength: 8 }),
        unit({ id: 'b', hex: 'C2110', strength: 8, printedStrength: 8 }),
        unit({ id: 'c', hex: 'C2110', strength: 8, printedStrength: 8 }),
        unit({ id: 'd', hex: 'C2110', strength: 8, printedStrength: 8 }),
      ],
    });
    const r = reachOf(WORLD, s, ['a']);
    expect(r.hexes.get('C2110')!.overstack).toBe(true);
    // nothing is reached through the overstacked hex that could not be reached around it
    expect(r.hexes.get('C2210')!.path).not.toContain('C2110');
  });

  it('[8.52] a stack reaches only what every unit can: armor may not follow foot soldiers into forest', () => {
    const s = game({
      phase: 13,
      units: [unit({ id: 'inf', hex: 'C2011' }), unit({ id: 'tank', type: 'armor', hex: 'C2011', stackIndex: 1 })],
    });
    expect(reachOf(WORLD, s, ['inf']).hexes.has('C2012')).toBe(true);
    expect(reachOf(WORLD, s, ['inf', 'tank']).hexes.has('C2012')).toBe(false);
  });

  it('[8.23] a disrupted unit has no reach, and the refusal names the case', () => {
    const s = game({ phase: 13, units: [unit({ id: 'inf', hex: 'C2010', status: { disrupted: true } as never })] });
    expect(reach(WORLD, s, ['inf'])).toMatchObject({ ok: false, rule: '8.23' });
  });

  it('every reported hex is reached by moving along its path, at the reported cost', () => {
    const s = game({
      phase: 13,
      units: [
        unit({ id: 'inf', hex: 'C2010' }),
        unit({ id: 'tank', type: 'armor', hex: 'C2010', stackIndex: 1 }),
        unit({ id: 'de', side: 'german', nationality: 'DE', hex: 'C1910' }),
      ],
    });
    const r = reachOf(WORLD, s, ['inf', 'tank']);
    expect(r.hexes.size).toBeGreaterThan(10);
    for (const target of r.hexes.values()) {
      const end = walk(WORLD, s, ['inf', 'tank'], target.path);
      expect(unitById(end, 'inf')!.hex).toBe(target.hex);
      expect(Math.max(unitById(end, 'inf')!.status.mpSpent, unitById(end, 'tank')!.status.mpSpent)).toBeCloseTo(target.mp);
    }
  });

  it('sideReach gives one result per movable stack of the side', () => {
    const s = game({
      phase: 13,
      units: [
        unit({ id: 'a', hex: 'C2010' }),
        unit({ id: 'b', hex: 'C2010', stackIndex: 1 }),
        unit({ id: 'c', hex: 'C2410' }),
        unit({ id: 'gun', type: 'artillery', mode: 'dispersed', modes: ['dispersed', 'travel'], hex: 'C2413' }),
        unit({ id: 'de', side: 'german', nationality: 'DE', hex: 'C1910' }),
      ],
    });
    const all = sideReach(WORLD, s, 'allied');
    expect(all.map((r) => r.unitIds.sort().join('+')).sort()).toEqual(['a+b', 'c']);
  });
});
