// Disruption recovery in the owner's Command Phase [11.5, 11.52, 11.53, 11.54, 13.52, 13.6, 18.32].
// The table is the reconstructed one (src/rules/tables/disruptionRecovery.ts): one die, +1 with an
// aiding HQ, +1 in supply, a modified 5 or more recovers.
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  apply,
  applyCommandPhaseRecovery,
  recoveryChances,
  scriptedDice,
  type Formation,
  type GameEvent,
  type GameState,
  type Unit,
} from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { unitById } from '../../../src/rules/state/unitBuckets';

const formations: Formation[] = [
  { id: '506', designation: '506/101', echelon: 'regiment', side: 'allied', nationality: 'US', parentId: null, hqUnitId: 'hq-506' },
  { id: '502', designation: '502/101', echelon: 'regiment', side: 'allied', nationality: 'US', parentId: null, hqUnitId: 'hq-502' },
];
const disrupted = { disrupted: true, depleted: false, fired: false, mpSpent: 0, modeChanged: false };

function inf(id: string, hex: string, extra: Partial<Unit> = {}): Unit {
  return unit({ id, hex: hex as never, formationId: '506', ...extra, status: { ...disrupted, ...extra.status } });
}
function hq(id: string, formationId: string, hex: string, extra: Partial<Unit> = {}): Unit {
  return unit({ id, type: 'hq', formationId, hex: hex as never, effectiveness: { concentrated: 2 }, modes: ['concentrated', 'travel'], ...extra });
}

/** Run the recovery step on a copy of the state with scripted dice. */
function recover(units: Unit[], dice: number[], options: GameState['options'] = {}): { state: GameState; events: GameEvent[] } {
  const s = structuredClone(game({ phase: 1, formations, units }));
  s.options = { ...s.options, ...options };
  const events: GameEvent[] = [];
  applyCommandPhaseRecovery(s, CLEAR_WORLD, 'allied', scriptedDice(dice), events);
  return { state: s, events };
}

describe('disruption recovery roll [11.53, 11.54]', () => {
  it('[11.53] alone and out of supply, a 5 recovers and a 4 does not; each roll is logged', () => {
    const cutOff = { status: { ...disrupted, depleted: true } };
    const five = recover([inf('a', 'C2812', cutOff)], [5]);
    expect(unitById(five.state, 'a')!.status.disrupted).toBe(false);
    expect(five.events).toContainEqual({ type: 'diceRolled', purpose: 'disruption recovery for a', rule: '11.53', dice: [5], total: 5 });
    const four = recover([inf('a', 'C2812', cutOff)], [4]);
    expect(unitById(four.state, 'a')!.status.disrupted).toBe(true);
    const rolled = four.events.find((e) => e.type === 'disruptionRecoveryRolled');
    expect(rolled).toMatchObject({ recovered: false, rule: '11.53', explanation: { kind: 'disruptionRecovery', modifiers: [], roll: { dice: [4], modified: 4 } } });
  });

  it('[11.54, 18.32] an HQ of its own formation next to it and being in supply each add 1', () => {
    const r = recover([inf('a', 'C2812'), hq('hq-506', '506', 'C2813')], [3]);
    expect(unitById(r.state, 'a')!.status.disrupted).toBe(false);
    const rolled = r.events.find((e) => e.type === 'disruptionRecoveryRolled');
    if (rolled?.type !== 'disruptionRecoveryRolled') throw new Error('no roll');
    expect(rolled.explanation.modifiers.map((m) => [m.rule, m.value])).toEqual([
      ['18.32', 1],
      ['11.54', 1],
    ]);
    expect(rolled.explanation.roll).toEqual({ dice: [3], total: 3, modified: 5 });
    expect(rolled.explanation.tables[0]).toMatchObject({ table: '11.53', cell: 'recovered' });
  });

  it('[18.32] an HQ of another formation, a distant HQ or a disrupted HQ gives no aid', () => {
    const aid = (r: { events: GameEvent[] }) => {
      const rolled = r.events.find((e) => e.type === 'disruptionRecoveryRolled' && e.unitId === 'a');
      if (rolled?.type !== 'disruptionRecoveryRolled') throw new Error('no roll');
      return rolled.explanation.modifiers.filter((m) => m.rule === '18.32');
    };
    expect(aid(recover([inf('a', 'C2812'), hq('hq-502', '502', 'C2813')], [4]))).toEqual([]);
    expect(aid(recover([inf('a', 'C2812'), hq('hq-506', '506', 'C2815')], [4]))).toEqual([]);
    // The disrupted HQ rolls too (ids in order: a, then hq-506), but it does not aid a.
    expect(aid(recover([inf('a', 'C2812'), hq('hq-506', '506', 'C2812', { status: { ...disrupted } })], [4, 1]))).toEqual([]);
    expect(aid(recover([inf('a', 'C2812'), hq('hq-506', '506', 'C2813')], [4]))).toHaveLength(1);
  });

  it('[18.32, 17.17] a unit re-attached to another HQ after losing its own is aided by the new one', () => {
    const rolled = (r: { events: GameEvent[] }) => {
      const e = r.events.find((x) => x.type === 'disruptionRecoveryRolled' && x.unitId === 'a');
      if (e?.type !== 'disruptionRecoveryRolled') throw new Error('no roll');
      return e.explanation.modifiers.filter((m) => m.rule === '18.32');
    };
    expect(rolled(recover([inf('a', 'C2812', { attachedTo: '502' }), hq('hq-502', '502', 'C2813')], [4]))).toHaveLength(1);
    expect(rolled(recover([inf('a', 'C2812', { attachedTo: '502' }), hq('hq-506', '506', 'C2813')], [4]))).toEqual([]);
  });

  it('[13.52] all rolls are judged at once: an HQ recovering in the same phase does not help its units', () => {
    const cutOff = { status: { ...disrupted, depleted: true } };
    const r = recover([hq('hq-506', '506', 'C2812', { status: { ...disrupted } }), inf('a', 'C2812', cutOff)], [4, 6]);
    // a rolls 4 (no help), hq-506 rolls 6 → recovers.
    expect(unitById(r.state, 'a')!.status.disrupted).toBe(true);
    expect(unitById(r.state, 'hq-506')!.status.disrupted).toBe(false);
  });
});

describe('the state a unit comes back in [11.52]', () => {
  it('[11.52] a recovered unit keeps the mode it had before (disruption is only a marker)', () => {
    const r = recover([inf('a', 'C2812', { mode: 'dispersed' })], [6]);
    expect(unitById(r.state, 'a')!).toMatchObject({ mode: 'dispersed', status: { disrupted: false } });
  });

  it('[11.52] a unit marked to come back in another mode (set up disrupted, HQ disrupted instead of a loss) takes it', () => {
    const r = recover([hq('hq-506', '506', 'C2812', { mode: 'travel', status: { ...disrupted, recoverAs: 'concentrated' } })], [6]);
    expect(unitById(r.state, 'hq-506')!.mode).toBe('concentrated');
    expect(unitById(r.state, 'hq-506')!.status.recoverAs).toBeUndefined();
  });
});

describe('when the rolls are made [13.52]', () => {
  it('[13.52] ending the phase before the Allied Command Phase rolls for Allied disrupted units only', () => {
    const german = unit({ id: 'de', side: 'german', nationality: 'DE', hex: 'C3010', status: { ...disrupted } });
    const s = game({ phase: 15, turn: 2, formations, units: [inf('a', 'C2812'), german] });
    const r = apply(s, { type: 'endPhase' }, CLEAR_WORLD, { dice: scriptedDice([6]) });
    if (!r.ok) throw new Error(r.message);
    expect(r.state.phase).toBe(1);
    expect(unitById(r.state, 'a')!.status.disrupted).toBe(false);
    expect(unitById(r.state, 'de')!.status.disrupted).toBe(true);
    const kinds = r.events.map((e) => e.type);
    expect(kinds.indexOf('phaseStarted')).toBeLessThan(kinds.indexOf('disruptionRecoveryRolled'));
  });

  it('[13.52] no recovery rolls in other phases', () => {
    const s = game({ phase: 1, turn: 2, formations, units: [inf('a', 'C2812')] });
    const r = apply(s, { type: 'endPhase' }, CLEAR_WORLD, { dice: scriptedDice([]) });
    if (!r.ok) throw new Error(r.message);
    expect(unitById(r.state, 'a')!.status.disrupted).toBe(true);
  });
});

describe('the supply house rule [13.6 note]', () => {
  // Simulates the Command Phase supply step removing the Depleted marker earlier in the same command.
  function regained(option: boolean | undefined) {
    // Its HQ is four hexes off: it supplies the unit [11.31] but is too far to aid the roll [18.32].
    const s = game({ phase: 1, formations, units: [inf('a', 'C2812', { status: { ...disrupted, depleted: true } }), hq('hq-506', '506', 'C2816')] });
    if (option !== undefined) s.options = { disruptedUnitRegainsSupply: option };
    const events: GameEvent[] = [];
    produce(s, (draft) => {
      unitById(draft, 'a')!.status.depleted = false;
      applyCommandPhaseRecovery(draft, CLEAR_WORLD, 'allied', scriptedDice([4]), events);
    });
    return events.find((e) => e.type === 'disruptionRecoveryRolled');
  }

  it('[13.6] by default a unit that traced supply again while disrupted counts as in supply', () => {
    expect(regained(undefined)).toMatchObject({ recovered: true, explanation: { inputs: { inSupply: true } } });
  });

  it('[13.6] with the option off it does not get the supply benefit on this roll', () => {
    expect(regained(false)).toMatchObject({ recovered: false, explanation: { inputs: { inSupply: false } } });
  });
});

describe('recovery chances for the screen [11.53, 11.54]', () => {
  it('[11.54] alone and cut off: 2 in 6; with an HQ and supply: 4 in 6', () => {
    const s = game({ phase: 1, formations, units: [inf('a', 'C1012'), inf('b', 'C3012'), hq('hq-506', '506', 'C3013')] });
    expect(recoveryChances(s, CLEAR_WORLD, 'a')).toMatchObject({ ways: 2, outOf: 6, hqId: null, modifiers: [] });
    expect(recoveryChances(s, CLEAR_WORLD, 'b')).toMatchObject({ ways: 4, outOf: 6, hqId: 'hq-506' });
  });

  it('[11.5] a unit that is not disrupted has nothing to roll for', () => {
    const s = game({ phase: 1, formations, units: [hq('hq-506', '506', 'C3013')] });
    expect(recoveryChances(s, CLEAR_WORLD, 'hq-506')).toBeNull();
  });
});
