// Scenario 30's special rules [30.44, 30.47, errata] on the real Map D and the shipped counters,
// from the computer's set-up of both sides.
import { describe, expect, it } from 'vitest';
import { apply, createGame, hexFromIndex, hexIdsOf, unitSupply, type GameState } from '../../src/rules';
import { BO_ALLIED_SOURCE } from '../../src/scenarios/breakout/supply';
import { bridgeKey } from '../../src/rules/world/mapGrid';
import { endsOfBridge } from '../../src/rules/world/world';
import { BO_START_LINE_BRIDGES, southOfFrontLine } from '../../src/scenarios/breakout/frontLine';
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
  }, 120_000);

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
  }, 120_000);

  it('[11.4, 17.16] the independent companies of display n, with no HQ of their own, draw on any German HQ', () => {
    const state = setUp();
    const report = judgeSupply(state, world, 'german');
    for (const id of ['de-kgkrind-1', 'de-kgsind-1', 'de-6pnlind-1', 'de-100tind-1', 'de-hflak-1']) {
      if (state.units[id]!.hex === null) continue;
      expect(report.units[id]!.verdict.supplied, id).toBe(true);
    }
  }, 120_000);

  it('[11.4, 30.1, 30.42] XXX Corps\' independent units, with no HQ on the map and every Allied HQ in Travel, draw on the south-edge source standing in for XXX Corps', () => {
    const state = setUp();
    const ids = ['uk-1519-1', 'uk-aril-1', 'uk-cril-1', 'uk-86-1'];
    for (const id of ids) {
      expect(state.units[id]!.hex, id).not.toBeNull();
      const verdict = unitSupply(state, world, id);
      expect(verdict.supplied, id).toBe(true);
      if (verdict.supplied) expect(verdict.via, id).toBe(BO_ALLIED_SOURCE.id);
    }
    // The Command Phase's judgment agrees with what the inspector shows.
    const report = judgeSupply(state, world, 'allied');
    for (const id of ids) expect(report.units[id]!.verdict.supplied, id).toBe(true);
  }, 120_000);
});

describe('scenario 30: the start-line bridges [30.47, errata]', () => {
  it('[30.47, errata] the listed start-line bridges are exactly the blowable bridges across the front line, the Lommel canal bridge D0611–D0711 among them', () => {
    const crossing = world.grid.bridges
      .filter((b) => b.blowable)
      .filter((b) => {
        const ends = endsOfBridge(world, b).map((i) => hexIdsOf(hexFromIndex(i)).find((id) => id.startsWith('D')) ?? '');
        return ends.length === 2 && ends.every((e) => e !== '') && southOfFrontLine(world, ends[0]!) !== southOfFrontLine(world, ends[1]!);
      })
      .map((b) => bridgeKey(b));
    expect([...crossing].sort()).toEqual([...BO_START_LINE_BRIDGES].sort());
    expect(BO_START_LINE_BRIDGES).toContain('D0611~D0711/road');
  }, 120_000);

  it('[30.47, errata, 16.5] as play opens the German decides on each start-line bridge at once; none is spent by the Allied set-up beside it', () => {
    let state = setUp();
    expect(state.turn).toBe(2);
    expect(state.phase).toBe(13);
    const offered: string[] = [];
    for (let n = 0; n < BO_START_LINE_BRIDGES.length; n++) {
      expect(state.pending).toMatchObject({ kind: 'bridgeDemolition', side: 'german', rule: '30.47' });
      const bridge = state.pending!.bridge!;
      offered.push(bridge);
      // the Lommel bridge is blown (tried), the others left standing
      const result = apply(state, { type: bridge === 'D0611~D0711/road' ? 'blowBridge' : 'spareBridge', bridge }, world);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
    expect(offered).toEqual([...BO_START_LINE_BRIDGES]);
    expect(state.pending).toBeNull();
    expect(state.startLineBridges?.bridges).toEqual([]);
    for (const key of BO_START_LINE_BRIDGES) expect(state.bridges[key]?.blowOffered, key).toBe(true);
    expect(['intact', 'destroyed']).toContain(state.bridges['D0611~D0711/road']!.condition);
    for (const key of BO_START_LINE_BRIDGES.filter((k) => k !== 'D0611~D0711/road')) expect(state.bridges[key]!.condition).toBe('intact');
  }, 120_000);

  it('[30.47] a blow attempt rolls the 16.5 die: 1–2 destroys the bridge (over many seeds both outcomes occur)', () => {
    const outcomes = new Set<string>();
    for (let i = 0; i < 12 && outcomes.size < 2; i++) {
      let state = createGame(breakoutSetup(`blow-${i}`));
      for (let pass = 0; state.deployment && pass < 3; pass++) for (const c of autoDeployment(state, world)) state = (apply(state, c, world) as { state: GameState }).state;
      const result = apply(state, { type: 'blowBridge', bridge: state.pending!.bridge! }, world);
      if (!result.ok) throw new Error(result.message);
      const roll = result.events.find((e) => e.type === 'diceRolled');
      const condition = result.state.bridges[state.pending!.bridge!]!.condition;
      expect(condition).toBe(roll && roll.type === 'diceRolled' && roll.total <= 2 ? 'destroyed' : 'intact');
      outcomes.add(condition);
    }
    expect([...outcomes].sort()).toEqual(['destroyed', 'intact']);
  }, 120_000);

  it('[30.47] a start-line bridge cannot be answered out of turn: the decision open names its bridge', () => {
    const state = setUp();
    const other = BO_START_LINE_BRIDGES.find((k) => k !== state.pending!.bridge)!;
    const result = apply(state, { type: 'blowBridge', bridge: other }, world);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.rule).toBe('16.5');
  }, 120_000);
});
