import { describe, expect, it } from 'vitest';
import { applyAll, createGame, positionWithUnitRecord, type Command } from '../../src/rules';
import { hellsHighwaySetup } from '../../src/scenarios/hellsHighway/scenario';
import { commandSchema, gameStateSchema, hexIdSchema, jsonEqual, unitSchema } from '../../src/store';
import { DE_ARTILLERY, testGame, US_INFANTRY } from './fixtures';
import { CLEAR_WORLD } from '../support/world';

describe('schemas mirror the engine types', () => {
  it('accept a new game and a game after commands, and give back an equal plain copy', () => {
    const initial = testGame({ turn: 6, phase: 15 });
    const { state } = applyAll(initial, [{ type: 'endPhase' }, { type: 'endPhase' }, { type: 'changeMode', unitId: 'de-a', to: 'dispersed' }], CLEAR_WORLD);
    for (const s of [initial, state]) {
      // Files keep one units record; the schema reads it into the engine's buckets.
      const parsed = gameStateSchema.safeParse(positionWithUnitRecord(s));
      expect(parsed.success).toBe(true);
      expect(parsed.success && jsonEqual(parsed.data, s)).toBe(true);
    }
  });

  it('accept the app’s starting scenario (the store is created from it)', () => {
    const parsed = gameStateSchema.safeParse(positionWithUnitRecord(createGame(hellsHighwaySetup('hells-highway'))));
    expect(parsed.success ? 'ok' : parsed.error.issues).toBe('ok');
  });

  it('accept every command type and refuse unknown ones or extra fields', () => {
    const good: Command[] = [{ type: 'endPhase' }, { type: 'changeMode', unitId: 'u', to: 'travel' }];
    for (const c of good) expect(commandSchema.safeParse(c).success).toBe(true);
    expect(commandSchema.safeParse({ type: 'teleport' }).success).toBe(false);
    expect(commandSchema.safeParse({ type: 'endPhase', sneaky: 1 }).success).toBe(false);
    expect(commandSchema.safeParse({ type: 'changeMode', unitId: 'u' }).success).toBe(false);
  });

  it('units: optional printed flags may be absent; values are checked', () => {
    expect(unitSchema.safeParse(US_INFANTRY).success).toBe(true);
    expect(unitSchema.safeParse(DE_ARTILLERY).success).toBe(true);
    expect(unitSchema.safeParse({ ...US_INFANTRY, airborne: undefined }).success).toBe(true);
    expect(unitSchema.safeParse({ ...US_INFANTRY, hex: null }).success).toBe(true);
    expect(unitSchema.safeParse({ ...US_INFANTRY, strength: -1 }).success).toBe(false);
    expect(unitSchema.safeParse({ ...US_INFANTRY, mode: 'flying' }).success).toBe(false);
    expect(unitSchema.safeParse({ ...US_INFANTRY, effectiveness: { hidden: 3 } }).success).toBe(false);
    expect(unitSchema.safeParse({ ...US_INFANTRY, status: { ...US_INFANTRY.status, fired: 'yes' } }).success).toBe(false);
  });

  it('[3.8] hex ids must name a hex of the map (aliases accepted)', () => {
    expect(hexIdSchema.safeParse('C4319').success).toBe(true);
    expect(hexIdSchema.safeParse('C0101').success).toBe(true);
    expect(hexIdSchema.safeParse('D6101').success).toBe(true); // alias of C0101
    expect(hexIdSchema.safeParse('C6235').success).toBe(false);
    expect(hexIdSchema.safeParse('E0101').success).toBe(false);
    expect(hexIdSchema.safeParse(4319).success).toBe(false);
  });
});
