// Command Phase supply [11.23, 11.35], depletion after firing [11.33], the full report, and map-edge sources [11.11].
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  apply,
  applyCommandPhaseSupply,
  checkDepletionAfterFiring,
  edgeRoadSources,
  judgeSupply,
  scriptedDice,
  type GameEvent,
  type GameState,
  type Unit,
} from '../../../src/rules';
import { CLEAR_WORLD, testWorld } from '../../support/world';
import { around, causewayWorld, company, hq, supplyGame } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const depleted = { depleted: true } as Unit['status'];

function commandPhase(state: GameState, world = causewayWorld()): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const next = produce(state, (draft) => applyCommandPhaseSupply(draft, world, 'allied', events));
  return { state: next, events };
}

describe('Command Phase supply [11.23, 11.35]', () => {
  it('[11.23] an HQ that finds no supply path is marked Depleted, with the judgment explained', () => {
    // On the causeway the HQ stands past a blocked hexside: no path to the source.
    const world = causewayWorld([], { hexsides: { 'C3010|C3011': ['blocked'] } });
    const { state, events } = commandPhase(supplyGame([hq('hq-101', 'C3015')]), world);
    expect(unitById(state, 'hq-101')!.status.depleted).toBe(true);
    const e = events.find((x) => x.type === 'hqSupplyJudged');
    expect(e).toMatchObject({ unitId: 'hq-101', supplied: false, rule: '11.23', explanation: { kind: 'supply', rule: '11.21' } });
  });

  it('[11.23] the marker stays until a later Command Phase finds the HQ supplied', () => {
    const { state, events } = commandPhase(supplyGame([hq('hq-101', 'C3015', { status: depleted })]));
    expect(unitById(state, 'hq-101')!.status.depleted).toBe(false);
    expect(events).toContainEqual(expect.objectContaining({ type: 'hqSupplyJudged', unitId: 'hq-101', supplied: true }));
  });

  it('[11.23] nothing is logged for an HQ whose status does not change', () => {
    const { events } = commandPhase(supplyGame([hq('hq-101', 'C3015')]));
    expect(events).toEqual([]);
  });

  it('[11.35] a Depleted unit in range of a supplied controlling HQ loses the marker; one out of range keeps it', () => {
    const s = supplyGame([hq('hq-101', 'C3005'), company('near', 'C3012', { status: depleted }), company('far', 'C3028', { status: depleted })]);
    const { state, events } = commandPhase(s);
    expect(unitById(state, 'near')!.status.depleted).toBe(false);
    expect(unitById(state, 'far')!.status.depleted).toBe(true);
    expect(events).toContainEqual(expect.objectContaining({ type: 'depletionRemoved', unitId: 'near', rule: '11.35' }));
  });

  it('[11.23, 11.35] an HQ found supplied this phase at once clears its units', () => {
    const s = supplyGame([hq('hq-101', 'C3005', { status: depleted }), company('c', 'C3012', { status: depleted })]);
    const { state } = commandPhase(s);
    expect(unitById(state, 'hq-101')!.status.depleted).toBe(false);
    expect(unitById(state, 'c')!.status.depleted).toBe(false);
  });

  it('[11.0] ending the phase before a Command Phase runs the supply step for the phasing side', () => {
    const world = causewayWorld([], { hexsides: { 'C3010|C3011': ['blocked'] } });
    const s = supplyGame([hq('hq-101', 'C3015')], {}, { phase: 15 });
    const result = apply(s, { type: 'endPhase' }, world);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.phase).toBe(1);
    expect(unitById(result.state, 'hq-101')!.status.depleted).toBe(true);
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'hqSupplyJudged', unitId: 'hq-101', supplied: false }));
  });
});

describe('depletion after firing out of supply [11.33]', () => {
  const run = (state: GameState, outcomes: number[]) => {
    const events: GameEvent[] = [];
    const next = produce(state, (draft) => checkDepletionAfterFiring(draft, CLEAR_WORLD, 'c', scriptedDice(outcomes), events));
    return { state: next, events };
  };

  it('[11.33] out of supply, a roll of 1–3 depletes the unit, logged with the roll', () => {
    const { state, events } = run(supplyGame([company('c', 'C3020')]), [3]);
    expect(unitById(state, 'c')!.status.depleted).toBe(true);
    expect(events[0]).toEqual({ type: 'diceRolled', purpose: 'depletion of c (fired out of supply)', rule: '11.33', dice: [3], total: 3 });
    expect(events[1]).toMatchObject({ type: 'depletedAfterFiring', depleted: true, explanation: { kind: 'depletion', rule: '11.33', roll: { dice: [3] } } });
  });

  it('[11.33] a roll of 4–6 has no effect', () => {
    const { state, events } = run(supplyGame([company('c', 'C3020')]), [4]);
    expect(unitById(state, 'c')!.status.depleted).toBe(false);
    expect(events[1]).toMatchObject({ type: 'depletedAfterFiring', depleted: false });
  });

  it('[11.33] a supplied unit does not roll', () => {
    // scriptedDice([]) throws if a die is rolled.
    const { state, events } = run(supplyGame([hq('hq-506', 'C3015'), company('c', 'C3020')]), []);
    expect(unitById(state, 'c')!.status.depleted).toBe(false);
    expect(events).toEqual([]);
  });
});

describe('the full report [11.0]', () => {
  it('[11.2, 11.3] every HQ and unit of the side is judged, with paths as hex ids and reasons', () => {
    const s = supplyGame([hq('hq-101', 'C3005'), hq('hq-506', 'C3012'), company('in', 'C3018'), company('out', 'C3029')]);
    const report = judgeSupply(s, causewayWorld(), 'allied');
    expect(Object.keys(report.hqs).sort()).toEqual(['hq-101', 'hq-506']);
    expect(report.hqs['hq-506']!.verdict).toMatchObject({ supplied: true, rule: '11.22' });
    expect(report.units['in']!.verdict).toMatchObject({ supplied: true, via: 'hq-506', path: ['C3018', 'C3017', 'C3016', 'C3015', 'C3014', 'C3013', 'C3012'] });
    expect(report.units['out']!.verdict).toMatchObject({ supplied: false, rule: '11.31' });
  });
});

describe('German map-edge road sources [11.11]', () => {
  it('[11.11] a road ending on the west or east edge is a source; one ending inside the map or on the south edge is not', () => {
    const south = around('D0110').find((h) => h.startsWith('D02'))!;
    const world = testWorld({
      roads: [
        { kind: 'road', hexes: ['C3001', 'C3002', 'C3003'] },
        { kind: 'road', hexes: ['C2032', 'C2033', 'C2034'] },
        { kind: 'road', hexes: ['C1010', 'C1011'] },
        { kind: 'road', hexes: ['D0110', south] },
      ],
    });
    const hexes = edgeRoadSources(world, 'german').flatMap((s) => s.hexes);
    expect(hexes.sort()).toEqual(['C2034', 'C3001']);
    expect(edgeRoadSources(world, 'german')[0]).toMatchObject({ side: 'german', rule: '11.11', offMap: true });
  });

  it('[11.11] only the edges of the sections in use count (Map C alone: its top row, shared with Map B, is the north edge)', () => {
    const below = around('C6110').find((h) => h.startsWith('C60'))!;
    const world = testWorld({ roads: [{ kind: 'road', hexes: [below, 'C6110'] }] });
    expect(edgeRoadSources(world, 'german').map((s) => s.hexes[0])).toEqual([]);
    expect(edgeRoadSources(world, 'german', ['C']).map((s) => s.hexes[0])).toEqual(['B0110']);
  });
});
