// What the supply rules keep between positions (supply/keptGround.ts, keptTraces.ts) and the road
// searches that stop once the asking HQ is reached (roadTrace.ts) must give exactly the answers a
// fresh search of the whole ground gives [11.21, 11.22, 11.31, 11.33, 11.35].
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { apply, chooseCommand, createGame, type GameState, type Side, type World } from '../../../src/rules';
import { hellsHighwaySetup } from '../../../src/scenarios/hellsHighway/scenario';
import { tracingGround } from '../../../src/rules/supply/keptGround';
import { freshGround, indexOfUnit, type TracingGround } from '../../../src/rules/supply/tracingGround';
import { judgeSupplyOn } from '../../../src/rules/supply/judgment';
import { providersByMarkers, UnitTracer } from '../../../src/rules/supply/unitSupply';
import { sourcesInUse } from '../../../src/rules/supply/sources';
import { stepMemosFor } from '../../../src/rules/supply/stepMemos';
import { roadPath, traceRoadsFrom } from '../../../src/rules/supply/roadTrace';
import { HEX_INDEX_SIZE } from '../../../src/rules/hex';
import { allUnits } from '../../../src/rules/state/unitBuckets';
import { realWorld } from '../../support/realWorld';

const SIDES: Side[] = ['allied', 'german'];

/** Every non-HQ unit's supply as a firing unit's is judged (HQs by their markers) [11.31, 11.33]. */
function verdicts(state: GameState, world: World, ground: TracingGround) {
  const tracer = new UnitTracer(ground, stepMemosFor(world, state.bridges).traversal, providersByMarkers(state, ground), sourcesInUse(state, ground.side));
  return allUnits(state)
    .filter((u) => u.side === ground.side && u.type !== 'hq' && u.type !== 'leader')
    .map((u) => [u.id, tracer.verdict(u)] as const);
}

describe('the kept supply picture', () => {
  it("[11.31, 11.33, 11.23, 11.35] along 400 commands of Hell's Highway, kept grounds and range fields give every unit's supply and the full judgment a fresh search gives", () => {
    const world = realWorld();
    let state = createGame(hellsHighwaySetup('kept-picture'));
    const random = seedrandom.alea('kept-picture');
    let compared = 0;
    let carriedFields = 0;
    for (let n = 0; n < 400 && !state.ended; n++) {
      const result = apply(state, chooseCommand(state, world, random), world);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
      for (const side of SIDES) {
        const kept = tracingGround(state, world, side);
        carriedFields += kept.kept.fields.size;
        const fresh = freshGround(state, world, side);
        expect(verdicts(state, world, kept), `command ${n}, ${side}`).toEqual(verdicts(state, world, fresh));
        if (n % 4 === 0) expect(judgeSupplyOn(kept), `command ${n}, ${side}: judgment`).toEqual(judgeSupplyOn(fresh));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(700);
    // The comparison met fields carried over from earlier positions, not only fresh ones.
    expect(carriedFields).toBeGreaterThan(1_000);
  });

  it('[11.21] a road search stopped at each hex it is asked about (HQs first, then every unit) gives the paths of a search of the whole map', () => {
    const world = realWorld();
    let state = createGame(hellsHighwaySetup('kept-picture'));
    const random = seedrandom.alea('road-search');
    for (let n = 0; n < 150 && !state.ended; n++) state = apply(state, chooseCommand(state, world, random), world).state;
    let asked = 0;
    for (const side of SIDES) {
      const ground = freshGround(state, world, side);
      const memo = stepMemosFor(world, state.bridges).traversal;
      const sources = sourcesInUse(state, side);
      const whole = traceRoadsFrom(ground, memo, sources, false);
      for (let i = 0; i < HEX_INDEX_SIZE; i++) roadPath(whole, i); // the first unreachable hex searches it all
      const lazy = traceRoadsFrom(ground, memo, sources, false);
      const onMap = allUnits(state).filter((u) => u.side === side && indexOfUnit(u) >= 0);
      const hqsFirst = [...onMap.filter((u) => u.type === 'hq'), ...onMap.filter((u) => u.type !== 'hq')];
      for (const unit of hqsFirst) {
        const at = indexOfUnit(unit);
        expect(roadPath(lazy, at), unit.id).toEqual(roadPath(whole, at));
        expect(lazy.sourceOf[at]).toBe(whole.sourceOf[at]);
        asked++;
      }
    }
    expect(asked).toBeGreaterThan(40);
  });
});
