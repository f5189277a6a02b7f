// Re-dropping an airborne supplyhead [11.14]: the streak of Allied Command Phases in which every HQ
// of the division was out of supply, and the eligibility it gives (10 Game-Turns, 1 Lift Point).
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  apply,
  applyCommandPhaseSupply,
  redropFormations,
  supplyheadRedropEligible,
  type Formation,
  type GameEvent,
  type GameState,
  type Side,
  type Unit,
} from '../../../src/rules';
import { formatEvent } from '../../../src/ui/formatEvent';
import { causewayWorld, hq, supplyGame } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

/** The causeway cut by a blocked hexside: HQs east of it reach no source and no supplied HQ. */
const cutOff = causewayWorld([], { hexsides: { 'C3010|C3011': ['blocked'] } });
const disrupted = { disrupted: true } as Unit['status'];

function commandPhases(state: GameState, times: number, side: Side = 'allied'): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let s = state;
  for (let n = 0; n < times; n++) s = produce(s, (draft) => applyCommandPhaseSupply(draft, cutOff, side, events));
  return { state: s, events };
}

const bothCut = () => supplyGame([hq('hq-101', 'C3015'), hq('hq-506', 'C3016')]);

describe('supplyhead re-drop streak [11.14]', () => {
  it('[11.14] each Allied Command Phase with every HQ of the division out of supply adds one to its streak', () => {
    const { state, events } = commandPhases(bothCut(), 3);
    expect(state.supply.redropStreaks).toEqual({ d101: 3 });
    expect(events.filter((e) => e.type === 'supplyheadRedropStreak').map((e) => (e.type === 'supplyheadRedropStreak' ? e.streak : 0))).toEqual([1, 2, 3]);
    expect(supplyheadRedropEligible(state, 'd101')).toMatchObject({ eligible: false, streak: 3, needed: 10, liftPoints: 1 });
  });

  it('[11.14] after ten in a row the supplyhead may be dropped again for one Lift Point, and the log says so', () => {
    const { state, events } = commandPhases(bothCut(), 10);
    const verdict = supplyheadRedropEligible(state, 'd101');
    expect(verdict).toMatchObject({ eligible: true, streak: 10, needed: 10, liftPoints: 1 });
    expect(verdict.reason).toContain('1 Lift Point');
    const last = events.at(-1)!;
    expect(last).toMatchObject({ type: 'supplyheadRedropStreak', formationId: 'd101', streak: 10, eligible: true, rule: '11.14' });
    expect(formatEvent(last)).toContain('[11.14]');
  });

  it('[11.14] one HQ of the division in supply ends the streak', () => {
    const { state } = commandPhases(bothCut(), 4);
    // The divisional HQ gets back to the west of the cut, where the road path reaches the source.
    const moved = produce(state, (d) => {
      unitById(d, 'hq-101')!.hex = 'C3005';
    });
    const { state: after, events } = commandPhases(moved, 1);
    expect(after.supply.redropStreaks).toEqual({ d101: 0 });
    expect(events).toContainEqual(expect.objectContaining({ type: 'supplyheadRedropStreak', streak: 0, reason: expect.stringContaining('in supply') }));
    expect(supplyheadRedropEligible(after, 'd101')).toMatchObject({ eligible: false, streak: 0 });
  });

  it('[11.14] a disrupted HQ does not count: by default the streak ends; with option supplyheadRedropDisruptionPauses it is kept', () => {
    const withDisruption = (options: GameState['options']) => {
      const s = supplyGame([hq('hq-101', 'C3015'), hq('hq-506', 'C3016')], {}, { options });
      const { state } = commandPhases(s, 5);
      return commandPhases(produce(state, (d) => void (unitById(d, 'hq-506')!.status = { ...unitById(d, 'hq-506')!.status, ...disrupted })), 1).state;
    };
    expect(withDisruption({}).supply.redropStreaks).toEqual({ d101: 0 });
    expect(withDisruption({ supplyheadRedropDisruptionPauses: true }).supply.redropStreaks).toEqual({ d101: 5 });
  });

  it('[11.14] HQs off the map are left aside; with no HQ of the division on the map the phase does not count', () => {
    const oneLanded = supplyGame([hq('hq-101', 'C3015'), hq('hq-506', null)]);
    expect(commandPhases(oneLanded, 2).state.supply.redropStreaks).toEqual({ d101: 2 });
    const noneLanded = supplyGame([hq('hq-101', null), hq('hq-506', null)]);
    expect(commandPhases(noneLanded, 2).state.supply.redropStreaks?.d101 ?? 0).toBe(0);
  });

  it('[11.14] the German Command Phase leaves the streaks alone', () => {
    expect(commandPhases(bothCut(), 2, 'german').state.supply.redropStreaks).toBeUndefined();
  });

  it('[11.14] ending the phase before the Allied Command Phase counts the streak', () => {
    const result = apply(supplyGame([hq('hq-101', 'C3015'), hq('hq-506', 'C3016')], {}, { phase: 15 }), { type: 'endPhase' }, cutOff);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.supply.redropStreaks).toEqual({ d101: 1 });
  });
});

describe('which formations own a supplyhead [11.13, 11.14]', () => {
  it('[11.14] airborne divisions and the Polish brigade (airborne, with no airborne division above); not their regiments nor ground formations', () => {
    const polish: Formation = { id: 'pl', designation: '1 Pol', echelon: 'brigade', side: 'allied', nationality: 'PL', parentId: null, hqUnitId: null, airborne: true };
    const s = supplyGame([]);
    const withPoles: GameState = { ...s, formations: { ...s.formations, pl: polish } };
    expect(redropFormations(withPoles).map((f) => f.id).sort()).toEqual(['d101', 'pl']);
    expect(supplyheadRedropEligible(withPoles, 'b8')).toMatchObject({ eligible: false, streak: 0, reason: expect.stringContaining('not an airborne formation') });
    expect(supplyheadRedropEligible(withPoles, 'r506').eligible).toBe(false);
  });
});
