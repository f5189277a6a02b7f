// Legal commands of the moment [4.0, 5.0, 8.0, 8.47, 13.0, 24.2]: built from the engine's own
// queries, each one accepted by validate, nothing offered once the game is over.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import {
  actingSide,
  apply,
  chooseCommand,
  fireOptions,
  legalCommands,
  legalCommandsBySide,
  validate,
  type Command,
  type GameState,
} from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { DAY, facingUnits, twoSideSetUp } from '../../support/facing';
import { move, ok } from '../movement/support';

const WORLD = CLEAR_WORLD;
const types = (list: Command[]) => [...new Set(list.map((c) => c.type))].sort();
const allValid = (state: GameState, list: Command[]) => list.every((c) => validate(state, c, WORLD).ok);

describe('legalCommands by phase [4.0]', () => {
  it('[4.0] once the game is over nothing is legal and nobody is to act', () => {
    const over: GameState = { ...game({ units: facingUnits() }), ended: { turn: 1, reason: 'test' } };
    expect(legalCommands(over, WORLD)).toEqual([]);
    expect(legalCommandsBySide(over, WORLD)).toEqual({ side: null, commands: [] });
  });

  it('[13.0] Organization: ending the phase and every other mode of each own unit, nothing for the enemy', () => {
    const state = game({ phase: 2, turn: DAY, units: facingUnits() });
    const list = legalCommands(state, WORLD);
    expect(list[0]).toEqual({ type: 'endPhase' });
    expect(types(list)).toEqual(['changeMode', 'endPhase']);
    expect(list.filter((c) => c.type === 'changeMode')).toEqual([
      { type: 'changeMode', unitId: 'de1', to: 'dispersed' },
      { type: 'changeMode', unitId: 'de1', to: 'travel' },
      { type: 'changeMode', unitId: 'de2', to: 'dispersed' },
      { type: 'changeMode', unitId: 'de2', to: 'travel' },
    ]);
    expect(actingSide(state)).toBe('german');
    expect(allValid(state, list)).toBe(true);
  });

  it('[5.0, 5.24] a fire phase offers exactly the legal shots of the fire queries', () => {
    const state = game({ phase: 3, turn: DAY, units: facingUnits() });
    const shots = legalCommands(state, WORLD).filter((c) => c.type === 'fire');
    const expected = fireOptions(state, WORLD, 'us')
      .filter((o) => o.legal)
      .map((o) => ({ type: 'fire', firerId: 'us', targetId: o.targetId }));
    expect(shots).toEqual(expected);
    expect(shots.length).toBe(2);
  });

  it('[8.0, 8.6, 8.12] movement: steps to free neighbours and close actions on adjacent enemy hexes, all accepted', () => {
    const state = game({ phase: 4, turn: DAY, units: facingUnits() });
    const list = legalCommands(state, WORLD);
    expect(allValid(state, list)).toBe(true);
    const steps = list.filter((c): c is Extract<Command, { type: 'moveStep' }> => c.type === 'moveStep');
    expect(steps.length).toBeGreaterThan(0);
    // [8.12] never into an enemy hex by moving.
    expect(steps.map((c) => c.to)).not.toContain('C2811');
    expect(list.filter((c) => c.type === 'closeAction').map((c) => (c as { target: string }).target).sort()).toEqual(['C2811', 'C2912']);
  });

  it('[8.0] the list is the same every time for the same position (stable order)', () => {
    const state = game({ phase: 4, turn: DAY, units: facingUnits() });
    expect(legalCommands(state, WORLD)).toEqual(legalCommands(state, WORLD));
  });

  it('[22.0, 22.13] reinforcements due this Game-Turn may step onto their entry hex', () => {
    const state = game({ phase: 4, turn: DAY, units: [...facingUnits(), unit({ id: 'late', hex: null, arrival: { turn: DAY, hexes: ['C2820'] } }), unit({ id: 'later', hex: null, arrival: { turn: DAY + 1, hexes: ['C2820'] } })] });
    const entries = legalCommands(state, WORLD).filter((c) => c.type === 'moveStep' && c.unitIds.some((id) => id === 'late' || id === 'later'));
    expect(entries).toEqual([{ type: 'moveStep', unitIds: ['late'], to: 'C2820' }]);
  });
});

describe('answers to an open decision [8.47]', () => {
  it('[8.4, 8.47] an opportunity-fire window offers letting it pass and each controlling unit’s legal shot, nothing else', () => {
    const window = ok(game({ phase: 4, turn: DAY, units: facingUnits() }), move(['us'], 'C2813'), WORLD).state;
    const list = legalCommands(window, WORLD);
    expect(list).toEqual([
      { type: 'opportunityFire', firerId: 'de1', targetId: 'us' },
      { type: 'opportunityFire', firerId: 'de2', targetId: 'us' },
      { type: 'passOpportunity' },
    ]);
    expect(legalCommandsBySide(window, WORLD).side).toBe('german');
    expect(allValid(window, list)).toBe(true);
  });

  it('[5.32, 5.33] a hit unit’s owner is offered exactly the choices of the fire result', () => {
    let state = game({ phase: 3, turn: DAY, units: facingUnits(), seed: 'choice' });
    // Fire until some shot asks for a choice (the seeded dice decide which).
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      state = game({ phase: 3, turn: DAY, units: facingUnits(), seed });
      const result = apply(state, { type: 'fire', firerId: 'us', targetId: 'de1' }, WORLD);
      if (result.ok && result.state.pending?.fireResult) {
        state = result.state;
        break;
      }
    }
    const context = state.pending?.fireResult;
    expect(context).toBeDefined();
    expect(legalCommands(state, WORLD)).toEqual(context!.options.map((choice) => ({ type: 'fireResultChoice', choice })));
  });

  it('[24.2] during the set-up: placements of the side setting up, and finishing once all are placed', () => {
    const state = twoSideSetUp();
    const list = legalCommands(state, WORLD);
    expect(actingSide(state)).toBe('german');
    expect(list.every((c) => c.type === 'deploy' && c.unitId === 'de')).toBe(true);
    expect(list).toHaveLength(7);
    const placed = ok(state, list[0]!, WORLD).state;
    expect(legalCommands(placed, WORLD)).toContainEqual({ type: 'finishDeployment' });
    const allied = ok(placed, { type: 'finishDeployment' }, WORLD).state;
    expect(legalCommands(allied, WORLD)).toEqual([{ type: 'deploy', unitId: 'us', hex: 'C2815' }]);
  });
});

describe('the simple policy', () => {
  it('[4.0, 8.47] always gives a legal command, and plays two Game-Turns to the end without stalling', () => {
    let state = game({ phase: 1, turn: DAY, lastTurn: DAY + 1, units: facingUnits() });
    const random = seedrandom.alea('policy');
    let steps = 0;
    while (!state.ended) {
      const command = chooseCommand(state, WORLD, random);
      expect(validate(state, command, WORLD).ok).toBe(true);
      const result = apply(state, command, WORLD);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
      steps++;
      expect(steps).toBeLessThan(500);
    }
    expect(state.ended?.turn).toBe(DAY + 1);
    expect(() => chooseCommand(state, WORLD, random)).toThrow(/over/);
  });

  it('[5.0, 8.6] prefers a shot in a fire phase and answers a window with fire when it may', () => {
    const fireState = game({ phase: 3, turn: DAY, units: facingUnits() });
    expect(chooseCommand(fireState, WORLD, () => 0).type).toBe('fire');
    const window = ok(game({ phase: 4, turn: DAY, units: facingUnits() }), move(['us'], 'C2813'), WORLD).state;
    expect(chooseCommand(window, WORLD, () => 0)).toEqual({ type: 'opportunityFire', firerId: 'de1', targetId: 'us' });
    expect(chooseCommand(window, WORLD, () => 0.99)).toEqual({ type: 'passOpportunity' });
  });
});
