import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  apply,
  applyAll,
  scriptedDice,
  validate,
  type BridgeState,
  type Command,
  type GameEvent,
  type GameState,
  type PhaseNumber,
  type Unit,
} from '../../../src/rules';
import { describeCommand } from '../../../src/store/replay';
import { gameStateSchema } from '../../../src/store/schemas';
import { game, unit } from '../../support/builders';
import { testWorld } from '../../support/world';
import { unitById, withUnit, positionWithUnitRecord } from '../../../src/rules/state/unitBuckets';

// Canal road bridge (blowable by 16.5, repairable by 16.6) between C2813 and C2914.
const CANAL = 'C2813~C2914/road';
// Stream road bridge (16.7: seven turns) between C4319 and C4320.
const STREAM = 'C4319~C4320/road';
// Railway bridge over a canal (16.7: ten turns and a roll) between C2010 and C2011.
const RAIL = 'C2010~C2011/railroad';
const WORLD = testWorld({
  hexsides: { 'C2813|C2914': ['canal'], 'C4319|C4320': ['stream'], 'C2010|C2011': ['canal'] },
  roads: [
    { kind: 'road', hexes: ['C2813', 'C2914'] },
    { kind: 'road', hexes: ['C4319', 'C4320'] },
    { kind: 'railroad', hexes: ['C2010', 'C2011'] },
  ],
  bridges: [
    { at: 'C2813~C2914', kind: 'road', over: 'canal', blowable: true, name: 'Canal bridge' },
    { at: 'C4319~C4320', kind: 'road', over: 'stream', blowable: false, name: 'Stream bridge' },
    { at: 'C2010~C2011', kind: 'railroad', over: 'canal', blowable: true, name: 'Rail bridge' },
  ],
});
const DESTROYED: BridgeState = { condition: 'destroyed', blowOffered: true, repaired: false };

function bridgeEngineer(id: string, hex: string, strength = 5, extra: Partial<Unit> = {}): Unit {
  return unit({
    id,
    name: id,
    nationality: 'UK',
    type: 'bridgeEngineer',
    subordination: 'XXX',
    printedStrength: strength,
    strength,
    effectiveness: {},
    modes: ['concentrated', 'travel'],
    hex: hex as Unit['hex'],
    ...extra,
  });
}

function combatEngineer(id: string, hex: string, strength = 4, extra: Partial<Unit> = {}): Unit {
  return unit({ id, name: id, type: 'combatEngineer', printedStrength: strength, strength, hex: hex as Unit['hex'], ...extra });
}

const german = (hex: string): Unit =>
  unit({ id: 'de', name: '1/107', side: 'german', nationality: 'DE', hex: hex as Unit['hex'], subordination: '107' });

function setup(units: Unit[], options: { phase?: PhaseNumber; turn?: number; bridges?: Record<string, BridgeState>; opts?: GameState['options'] } = {}): GameState {
  const base = game({ phase: options.phase ?? 1, turn: options.turn ?? 1, units });
  return { ...base, bridges: options.bridges ?? {}, options: options.opts ?? {} };
}

/** An Allied HQ near the canal bridge: engineers without a formation draw supply from any HQ of their side [11.4, 16.6]. */
const supplyingHq = (): Unit =>
  unit({ id: 'hq', name: 'hq', type: 'hq', hex: 'C2812' as Unit['hex'], modes: ['concentrated', 'travel'], effectiveness: { concentrated: 3 }, effectivenessParenthesized: true });
/** The HQ with an Allied supply source in its hex, so that it stays supplied turn after turn [11.1]. */
const supplied = (state: GameState): GameState => ({
  ...withUnit(state, { ...supplyingHq(), stackIndex: 0 }),
  supply: { ...state.supply, sources: [{ id: 'src', side: 'allied', hexes: ['C2812' as never], rule: '11.11', name: 'test source' }] },
});
const repairDestroyed = (units: Unit[], phase: PhaseNumber = 1) => supplied(setup(units, { phase, bridges: { [CANAL]: DESTROYED } }));

/** End phases until `turns` Game-Turn Record phases have ended (the state is then at phase 1). */
function passTurns(state: GameState, turns: number): { state: GameState; events: GameEvent[] } {
  let current = state;
  const events: GameEvent[] = [];
  let ended = 0;
  while (ended < turns) {
    const wasRecord = current.phase === 15;
    const result = applyAll(current, [{ type: 'endPhase' }], WORLD);
    current = result.state;
    events.push(...result.events);
    if (wasRecord) ended += 1;
  }
  return { state: current, events };
}

/** End phases until the game is at `phase` (of this or the next turn). */
function toPhase(state: GameState, phase: PhaseNumber): GameState {
  let current = state;
  while (current.phase !== phase) current = applyAll(current, [{ type: 'endPhase' }], WORLD).state;
  return current;
}

type StartWork = Extract<Command, { type: 'startWork' }>;

function start(state: GameState, command: Omit<StartWork, 'type'>): GameState {
  return applyAll(state, [{ type: 'startWork', ...command }], WORLD).state;
}

const edit = (state: GameState, recipe: (draft: GameState) => void): GameState => produce(state, recipe);

const dropped = (events: GameEvent[]) => events.filter((e) => e.type === 'workDropped');

describe('[16.6] bridge repair', () => {
  it('[16.6] engineers out of supply may not start a repair, and a repair whose engineers lose supply stops at the turn count', () => {
    const noHq = setup([bridgeEngineer('be', 'C2813')], { bridges: { [CANAL]: DESTROYED } });
    expect(validate(noHq, { type: 'startWork', kind: 'repair', unitIds: ['be'], bridge: CANAL }, WORLD)).toMatchObject({ ok: false, code: 'OUT_OF_SUPPLY', rule: '16.6' });
    const started = start(repairDestroyed([bridgeEngineer('be', 'C2813')]), { kind: 'repair', unitIds: ['be'], bridge: CANAL });
    const cut = edit(started, (d) => {
      d.supply.sources = []; // the supply line is cut: the HQ is marked unsupplied [11.23]
      unitById(d, 'hq')!.status.depleted = true;
    });
    const { state, events } = passTurns(cut, 1);
    expect(dropped(events)).toEqual([expect.objectContaining({ kind: 'repair', rule: '16.6', reason: expect.stringContaining('out of supply') })]);
    expect(state.works).toEqual([]);
    expect(state.bridges[CANAL]?.condition).toBe('destroyed');
  });

  it('[16.6] two complete turns of repair by 5 SP of bridge engineers restore a blown bridge', () => {
    const s0 = repairDestroyed([bridgeEngineer('be', 'C2813'), german('C4019')]);
    const r = apply(s0, { type: 'startWork', kind: 'repair', unitIds: ['be'], bridge: CANAL }, WORLD);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events).toEqual([
      { type: 'workStarted', kind: 'repair', hex: 'C2813', bridge: CANAL, bridgeName: 'Canal bridge', unitIds: ['be'], needed: 2, rule: '16.6' },
    ]);
    const one = passTurns(r.state, 1);
    expect(one.state.bridges[CANAL]!.condition).toBe('underRepair');
    expect(one.events).toContainEqual({ type: 'bridgeUnderRepair', bridge: CANAL, name: 'Canal bridge', rule: '16.6' });
    expect(one.state.works[0]!.turns).toBe(1);
    const two = passTurns(one.state, 1);
    expect(two.state.bridges[CANAL]).toEqual({ condition: 'intact', blowOffered: true, repaired: true });
    expect(two.events).toContainEqual({ type: 'bridgeRepaired', bridge: CANAL, name: 'Canal bridge', rule: '16.6' });
    expect(two.state.works).toEqual([]);
  });

  it('[16.6] a stack of bridge engineers pools its strength, and either end hex will do', () => {
    const s0 = repairDestroyed([bridgeEngineer('be1', 'C2914', 3), bridgeEngineer('be2', 'C2914', 2)]);
    const { state } = passTurns(start(s0, { kind: 'repair', unitIds: ['be1', 'be2'], bridge: CANAL }), 2);
    expect(state.bridges[CANAL]!.condition).toBe('intact');
  });

  it('[16.6] only complete turns count: a repair declared in a movement phase starts counting next turn', () => {
    const s0 = start(repairDestroyed([bridgeEngineer('be', 'C2813')], 4), { kind: 'repair', unitIds: ['be'], bridge: CANAL });
    const first = passTurns(s0, 1).state;
    expect(first.works[0]!.turns).toBe(0);
    expect(first.bridges[CANAL]!.condition).toBe('destroyed');
    expect(passTurns(first, 1).state.bridges[CANAL]!.condition).toBe('underRepair');
    expect(passTurns(first, 2).state.bridges[CANAL]!.condition).toBe('intact');
  });

  it('[16.6] a repaired bridge is not offered to the German player for blowing again', () => {
    const units = [bridgeEngineer('be', 'C2813'), unit({ id: 'us', hex: 'C2612' })];
    const s0 = supplied(setup(units, { bridges: { [CANAL]: { ...DESTROYED, blowOffered: false } } }));
    const repaired = passTurns(start(s0, { kind: 'repair', unitIds: ['be'], bridge: CANAL }), 2).state;
    expect(repaired.bridges[CANAL]).toEqual({ condition: 'intact', blowOffered: false, repaired: true });
    const step: Command = { type: 'moveStep', unitIds: ['us'], to: 'C2713' };
    expect(applyAll(toPhase(repaired, 4), [step], WORLD).state.pending).toBeNull();
    // The same step next to a bridge never blown or repaired gives the German his chance [16.5].
    expect(applyAll(toPhase(setup(units), 4), [step], WORLD).state.pending).toMatchObject({ kind: 'bridgeDemolition', bridge: CANAL });
  });

  it('[16.6] refuses units that are not bridge engineers', () => {
    const s = repairDestroyed([combatEngineer('ce', 'C2813', 6)]);
    expect(validate(s, { type: 'startWork', kind: 'repair', unitIds: ['ce'], bridge: CANAL }, WORLD)).toMatchObject({ ok: false, code: 'WRONG_UNIT_TYPE', rule: '16.6' });
  });

  it('[16.6] refuses engineers with less than 5 SP in all', () => {
    const s = repairDestroyed([bridgeEngineer('be', 'C2813', 4)]);
    expect(validate(s, { type: 'startWork', kind: 'repair', unitIds: ['be'], bridge: CANAL }, WORLD)).toMatchObject({ ok: false, code: 'TOO_WEAK', rule: '16.6' });
  });

  it('[16.6] refuses a bridge that is not destroyed', () => {
    const s = setup([bridgeEngineer('be', 'C2813')]);
    expect(validate(s, { type: 'startWork', kind: 'repair', unitIds: ['be'], bridge: CANAL }, WORLD)).toMatchObject({ ok: false, code: 'BRIDGE_STATE', rule: '16.6' });
  });

  it('[16.6] refuses engineers that are next to the bridge but not at an end', () => {
    const s = repairDestroyed([bridgeEngineer('be', 'C2713')]);
    expect(validate(s, { type: 'startWork', kind: 'repair', unitIds: ['be'], bridge: CANAL }, WORLD)).toMatchObject({ ok: false, code: 'NOT_ADJACENT', rule: '16.6' });
  });

  it('[16.6] refuses while a German unit is next to the far end of the bridge', () => {
    const s = repairDestroyed([bridgeEngineer('be', 'C2813'), german('C3014')]);
    expect(validate(s, { type: 'startWork', kind: 'repair', unitIds: ['be'], bridge: CANAL }, WORLD)).toMatchObject({ ok: false, code: 'ENEMY_NEAR', rule: '16.6' });
  });

  it('[16.6] refuses a missing or unknown bridge', () => {
    const s = repairDestroyed([bridgeEngineer('be', 'C2813')]);
    expect(validate(s, { type: 'startWork', kind: 'repair', unitIds: ['be'] }, WORLD)).toMatchObject({ ok: false, code: 'INVALID_COMMAND' });
    expect(validate(s, { type: 'startWork', kind: 'repair', unitIds: ['be'], bridge: 'C0101~C0102/road' }, WORLD)).toMatchObject({ ok: false, code: 'NO_SUCH_BRIDGE' });
  });

  it('[16.6] refuses engineers split between hexes, disrupted, or already at work', () => {
    const split = repairDestroyed([bridgeEngineer('be1', 'C2813', 3), bridgeEngineer('be2', 'C2914', 3)]);
    expect(validate(split, { type: 'startWork', kind: 'repair', unitIds: ['be1', 'be2'], bridge: CANAL }, WORLD)).toMatchObject({ ok: false, code: 'NOT_IN_STACK' });
    const disrupted = repairDestroyed([bridgeEngineer('be', 'C2813', 5, { status: { disrupted: true } as Unit['status'] })]);
    expect(validate(disrupted, { type: 'startWork', kind: 'repair', unitIds: ['be'], bridge: CANAL }, WORLD)).toMatchObject({ ok: false, code: 'DISRUPTED' });
    const busy = start(repairDestroyed([bridgeEngineer('be', 'C2813'), bridgeEngineer('be2', 'C2914')]), { kind: 'repair', unitIds: ['be'], bridge: CANAL });
    expect(validate(busy, { type: 'startWork', kind: 'repair', unitIds: ['be'], bridge: CANAL }, WORLD)).toMatchObject({ ok: false, code: 'WORK_UNDER_WAY' });
    expect(validate(busy, { type: 'startWork', kind: 'repair', unitIds: ['be2'], bridge: CANAL }, WORLD)).toMatchObject({ ok: false, code: 'WORK_UNDER_WAY' });
  });

  it('[16.6] refuses outside the owner\'s Command and Conditional Movement phases, and enemy units', () => {
    const s = repairDestroyed([bridgeEngineer('be', 'C2813')], 3);
    expect(validate(s, { type: 'startWork', kind: 'repair', unitIds: ['be'], bridge: CANAL }, WORLD)).toMatchObject({ ok: false, code: 'WRONG_PHASE', rule: '4.0' });
    const german8 = repairDestroyed([bridgeEngineer('be', 'C2813')], 8);
    expect(validate(german8, { type: 'startWork', kind: 'repair', unitIds: ['be'], bridge: CANAL }, WORLD)).toMatchObject({ ok: false, code: 'WRONG_SIDE' });
  });

  it('[16.6] a German unit coming next to an end of the bridge ends the repair and the marker goes back to destroyed', () => {
    const s0 = repairDestroyed([bridgeEngineer('be', 'C2813'), german('C4019')]);
    const underRepair = passTurns(start(s0, { kind: 'repair', unitIds: ['be'], bridge: CANAL }), 1).state;
    const near = edit(toPhase(underRepair, 6), (d) => void (unitById(d, 'de')!.hex = 'C3014'));
    const { state, events } = applyAll(near, [{ type: 'endPhase' }], WORLD);
    expect(state.works).toEqual([]);
    expect(state.bridges[CANAL]!.condition).toBe('destroyed');
    expect(dropped(events)).toEqual([
      expect.objectContaining({ kind: 'repair', hex: 'C2813', reason: 'enemy units are in or next to an end of the bridge', rule: '16.6' }),
    ]);
  });

  it('[16.6] the repair lapses when the engineers move away or fall below 5 SP', () => {
    const s0 = start(repairDestroyed([bridgeEngineer('be', 'C2813', 6)]), { kind: 'repair', unitIds: ['be'], bridge: CANAL });
    const moved = edit(toPhase(s0, 4), (d) => {
      unitById(d, 'be')!.hex = 'C2713';
      unitById(d, 'be')!.status.mpSpent = 1;
    });
    expect(dropped(applyAll(moved, [{ type: 'endPhase' }], WORLD).events)[0]).toMatchObject({ reason: 'be left C2813' });
    const weakened = edit(toPhase(s0, 5), (d) => void (unitById(d, 'be')!.strength = 4));
    expect(dropped(applyAll(weakened, [{ type: 'endPhase' }], WORLD).events)[0]).toMatchObject({ reason: 'the engineers are down to 4 SP (at least 5 needed)' });
    const still = edit(toPhase(s0, 5), (d) => void (unitById(d, 'be')!.strength = 5));
    expect(passTurns(still, 1).state.works).toHaveLength(1);
  });

  it('[16.6] the owner may stop a repair; only a work of his, where one is under way', () => {
    const s0 = repairDestroyed([bridgeEngineer('be', 'C2813')]);
    const underRepair = passTurns(start(s0, { kind: 'repair', unitIds: ['be'], bridge: CANAL }), 1).state;
    expect(validate(underRepair, { type: 'stopWork', hex: 'C2914' }, WORLD)).toMatchObject({ ok: false, code: 'NO_WORK' });
    expect(validate(toPhase(underRepair, 8), { type: 'stopWork', hex: 'C2813' }, WORLD)).toMatchObject({ ok: false, code: 'WRONG_SIDE' });
    const { state, events } = applyAll(underRepair, [{ type: 'stopWork', hex: 'C2813' }], WORLD);
    expect(state.works).toEqual([]);
    expect(state.bridges[CANAL]!.condition).toBe('destroyed');
    expect(events).toEqual([expect.objectContaining({ type: 'workDropped', kind: 'repair', reason: 'stopped by its owner' })]);
  });
});

describe('[16.7] demolition by bridge engineers', () => {
  it('[16.7] seven complete turns next to a stream bridge blow it, with no roll', () => {
    const s0 = start(setup([bridgeEngineer('be', 'C4320', 3)]), { kind: 'demolish', unitIds: ['be'], bridge: STREAM });
    expect(s0.works[0]).toMatchObject({ kind: 'demolish', bridge: STREAM, turns: 0 });
    const six = passTurns(s0, 6).state;
    expect(six.works[0]!.turns).toBe(6);
    expect(six.bridges[STREAM]).toBeUndefined();
    const r = apply(toPhase(six, 15), { type: 'endPhase' }, WORLD, { dice: scriptedDice([]) });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.bridges[STREAM]!.condition).toBe('destroyed');
    expect(r.events).toContainEqual({ type: 'bridgeBlown', bridge: STREAM, name: 'Stream bridge', rule: '16.7' });
    expect(r.state.works).toEqual([]);
  });

  it('[16.7] a railway bridge over a canal takes ten turns and then goes down on 1d6 of 1–3', () => {
    const s0 = start(setup([bridgeEngineer('be', 'C2010', 3)]), { kind: 'demolish', unitIds: ['be'], bridge: RAIL });
    const nine = toPhase(passTurns(s0, 9).state, 15);
    expect(nine.works[0]!.turns).toBe(9);
    const blown = apply(nine, { type: 'endPhase' }, WORLD, { dice: scriptedDice([3, 1]) });
    expect(blown.ok && blown.state.bridges[RAIL]!.condition).toBe('destroyed');
    expect(blown.ok && blown.events).toContainEqual({ type: 'diceRolled', purpose: 'demolish Rail bridge', rule: '16.7', dice: [3], total: 3 });
    const intact = apply(nine, { type: 'endPhase' }, WORLD, { dice: scriptedDice([4, 1]) });
    expect(intact.ok && intact.state.bridges[RAIL]).toBeUndefined();
    expect(intact.ok && intact.state.works).toEqual([]);
    expect(intact.ok && intact.events).toContainEqual({ type: 'bridgeSurvived', bridge: RAIL, name: 'Rail bridge', rule: '16.7' });
  });

  it('[16.7] a disrupted or dispersed engineer ends the demolition; a new start counts from zero', () => {
    const s0 = passTurns(start(setup([bridgeEngineer('be', 'C4319', 3)]), { kind: 'demolish', unitIds: ['be'], bridge: STREAM }), 3).state;
    expect(s0.works[0]!.turns).toBe(3);
    const disrupted = edit(toPhase(s0, 5), (d) => void (unitById(d, 'be')!.status.disrupted = true));
    const after = applyAll(disrupted, [{ type: 'endPhase' }], WORLD);
    expect(dropped(after.events)[0]).toMatchObject({ kind: 'demolish', reason: 'be was disrupted', rule: '16.7' });
    const recovered = edit(toPhase(after.state, 1), (d) => void (unitById(d, 'be')!.status.disrupted = false));
    expect(start(recovered, { kind: 'demolish', unitIds: ['be'], bridge: STREAM }).works[0]!.turns).toBe(0);
    const travel = edit(toPhase(s0, 9), (d) => {
      unitById(d, 'be')!.mode = 'travel';
      unitById(d, 'be')!.status.modeChanged = true;
    });
    expect(dropped(applyAll(travel, [{ type: 'endPhase' }], WORLD).events)[0]).toMatchObject({ reason: 'be is no longer concentrated' });
  });

  it('[16.7] a demolition ends when the bridge goes down some other way', () => {
    const s0 = start(setup([bridgeEngineer('be', 'C2010', 3)]), { kind: 'demolish', unitIds: ['be'], bridge: RAIL });
    const blown = edit(s0, (d) => void (d.bridges[RAIL] = DESTROYED));
    expect(dropped(applyAll(blown, [{ type: 'endPhase' }], WORLD).events)[0]).toMatchObject({ reason: 'the bridge is already down' });
  });

  it('[16.7] refuses demolition when the engineerDemolition option is off', () => {
    const s = setup([bridgeEngineer('be', 'C4320', 3)], { opts: { engineerDemolition: false } });
    expect(validate(s, { type: 'startWork', kind: 'demolish', unitIds: ['be'], bridge: STREAM }, WORLD)).toMatchObject({ ok: false, code: 'OPTION_OFF', rule: '16.7' });
    const on = setup([bridgeEngineer('be', 'C4320', 3)], { opts: { engineerDemolition: true } });
    expect(validate(on, { type: 'startWork', kind: 'demolish', unitIds: ['be'], bridge: STREAM }, WORLD)).toEqual({ ok: true });
  });

  it('[16.7] refuses bridges the case does not cover, and bridges already down', () => {
    const s = setup([bridgeEngineer('be', 'C2813', 3)]);
    expect(validate(s, { type: 'startWork', kind: 'demolish', unitIds: ['be'], bridge: CANAL }, WORLD)).toMatchObject({ ok: false, code: 'BRIDGE_NOT_ELIGIBLE', rule: '16.7' });
    const down = setup([bridgeEngineer('be', 'C2010', 3)], { bridges: { [RAIL]: DESTROYED } });
    expect(validate(down, { type: 'startWork', kind: 'demolish', unitIds: ['be'], bridge: RAIL }, WORLD)).toMatchObject({ ok: false, code: 'BRIDGE_STATE', rule: '16.7' });
  });

  it('[16.7] refuses an engineer that is not concentrated, has under 3 SP, or is not next to the bridge', () => {
    const cmd: StartWork = { type: 'startWork', kind: 'demolish', unitIds: ['be'], bridge: STREAM };
    expect(validate(setup([bridgeEngineer('be', 'C4320', 3, { mode: 'travel' })]), cmd, WORLD)).toMatchObject({ ok: false, code: 'WRONG_MODE' });
    expect(validate(setup([bridgeEngineer('be', 'C4320', 2)]), cmd, WORLD)).toMatchObject({ ok: false, code: 'TOO_WEAK' });
    expect(validate(setup([bridgeEngineer('be', 'C4218', 3)]), cmd, WORLD)).toMatchObject({ ok: false, code: 'NOT_ADJACENT' });
    expect(validate(setup([combatEngineer('ce', 'C4320', 4)]), { ...cmd, unitIds: ['ce'] }, WORLD)).toMatchObject({ ok: false, code: 'WRONG_UNIT_TYPE' });
  });
});

describe('[18.42] entrenching by combat engineers', () => {
  it('[18.42] six turns of 4 SP of concentrated combat engineers entrench their hex, enemy next door or not', () => {
    const s0 = start(setup([combatEngineer('ce', 'C3020', 2), combatEngineer('ce2', 'C3020', 2), german('C3021')]), { kind: 'entrench', unitIds: ['ce', 'ce2'] });
    const five = passTurns(s0, 5);
    expect(five.state.entrenchments).toEqual([]);
    expect(five.events.filter((e) => e.type === 'workProgressed')).toHaveLength(5);
    const six = passTurns(five.state, 1);
    expect(six.state.entrenchments).toEqual(['C3020']);
    expect(six.events).toContainEqual({ type: 'entrenchmentBuilt', hex: 'C3020', rule: '18.42' });
    expect(six.state.works).toEqual([]);
  });

  it('[18.42] German engineers declaring in their Command phase start counting with the next whole turn', () => {
    const de = combatEngineer('dce', 'C3020', 4, { side: 'german', nationality: 'DE' });
    const s0 = start(setup([de], { phase: 8 }), { kind: 'entrench', unitIds: ['dce'] });
    expect(passTurns(s0, 6).state.entrenchments).toEqual([]);
    expect(passTurns(s0, 7).state.entrenchments).toEqual(['C3020']);
  });

  it('[18.42] firing, moving or changing mode restarts the cycle', () => {
    const s0 = passTurns(start(setup([combatEngineer('ce', 'C3020', 4)]), { kind: 'entrench', unitIds: ['ce'] }), 2).state;
    const fired = edit(toPhase(s0, 7), (d) => void (unitById(d, 'ce')!.status.fired = true));
    expect(dropped(applyAll(fired, [{ type: 'endPhase' }], WORLD).events)[0]).toMatchObject({ kind: 'entrench', reason: 'ce fired', rule: '18.42' });
    const moved = edit(toPhase(s0, 4), (d) => void (unitById(d, 'ce')!.status.mpSpent = 1));
    expect(dropped(applyAll(moved, [{ type: 'endPhase' }], WORLD).events)[0]).toMatchObject({ reason: 'ce moved' });
    const changed = edit(toPhase(s0, 9), (d) => void (unitById(d, 'ce')!.status.modeChanged = true));
    expect(dropped(applyAll(changed, [{ type: 'endPhase' }], WORLD).events)[0]).toMatchObject({ reason: 'ce changed mode' });
  });

  it('[18.42] an attack that costs strength or disrupts the engineers restarts the cycle', () => {
    const s0 = passTurns(start(setup([combatEngineer('ce', 'C3020', 5)]), { kind: 'entrench', unitIds: ['ce'] }), 2).state;
    const hit = edit(toPhase(s0, 14), (d) => void (unitById(d, 'ce')!.strength = 4));
    expect(dropped(applyAll(hit, [{ type: 'endPhase' }], WORLD).events)[0]).toMatchObject({ reason: 'the engineers lost strength' });
    const disrupted = edit(toPhase(s0, 10), (d) => void (unitById(d, 'ce')!.status.disrupted = true));
    expect(dropped(applyAll(disrupted, [{ type: 'endPhase' }], WORLD).events)[0]).toMatchObject({ reason: 'ce was disrupted' });
    const killed = edit(toPhase(s0, 10), (d) => {
      unitById(d, 'ce')!.hex = null;
      unitById(d, 'ce')!.eliminated = { turn: d.turn, rule: '5.6' };
    });
    expect(dropped(applyAll(killed, [{ type: 'endPhase' }], WORLD).events)[0]).toMatchObject({ reason: 'ce is no longer on the map' });
  });

  it('[18.42] engineers may move in and declare in the same phase; that turn does not count', () => {
    const s0 = setup([combatEngineer('ce', 'C3020', 4, { status: { mpSpent: 2 } as Unit['status'] })], { phase: 4 });
    const started = start(s0, { kind: 'entrench', unitIds: ['ce'] });
    const { state, events } = passTurns(started, 1);
    expect(dropped(events)).toEqual([]);
    expect(state.works[0]!.turns).toBe(0);
  });

  it('[18.42] refuses bridge engineers, under 4 SP, a dispersed stack, an entrenched hex, or a named bridge', () => {
    const cmd: StartWork = { type: 'startWork', kind: 'entrench', unitIds: ['ce'] };
    expect(validate(setup([bridgeEngineer('ce', 'C3020', 6)]), cmd, WORLD)).toMatchObject({ ok: false, code: 'WRONG_UNIT_TYPE', rule: '18.42' });
    expect(validate(setup([combatEngineer('ce', 'C3020', 3)]), cmd, WORLD)).toMatchObject({ ok: false, code: 'TOO_WEAK', rule: '18.42' });
    expect(validate(setup([combatEngineer('ce', 'C3020', 4, { mode: 'dispersed' })]), cmd, WORLD)).toMatchObject({ ok: false, code: 'WRONG_MODE' });
    const entrenched = { ...setup([combatEngineer('ce', 'C3020', 4)]), entrenchments: ['C3020' as const] };
    expect(validate(entrenched, cmd, WORLD)).toMatchObject({ ok: false, code: 'ALREADY_ENTRENCHED' });
    expect(validate(setup([combatEngineer('ce', 'C3020', 4)]), { ...cmd, bridge: CANAL }, WORLD)).toMatchObject({ ok: false, code: 'INVALID_COMMAND' });
  });
});

describe('engineers\' works in saves and the log', () => {
  it('[18.4] a state with a work under way passes the save-file schema', () => {
    const s = start(repairDestroyed([bridgeEngineer('be', 'C2813')]), { kind: 'repair', unitIds: ['be'], bridge: CANAL });
    expect(gameStateSchema.safeParse(JSON.parse(JSON.stringify(positionWithUnitRecord(s)))).success).toBe(true);
  });

  it('[18.4] the new commands read in plain words', () => {
    expect(describeCommand({ type: 'startWork', kind: 'repair', unitIds: ['be'], bridge: CANAL })).toBe(`set "be" to repair bridge "${CANAL}"`);
    expect(describeCommand({ type: 'stopWork', hex: 'C2813' })).toBe("stop the engineers' work in C2813");
  });
});
