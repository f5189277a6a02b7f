// Scenario 30's special rules [30.44, 30.47, errata] on the real Map D and the shipped counters,
// from the computer's set-up of both sides.
import { describe, expect, it } from 'vitest';
import { apply, createGame, type GameState } from '../../src/rules';
import { autoDeployment } from '../../src/rules/scenario/deployment';
import { judgeSupply } from '../../src/rules/supply/judgment';
import { breakoutSetup, type BreakoutOptions } from '../../src/scenarios/breakout/scenario';
import { realWorld } from '../support/realWorld';

const world = realWorld();

/** Both sides set up by the computer; play about to open at Phase 13 of GT 2. */
function setUp(options: BreakoutOptions = {}): GameState {
  let state = createGame(breakoutSetup('special-rules', options));
  for (let pass = 0; state.deployment && pass < 3; pass++) {
    for (const command of autoDeployment(state, world)) {
      const result = apply(state, command, world);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
  }
  return state;
}

describe('scenario 30: the SS units\' supply [30.44]', () => {
  const SS_HQS = ['de-10-10-hq', 'de-20-9-hq'];

  it('[30.44] by default the SS regiments join Walther\'s supply net: their HQs and companies are supplied through the KGWltr HQ at D1616', () => {
    const state = setUp();
    expect(state.units['de-kgw-hq']!.hex).toBe('D1616');
    const report = judgeSupply(state, world, 'german');
    for (const id of SS_HQS) {
      expect(state.units[id]!.attachedTo).toBe('KGWltr');
      expect(report.hqs[id]!.verdict.supplied, id).toBe(true);
    }
    for (const id of ['de-10-10-1', 'de-10-10-2', 'de-10-10-3', 'de-20-9-1', 'de-20-9-2']) expect(report.units[id]!.verdict.supplied, id).toBe(true);
    // I/21 has no HQ of its own on the map: it traces to Walther's HQ directly [17.17]
    expect(state.units['de-i21-2']!.attachedTo).toBe('KGWltr');
    expect(report.units['de-i21-2']!.verdict).toMatchObject({ supplied: true, via: 'de-kgw-hq' });
  });

  it('[30.44] with the north-edge choice the SS units trace only to the north edge, one hex beyond it, and start out of supply far south of it', () => {
    const state = setUp({ ssSupply: 'northEdge' });
    const source = state.supply.sources.find((s) => s.rule === '30.44')!;
    expect(source).toMatchObject({ actsAsHq: true, onlyProvider: true, hexesBeyondEdge: 1, offMap: true });
    const report = judgeSupply(state, world, 'german');
    for (const id of ['de-10-10-1', 'de-i21-1', 'de-20-9-1']) expect(report.units[id]!.verdict.supplied, id).toBe(false);
    // a company nine hexes from the edge (ten from its HQ beyond it) is supplied; ten from the edge is not
    const near = structuredClone(state);
    near.units['de-20-9-1']!.hex = 'D5217';
    near.units['de-20-9-2']!.hex = 'D5117';
    const nearReport = judgeSupply(near, world, 'german');
    expect(nearReport.units['de-20-9-1']!.verdict).toMatchObject({ supplied: true, via: 'bo-ss-north-edge' });
    expect(nearReport.units['de-20-9-2']!.verdict.supplied).toBe(false);
  });

  it('[11.4, 17.16] the independent companies of display n, with no HQ of their own, draw on any German HQ', () => {
    const state = setUp();
    const report = judgeSupply(state, world, 'german');
    for (const id of ['de-kgkrind-1', 'de-kgsind-1', 'de-6pnlind-1', 'de-100tind-1', 'de-hflak-1']) {
      if (state.units[id]!.hex === null) continue;
      expect(report.units[id]!.verdict.supplied, id).toBe(true);
    }
  });
});
