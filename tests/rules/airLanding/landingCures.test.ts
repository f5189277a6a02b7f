// Curing a landing's overstack by close action [14.54] and the second forced close action after an
// ejection [14.57], with scenario 26's real England serial (the 377th's guns, the 326th's engineers
// and E and F/2/327: 32 SP) on Map C, and German counters of the shipped order of battle.
import { describe, expect, it } from 'vitest';
import { adjacentHexes, apply, createGame, scriptedDice, unitsInHex, validate, type Command, type GameState, type HexId, type Unit } from '../../../src/rules';
import { drop101Setup } from '../../../src/scenarios/drop101/scenario';
import { german } from '../../support/airLandingPosition';
import { realWorld } from '../../support/realWorld';
import { unitById, withUnits } from '../../../src/rules/state/unitBuckets';

const WORLD = realWorld();
const HEAVY = ['us-377-1', 'us-377-2', 'us-326-a', 'us-326-b', 'us-327-2-e', 'us-327-2-f'];
const LEAVERS = ['us-327-2-e', 'us-327-2-f'];
const DROP: Command = { type: 'dropSerial', serialId: '13', hex: 'C1010', route: 'south' };

function position(...germans: Unit[]): GameState {
  const setup = drop101Setup('cures');
  const state = createGame({
    ...setup,
    deployment: undefined,
    startTurn: 12,
    airLanding: { serials: [{ id: '13', group: 'q', unitIds: HEAVY, lifts: 0 }], liftPerDay: null, flakIgnored: true },
  });
  return withUnits(state, germans);
}

function run(state: GameState, command: Command, dice: number[]) {
  const result = apply(state, command, WORLD, { dice: scriptedDice(dice) });
  if (!result.ok) throw new Error(`[${result.rule}] ${result.message}`);
  return result;
}

/** Drop on target (7 on conditions 0), let the Germans hold their special fire. */
function landed(state: GameState): GameState {
  const down = run(state, DROP, [3, 4]).state;
  return down.pending?.kind === 'landingFire' ? run(down, { type: 'passLandingFire' }, []).state : down;
}

describe('[14.54] units leaving an overstacked landing may close-assault a German-held neighbour', () => {
  const NEXT = 'C1011' as HexId;
  it('[14.54] the German hex is offered beside the empty ones; a gun may not assault; the assault must stay within the limit', () => {
    const state = landed(position(german('de-1053-1', NEXT)));
    expect(state.pending).toMatchObject({ kind: 'landingOverstack', landing: { minimum: 2, assaultable: [NEXT] } });
    expect(state.pending!.choices).not.toContain(NEXT);
    expect(validate(state, { type: 'cureLandingOverstack', unitIds: ['us-377-1', 'us-327-2-e'], to: NEXT }, WORLD)).toMatchObject({ ok: false, rule: '14.54' });
    expect(validate(state, { type: 'cureLandingOverstack', unitIds: LEAVERS, to: NEXT }, WORLD)).toEqual({ ok: true });
  });

  it('[14.54] success: only the assaulting units advance; a failure without disruption disrupts the stack in place (9.33); a disrupted assault dies and disrupts its stack', () => {
    const seen = new Set<string>();
    for (let die = 1; die <= 6; die++) {
      const state = landed(position(german('de-2107p-1', NEXT), german('de-2107-1', NEXT)));
      const { state: after, events } = run(state, { type: 'cureLandingOverstack', unitIds: LEAVERS, to: NEXT }, [die, 1, 1, 1, 1, 1]);
      const ca = events.find((e) => e.type === 'closeActionResolved');
      expect(ca?.type === 'closeActionResolved' && ca.explanation.rule).toBe('14.54');
      const stayed = HEAVY.filter((id) => !LEAVERS.includes(id));
      if (unitsInHex(after, NEXT).some((u) => LEAVERS.includes(u.id))) {
        seen.add('advanced');
        expect(unitsInHex(after, NEXT).every((u) => u.side === 'allied')).toBe(true);
        for (const id of stayed) expect(unitById(after, id)!.hex).toBe('C1010');
      } else if (LEAVERS.every((id) => unitById(after, id)!.eliminated)) {
        seen.add('eliminated');
        expect(events).toContainEqual(expect.objectContaining({ type: 'eliminated', rule: '14.54' }));
        for (const id of stayed) expect(unitById(after, id)!.status.disrupted, id).toBe(true);
      } else {
        seen.add('held');
        for (const id of HEAVY) expect(unitById(after, id)).toMatchObject({ hex: 'C1010', status: expect.objectContaining({ disrupted: true }) });
      }
      expect(after.pending).toBeNull();
    }
    expect([...seen].sort()).toEqual(['advanced', 'eliminated', 'held']);
  });
});

describe('[14.57] a forced close action after ejecting the Germans eliminates the whole stack', () => {
  it('[14.57] landed overstacked on Germans, every neighbour German-held: the ejection succeeds, the cure would need another assault, the serial dies', () => {
    const ring = adjacentHexes('C1010');
    const others = ['de-1053-2', 'de-1053-3', 'de-1053-4', 'de-1054-1', 'de-1054-2', 'de-1054-3'];
    let checked = 0;
    for (let die = 1; die <= 6; die++) {
      const state = position(german('de-1053-1', 'C1010'), ...ring.map((hex, i) => german(others[i]!, hex)));
      const down = run(state, DROP, [3, 4]).state;
      const { state: after, events } = run(down, { type: 'passLandingFire' }, [die, 1, 1, 1, 1, 1]);
      const ca = events.find((e) => e.type === 'closeActionResolved');
      expect(ca?.type === 'closeActionResolved' && ca.explanation.modifiers.find((m) => m.rule === '14.57')).toMatchObject({ value: -2 });
      if (ca?.type === 'closeActionResolved' && /leave the hex/.test(ca.explanation.result)) {
        checked++;
        expect(events.filter((e) => e.type === 'eliminated' && e.rule === '14.57')).toHaveLength(HEAVY.length);
        expect(unitsInHex(after, 'C1010')).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
