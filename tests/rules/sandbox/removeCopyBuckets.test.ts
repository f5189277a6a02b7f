// A sandbox copy deleted again [3.4] leaves the units' buckets as a save file would rebuild them,
// on Hell's Highway's shipped counters (109 units: six buckets of 16 and one of 13) and the real map.
import { describe, expect, it } from 'vitest';
import { apply, applySandboxEdit, autoDeployment, copyIdFor, createGame, type GameState, type SandboxResult } from '../../../src/rules';
import { hellsHighwaySetup } from '../../../src/scenarios/hellsHighway/scenario';
import { allUnitIds, allUnits, positionFromUnitRecord, positionWithUnitRecord, UNITS_PER_BUCKET } from '../../../src/rules/state/unitBuckets';
import { realWorld } from '../../support/realWorld';

const world = realWorld();

function ok(result: SandboxResult): GameState {
  if (!result.ok) throw new Error(`[${result.rule}] ${result.message}`);
  return result.state;
}

/** The buckets a save file's reader builds from the same position. */
function reloaded(state: GameState): GameState {
  return positionFromUnitRecord(positionWithUnitRecord(state));
}

/** The bucket sizes of `count` units filled in order: full buckets, then the rest. */
function sizesOf(count: number): number[] {
  const sizes = Array<number>(Math.floor(count / UNITS_PER_BUCKET)).fill(UNITS_PER_BUCKET);
  return count % UNITS_PER_BUCKET ? [...sizes, count % UNITS_PER_BUCKET] : sizes;
}

/** Bucket sizes and the id → bucket index: what must not differ between a live and a reloaded position. */
function shape(state: GameState): { sizes: number[]; index: Record<string, number> } {
  return { sizes: state.unitBuckets.map((b) => Object.keys(b).length), index: state.unitBucketOf };
}

describe('sandbox copies and the units\' buckets', () => {
  it('[3.4] deleting sandbox copies (one in a middle bucket, one alone in the last) keeps the buckets a reloaded position has, and the units\' order', () => {
    let state = createGame(hellsHighwaySetup('buckets'));
    for (let pass = 0; state.deployment && pass < 3; pass++) {
      for (const command of autoDeployment(state, world)) {
        const result = apply(state, command, world);
        if (!result.ok) throw new Error(result.message);
        state = result.state;
      }
    }
    const onMap = allUnits(state).find((u) => u.hex !== null && u.side === 'allied')!;
    expect(state.unitBuckets.map((b) => Object.keys(b).length)).toEqual(sizesOf(109));
    // 20 copies: the first lands in the last bucket (a middle one once the rest are in), the 20th alone
    // in a new last bucket (129 units: full buckets and one of 1)
    const copies: string[] = [];
    for (let n = 0; n < 20; n++) {
      copies.push(copyIdFor(state, onMap.id));
      state = ok(applySandboxEdit(state, world, { kind: 'placeUnit', unitId: onMap.id, hex: onMap.hex!, copy: true }));
    }
    expect(shape(state).sizes).toEqual(sizesOf(129));
    expect(shape(state).sizes.at(-1)).toBe(1);
    const before = allUnitIds(state);
    for (const removed of [copies[0]!, copies[19]!]) {
      state = ok(applySandboxEdit(state, world, { kind: 'removeUnit', unitId: removed }));
      expect(shape(state)).toEqual(shape(reloaded(state)));
    }
    expect(shape(state).sizes).toEqual(sizesOf(127));
    expect(allUnitIds(state)).toEqual(before.filter((id) => id !== copies[0] && id !== copies[19]));
    // and play carries on from it as from its reloaded self: another copy goes to the same place
    const again = ok(applySandboxEdit(state, world, { kind: 'placeUnit', unitId: onMap.id, hex: onMap.hex!, copy: true }));
    const againReloaded = ok(applySandboxEdit(reloaded(state), world, { kind: 'placeUnit', unitId: onMap.id, hex: onMap.hex!, copy: true }));
    expect(shape(again)).toEqual(shape(againReloaded));
  });
});
