// The German special fire on a landing [14.5, 14.58], on the real map with Hell's Highway's counters.
import { describe, expect, it } from 'vitest';
import { apply, landingFirers, legalCommands, scriptedDice, validate, type Command, type GameState, type Unit } from '../../../src/rules';
import { airLandingPosition, german } from '../../support/airLandingPosition';
import { realWorld } from '../../support/realWorld';
import { withUnits } from '../../../src/rules/state/unitBuckets';

const WORLD = realWorld();
const DROP: Command = { type: 'dropSerial', serialId: '1', hex: 'B2049', route: 'north' };

function run(state: GameState, command: Command, dice: number[]) {
  const result = apply(state, command, WORLD, { dice: scriptedDice(dice) });
  if (!result.ok) throw new Error(result.message);
  return result;
}

/** Answer any owner's choice after a hit (5.33) with the first one offered, back to the landing window. */
function settle(state: GameState): GameState {
  let s = state;
  while (s.pending?.kind === 'fireResult') s = run(s, legalCommands(s, WORLD)[0]!, [1, 1, 1, 1]).state;
  return s;
}

function withGermans(...units: Unit[]): GameState {
  const base = airLandingPosition();
  return withUnits(base, units);
}

describe('German special fire on a landing [14.5, 14.58]', () => {
  it('[14.58] within 3 hexes and range limits kept: flak reaches 3 hexes at double range, an AT gun at 3 at double range, infantry of range 1 not at 2', () => {
    const flak = german('de-2107-4', 'B2052', { mode: 'dispersed' }); // 3 east
    const at = german('de-85-3-9', 'B2046', { mode: 'dispersed' }); // 3 west
    const inf = german('de-2107-1', 'B2051'); // 2 east
    const far = german('de-2107-2', 'B2053'); // 4 east
    const state = withGermans(flak, at, inf, far);
    const { state: landed } = run(state, DROP, [3, 4]);
    expect(landed.pending).toMatchObject({ kind: 'landingFire', side: 'german', rule: '14.5' });
    expect(landingFirers(landed, 'B2049').map((u) => u.id).sort()).toEqual(['de-2107-4', 'de-85-3-9']);
    expect(validate(landed, { type: 'landingFire', firerId: 'de-2107-1' }, WORLD)).toMatchObject({ ok: false, code: 'OUT_OF_RANGE', rule: '14.58' });
    expect(legalCommands(landed, WORLD).map((c) => c.type).sort()).toEqual(['landingFire', 'landingFire', 'passLandingFire']);
  });

  it('[14.5] the serial is shot at as concentrated with no terrain benefit; flak keeps its full effectiveness at double range; the AT gun is halved', () => {
    const flak = german('de-2107-4', 'B2052', { mode: 'dispersed' });
    const at = german('de-85-3-9', 'B2046', { mode: 'dispersed' });
    const { state: landed } = run(withGermans(flak, at), DROP, [3, 4]);
    const shot = run(landed, { type: 'landingFire', firerId: 'de-2107-4' }, [1, 1, 1, 1, 1, 1]);
    const fired = shot.events.find((e) => e.type === 'fireResolved');
    expect(fired?.type === 'fireResolved' && fired.explanation.inputs).toMatchObject({ targetMode: expect.stringMatching(/concentrated/i), effectiveness: 5, distance: 3 });
    expect(fired?.type === 'fireResolved' && fired.explanation.modifiers.some((m) => m.rule === '18.2')).toBe(false);
    // once only
    const after = settle(shot.state);
    expect(after.pending?.kind).toBe('landingFire');
    expect(validate(after, { type: 'landingFire', firerId: 'de-2107-4' }, WORLD)).toMatchObject({ ok: false, code: 'ALREADY_FIRED' });
    const gun = run(after, { type: 'landingFire', firerId: 'de-85-3-9' }, [1, 1, 1, 1, 1, 1]);
    const second = gun.events.find((e) => e.type === 'fireResolved');
    expect(second?.type === 'fireResolved' && second.explanation.modifiers.find((m) => m.rule === '18.2')).toMatchObject({ value: -Math.ceil(9 / 2) });
  });

  it('[14.5, 14.51] passing ends the window and the landing goes on (here: nothing more to do)', () => {
    const flak = german('de-2107-4', 'B2052', { mode: 'dispersed' });
    const { state: landed } = run(withGermans(flak), DROP, [3, 4]);
    const passed = run(landed, { type: 'passLandingFire' }, []);
    expect(passed.state.pending).toBeNull();
  });

  it('[14.58] disrupted or travelling German units do not fire; with none able the landing just goes on', () => {
    const flak = german('de-2107-4', 'B2052', { mode: 'travel' });
    const { state } = run(withGermans(flak), DROP, [3, 4]);
    expect(state.pending).toBeNull();
  });
});
