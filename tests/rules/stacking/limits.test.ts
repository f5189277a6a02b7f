// Stacking limits that always hold [9.11, 9.32, 9.33]: the legal list never offers an entry that
// overstacks, and no unit recovers from disruption in a hex that is over its limit — so no hex is
// ever left over its limit with undisrupted units. Real Hell's Highway counters on the real map.
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  apply,
  autoDeployment,
  createGame,
  hexIndex,
  legalCommands,
  overstackOf,
  parseHexId,
  scriptedDice,
  stackingLimitAt,
  stackWeight,
  stackWeightAt,
  type GameEvent,
  type GameState,
} from '../../../src/rules';
import { hellsHighwaySetup } from '../../../src/scenarios/hellsHighway/scenario';
import { realWorld } from '../../support/realWorld';
import { allUnits, unitById } from '../../../src/rules/state/unitBuckets';

const WORLD = realWorld();

function deployed(): GameState {
  let state = createGame(hellsHighwaySetup('stacking-limits'));
  while (state.deployment) {
    for (const command of autoDeployment(state, WORLD)) {
      const r = apply(state, command, WORLD);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
    }
  }
  return state;
}

describe('entries within the stacking limit [9.11, 22.13]', () => {
  it('[9.11] with every Allied reinforcement due at once, no offered entry puts its hex over the limit', () => {
    const start = deployed();
    const state = produce(start, (d) => {
      d.phase = 4; // Allied Conditional Movement
      for (const u of allUnits(d)) if (u.side === 'allied' && u.arrival && u.hex === null) u.arrival.turn = d.turn;
    });
    const entries = legalCommands(state, WORLD, new Set(['enter'])).flatMap((c) => (c.type === 'moveStep' ? [c] : []));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.some((c) => c.unitIds.length > 1)).toBe(true);
    for (const c of entries) {
      const weight = c.unitIds.reduce((s, id) => s + stackWeight(unitById(state, id)!), 0);
      const limit = stackingLimitAt(WORLD, hexIndex(parseHexId(c.to)!));
      expect(stackWeightAt(state, c.to) + weight, `${c.unitIds.join(',')} into ${c.to}`).toBeLessThanOrEqual(limit);
    }
  });
});

describe('no recovery in an overstacked hex [9.32]', () => {
  it('[9.32, 11.53] disrupted units in a hex over its limit roll no recovery; back within it they do', () => {
    const start = deployed();
    // Twelve more German counters piled into one German hex, everyone there disrupted.
    const german = allUnits(start).find((u) => u.side === 'german' && u.hex !== null && stackWeight(u) > 0)!;
    const hex = german.hex!;
    const limit = stackingLimitAt(WORLD, hexIndex(parseHexId(hex)!));
    const extra = allUnits(start)
      .filter((u) => u.side === 'german' && u.hex !== null && u.hex !== hex && stackWeight(u) > 0)
      .slice(0, 12);
    const piled = produce(start, (d) => {
      let index = allUnits(d).filter((u) => u.hex === hex).length;
      for (const u of extra) {
        unitById(d, u.id)!.hex = hex;
        unitById(d, u.id)!.stackIndex = index++;
      }
      for (const u of allUnits(d)) if (u.hex === hex) u.status.disrupted = true;
    });
    expect(overstackOf(WORLD, piled, hex)!.strength).toBeGreaterThan(limit);
    // Walk to the German Command Phase's recovery with dice that always recover.
    let state = piled;
    const events: GameEvent[] = [];
    for (let i = 0; i < 20 && !events.some((e) => e.type === 'recoveryBarredByOverstack'); i++) {
      const r = apply(state, { type: 'endPhase' }, WORLD, { dice: scriptedDice(Array<number>(400).fill(6)) });
      if (!r.ok) throw new Error(r.message);
      state = r.state;
      events.push(...r.events);
    }
    const barred = events.filter((e) => e.type === 'recoveryBarredByOverstack');
    expect(barred.length).toBeGreaterThan(0);
    expect(barred[0]).toMatchObject({ hex, rule: '9.32' });
    for (const u of allUnits(state)) if (u.hex === hex) expect(u.status.disrupted).toBe(true);
  });
});
