// Scenario 30's special rules [30.44, 30.47, errata] on the real Map D and the shipped counters,
// from the computer's set-up of both sides.
import { describe, expect, it } from 'vitest';
import { apply, createGame, hexFromIndex, hexIdsOf, legalCommands, unitSupply, type GameState } from '../../src/rules';
import { BO_ALLIED_SOURCE } from '../../src/scenarios/breakout/supply';
import { bridgeKey } from '../../src/rules/world/mapGrid';
import { endsOfBridge } from '../../src/rules/world/world';
import { BO_START_LINE_BRIDGES, southOfFrontLine } from '../../src/scenarios/breakout/frontLine';
import { autoDeployment } from '../../src/rules/scenario/deployment';
import { judgeSupply } from '../../src/rules/supply/judgment';
import { breakoutSetup, type BreakoutOptions } from '../../src/scenarios/breakout/scenario';
import { realWorld } from '../support/realWorld';
import { NAMED_RULE_OPTIONS, namedOptionOfferedIn } from '../../src/rules/engine/namedOptions';
import { SCENARIOS } from '../../src/scenarios';
import { BO_BOMBARDMENTS } from '../../src/scenarios/breakout/bombardments';
import { BOMBARD_TRAVEL_SIGHTING_OPTION, BOMBARDMENT_FIRE_VALUE, bombardmentSpotter } from '../../src/rules/fire/bombardment';
import { allUnits, unitById } from '../../src/rules/state/unitBuckets';
import { fireEventText } from '../../src/rules/fire/events';

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
    expect(unitById(state, 'de-kgw-hq')!.hex).toBe('D1616');
    const report = judgeSupply(state, world, 'german');
    for (const id of SS_HQS) {
      expect(unitById(state, id)!.attachedTo).toBe('KGWltr');
      expect(report.hqs[id]!.verdict.supplied, id).toBe(true);
    }
    for (const id of ['de-10-10-1', 'de-10-10-2', 'de-10-10-3', 'de-20-9-1', 'de-20-9-2']) expect(report.units[id]!.verdict.supplied, id).toBe(true);
    // I/21 has no HQ of its own on the map: it traces to Walther's HQ directly [17.17]
    // every company of I/21 is set up within reach of it [11.31]
    for (const id of ['de-i21-1', 'de-i21-2', 'de-i21-3', 'de-i21-hw']) {
      expect(unitById(state, id)!.attachedTo, id).toBe('KGWltr');
      expect(report.units[id]!.verdict, id).toMatchObject({ supplied: true, via: 'de-kgw-hq' });
    }
  }, 120_000);

  it('[11.22, 30.2] 16/7 and 18/7 start out of supply, as the rules give it: their division HQ (7xx) is not in the scenario and no divisional source is within 8 MP', () => {
    const state = setUp();
    expect(unitById(state, 'de-7-hq')).toBeUndefined();
    const report = judgeSupply(state, world, 'german');
    for (const id of ['de-16-hq', 'de-18-hq']) {
      expect(report.hqs[id]!.verdict, id).toMatchObject({ supplied: false, rule: '11.22' });
      if (!report.hqs[id]!.verdict.supplied) expect(report.hqs[id]!.verdict.reason).toMatch(/no higher HQ/);
    }
    for (const id of ['de-16-1', 'de-18-1']) expect(report.units[id]!.verdict.supplied, id).toBe(false);
    // the German sources are the roads off the north edge: Map D has no road off its west or east edge
    expect(state.supply.sources.filter((s) => s.side === 'german').every((s) => s.hexes.every((h) => h.startsWith('C01')))).toBe(true);
  }, 120_000);

  it('[11.21, 11.31, 30.2] the 6th Parachute Regiment\'s HQ, heading its own regiment, starts on the Lommel road and traces to the north edge; in the woods at D1114 it could not', () => {
    const state = setUp();
    const hq = unitById(state, 'de-6iii-hq')!;
    expect(hq.hex).toBe('D1111');
    const report = judgeSupply(state, world, 'german');
    expect(report.hqs['de-6iii-hq']!.verdict).toMatchObject({ supplied: true, rule: '11.21', via: 'edgeRoad:C0117' });
    const companies = allUnits(state).filter((u) => u.id.startsWith('de-6iii-') && u.type !== 'hq');
    expect(companies.length).toBe(12);
    for (const unit of companies) expect(report.units[unit.id]!.verdict, unit.id).toMatchObject({ supplied: true, via: 'de-6iii-hq' });
    // the old set-up hex: a forest hex with no road or trail, among woods, starts no 11.21 path
    const inWoods = structuredClone(state);
    unitById(inWoods, 'de-6iii-hq')!.hex = 'D1114';
    expect(judgeSupply(inWoods, world, 'german').hqs['de-6iii-hq']!.verdict).toMatchObject({ supplied: false, rule: '11.22' });
  }, 120_000);

  it('[30.44] with the north-edge choice the SS units trace only to the north edge, one hex beyond it, and start out of supply far south of it', () => {
    const state = setUp({ ssSupply: 'northEdge' });
    const source = state.supply.sources.find((s) => s.rule === '30.44')!;
    expect(source).toMatchObject({ actsAsHq: true, onlyProvider: true, hexesBeyondEdge: 1, offMap: true });
    const report = judgeSupply(state, world, 'german');
    for (const id of ['de-10-10-1', 'de-i21-1', 'de-20-9-1']) expect(report.units[id]!.verdict.supplied, id).toBe(false);
    // a company nine hexes from the edge (ten from its HQ beyond it) is supplied; ten from the edge is not
    const near = structuredClone(state);
    unitById(near, 'de-20-9-1')!.hex = 'D5217';
    unitById(near, 'de-20-9-2')!.hex = 'D5117';
    const nearReport = judgeSupply(near, world, 'german');
    expect(nearReport.units['de-20-9-1']!.verdict).toMatchObject({ supplied: true, via: 'bo-ss-north-edge' });
    expect(nearReport.units['de-20-9-2']!.verdict.supplied).toBe(false);
  }, 120_000);

  it('[11.4, 17.16] the independent companies of display n, with no HQ of their own, draw on any German HQ', () => {
    const state = setUp();
    const report = judgeSupply(state, world, 'german');
    for (const id of ['de-kgkrind-1', 'de-kgsind-1', 'de-6pnlind-1', 'de-100tind-1', 'de-hflak-1']) {
      if (unitById(state, id)!.hex === null) continue;
      expect(report.units[id]!.verdict.supplied, id).toBe(true);
    }
  }, 120_000);

  it('[11.4, 30.1, 30.42] XXX Corps\' independent units, with no HQ on the map and every Allied HQ in Travel, draw on the south-edge source standing in for XXX Corps', () => {
    const state = setUp();
    const ids = ['uk-1519-1', 'uk-aril-1', 'uk-cril-1', 'uk-86-1'];
    for (const id of ids) {
      expect(unitById(state, id)!.hex, id).not.toBeNull();
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

describe('scenario 30: the special "infantry" bombardments [30.43]', () => {
  /** Play open: every start-line bridge spared [30.47], every fire choice answered with its first option. */
  function opened(): GameState {
    let state = setUp();
    while (state.pending?.bridge) state = ok(apply(state, { type: 'spareBridge', bridge: state.pending.bridge }, world));
    return state;
  }
  function ok(result: ReturnType<typeof apply>): GameState {
    if (!result.ok) throw new Error(result.message);
    return result.state;
  }
  function answered(state: GameState): GameState {
    let s = state;
    while (s.pending?.fireResult) s = ok(apply(s, { type: 'fireResultChoice', choice: s.pending.fireResult.options[0]! }, world));
    return s;
  }
  function at(state: GameState, turn: number, phase: GameState['phase']): GameState {
    const s = structuredClone(state);
    s.turn = turn;
    s.phase = phase;
    return s;
  }

  it('[30.43] the scenario starts with 18 bombardments; one on GT 2 before play attacks each German unit in the hex on its own at Fire Value 6', () => {
    const start = opened();
    expect(start.bombardments).toMatchObject({ left: BO_BOMBARDMENTS, done: null });
    expect(BO_BOMBARDMENTS).toBe(18);
    expect([start.turn, start.phase]).toEqual([2, 13]);
    // a second German unit stacked in D0913 with the heavy weapons company of II/6iii there
    const state = structuredClone(start);
    expect(unitById(state, 'de-6iii-ii-hw')!.hex).toBe('D0913');
    unitById(state, 'de-6iii-ii-3')!.hex = 'D0913';
    const result = apply(state, { type: 'bombard', hex: 'D0913' }, world);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const rolls = result.events.filter((e) => e.type === 'diceRolled' && e.rule === '30.43');
    const hits = result.events.filter((e) => e.type === 'bombardmentResolved');
    expect(rolls).toHaveLength(2);
    expect(hits.map((e) => e.type === 'bombardmentResolved' && e.targetId).sort()).toEqual(['de-6iii-ii-3', 'de-6iii-ii-hw']);
    for (const hit of hits) if (hit.type === 'bombardmentResolved') expect(hit.explanation.inputs.fireValue).toBe(BOMBARDMENT_FIRE_VALUE);
    const called = result.events.find((e) => e.type === 'bombardmentCalled');
    expect(called).toMatchObject({ hex: 'D0913', left: 17, rule: '30.43' });
    // the log names the spotter by its counter's name, never by its id
    if (called?.type === 'bombardmentCalled') {
      expect(called.spotterName).toBe(unitById(result.state, called.spotterId)!.name);
      expect(fireEventText.bombardmentCalled(called)).toBe(`Special bombardment of D0913, sighted by ${called.spotterName} (17 left) [30.43]`);
    }
    expect(result.state.bombardments).toMatchObject({ left: 17, done: { turn: 2, phase: 13, hexes: ['D0913'] } });
  }, 120_000);

  it('[30.43] at most one bombardment per hex per phase; the same hex may be bombarded again in the next Allied fire phase', () => {
    const gt3 = at(opened(), 3, 3);
    const once = answered(ok(apply(gt3, { type: 'bombard', hex: 'D1024' }, world)));
    const again = apply(once, { type: 'bombard', hex: 'D1024' }, world);
    expect(again).toMatchObject({ ok: false, code: 'CANNOT_FIRE', rule: '30.43' });
    if (!again.ok) expect(again.message).toMatch(/already been bombarded this phase/);
    expect(again.state).toBe(once);
    // another hex in the same phase is fine
    expect(apply(once, { type: 'bombard', hex: 'D1123' }, world).ok).toBe(true);
    // the Allied Free Fire Phase is a new phase
    const later = at(once, 3, 7);
    const next = apply(later, { type: 'bombard', hex: 'D1024' }, world);
    if (unitById(once, 'de-20-9-hq')!.eliminated) expect(next.ok).toBe(false);
    else expect(next).toMatchObject({ ok: true, state: { bombardments: { left: BO_BOMBARDMENTS - 2 } } });
  }, 120_000);

  it('[30.43] refused: a hex on or north of hexrow 23, a hex no British unit sees and relays for, an empty hex', () => {
    const state = structuredClone(opened());
    unitById(state, 'de-6iii-ii-hw')!.hex = 'D2316';
    const north = apply(state, { type: 'bombard', hex: 'D2316' }, world);
    expect(north).toMatchObject({ ok: false, code: 'NOT_A_TARGET', rule: '30.43' });
    if (!north.ok) expect(north.message).toMatch(/not south of hexrow 23/);
    const unseen = apply(state, { type: 'bombard', hex: 'D1012' }, world);
    expect(unseen).toMatchObject({ ok: false, code: 'NOT_OBSERVED', rule: '30.43' });
    if (!unseen.ok) expect(unseen.state).toBe(state);
    expect(apply(state, { type: 'bombard', hex: 'D0501' }, world)).toMatchObject({ ok: false, code: 'NOT_A_TARGET', rule: '30.43' });
  }, 120_000);

  it('[30.43] only a British unit sights: the spotter named is British, and with the same units counted as American nothing can be bombarded', () => {
    const open = opened();
    const called = apply(open, { type: 'bombard', hex: 'D0923' }, world);
    const spotter = called.ok ? called.events.find((e) => e.type === 'bombardmentCalled') : undefined;
    expect(spotter?.type === 'bombardmentCalled' && unitById(open, spotter.spotterId)!.nationality).toBe('UK');
    const state = structuredClone(open);
    for (const unit of allUnits(state)) if (unit.side === 'allied' && unit.nationality === 'UK') unit.nationality = 'US';
    const result = apply(state, { type: 'bombard', hex: 'D0923' }, world);
    expect(result).toMatchObject({ ok: false, code: 'NOT_OBSERVED', rule: '30.43' });
  }, 120_000);

  it('[30.43] the legal list offers exactly the hexes that may be bombarded now, and none once the time is past', () => {
    const state = opened();
    const offered = legalCommands(state, world).filter((c) => c.type === 'bombard');
    expect(offered.map((c) => c.type === 'bombard' && c.hex)).toEqual(expect.arrayContaining(['D0913', 'D0923', 'D1024', 'D1123']));
    expect(offered.map((c) => c.type === 'bombard' && c.hex)).not.toContain('D1012');
    for (const command of offered) expect(apply(state, command, world).ok, JSON.stringify(command)).toBe(true);
    expect(legalCommands(at(state, 3, 4), world).filter((c) => c.type === 'bombard')).toEqual([]);
  }, 120_000);

  it('[30.43, 23.0] the Travel-sighting reading is a named option, on by default, offered on New game for scenario 30 and 30.6 only', () => {
    const option = NAMED_RULE_OPTIONS[BOMBARD_TRAVEL_SIGHTING_OPTION]!;
    expect(option).toMatchObject({ kind: 'boolean', default: true });
    expect(option.rules).toContain('30.43');
    expect(SCENARIOS.filter((s) => namedOptionOfferedIn(option, s.id)).map((s) => s.id)).toEqual(['breakout', 'breakout-preparedness']);
  });

  it('[30.43, 12.52, 18.33] by default a unit in Travel sights and passes the call to an HQ in Travel, so bombardments go in before play on GT 2', () => {
    const open = opened();
    expect(open.options[BOMBARD_TRAVEL_SIGHTING_OPTION]).not.toBe(false); // unset: the default reading
    const { spotterId, hqId } = bombardmentSpotter(open, world, 'D0923')!;
    expect(unitById(open, spotterId)!.mode).toBe('travel');
    expect(unitById(open, hqId)!.mode).toBe('travel');
    expect(apply(open, { type: 'bombard', hex: 'D0923' }, world).ok).toBe(true);
  }, 120_000);

  it('[30.43, 12.52, 18.33] the strict reading (option off): no spotter or HQ in Travel, so nothing before play on GT 2; on GT 3, once both have left Travel, the call goes in', () => {
    const open = structuredClone(opened());
    const { spotterId, hqId } = bombardmentSpotter(open, world, 'D0923')!;
    open.options[BOMBARD_TRAVEL_SIGHTING_OPTION] = false;
    const refused = apply(open, { type: 'bombard', hex: 'D0923' }, world);
    expect(refused).toMatchObject({ ok: false, code: 'NOT_OBSERVED', rule: '30.43' });
    if (!refused.ok) {
      expect(refused.message).toMatch(/Travel Mode take no part/);
      expect(refused.state).toBe(open);
    }
    expect(legalCommands(open, world).filter((c) => c.type === 'bombard')).toEqual([]);
    // GT 3, Allied Conditional Fire: the spotter and its HQ back on their fighting faces
    const gt3 = at(open, 3, 3);
    for (const id of [spotterId, hqId]) unitById(gt3, id)!.mode = unitById(gt3, id)!.modes.find((m) => m !== 'travel')!;
    const called = apply(gt3, { type: 'bombard', hex: 'D0923' }, world);
    expect(called.ok).toBe(true);
    if (called.ok) expect(called.events.find((e) => e.type === 'bombardmentCalled')).toMatchObject({ spotterId });
  }, 120_000);

  it('[30.43] none left after the 18th: refused, state untouched', () => {
    const state = at(opened(), 3, 3);
    state.bombardments!.left = 0;
    const result = apply(state, { type: 'bombard', hex: 'D1024' }, world);
    expect(result).toMatchObject({ ok: false, code: 'CANNOT_FIRE', rule: '30.43' });
    if (!result.ok) expect(result.message).toMatch(/all the special bombardments have been used/);
    expect(result.state).toBe(state);
  }, 120_000);

  it('[30.43] wrong time: GT 2 once an Allied unit has moved, GT 3 outside an Allied fire phase, and from GT 4 on (unused ones are lost)', () => {
    const opening = opened();
    const moved = structuredClone(opening);
    moved.movement.finished.push('uk-1cg-1');
    expect(apply(moved, { type: 'bombard', hex: 'D0923' }, world)).toMatchObject({ ok: false, code: 'WRONG_PHASE', rule: '30.43' });
    expect(apply(at(opening, 3, 4), { type: 'bombard', hex: 'D0923' }, world)).toMatchObject({ ok: false, code: 'WRONG_PHASE', rule: '30.43' });
    expect(apply(at(opening, 3, 12), { type: 'bombard', hex: 'D0923' }, world).ok).toBe(true);
    const late = apply(at(opening, 4, 3), { type: 'bombard', hex: 'D0923' }, world);
    expect(late).toMatchObject({ ok: false, code: 'CANNOT_FIRE', rule: '30.43' });
    if (!late.ok) expect(late.message).toMatch(/lost when Game-Turn 3 ended/);
  }, 120_000);
});
