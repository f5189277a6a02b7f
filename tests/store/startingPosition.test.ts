import { beforeAll, describe, expect, it } from 'vitest';
import { apply, autoDeployment, type GameState, type Unit, type World } from '../../src/rules';
import { NAMED_RULE_OPTIONS, namedOptionDefaults, namedOptionProblem } from '../../src/rules/api';
import { scenarioById, DEFAULT_SCENARIO_ID } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { startingPositionProblem } from '../../src/store/startingPosition';
import { realWorld } from '../support/realWorld';
import { allUnitIds, allUnits, deleteUnit, setUnit, unitById } from '../../src/rules/state/unitBuckets';

const hellsHighway = scenarioById(DEFAULT_SCENARIO_ID)!;
let world: World;
let deployed: GameState;
beforeAll(() => {
  world = realWorld();
  deployed = newScenarioGame(hellsHighway, world, { seed: 'start-check', autoDeploy: true });
});

const copy = (state: GameState): GameState => structuredClone(state);

describe("[24.2] a save's starting position must be its scenario's own set-up", () => {
  it('accepts the fresh set-up, the computer-placed set-up and every victory set and rule option, with any seed', () => {
    expect(startingPositionProblem(newScenarioGame(hellsHighway, world, { seed: 'any seed at all' }), world)).toBeNull();
    expect(startingPositionProblem(deployed, world)).toBeNull();
    const player = newScenarioGame(hellsHighway, world, { seed: 's', options: { victory: 'player', rules: { leaders: false } }, autoDeploy: true });
    expect(startingPositionProblem(player, world)).toBeNull();
  });

  it('[24.2] accepts a set-up placed by hand within the zones, and one half done', () => {
    let state = newScenarioGame(hellsHighway, world, { seed: 'by-hand' });
    // The German player places the last of their units first, on the hex the computer chose for it.
    const germanIds = state.deployment!.zones.filter((z) => z.side === 'german').flatMap((z) => z.unitIds);
    const last = germanIds[germanIds.length - 1]!;
    const placed = apply(state, { type: 'deploy', unitId: last, hex: unitById(deployed, last)!.hex! }, world);
    expect(placed.ok).toBe(true);
    state = placed.state;
    expect(startingPositionProblem(state, world)).toBeNull();
    // The rest of the German set-up by the computer, then finished: the Allied player is setting up.
    for (const command of autoDeployment(state, world)) state = apply(state, command, world).state;
    expect(state.deployment?.side).toBe('allied');
    expect(startingPositionProblem(state, world)).toBeNull();
  });

  it('refuses a unit at 30 SP, naming the unit and what differs', () => {
    const edited = copy(deployed);
    const id = allUnitIds(edited).find((k) => unitById(edited, k)!.side === 'german' && unitById(edited, k)!.hex !== null)!;
    unitById(edited, id)!.strength = 30;
    expect(startingPositionProblem(edited, world)).toMatch(new RegExp(`"${id}".*strength 30.*gives ${unitById(deployed, id)!.strength}`));
  });

  it('refuses a printed value, side or formation that is not the order of battle', () => {
    for (const edit of [
      (u: Unit) => (u.printedMorale += 1),
      (u: Unit) => (u.side = u.side === 'german' ? 'allied' : 'german'),
      (u: Unit) => (u.subordination = 'elsewhere'),
    ]) {
      const edited = copy(deployed);
      const unit = allUnits(edited).find((u) => u.hex !== null && u.side === 'allied')!;
      edit(unit);
      expect(startingPositionProblem(edited, world)).toContain(`"${unit.id}"`);
    }
  });

  it('refuses a position with an enemy unit removed, or one added', () => {
    const removed = copy(deployed);
    const id = allUnitIds(removed).find((k) => unitById(removed, k)!.side === 'allied' && unitById(removed, k)!.hex !== null)!;
    deleteUnit(removed, id);
    expect(startingPositionProblem(removed, world)).toMatch(new RegExp(`\\("${id}"\\) of Hell's Highway.*order of battle is missing`));
    const added = copy(deployed);
    setUnit(added, { ...unitById(added, id)!, id: 'extra' });
    expect(startingPositionProblem(added, world)).toContain('"extra" that is not in');
  });

  it('[24.2] refuses a unit set up outside its zone, naming the case', () => {
    const edited = copy(deployed);
    const unit = allUnits(edited).find((u) => u.hex !== null && u.side === 'german' && u.type !== 'leader')!;
    unit.hex = 'C2001';
    expect(startingPositionProblem(edited, world)).toMatch(/stands in C2001, where its set-up does not allow it/);
  });

  it('refuses chosen dice: the dice must be the fresh state of the seed', () => {
    const edited = copy(deployed);
    edited.dice.prng = { ...edited.dice.prng, s0: 0.5 };
    expect(startingPositionProblem(edited, world)).toMatch(/dice are not the fresh dice of its seed/);
    const rolled = copy(deployed);
    rolled.dice.rolled = 3;
    expect(startingPositionProblem(rolled, world)).toMatch(/dice/);
  });

  it('[24.61] refuses rewritten victory conditions', () => {
    const edited = copy(deployed);
    const condition = edited.victory!.definition.conditions.find((c) => c.kind === 'casualties')!;
    if (condition.kind === 'casualties') condition.threshold = 1;
    expect(startingPositionProblem(edited, world)).toMatch(/victory conditions are none of the scenario's sets/);
  });

  it('[23.0] accepts a named rule option at an allowed value, refuses anything else', () => {
    const named = copy(deployed);
    named.options = { multiFormationPenalty: 'laterFirersOnly', alliedCap: true };
    expect(startingPositionProblem(named, world)).toBeNull();
    const wrong = copy(deployed);
    wrong.options = { multiFormationPenalty: 'nobody' };
    expect(startingPositionProblem(wrong, world)).toMatch(/rule options.*multiFormationPenalty/);
    const unknown = copy(deployed);
    unknown.options = { godMode: true };
    expect(startingPositionProblem(unknown, world)).toMatch(/"godMode" is not a rule option/);
  });

  it('[23.0, 14.1, 11.54] readings chosen on New game are in the game and pass the check; a bad one is refused', () => {
    const game = newScenarioGame(hellsHighway, world, { seed: 'readings', autoDeploy: true, readings: { weatherOneRoll: true, disruptedUnitRegainsSupply: false } });
    expect(game.options).toMatchObject({ weatherOneRoll: true, disruptedUnitRegainsSupply: false });
    expect(startingPositionProblem(game, world)).toBeNull();
    expect(() => newScenarioGame(hellsHighway, world, { seed: 'readings', readings: { airborneFreeSupplyTurns: -1 } })).toThrow(/airborneFreeSupplyTurns/);
  });

  it('[23.0] every named option offered on New game has a label, its cases and an allowed default', () => {
    for (const [name, option] of Object.entries(NAMED_RULE_OPTIONS)) {
      expect(namedOptionProblem(name, option.default), name).toBeNull();
      expect(option.label.length, name).toBeGreaterThan(10);
      expect(option.rules.length, name).toBeGreaterThan(0);
      if (option.kind === 'oneOf') expect(option.valueLabels?.length, name).toBe(option.values.length);
    }
    expect(namedOptionDefaults()).toMatchObject({ weatherOneRoll: false, airborneFreeSupplyTurns: 4, multiFormationPenalty: 'announced' });
    // [14.0c] the drop plot has its form in the England panel (browser check 86): New game offers it.
    expect(NAMED_RULE_OPTIONS.plottedDrops?.offered).toBeUndefined();
  });

  it('refuses a scenario this game does not have, and a position moved on in time', () => {
    expect(startingPositionProblem({ ...copy(deployed), scenarioId: 'made-up' }, world)).toMatch(/scenario this game does not have/);
    expect(startingPositionProblem({ ...copy(deployed), turn: deployed.turn + 3 }, world)).toMatch(/differs from the scenario's set-up at turn/);
  });
});
