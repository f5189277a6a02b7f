// Moving a unit or stack one hex at a time [8.0–8.52, 10.1–10.14, 16.16, 22.12–22.16, 32.0 errata].
// Costs come from the reconstructed Terrain Effects Chart (src/rules/tables/terrainEffects.ts).
import { describe, expect, it } from 'vitest';
import { type GameEvent, type GameState, type StepPayment } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { german, move, ok, refused, spent, stackAt, status } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const inf = (id: string, hex: string | null, extra: Parameters<typeof unit>[0] | object = {}) => unit({ id, hex: hex as never, ...extra });

function paymentsOf(events: GameEvent[]): StepPayment[] {
  const moved = events.find((e) => e.type === 'unitsMoved');
  if (!moved || moved.type !== 'unitsMoved') throw new Error('no unitsMoved event');
  return moved.payments;
}

describe('who may move [8.0, 8.23, 8.31, 8.8]', () => {
  it('[8.0] only the phasing side moves in its Conditional Movement Phase', () => {
    const s = game({ phase: 4, units: [inf('us', 'C2812'), german({ id: 'de', hex: 'C2610' })] });
    expect(refused(s, move(['de'], 'C2611'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_MOVE', rule: '8.0' });
    expect(unitById(ok(s, move(['us'], 'C2813'), CLEAR_WORLD).state, 'us')!.hex).toBe('C2813');
  });

  it('[8.0] no movement outside a Conditional Movement Phase', () => {
    const s = game({ phase: 3, units: [inf('us', 'C2812')] });
    expect(refused(s, move(['us'], 'C2813'), CLEAR_WORLD)).toMatchObject({ code: 'WRONG_PHASE', rule: '4.0' });
  });

  it('[8.0] a unit that fired in the Conditional Fire Phase just before cannot move', () => {
    const s = game({ phase: 4, units: [inf('us', 'C2812', { status: status({ fired: true }) })] });
    expect(refused(s, move(['us'], 'C2813'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_MOVE', rule: '8.0' });
  });

  it('[8.23] a disrupted unit cannot move, not even one hex', () => {
    const s = game({ phase: 4, units: [inf('us', 'C2812', { status: status({ disrupted: true }) })] });
    expect(refused(s, move(['us'], 'C2813'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_MOVE', rule: '8.23' });
  });

  it('[8.8] a static unit never moves', () => {
    const s = game({ phase: 6, units: [german({ id: 'flak', type: 'flak', mode: 'travel', static: true, hex: 'C2812' })] });
    expect(refused(s, move(['flak'], 'C2813'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_MOVE', rule: '8.8' });
  });

  it('[8.31] dispersed artillery cannot move', () => {
    const s = game({ phase: 6, units: [german({ id: 'art', type: 'artillery', mode: 'dispersed', modes: ['dispersed', 'travel'], hex: 'C2812' })] });
    expect(refused(s, move(['art'], 'C2813'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_MOVE', rule: '8.31' });
  });

  it('[8.31] artillery in Travel cannot enter forest off the road, but can along a road', () => {
    const world = testWorld({ terrain: { C2813: 'forest' }, roads: [{ kind: 'road', hexes: ['C2913', 'C2813'] }] });
    const art = german({ id: 'art', type: 'artillery', mode: 'travel', modes: ['dispersed', 'travel'], hex: 'C2812' });
    const s = game({ phase: 6, units: [art] });
    expect(refused(s, move(['art'], 'C2813'), world)).toMatchObject({ code: 'PROHIBITED_TERRAIN', rule: '10.1' });
    const onRoad = game({ phase: 6, units: [{ ...art, hex: 'C2913' }] });
    const after = ok(onRoad, move(['art'], 'C2813'), world).state;
    expect(unitById(after, 'art')!.hex).toBe('C2813');
    expect(spent(after, 'art')).toBe(0.25);
  });
});

describe('one hex at a time, one stack at a time [8.11, 8.52, 8.5]', () => {
  it('[8.11] the step must go to an adjacent hex', () => {
    const s = game({ phase: 4, units: [inf('us', 'C2812')] });
    expect(refused(s, move(['us'], 'C2814'), CLEAR_WORLD)).toMatchObject({ code: 'NOT_ADJACENT', rule: '8.11' });
  });

  it('[8.11] the units of a moving stack must stand in one hex', () => {
    const s = game({ phase: 4, units: [inf('a', 'C2812'), inf('b', 'C2813')] });
    expect(refused(s, move(['a', 'b'], 'C2913'), CLEAR_WORLD)).toMatchObject({ code: 'INVALID_COMMAND', rule: '8.11' });
  });

  it('[8.11] a moving stack picks up an unmoved unit; each pays from its own allowance', () => {
    let s = game({ phase: 4, units: [inf('a', 'C2812'), inf('b', 'C2813')] });
    s = ok(s, move(['a'], 'C2813'), CLEAR_WORLD).state;
    s = ok(s, move(['a', 'b'], 'C2814'), CLEAR_WORLD).state;
    expect(stackAt(s, 'C2814')).toEqual(['a', 'b']);
    expect([spent(s, 'a'), spent(s, 'b')]).toEqual([2, 1]);
  });

  it('[8.11] a unit dropped off by its stack has finished moving [8.0]', () => {
    let s = game({ phase: 4, units: [inf('a', 'C2812', { stackIndex: 0 }), inf('b', 'C2812', { stackIndex: 1 })] });
    s = ok(s, move(['a', 'b'], 'C2813'), CLEAR_WORLD).state;
    s = ok(s, move(['a'], 'C2814'), CLEAR_WORLD).state;
    expect(unitById(s, 'b')!.hex).toBe('C2813');
    expect(refused(s, move(['b'], 'C2913'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_MOVE', rule: '8.0' });
    // the one still moving goes on
    expect(unitById(ok(s, move(['a'], 'C2815'), CLEAR_WORLD).state, 'a')!.hex).toBe('C2815');
  });

  it('[8.0] once another stack starts, the first may not move again', () => {
    let s = game({ phase: 4, units: [inf('a', 'C2812'), inf('c', 'C2612')] });
    s = ok(s, move(['a'], 'C2813'), CLEAR_WORLD).state;
    s = ok(s, move(['c'], 'C2613'), CLEAR_WORLD).state;
    expect(refused(s, move(['a'], 'C2814'), CLEAR_WORLD)).toMatchObject({ code: 'CANNOT_MOVE', rule: '8.0' });
  });

  it('[8.5] units entering a hex with friendly units go on top of the stack, for free', () => {
    let s = game({ phase: 4, units: [inf('a', 'C2812'), inf('b', 'C2813')] });
    s = ok(s, move(['a'], 'C2813'), CLEAR_WORLD).state;
    expect(stackAt(s, 'C2813')).toEqual(['a', 'b']);
    expect(spent(s, 'a')).toBe(1);
  });

  it('[8.12] a unit may not enter a hex held by the enemy', () => {
    const s = game({ phase: 4, units: [inf('us', 'C2812'), german({ id: 'de', hex: 'C2813' })] });
    expect(refused(s, move(['us'], 'C2813'), CLEAR_WORLD)).toMatchObject({ code: 'ENEMY_OCCUPIED', rule: '8.12' });
  });
});

describe('movement points [3.5c, 8.13, 8.14]', () => {
  it('[8.13] 4 MP and no more: a fifth clear hex at 1 MP is refused', () => {
    let s = game({ phase: 4, units: [inf('us', 'C2810')] });
    for (const to of ['C2811', 'C2812', 'C2813', 'C2814']) s = ok(s, move(['us'], to), CLEAR_WORLD).state;
    expect(spent(s, 'us')).toBe(4);
    expect(refused(s, move(['us'], 'C2815'), CLEAR_WORLD)).toMatchObject({ code: 'NOT_ENOUGH_MP', rule: '8.13' });
  });

  it('[8.14] the first hex is always allowed, even leaving an enemy zone into a stream crossing (4.5 MP)', () => {
    const world = testWorld({ hexsides: { 'C2812|C2813': ['stream'] } });
    // Dispersed foot: clear 1.5 + stream 1 + leaving the zone 2 = 4.5 MP.
    let s = game({ phase: 4, units: [inf('us', 'C2812', { mode: 'dispersed' }), german({ id: 'de', hex: 'C2811' })] });
    s = ok(s, move(['us'], 'C2813'), world).state;
    expect(s.pending?.kind).toBe('opportunityFire');
    const { state, events } = ok(s, { type: 'passOpportunity' }, world);
    expect(unitById(state, 'us')!.hex).toBe('C2813');
    expect(spent(state, 'us')).toBe(4.5);
    expect(paymentsOf(events)[0]).toMatchObject({ cost: 4.5, oneHexRule: true });
    expect(refused(state, move(['us'], 'C2814'), world)).toMatchObject({ code: 'NOT_ENOUGH_MP', rule: '8.13' });
  });

  it('[8.14] the one-hex rule does not open prohibited terrain (armor into forest)', () => {
    const world = testWorld({ terrain: { C2813: 'forest' } });
    const s = game({ phase: 6, units: [german({ id: 'tank', hex: 'C2812' })] });
    expect(refused(s, move(['tank'], 'C2813'), world)).toMatchObject({ code: 'PROHIBITED_TERRAIN', rule: '10.1' });
    // dispersed armor may go in, for 2 MP
    const dispersed = game({ phase: 6, units: [german({ id: 'tank', hex: 'C2812', mode: 'dispersed' })] });
    expect(spent(ok(dispersed, move(['tank'], 'C2813'), world).state, 'tank')).toBe(2);
  });

  it('[8.14] after a first hex has been entered, the one-hex rule no longer applies', () => {
    const world = testWorld({ hexsides: { 'C2913|C2914': ['stream'] } });
    let s = game({ phase: 4, units: [inf('us', 'C2812', { mode: 'dispersed' })] });
    s = ok(s, move(['us'], 'C2813'), world).state;
    expect(spent(s, 'us')).toBe(1.5);
    s = ok(s, move(['us'], 'C2913'), world).state;
    expect(spent(s, 'us')).toBe(3);
    // 1.5 + 1 for the stream would make 5.5
    expect(refused(s, move(['us'], 'C2914'), world)).toMatchObject({ code: 'NOT_ENOUGH_MP', rule: '8.13' });
  });
});

describe('terrain and links [10.1, 10.11–10.13, 16.1]', () => {
  const roadWorld = testWorld({ terrain: { C2814: 'forest' }, roads: [{ kind: 'road', hexes: ['C2812', 'C2813', 'C2814'] }] });

  it('[10.11] concentrated and travelling units use the road rate (0.5 / 0.25), ignoring the forest', () => {
    const s = game({ phase: 4, units: [inf('c', 'C2813', { stackIndex: 0 }), inf('t', 'C2813', { mode: 'travel', stackIndex: 1 })] });
    const after = ok(s, move(['c', 't'], 'C2814'), roadWorld);
    expect(paymentsOf(after.events).map((p) => [p.unitId, p.cost])).toEqual([
      ['c', 0.5],
      ['t', 0.25],
    ]);
  });

  it('[10.11] a dispersed unit gets no road benefit and pays the terrain (forest 2, clear 1.5)', () => {
    const s = game({ phase: 4, units: [inf('d', 'C2812', { mode: 'dispersed' })] });
    const a = ok(s, move(['d'], 'C2813'), roadWorld).state;
    expect(spent(a, 'd')).toBe(1.5);
    expect(spent(ok(a, move(['d'], 'C2814'), roadWorld).state, 'd')).toBe(3.5);
  });

  it('[10.11] the road rate needs a road between the two hexes, not merely in them', () => {
    const s = game({ phase: 4, units: [inf('c', 'C2913')] });
    // C2913 and C2813 are neighbours but no road joins them: clear costs 1.
    expect(spent(ok(s, move(['c'], 'C2813'), roadWorld).state, 'c')).toBe(1);
  });

  describe('[10.12] raised roads', () => {
    // A raised road C2811–C2812–C2813–C2814; an ordinary road meets it at C2813 from C2913.
    const world = testWorld({
      roads: [
        { kind: 'road', raised: true, hexes: ['C2811', 'C2812', 'C2813', 'C2814'] },
        { kind: 'road', hexes: ['C2913', 'C2813'] },
      ],
    });

    it('[10.12] only a unit in Travel benefits; a concentrated unit pays the terrain', () => {
      const s = game({ phase: 4, units: [inf('t', 'C2811', { mode: 'travel', stackIndex: 0 }), inf('c', 'C2811', { stackIndex: 1 })] });
      const { events } = ok(s, move(['t', 'c'], 'C2812'), world);
      expect(paymentsOf(events).map((p) => [p.unitId, p.cost])).toEqual([
        ['t', 0.25],
        ['c', 1],
      ]);
    });

    it('[10.12] a travelling unit gets on from a road and may not change mode while on it', () => {
      let s = game({ phase: 4, units: [inf('t', 'C2913', { mode: 'travel' })] });
      s = ok(s, move(['t'], 'C2813'), world).state; // ordinary road: 0.25
      s = ok(s, move(['t'], 'C2812'), world).state; // raised: 0.25
      expect(spent(s, 't')).toBe(0.5);
      expect(s.movement.onRaised).toEqual(['t']);
      expect(refused(s, { type: 'changeMode', unitId: 't', to: 'concentrated' }, world)).toMatchObject({ code: 'MODE_CHANGE_NOT_ALLOWED', rule: '10.12' });
    });

    it('[10.12] a travelling unit on a raised road may not leave it cross-country between its ends', () => {
      let s = game({ phase: 4, units: [inf('t', 'C2811', { mode: 'travel' })] });
      s = ok(s, move(['t'], 'C2812'), world).state;
      expect(refused(s, move(['t'], 'C2912'), world)).toMatchObject({ code: 'PROHIBITED_TERRAIN', rule: '10.12' });
      // it may leave onto the ordinary road at C2813
      s = ok(s, move(['t'], 'C2813'), world).state;
      s = ok(s, move(['t'], 'C2913'), world).state;
      expect(s.movement.onRaised).toEqual([]);
      expect(spent(s, 't')).toBe(0.75);
    });

    it('[10.12] a travelling unit that reached a raised-road hex cross-country cannot use the raised rate there', () => {
      let s = game({ phase: 4, units: [inf('t', 'C2912', { mode: 'travel' })] });
      s = ok(s, move(['t'], 'C2812'), world).state; // across country: clear 0.5
      const next = ok(s, move(['t'], 'C2811'), world);
      expect(paymentsOf(next.events)[0]).toMatchObject({ cost: 0.5 });
      expect(next.state.movement.onRaised).toEqual([]);
    });

    it('[10.12] a unit with no Travel mode pays +1 to cross a bridge only a raised road carries', () => {
      const bridged = testWorld({
        hexsides: { 'C2812|C2813': ['stream'] },
        roads: [{ kind: 'road', raised: true, hexes: ['C2811', 'C2812', 'C2813', 'C2814'] }],
        bridges: [{ at: 'C2812~C2813', kind: 'road', over: 'stream', blowable: false }],
      });
      const s = game({
        phase: 4,
        units: [inf('leg', 'C2812', { modes: ['concentrated', 'dispersed'], stackIndex: 0 }), inf('t', 'C2812', { mode: 'travel', stackIndex: 1 })],
      });
      const { events } = ok(s, move(['leg', 't'], 'C2813'), bridged);
      const [leg, t] = paymentsOf(events);
      expect(leg).toMatchObject({ unitId: 'leg', cost: 2 });
      expect(leg!.parts.map((p) => p.rule)).toEqual(['10.1', '10.12']);
      expect(t).toMatchObject({ unitId: 't', cost: 0.25 });
    });
  });

  it('[10.13] a standing bridge cancels the canal; the road over it is followed at road rate', () => {
    const world = testWorld({
      hexsides: { 'C2812|C2813': ['canal'] },
      roads: [{ kind: 'road', hexes: ['C2812', 'C2813'] }],
      bridges: [{ at: 'C2812~C2813', kind: 'road', over: 'canal', blowable: true }],
    });
    const s = game({ phase: 6, units: [german({ id: 'inf', type: 'infantry', hex: 'C2812' })] });
    expect(spent(ok(s, move(['inf'], 'C2813'), world).state, 'inf')).toBe(0.5);
    // a dispersed unit crosses too, paying the terrain only
    const d = game({ phase: 6, units: [german({ id: 'inf', type: 'infantry', mode: 'dispersed', hex: 'C2812' })] });
    expect(spent(ok(d, move(['inf'], 'C2813'), world).state, 'inf')).toBe(1.5);
  });

  it('[10.13] a destroyed bridge cancels nothing: the canal blocks again', () => {
    const world = testWorld({
      hexsides: { 'C2812|C2813': ['canal'] },
      roads: [{ kind: 'road', hexes: ['C2812', 'C2813'] }],
      bridges: [{ at: 'C2812~C2813', kind: 'road', over: 'canal', blowable: true }],
    });
    const s: GameState = {
      ...game({ phase: 6, units: [german({ id: 'inf', type: 'infantry', hex: 'C2812' })] }),
      bridges: { 'C2812~C2813/road': { condition: 'destroyed', blowOffered: true, repaired: false } },
    };
    expect(refused(s, move(['inf'], 'C2813'), world)).toMatchObject({ code: 'PROHIBITED_TERRAIN', rule: '16.5' });
  });

  it('[10.13] over a stream, a destroyed bridge leaves the stream to wade (+1 for foot units)', () => {
    const world = testWorld({
      hexsides: { 'C2812|C2813': ['stream'] },
      roads: [{ kind: 'road', hexes: ['C2812', 'C2813'] }],
      bridges: [{ at: 'C2812~C2813', kind: 'road', over: 'stream', blowable: false }],
    });
    const s: GameState = {
      ...game({ phase: 4, units: [inf('us', 'C2812')] }),
      bridges: { 'C2812~C2813/road': { condition: 'destroyed', blowOffered: false, repaired: false } },
    };
    // the road still joins the hexes (0.5) but the stream is no longer bridged (+1)
    expect(spent(ok(s, move(['us'], 'C2813'), world).state, 'us')).toBe(1.5);
    const intact = game({ phase: 4, units: [inf('us', 'C2812')] });
    expect(spent(ok(intact, move(['us'], 'C2813'), world).state, 'us')).toBe(0.5);
  });

  it('[16.1] a canal or river hexside without a bridge blocks every unit', () => {
    const world = testWorld({ hexsides: { 'C2812|C2813': ['canal'], 'C2812|C2913': ['river'] } });
    const s = game({ phase: 4, units: [inf('us', 'C2812')] });
    expect(refused(s, move(['us'], 'C2813'), world)).toMatchObject({ code: 'PROHIBITED_TERRAIN', rule: '16.1' });
    expect(refused(s, move(['us'], 'C2913'), world)).toMatchObject({ code: 'PROHIBITED_TERRAIN', rule: '16.1' });
  });

  it('[10.1] an all-water hex is entered only along a standing bridge', () => {
    const bare = testWorld({ terrain: { C2813: 'allWater' } });
    const s = game({ phase: 4, units: [inf('us', 'C2812')] });
    expect(refused(s, move(['us'], 'C2813'), bare)).toMatchObject({ code: 'PROHIBITED_TERRAIN', rule: '10.1' });
    const bridged = testWorld({
      terrain: { C2813: 'allWater' },
      roads: [{ kind: 'trail', hexes: ['C2812', 'C2813', 'C2814'] }],
      bridges: [{ at: 'C2813', kind: 'trail', over: 'river', blowable: false }],
    });
    let on = ok(s, move(['us'], 'C2813'), bridged).state;
    expect(spent(on, 'us')).toBe(0.75);
    on = ok(on, move(['us'], 'C2814'), bridged).state;
    expect(spent(on, 'us')).toBe(1.5);
    // not from the side, off the bridge's trail
    const side = game({ phase: 4, units: [inf('us', 'C2913')] });
    expect(refused(side, move(['us'], 'C2813'), bridged)).toMatchObject({ code: 'PROHIBITED_TERRAIN', rule: '10.1' });
  });

  it('[32.0] errata: a hex with a small body of water costs 1 MP more', () => {
    const world = testWorld({ smallWater: ['C2813'] });
    const s = game({ phase: 4, units: [inf('us', 'C2812')] });
    const { state, events } = ok(s, move(['us'], 'C2813'), world);
    expect(spent(state, 'us')).toBe(2);
    expect(paymentsOf(events)[0]!.parts).toContainEqual({ label: 'small water', mp: 1, rule: '32.0' });
  });

  it('[32.0] errata: the A1444/A1545 hexside is blocked', () => {
    const world = testWorld({ hexsides: { 'A1444|A1545': ['blocked'] }, smallWater: ['A1444', 'A1545'] });
    const s = game({ phase: 4, units: [inf('us', 'A1444')] });
    expect(refused(s, move(['us'], 'A1545'), world)).toMatchObject({ code: 'PROHIBITED_TERRAIN', rule: '10.2' });
  });
});

describe('permanent ferries [10.91, 10.92, 16.16]', () => {
  const world = testWorld({ terrain: { C2813: 'allWater' }, ferries: [{ name: 'test ferry', hexes: ['C2812', 'C2813', 'C2814'] as never }] });

  it('[16.16] a concentrated German unit crosses between the two ends for terrain + 2 MP', () => {
    const s = game({ phase: 6, units: [german({ id: 'inf', type: 'infantry', hex: 'C2812' })] });
    const { state, events } = ok(s, move(['inf'], 'C2814'), world);
    expect(unitById(state, 'inf')!.hex).toBe('C2814');
    expect(spent(state, 'inf')).toBe(3);
    expect(events.find((e) => e.type === 'unitsMoved')).toMatchObject({ rule: '16.16', from: 'C2812', to: 'C2814' });
  });

  it('[10.92] only concentrated units (towed guns: in Travel) may use the ferry', () => {
    const d = game({ phase: 6, units: [german({ id: 'inf', type: 'infantry', mode: 'dispersed', hex: 'C2812' })] });
    expect(refused(d, move(['inf'], 'C2814'), world)).toMatchObject({ code: 'FERRY_NOT_ALLOWED', rule: '10.92' });
    const t = game({ phase: 6, units: [german({ id: 'inf', type: 'infantry', mode: 'travel', hex: 'C2812' })] });
    expect(refused(t, move(['inf'], 'C2814'), world)).toMatchObject({ code: 'FERRY_NOT_ALLOWED', rule: '10.92' });
    const gun = game({ phase: 6, units: [german({ id: 'art', type: 'artillery', mode: 'travel', modes: ['dispersed', 'travel'], hex: 'C2812' })] });
    expect(spent(ok(gun, move(['art'], 'C2814'), world).state, 'art')).toBe(3);
  });

  it('[10.91] the Allies may not use a permanent ferry', () => {
    const s = game({ phase: 4, units: [inf('us', 'C2812')] });
    expect(refused(s, move(['us'], 'C2814'), world)).toMatchObject({ code: 'FERRY_NOT_ALLOWED', rule: '10.91' });
  });
});

describe('reinforcements [22.0, 22.12–22.16]', () => {
  const world = testWorld({ roads: [{ kind: 'road', hexes: ['C2813', 'C2814', 'C2815'] }] });
  const arriving = (id: string, turn = 1, hexes = ['C2813']) =>
    german({ id, type: 'infantry', hex: null, arrival: { turn, hexes: hexes as never } });

  it('[22.13] an arriving unit pays from the edge hex on, along the road assumed to run on off the map', () => {
    const s = game({ phase: 6, units: [arriving('a')] });
    const { state, events } = ok(s, move(['a'], 'C2813'), world);
    expect(unitById(state, 'a')!.hex).toBe('C2813');
    expect(spent(state, 'a')).toBe(0.5);
    expect(events.find((e) => e.type === 'unitsMoved')).toMatchObject({ from: null, to: 'C2813', rule: '22.13' });
    expect(spent(ok(state, move(['a'], 'C2814'), world).state, 'a')).toBe(1);
  });

  it('[22.14, 22.21] a stack entering behind a full stack (24 SP in clear) pays for its place in the column', () => {
    const full = (id: string) => ({ ...arriving(id), strength: 24, printedStrength: 24 });
    let s = game({ phase: 6, units: [full('a'), arriving('b')] });
    s = ok(s, move(['a'], 'C2813'), world).state;
    s = ok(s, move(['a'], 'C2814'), world).state;
    const { state, events } = ok(s, move(['b'], 'C2813'), world);
    expect(spent(state, 'b')).toBe(1);
    expect(paymentsOf(events)[0]!.parts.map((p) => p.rule)).toEqual(['22.13', '22.14']);
  });

  it('[22.21] units that together stay within one stack of the hex pay no column cost, however many moves they come on in', () => {
    let s = game({ phase: 6, units: [arriving('a'), arriving('b')] });
    s = ok(s, move(['a'], 'C2813'), world).state;
    s = ok(s, move(['a'], 'C2814'), world).state;
    const { state, events } = ok(s, move(['b'], 'C2813'), world);
    expect(spent(state, 'b')).toBe(0.5);
    expect(paymentsOf(events)[0]!.parts.map((p) => p.rule)).toEqual(['22.13']);
  });

  it('[22.0] a reinforcement cannot come on before its Game-Turn', () => {
    const s = game({ phase: 6, turn: 1, units: [arriving('a', 3)] });
    expect(refused(s, move(['a'], 'C2813'), world)).toMatchObject({ code: 'NOT_YET_ARRIVED', rule: '22.0' });
  });

  it('[22.1] a reinforcement enters at its own entry hex only', () => {
    const s = game({ phase: 6, units: [arriving('a')] });
    expect(refused(s, move(['a'], 'C2815'), world)).toMatchObject({ code: 'WRONG_ENTRY_HEX', rule: '22.1' });
  });

  it('[22.16] if the entry hex is held by the enemy, an adjacent hex will do', () => {
    const s = game({ phase: 6, units: [arriving('a'), unit({ id: 'us', hex: 'C2813' })] });
    expect(refused(s, move(['a'], 'C2813'), world)).toMatchObject({ code: 'ENEMY_OCCUPIED', rule: '8.12' });
    const { state } = ok(s, move(['a'], 'C2814'), world);
    expect(unitById(state, 'a')!.hex).toBe('C2814');
  });

  it('[8.11] units on the map and units off it cannot move as one stack', () => {
    const s = game({ phase: 6, units: [arriving('a'), german({ id: 'b', type: 'infantry', hex: 'C2912' })] });
    expect(refused(s, move(['a', 'b'], 'C2813'), world)).toMatchObject({ code: 'INVALID_COMMAND', rule: '8.11' });
  });
});

describe('bridges over open water [10.1, 10.12, 10.13]', () => {
  const span = testWorld({
    terrain: { C2813: 'allWater' },
    roads: [{ kind: 'railroad', raised: true, hexes: ['C2812', 'C2813', 'C2814'] }],
    bridges: [{ at: 'C2813', kind: 'railroad', over: 'river', blowable: false }],
  });

  it('[10.1] a unit on a bridge over open water leaves it only along the bridge, not sideways', () => {
    const s = game({ phase: 4, units: [unit({ id: 'us', hex: 'C2813' })] });
    expect(refused(s, move(['us'], 'C2913'), span)).toMatchObject({ code: 'PROHIBITED_TERRAIN', rule: '10.1' });
    expect(unitById(ok(s, move(['us'], 'C2814'), span).state, 'us')!.hex).toBe('C2814');
  });

  it('[10.12] a unit without Travel pays the +1 once for a raised-only bridge, not again stepping off it', () => {
    let s = game({ phase: 4, units: [unit({ id: 'leg', hex: 'C2812', modes: ['concentrated', 'dispersed'] })] });
    s = ok(s, move(['leg'], 'C2813'), span).state;
    expect(spent(s, 'leg')).toBe(2); // span as clear 1 + raised bridge 1
    s = ok(s, move(['leg'], 'C2814'), span).state;
    expect(spent(s, 'leg')).toBe(3);
  });
});
