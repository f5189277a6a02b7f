// Scenario 30, Breakout of XXX Corps [30.0–30.5]: the set-up as data on the shared order of battle,
// the reconstructed front line checked against the map, and the automatic set-up's legality.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createWorld, parseMapData, parseHexId, hexDistance, hexIdsOf, allHexes, type HexId, type World } from '../../src/rules';
import { breakoutSetup } from '../../src/scenarios/breakout/scenario';
import { BO_ZONES } from '../../src/scenarios/breakout/deployment';
import { alliedSideOfFrontLine, southOfFrontLine } from '../../src/scenarios/breakout/frontLine';
import { scenarioById } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { invariantProblems } from '../rules/legal/invariants';
import { allUnits } from '../../src/rules/state/unitBuckets';

function realWorld(): World {
  const parsed = parseMapData(JSON.parse(readFileSync('public/maps/map.json', 'utf8')));
  if (!parsed.ok) throw new Error(parsed.message);
  return createWorld(parsed.map);
}
const world = realWorld();

function zoneHexes(center: string, radius: number): HexId[] {
  const c = parseHexId(center)!;
  return allHexes().filter((h) => hexDistance(c, h) <= radius).map((h) => hexIdsOf(h)[0]!);
}

describe('scenario 30: Breakout of XXX Corps', () => {
  it('[30.1] runs from Phase 13 of GT 2 to the end of GT 15 on Map D only', () => {
    const setup = breakoutSetup('s');
    expect(setup.startTurn).toBe(2);
    expect(setup.startPhase).toBe(13);
    expect(setup.lastTurn).toBe(15);
    expect(setup.lastTurn - setup.startTurn + 1).toBe(14);
    expect(setup.playArea).toMatchObject({ section: 'D', minRow: 1, maxRow: 61 });
  });

  it('[30.41, errata] the front line is the canal: the Lommel bridge D0611–D0711 crosses it', () => {
    expect(southOfFrontLine(world, 'D0611')).toBe(true);
    expect(southOfFrontLine(world, 'D0711')).toBe(false);
    expect(southOfFrontLine(world, 'D0825')).toBe(true);
    expect(southOfFrontLine(world, 'D0925')).toBe(false);
    // The Allied side is a strip along the south edge, not the whole map.
    const south = alliedSideOfFrontLine(world);
    expect(south.size).toBeGreaterThan(100);
    expect(south.size).toBeLessThan(400);
    expect(southOfFrontLine(world, 'D5218')).toBe(false);
  });

  it('[30.2, 30.41] every Allied zone lies south of the front line and every German zone north of it', () => {
    for (const zone of BO_ZONES) {
      for (const hex of zoneHexes(zone.center, zone.radius)) {
        if (!hex.startsWith('D')) continue;
        expect(southOfFrontLine(world, hex), `${zone.id}: ${hex}`).toBe(zone.side === 'allied');
      }
    }
  });

  it('[30.2, 30.3, 30.45] the order of battle: group y and the German displays set up, k and the 506th arrive, no Adair', () => {
    const setup = breakoutSetup('s');
    const zoned = new Set(setup.deployment!.zones.flatMap((z) => z.unitIds));
    const arriving = setup.units.filter((u) => u.arrival);
    expect(setup.units.filter((u) => u.side === 'allied' && zoned.has(u.id))).toHaveLength(67);
    expect(arriving.filter((u) => u.side === 'german').every((u) => u.arrival!.turn === 3)).toBe(true);
    expect(arriving.filter((u) => u.side === 'german')).toHaveLength(11);
    const us506 = arriving.filter((u) => u.side === 'allied');
    expect(us506).toHaveLength(13);
    expect(us506.every((u) => u.arrival!.turn === 8 && u.arrival!.hexes[0] === 'C0117')).toBe(true);
    expect(setup.units.some((u) => u.id === 'ldr-adair')).toBe(false);
    // Every unit is either in a zone or arriving.
    for (const u of setup.units) expect(zoned.has(u.id) || u.arrival !== undefined, u.id).toBe(true);
  });

  it('[30.42] every Allied unit that has a Travel Mode starts in it', () => {
    const setup = breakoutSetup('s');
    const allied = setup.units.filter((u) => u.side === 'allied');
    const withTravel = allied.filter((u) => u.modes.includes('travel'));
    expect(withTravel.length).toBeGreaterThan(40);
    for (const u of withTravel) expect(u.mode, u.id).toBe('travel');
  });

  it('[30.2, 9.1] the automatic set-up places every unit legally and play opens at Phase 13 of GT 2', () => {
    const entry = scenarioById('breakout')!;
    const state = newScenarioGame(entry, world, { seed: 'setup-1', autoDeploy: true });
    expect(state.deployment).toBeNull();
    expect(state.turn).toBe(2);
    expect(state.phase).toBe(13);
    expect(invariantProblems(state, world, { fullLegalList: true })).toEqual([]);
    for (const u of allUnits(state)) {
      if (!u.hex) continue;
      expect(southOfFrontLine(world, u.hex), `${u.id} at ${u.hex}`).toBe(u.side === 'allied');
    }
  }, 60_000);
});

describe('scenario 30 in the New game list', () => {
  it('[30.0, 30.5] is listed with its length, map, both victory sets and the situation in a paragraph', () => {
    const entry = scenarioById('breakout')!;
    expect(entry.rule).toBe('30.0');
    expect(entry.victorySets.map((v) => [v.id, v.rule])).toEqual([
      ['historical', '30.51'],
      ['player', '30.52'],
    ]);
    expect(entry.description).toMatch(/Map D/);
    expect(entry.description).toMatch(/14 Game-Turns/);
    expect(entry.setup('x', { victory: 'player' }).victory?.definition.rule).toBe('30.52');
    expect(entry.setup('x').victory?.definition.rule).toBe('30.51');
    expect(entry.setup('x', { rules: { leaders: false } }).units.some((u) => u.type === 'leader')).toBe(false);
  });
});
