// The End phase's hooks answer from what they keep (supply/keptCompanySearches.ts) and judge only
// what can change (supply/judgment.ts judgeCommandPhaseSupply); along whole seeded Hell's Highway
// games (the benches' seeds full-0..2) every such answer must equal the straightforward one
// [11.22, 11.23, 11.35].
import { afterAll, describe, expect, it } from 'vitest';
import { createGame, type GameState, type World } from '../../../src/rules';
import { hellsHighwaySetup } from '../../../src/scenarios/hellsHighway/scenario';
import { phaseDefinition } from '../../../src/rules/sequence/phases';
import { judgeCommandPhaseSupply, judgeSupply } from '../../../src/rules/supply/judgment';
import { keptCompanySearchStats, setCompanySearchSelfCheck } from '../../../src/rules/supply/keptCompanySearches';
import { unitById } from '../../../src/rules/state/unitBuckets';
import { playPolicyGame } from '../../support/playPolicyGame';
import { realWorld } from '../../support/realWorld';

/** At a Command Phase's start: the Command Phase's narrow report equals the full picture on what it holds [11.23, 11.35]. */
function compareCommandPhaseReport(state: GameState, world: World): number {
  const side = phaseDefinition(state.phase).phasing!;
  const narrow = judgeCommandPhaseSupply(state, world, side);
  const full = judgeSupply(state, world, side);
  expect(narrow.hqs).toEqual(full.hqs);
  const depleted = Object.values(full.units).filter((e) => unitDepleted(state, e.unitId));
  expect(Object.keys(narrow.units).sort()).toEqual(depleted.map((e) => e.unitId).sort());
  for (const entry of depleted) expect(narrow.units[entry.unitId]).toEqual(entry);
  return depleted.length;
}

function unitDepleted(state: GameState, id: string): boolean {
  return unitById(state, id)?.status.depleted === true;
}

describe("the End phase's kept and narrowed answers along seeded Hell's Highway games", () => {
  afterAll(() => setCompanySearchSelfCheck(false));

  for (const seed of ['full-0', 'full-1', 'full-2']) {
    it(`[11.22, 11.23, 11.35] seed ${seed}: every kept company search equals a fresh one, and the Command Phase's report equals the full picture`, () => {
      const world = realWorld();
      setCompanySearchSelfCheck(true);
      const reusedBefore = keptCompanySearchStats.reused;
      let commandPhases = 0;
      let depletedJudged = 0;
      let last = -1;
      playPolicyGame({
        state: createGame(hellsHighwaySetup(seed)),
        world,
        seed: `fuzz-${seed}`,
        maxCommands: 6_000,
        afterCommand: (state) => {
          const key = state.turn * 100 + state.phase;
          if (key === last || phaseDefinition(state.phase).kind !== 'command' || state.ended) return;
          last = key;
          commandPhases++;
          depletedJudged += compareCommandPhaseReport(state, world);
        },
      });
      setCompanySearchSelfCheck(false);
      expect(commandPhases).toBeGreaterThan(20);
      expect(depletedJudged).toBeGreaterThan(0);
      expect(keptCompanySearchStats.reused - reusedBefore).toBeGreaterThan(0);
    });
  }
});
