/**
 * Scenario 24, Hell's Highway, as a game: the order of battle turned into formations and units,
 * the set-up of 24.2, the reinforcements of 24.3, the batteries of 24.4, the supply of 24.5, the
 * play area of 24.1, and a full deployment by `autoDeployment` into play at GT 50 phase 1.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  autoDeployment,
  createGame,
  createWorld,
  DIRECTIONS,
  hexDistance,
  hexIdOfIndex,
  hexIndex,
  insidePlayArea,
  isAirborne,
  LINK_BIT,
  parseHexId,
  parseMapData,
  RAISED_LINK_BIT,
  sourceServes,
  turnInfo,
  validate,
  type Command,
  type GameState,
  type HexId,
  type World,
} from '../../src/rules';
import { gameStateSchema } from '../../src/store/schemas';
import { HELLS_HIGHWAY_COUNTERS, HELLS_HIGHWAY_FORMATIONS, HELLS_HIGHWAY_OOB } from '../../src/scenarios/hellsHighway/oob';
import { hellsHighwaySetup, HH_PLAY_AREA } from '../../src/scenarios/hellsHighway/scenario';
import { HH_GERMAN_ROAD_EXITS } from '../../src/scenarios/hellsHighway/supply';
import { toFormation, toFormations } from '../../src/scenarios/oob/toFormations';
import { toUnit, toUnits } from '../../src/scenarios/oob/toUnits';
import { SCENARIOS, scenarioById } from '../../src/scenarios';
import { unitById, positionWithUnitRecord } from '../../src/rules/state/unitBuckets';

let world: World;
beforeAll(() => {
  const parsed = parseMapData(JSON.parse(readFileSync('public/maps/map.json', 'utf8')));
  if (!parsed.ok) throw new Error(parsed.message);
  world = createWorld(parsed.map);
});

const setup = () => hellsHighwaySetup('hh-test');
const unitsOf = (s: ReturnType<typeof setup>) => new Map(s.units.map((u) => [u.id, u]));
const sub = (subordination: string) => HELLS_HIGHWAY_COUNTERS.filter((c) => c.subordination === subordination).map((c) => c.id);

function run(state: GameState, commands: readonly Command[]): GameState {
  let s = state;
  for (const command of commands) {
    const r = apply(s, command, world);
    if (!r.ok) throw new Error(`${command.type} refused: [${r.rule}] ${r.message}`);
    s = r.state;
  }
  return s;
}

/** Both sides set up by autoDeployment, in the scenario's order. */
function deployed(options: Parameters<typeof hellsHighwaySetup>[1] = {}): GameState {
  let state = createGame(hellsHighwaySetup('hh-test', options));
  for (let guard = 0; state.deployment && guard < 4; guard++) state = run(state, autoDeployment(state, world));
  return state;
}

/** End phases until the given turn and phase (every phase of the sequence passes in between). */
function advanceTo(state: GameState, turn: number, phase: number): GameState {
  let s = state;
  for (let guard = 0; (s.turn < turn || (s.turn === turn && s.phase < phase)) && guard < 200; guard++) {
    if (s.pending) throw new Error(`a decision is pending: ${s.pending.kind}`);
    s = run(s, [{ type: 'endPhase' }]);
  }
  expect([s.turn, s.phase]).toEqual([turn, phase]);
  return s;
}

describe('order of battle to engine formations and units [17.0]', () => {
  it('[17.0, 17.4] each formation spec becomes a formation whose HQ unit is its HQ counter', () => {
    const formations = toFormations(HELLS_HIGHWAY_FORMATIONS);
    expect(formations.map((f) => f.id)).toEqual(HELLS_HIGHWAY_FORMATIONS.map((f) => f.id));
    for (const f of formations) {
      const spec = HELLS_HIGHWAY_FORMATIONS.find((s) => s.id === f.id)!;
      expect(f).toMatchObject({ designation: spec.designation, echelon: spec.echelon, side: spec.side, parentId: spec.parentId, hqUnitId: spec.hqCounterId });
    }
    expect(formations.find((f) => f.id === '506/101')!.hqUnitId).toBe('us-506-hq');
    expect(formations.find((f) => f.id === '5/GA')!.hqUnitId).toBeNull();
  });

  it('[12.43, 17.21d] the 101st Airborne tree is airborne; the Guards and the Germans are not', () => {
    const state = createGame(setup());
    const airborne = (id: string) => isAirborne(state, unitById(state, id)!);
    expect(airborne('us-506-2-d')).toBe(true);
    expect(airborne('us-327-at-1')).toBe(true);
    expect(airborne('us-501-hq')).toBe(true);
    expect(airborne('uk-1cg-1')).toBe(false);
    expect(airborne('uk-32-hq')).toBe(false);
    expect(airborne('de-17-1')).toBe(false);
    // the flag sits on the division only; its parts read it up the chain
    expect(toFormation(HELLS_HIGHWAY_FORMATIONS.find((f) => f.id === '101xx')!).airborne).toBe(true);
    expect(toFormation(HELLS_HIGHWAY_FORMATIONS.find((f) => f.id === '2/506')!).airborne).toBeUndefined();
  });

  it('[12.41–12.44] no corps or army HQ is in the scenario, so no formation has a reach beyond its tree', () => {
    expect(toFormations(HELLS_HIGHWAY_FORMATIONS).filter((f) => f.reach !== undefined)).toEqual([]);
  });

  it('[17.0] counters become units that name their formation', () => {
    const units = toUnits(HELLS_HIGHWAY_COUNTERS);
    for (const [n, unit] of units.entries()) expect(unit.formationId).toBe(HELLS_HIGHWAY_COUNTERS[n]!.formationId);
    expect(toUnit(HELLS_HIGHWAY_COUNTERS.find((c) => c.id === 'de-kgh-hq')!, { hex: null }).formationId).toBe('KGH');
  });
});

describe("Hell's Highway set-up [24.1–24.5]", () => {
  it('[24.1] starts at phase 1 of the 1001 turn of 22 Sept (GT 50) and ends with the 1801–2000 turn of 23 Sept (GT 64)', () => {
    const s = setup();
    expect(s).toMatchObject({ scenarioId: 'hells-highway', startTurn: 50, startPhase: 1, lastTurn: 64 });
    expect(turnInfo(s.startTurn)).toMatchObject({ day: 22, slot: '1001' });
    expect(turnInfo(s.lastTurn)).toMatchObject({ day: 23, slot: '1801', hours: '1801–2000' });
    expect(s.lastTurn - s.startTurn + 1).toBe(15);
  });

  it('[24.1] play is confined to Map C between hexrows 24 and 44', () => {
    const state = createGame(setup());
    expect(state.playArea).toEqual(HH_PLAY_AREA);
    expect(insidePlayArea(state.playArea, 'C2411')).toBe(true);
    expect(insidePlayArea(state.playArea, 'C4419')).toBe(true);
    expect(insidePlayArea(state.playArea, 'C2311')).toBe(false);
    expect(insidePlayArea(state.playArea, 'C4519')).toBe(false);
    expect(insidePlayArea(state.playArea, 'D3010')).toBe(false);
  });

  it('[24.2, 24.3] every counter of the order of battle is set up or arrives, exactly once', () => {
    const s = setup();
    const zoned = s.deployment!.zones.flatMap((z) => z.unitIds);
    const arriving = s.units.filter((u) => u.arrival).map((u) => u.id);
    expect(new Set(zoned).size).toBe(zoned.length);
    expect(zoned.filter((id) => arriving.includes(id))).toEqual([]);
    const counters = HELLS_HIGHWAY_OOB.counters.map((c) => c.id).sort();
    expect([...zoned, ...arriving].filter((id) => !id.startsWith('ldr-')).sort()).toEqual(counters);
  });

  it('[24.2] six zones, each within two hexes of its hex, with the units 24.2 names; the German player sets up first', () => {
    const d = setup().deployment!;
    expect(d.order).toEqual(['german', 'allied']);
    const zone = (center: HexId) => d.zones.find((z) => z.center === center)!;
    for (const z of d.zones) expect([z.radius, z.rule]).toEqual([2, '24.2']);
    expect(zone('C2709')).toMatchObject({ side: 'allied', unitIds: [...sub('1/501'), ...sub('3/501')] });
    expect(zone('C3013')).toMatchObject({ side: 'allied', unitIds: [...sub('2/501'), 'us-501-hq'] });
    // "2/506 6-3 (one only)" and the 506/101 HQ
    expect(zone('C4319')).toMatchObject({ side: 'allied', unitIds: ['us-506-2-d', 'us-506-hq'] });
    expect(zone('C3032')).toMatchObject({ side: 'german', unitIds: [...sub('2107P/107'), ...sub('2107/107'), ...sub('280/107'), 'de-107-hq', 'ldr-maltzahn'] });
    expect(zone('C3403')).toMatchObject({ side: 'german', unitIds: [...sub('1053/85xx'), 'de-85-7-9', 'de-85-5-4', 'de-85-5-8', 'de-85-3-9', 'de-85-hq'] });
    expect(zone('C2601')).toMatchObject({ side: 'german', unitIds: [...sub('1054/85xx'), 'de-kgh-hq'] });
    for (const z of d.zones) expect(insidePlayArea(HH_PLAY_AREA, z.center)).toBe(true);
  });

  it('[24.3] reinforcements carry their Game-Turn and entry hex (1201/22 = GT 51, 1401/22 = GT 52, 1601/22 = GT 53, 1601/23 = GT 63)', () => {
    const units = unitsOf(setup());
    const arrival = (id: string) => units.get(id)!.arrival;
    const expectGroup = (ids: string[], turn: number, hex: HexId) => {
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect([id, arrival(id)]).toEqual([id, { turn, hexes: [hex] }]);
    };
    expect([51, 52, 53, 63].map((t) => `${turnInfo(t).slot}/${turnInfo(t).day}`)).toEqual(['1201/22', '1401/22', '1601/22', '1601/23']);
    expectGroup(['us-506-2-e', 'us-506-2-f', 'us-506-2-hw', ...sub('3/506'), 'uk-1cg-1', 'uk-1cg-2', 'uk-1cg-3', 'uk-1cg-4'], 51, 'C2411');
    expectGroup([...sub('3/327'), ...sub('327/101xx'), 'uk-1cg-5', 'uk-1cg-6', 'uk-1cg-7', 'uk-1cg-8'], 52, 'C2411');
    expectGroup([...sub('1/327'), ...sub('2/327'), 'us-327-hq'], 53, 'C2411');
    expectGroup([...sub('5CG/32'), ...sub('1WG/32'), ...sub('3IG/32'), 'uk-32-hq'], 63, 'C4419');
    expectGroup([...sub('II/9'), ...sub('1036/59xx'), 'de-1036-hq'], 51, 'C2701');
    expectGroup([...sub('17/7'), 'de-17-hq', 'de-7-hq', 'ldr-erdmann'], 52, 'C2534');
    // counts as printed: 2/506 6-3 ×2 + 6-6 ×1, 1CG/5 4-7 ×4 twice, 327/101xx 4-6 ×2
    expect(sub('327/101xx').map((id) => `${units.get(id)!.printedStrength}-${units.get(id)!.effectiveness.dispersed}`)).toEqual(['4-6', '4-6']);
    expect([...units.values()].filter((u) => u.subordination === '1CG/5' && u.arrival?.turn === 51)).toHaveLength(4);
    expect([...units.values()].filter((u) => u.subordination === '1CG/5' && u.arrival?.turn === 52)).toHaveLength(4);
  });

  it('[22.12, 13.1] arriving guns wait in Travel so they can move on; other arrivals show their front face', () => {
    const units = unitsOf(setup());
    expect(units.get('us-327-at-1')!.mode).toBe('travel');
    expect(units.get('uk-5cg-at')!.mode).toBe('travel');
    expect(units.get('us-506-2-e')!.mode).toBe('concentrated');
    // set-up guns start on their firing face
    expect(units.get('de-85-7-9')!.mode).toBe('dispersed');
  });

  it('[24.4] six off-map Allied batteries, strength 8, effectiveness 8, range 10 from hexrow 24, spotted by British units', () => {
    const batteries = setup().units.filter((u) => u.offMapBattery);
    expect(batteries).toHaveLength(6);
    for (const b of batteries) {
      expect(b).toMatchObject({ side: 'allied', type: 'artillery', printedStrength: 8, strength: 8, effectiveness: { dispersed: 8 }, range: 10, hex: null, mode: 'dispersed' });
      expect(b.offMapBattery).toEqual({ section: 'C', fromRow: 24, spotterNationality: 'UK', rule: '24.4' });
      expect(b.arrival).toBeUndefined();
    }
  });

  it('[24.5] C2411 stands in as a supplied HQ for the 101st and the Guards units whose HQ or supplyhead is absent', () => {
    const state = createGame(setup());
    const source = state.supply.sources.find((s) => s.side === 'allied')!;
    expect(source).toMatchObject({ hexes: ['C2411'], rule: '24.5', actsAsHq: true });
    expect(state.supply.supplyheads).toEqual({});
    const serves = (unitId: string) => sourceServes(state.formations, source, unitById(state, unitId)!.formationId);
    expect(serves('us-501-1-a')).toBe(true);
    expect(serves('us-327-at-2')).toBe(true);
    expect(serves('uk-1cg-1')).toBe(true); // 1CG/5 would trace to the absent 5/GA HQ
    expect(serves('uk-32-hq')).toBe(true); // its superior GAxx HQ is absent too (our reading)
    expect(serves('de-107-hq')).toBe(false);
    expect(state.supply.sources.filter((s) => s.side === 'allied')).toHaveLength(1);
  });

  it('[11.11] German sources: the roads that leave the play area to the west, north or east, as the map draws them', () => {
    const state = createGame(setup());
    const listed = state.supply.sources.filter((s) => s.side === 'german');
    expect(listed.every((s) => s.rule === '11.11' && s.offMap && s.hexes.length === 1)).toBe(true);
    // derived from the map: a play-area road hex with a road towards a hex out of play (not south), or off the map edge
    const roadBits = LINK_BIT.road | RAISED_LINK_BIT.road;
    const derived: string[] = [];
    for (let row = HH_PLAY_AREA.minRow; row <= HH_PLAY_AREA.maxRow; row++) {
      for (let col = 1; col <= 34; col++) {
        const id = `C${String(row).padStart(2, '0')}${String(col).padStart(2, '0')}` as HexId;
        const i = hexIndex(parseHexId(id)!);
        let roads = 0;
        let leaves = false;
        for (let k = 0; k < 6; k++) {
          const link = world.grid.links[i * 6 + k]!;
          if (link & roadBits) roads++;
          const n = world.grid.neighbor[i * 6 + k]!;
          const south = DIRECTIONS[k] === 'SE' || DIRECTIONS[k] === 'SW';
          if (n >= 0 && !south && link & roadBits && !insidePlayArea(HH_PLAY_AREA, hexIdOfIndex(n))) leaves = true;
        }
        const edge = col === 1 || col === 34;
        if (leaves || (edge && roads % 2 === 1)) derived.push(id);
      }
    }
    expect(listed.map((s) => s.hexes[0]).sort()).toEqual(derived.sort());
    expect(HH_GERMAN_ROAD_EXITS.map((e) => e.hex).sort()).toEqual(derived.sort());
  });

  it('[15.0] no airstrike allotments are given for the scenario: none for either side', () => {
    expect(createGame(setup()).air.allotments).toEqual({});
  });

  it('[19.8] Erdmann comes on with the 7xx HQ; von Maltzahn sets up with 107x; option leaders: false leaves both out', () => {
    const units = unitsOf(setup());
    expect(units.get('ldr-erdmann')).toMatchObject({ type: 'leader', leader: { leads: '7xx', hqUnitId: 'de-7-hq' }, arrival: { turn: 52, hexes: ['C2534'] } });
    expect(units.get('ldr-maltzahn')).toMatchObject({ type: 'leader', leader: { leads: '107x', hqUnitId: 'de-107-hq' } });
    const without = hellsHighwaySetup('x', { leaders: false });
    expect(without.units.some((u) => u.type === 'leader')).toBe(false);
    expect(without.deployment!.zones.flatMap((z) => z.unitIds).some((id) => id.startsWith('ldr-'))).toBe(false);
  });

  it('[24.61, 24.62] the victory option picks the Historical or the Player conditions', () => {
    const historical = createGame(hellsHighwaySetup('x')).victory!;
    const player = createGame(hellsHighwaySetup('x', { victory: 'player' })).victory!;
    expect(historical.definition.id).toBe('historical');
    expect(historical.definition.rule).toBe('24.61');
    expect(player.definition.id).toBe('player');
    expect(player.definition.rule).toBe('24.62');
  });

  it('the registry offers the scenario with both victory sets and builds the same set-up', () => {
    const entry = scenarioById('hells-highway')!;
    expect(SCENARIOS).toContain(entry);
    expect(entry.victorySets.map((v) => v.id)).toEqual(['historical', 'player']);
    expect(entry.setup('s', { victory: 'player' })).toEqual(hellsHighwaySetup('s', { victory: 'player' }));
  });
});

describe("Hell's Highway deployment and first turns [24.2, 24.3]", () => {
  it('[24.2] before the set-up, every set-up unit is off the map and play waits for the German player', () => {
    const state = createGame(setup());
    expect(state.deployment!.side).toBe('german');
    for (const z of state.deployment!.zones) for (const id of z.unitIds) expect(unitById(state, id)!.hex).toBeNull();
    expect(validate(state, { type: 'endPhase' }, world)).toMatchObject({ ok: false, rule: '24.2' });
  });

  it('[24.2] autoDeployment gives a legal set-up for both sides, and play starts at GT 50 phase 1', () => {
    let state = createGame(setup());
    const german = autoDeployment(state, world);
    expect(german.at(-1)).toEqual({ type: 'finishDeployment' });
    state = run(state, german);
    expect(state.deployment!.side).toBe('allied');
    const allied = autoDeployment(state, world);
    expect(allied.at(-1)).toEqual({ type: 'finishDeployment' });
    state = run(state, allied);
    expect(state.deployment).toBeNull();
    expect([state.turn, state.phase]).toEqual([50, 1]);
    const zones = createGame(setup()).deployment!.zones;
    for (const z of zones) {
      for (const id of z.unitIds) {
        const hex = unitById(state, id)!.hex!;
        expect(hexDistance(parseHexId(hex)!, parseHexId(z.center)!)).toBeLessThanOrEqual(2);
        expect(insidePlayArea(state.playArea, hex)).toBe(true);
      }
    }
    // reinforcements and batteries are still off the map
    expect(unitById(state, 'us-506-2-e')!.hex).toBeNull();
    expect(unitById(state, 'uk-offmap-bty-1')!.hex).toBeNull();
  });

  it('[22.0, 24.3] an Allied reinforcement may not come on before its turn, and comes on at its hex on it', () => {
    let state = advanceTo(deployed(), 50, 4);
    const enter: Command = { type: 'moveStep', unitIds: ['us-506-2-e'], to: 'C2411' };
    expect(validate(state, enter, world)).toMatchObject({ ok: false, code: 'NOT_YET_ARRIVED', rule: '22.0' });
    state = advanceTo(state, 51, 4);
    expect(validate(state, { type: 'moveStep', unitIds: ['us-506-2-e'], to: 'C2511' }, world)).toMatchObject({ ok: false, code: 'WRONG_ENTRY_HEX' });
    state = run(state, [enter]);
    expect(unitById(state, 'us-506-2-e')!.hex).toBe('C2411');
    // the GT 52 group still waits
    expect(validate(state, { type: 'moveStep', unitIds: ['uk-1cg-5'], to: 'C2411' }, world)).toMatchObject({ ok: false, code: 'NOT_YET_ARRIVED' });
  });

  it('[22.0, 24.3, 19.8] the 17/7 group comes on at C2534 on GT 52, Erdmann with his HQ, not before', () => {
    let state = advanceTo(deployed(), 51, 6);
    const enter: Command = { type: 'moveStep', unitIds: ['de-7-hq', 'ldr-erdmann'], to: 'C2534' };
    expect(validate(state, enter, world)).toMatchObject({ ok: false, code: 'NOT_YET_ARRIVED' });
    // II/9 and the 1036 group are due now at C2701
    state = run(state, [{ type: 'moveStep', unitIds: ['de-ii9-1'], to: 'C2701' }]);
    expect(unitById(state, 'de-ii9-1')!.hex).toBe('C2701');
    state = advanceTo(state, 52, 6);
    state = run(state, [enter]);
    expect(unitById(state, 'de-7-hq')!.hex).toBe('C2534');
    expect(unitById(state, 'ldr-erdmann')!.hex).toBe('C2534');
  });

  it('[22.12] an arriving antitank gun comes on in Travel at C2411 on GT 52', () => {
    const state = advanceTo(deployed(), 52, 4);
    const next = run(state, [{ type: 'moveStep', unitIds: ['us-327-at-1'], to: 'C2411' }]);
    expect(unitById(next, 'us-327-at-1')).toMatchObject({ hex: 'C2411', mode: 'travel' });
  });

  it('the new game and the deployed game pass the save schema', () => {
    for (const state of [createGame(setup()), deployed(), deployed({ victory: 'player', leaders: false })]) {
      const parsed = gameStateSchema.safeParse(positionWithUnitRecord(state));
      if (!parsed.success) throw new Error(parsed.error.message);
      expect(parsed.success).toBe(true);
    }
  });
});

describe('bridges approached before play begins [16.5]', () => {
  it('[16.5] the Veghel road bridge and the railway bridge next to the 101st at the start have had their first approach: no chance is offered later', () => {
    const state = deployed();
    expect(state.bridges['C2813~C2914/road']).toMatchObject({ condition: 'intact', blowOffered: true });
    expect(state.bridges['C3010~C3011/railroad']).toMatchObject({ condition: 'intact', blowOffered: true });
    // every other blowable bridge is still to be approached
    const offered = Object.entries(state.bridges).filter(([, b]) => b.blowOffered).map(([k]) => k);
    expect(offered.sort()).toEqual(['C2813~C2914/road', 'C3010~C3011/railroad']);
  });
});
