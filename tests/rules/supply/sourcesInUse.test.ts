// The sources in use are worked out once per frozen supply and formations records
// (supply/sources.ts); the kept answer must be the one a fresh reading gives, and a changed record
// (a source closed [20.2]) must give a new one [11.11, 11.13].
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { createGame, type GameState, type Side } from '../../../src/rules';
import { sourcesInUse } from '../../../src/rules/supply/sources';
import { hellsHighwaySetup } from '../../../src/scenarios/hellsHighway/scenario';

const SIDES: Side[] = ['allied', 'german'];

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** Hell's Highway's set-up, frozen as every position the engine returns is. */
function frozenPosition(): GameState {
  return deepFreeze(structuredClone(createGame(hellsHighwaySetup('sources'))));
}

describe('sources in use, kept per frozen records', () => {
  it("[11.11, 11.13] on a Hell's Highway position, each side's kept sources equal a fresh reading of an unfrozen copy, and are given again", () => {
    const state = frozenPosition();
    expect(Object.isFrozen(state.supply)).toBe(true);
    for (const side of SIDES) {
      const kept = sourcesInUse(state, side);
      expect(kept).toEqual(sourcesInUse(structuredClone(state), side));
      expect(sourcesInUse(state, side)).toBe(kept);
    }
    expect(sourcesInUse(state, 'german').length).toBeGreaterThan(0);
  });

  it('[20.2] a source closed in a later position is no longer in use there', () => {
    const state = frozenPosition();
    const before = sourcesInUse(state, 'german');
    const closedId = before[0]!.id;
    const later = produce(state, (d) => {
      const source = d.supply.sources.find((s) => s.id === closedId)!;
      source.closed = { rule: '20.2', reason: 'test' };
    });
    expect(sourcesInUse(later, 'german').map((s) => s.id)).toEqual(before.map((s) => s.id).filter((id) => id !== closedId));
  });
});
