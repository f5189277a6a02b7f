// Scenario set-up: placing units "within N hexes of X" before play begins [24.2, 25.21, 24.1, 9.1, 10.1].
import { describe, expect, it } from 'vitest';
import {
  apply,
  applyAll,
  autoDeployment,
  createGame,
  deploymentHexes,
  hexDistance,
  parseHexId,
  type Command,
  type GameSetup,
  type GameState,
  type PlayArea,
  type Unit,
  type World,
} from '../../../src/rules';
import { formatEvent } from '../../../src/ui/formatEvent';
import { unit } from '../../support/builders';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { german, move, ok, refused } from '../movement/support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const HH: PlayArea = { section: 'C', minRow: 24, maxRow: 44, rule: '24.1' };
const deploy = (unitId: string, hex: string): Command => ({ type: 'deploy', unitId, hex: hex as never });
const FINISH: Command = { type: 'finishDeployment' };

function setup(units: Unit[], extra: Partial<GameSetup> = {}): GameSetup {
  return {
    scenarioId: 'hh-test',
    seed: 'seed',
    startTurn: 50,
    startPhase: 1,
    lastTurn: 64,
    units,
    playArea: HH,
    deployment: {
      order: ['german', 'allied'],
      zones: [
        { id: 'de-107', side: 'german', unitIds: ['de1', 'de2'], center: 'C3032', radius: 2, rule: '24.2' },
        { id: 'us-501', side: 'allied', unitIds: ['us1', 'us2'], center: 'C2709', radius: 2, rule: '24.2' },
      ],
    },
    ...extra,
  };
}

const UNITS = (): Unit[] => [
  german({ id: 'de1', hex: 'C3032' }),
  german({ id: 'de2', hex: 'C3032', type: 'infantry' }),
  unit({ id: 'us1', hex: 'C2709' }),
  unit({ id: 'us2', hex: 'C2709' }),
  unit({ id: 'us-ref', hex: 'C4419' }), // not set up by a zone: stays where the scenario puts it
];

const start = (units = UNITS(), extra: Partial<GameSetup> = {}) => createGame(setup(units, extra));

describe('the set-up in the state [24.2, 25.21]', () => {
  it('[24.2] zone units start off the map; the first side of the order places first; the scenario phase is kept', () => {
    const s = start();
    expect(['de1', 'de2', 'us1', 'us2'].map((id) => unitById(s, id)!.hex)).toEqual([null, null, null, null]);
    expect(unitById(s, 'us-ref')!.hex).toBe('C4419');
    expect(s.deployment).toMatchObject({ side: 'german', order: ['german', 'allied'] });
    expect(s.phase).toBe(1);
    expect(createGame({ ...setup(UNITS()), deployment: undefined }).deployment).toBeNull();
  });

  it('[24.2] while the set-up is under way every other command, ending the phase included, is refused', () => {
    const s = start();
    expect(refused(s, { type: 'endPhase' }, CLEAR_WORLD)).toMatchObject({ code: 'DEPLOYMENT_UNDER_WAY', rule: '24.2' });
    expect(refused(s, move(['us-ref'], 'C4418'), CLEAR_WORLD)).toMatchObject({ code: 'DEPLOYMENT_UNDER_WAY', rule: '24.2' });
    expect(refused(s, { type: 'passOpportunity' }, CLEAR_WORLD).message).toMatch(/German player is placing units \(2 still to place\)/);
  });
});

describe('placing a unit [24.2, 24.1, 9.1, 10.1]', () => {
  it('[24.2] a unit goes anywhere within the radius of its zone centre, and may be placed again', () => {
    const s = start();
    const first = ok(s, deploy('de1', 'C3030'), CLEAR_WORLD);
    expect(unitById(first.state, 'de1')!.hex).toBe('C3030');
    expect(first.events).toEqual([{ type: 'unitDeployed', unitId: 'de1', unitName: 'de1', side: 'german', from: null, hex: 'C3030', zoneId: 'de-107', rule: '24.2' }]);
    const again = ok(first.state, deploy('de1', 'C3132'), CLEAR_WORLD);
    expect(unitById(again.state, 'de1')!.hex).toBe('C3132');
    expect(again.events[0]).toMatchObject({ from: 'C3030', hex: 'C3132' });
    expect(formatEvent(again.events[0]!)).toBe('Set-up: de1 moved C3030 → C3132 [24.2]');
  });

  it('[24.2] farther than the radius is refused with the distance', () => {
    const r = refused(start(), deploy('de1', 'C3029'), CLEAR_WORLD);
    expect(r).toMatchObject({ code: 'OUTSIDE_ZONE', rule: '24.2' });
    expect(r.message).toMatch(/within 2 hexes of C3032; C3029 is 3 away/);
  });

  it('[24.2] only the side now setting up places, and only units of its zones', () => {
    const s = start();
    expect(refused(s, deploy('us1', 'C2709'), CLEAR_WORLD)).toMatchObject({ code: 'WRONG_SIDE', rule: '24.2' });
    expect(refused(s, deploy('us-ref', 'C4418'), CLEAR_WORLD)).toMatchObject({ code: 'NOT_DEPLOYABLE', rule: '24.2' });
    expect(refused(s, deploy('nobody', 'C3032'), CLEAR_WORLD)).toMatchObject({ code: 'UNKNOWN_UNIT' });
  });

  it('[24.1, 24.2] a hex of the zone outside the play area is refused', () => {
    const units = [...UNITS(), unit({ id: 'us-s', hex: 'C2411' })];
    const zones = [
      { id: 'south', side: 'allied' as const, unitIds: ['us-s'], center: 'C2411' as const, radius: 2, rule: '24.2' },
    ];
    const s = createGame({ ...setup(units), deployment: { order: ['allied'], zones } });
    expect(refused(s, deploy('us-s', 'C2311'), CLEAR_WORLD)).toMatchObject({ code: 'OUTSIDE_PLAY_AREA', rule: '24.1' });
    expect(deploymentHexes(s, CLEAR_WORLD, 'us-s').every((h) => Number(h.slice(1, 3)) >= 24)).toBe(true);
  });

  it('[10.1, 24.2] terrain the unit could never enter in its mode is refused', () => {
    const world = testWorld({ terrain: { C3031: 'allWater' } });
    expect(refused(start(), deploy('de1', 'C3031'), world)).toMatchObject({ code: 'PROHIBITED_TERRAIN', rule: '10.1' });
    expect(deploymentHexes(start(), world, 'de1')).not.toContain('C3031');
  });

  it('[9.1, 24.2] the stacking limit of the hex counts units already placed', () => {
    const heavy = (id: string, hex: Unit['hex']) => german({ id, hex, strength: 7, printedStrength: 7 });
    const world = testWorld({ terrain: { C3032: 'city' } }); // 12 SP limit
    const s = start([heavy('de1', 'C3032'), heavy('de2', 'C3032'), unit({ id: 'us1' }), unit({ id: 'us2' })]);
    const one = ok(s, deploy('de1', 'C3032'), world).state;
    expect(refused(one, deploy('de2', 'C3032'), world)).toMatchObject({ code: 'STACKING_LIMIT', rule: '9.1' });
    // placing the same unit again in its own hex does not count it twice
    expect(unitById(ok(one, deploy('de1', 'C3032'), world).state, 'de1')!.hex).toBe('C3032');
  });

  it('[24.2] never into a hex held by the enemy', () => {
    const s = start(UNITS().map((u) => (u.id === 'us1' ? { ...u } : u)), {
      deployment: {
        order: ['german', 'allied'],
        zones: [
          { id: 'de', side: 'german', unitIds: ['de1', 'de2'], center: 'C3032', radius: 2, rule: '24.2' },
          { id: 'us', side: 'allied', unitIds: ['us1', 'us2'], center: 'C3031', radius: 2, rule: '24.2' },
        ],
      },
    });
    const germans = applyAll(s, [deploy('de1', 'C3032'), deploy('de2', 'C3030'), FINISH], CLEAR_WORLD).state;
    expect(refused(germans, deploy('us1', 'C3032'), CLEAR_WORLD)).toMatchObject({ code: 'ENEMY_OCCUPIED', rule: '24.2' });
    expect(deploymentHexes(germans, CLEAR_WORLD, 'us1')).not.toContain('C3030');
  });
});

describe('finishing the set-up [24.2, 24.1, 25.1]', () => {
  it('[24.2] a side may not finish with units still off the map', () => {
    const s = ok(start(), deploy('de1', 'C3032'), CLEAR_WORLD).state;
    const r = refused(s, FINISH, CLEAR_WORLD);
    expect(r).toMatchObject({ code: 'DEPLOYMENT_INCOMPLETE', rule: '24.2' });
    expect(r.message).toMatch(/de2/);
  });

  it('[24.2, 24.1] the next side then sets up, and after the last one play begins at the scenario\'s first phase', () => {
    const germans = applyAll(start(), [deploy('de1', 'C3032'), deploy('de2', 'C3031'), FINISH], CLEAR_WORLD);
    expect(germans.events.at(-1)).toEqual({ type: 'deploymentFinished', side: 'german', next: 'allied', rule: '24.2' });
    expect(germans.state.deployment?.side).toBe('allied');
    expect(refused(germans.state, deploy('de1', 'C3030'), CLEAR_WORLD)).toMatchObject({ code: 'WRONG_SIDE' });
    const done = applyAll(germans.state, [deploy('us1', 'C2709'), deploy('us2', 'C2710'), FINISH], CLEAR_WORLD);
    expect(done.state.deployment).toBeNull();
    expect(done.state.phase).toBe(1);
    expect(formatEvent(done.events.at(-1)!)).toBe('Allied set-up finished; play begins [24.2]');
    // play goes on as usual; set-up commands are over
    expect(refused(done.state, deploy('us1', 'C2711'), CLEAR_WORLD)).toMatchObject({ code: 'NO_DEPLOYMENT', rule: '24.2' });
    expect(apply(done.state, { type: 'endPhase' }, CLEAR_WORLD).ok).toBe(true);
  });
});

describe('deployment queries [24.2]', () => {
  function legalEverywhere(state: GameState, world: World, unitId: string, hexes: readonly string[]): boolean {
    return hexes.every((hex) => apply(state, deploy(unitId, hex), world).ok);
  }

  it('[24.2] deploymentHexes lists exactly the hexes within the radius that a deploy would accept', () => {
    const s = start();
    const hexes = deploymentHexes(s, CLEAR_WORLD, 'de1');
    // a whole radius-2 circle of clear hexes: 1 + 6 + 12
    expect(hexes).toHaveLength(19);
    expect(hexes.every((h) => hexDistance(parseHexId(h)!, parseHexId('C3032')!) <= 2)).toBe(true);
    expect(legalEverywhere(s, CLEAR_WORLD, 'de1', hexes)).toBe(true);
    expect(deploymentHexes(s, CLEAR_WORLD, 'us1')).toEqual([]); // not the Allied turn yet
  });

  it('[24.2] autoDeployment gives a legal, complete, repeatable set-up that spreads the units out', () => {
    const s = start();
    const germanCommands = autoDeployment(s, CLEAR_WORLD);
    expect(germanCommands).toEqual(autoDeployment(s, CLEAR_WORLD));
    expect(germanCommands.at(-1)).toEqual(FINISH);
    const after = applyAll(s, germanCommands, CLEAR_WORLD).state;
    expect(unitById(after, 'de1')!.hex).not.toBe(unitById(after, 'de2')!.hex);
    const both = applyAll(after, autoDeployment(after, CLEAR_WORLD), CLEAR_WORLD).state;
    expect(both.deployment).toBeNull();
    expect(['de1', 'de2', 'us1', 'us2'].every((id) => unitById(both, id)!.hex !== null)).toBe(true);
  });

  it('[24.2] with no legal hex for a unit, autoDeployment places the rest and does not claim to finish', () => {
    const zone = [{ id: 'z', side: 'german' as const, unitIds: ['de1', 'de2'], center: 'C3032' as const, radius: 0, rule: '24.2' }];
    const heavy = (id: string) => german({ id, strength: 7, printedStrength: 7 });
    const world = testWorld({ terrain: { C3032: 'city' } });
    const s = createGame({ ...setup([heavy('de1'), heavy('de2')]), deployment: { order: ['german'], zones: zone } });
    expect(autoDeployment(s, world)).toEqual([deploy('de1', 'C3032')]);
  });
});
