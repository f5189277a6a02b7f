// [14.5] The Allied player picks which landed units leave an overstacked hex: the decision card
// offers every unit that may leave (never the guns) and sends the engine's answers with the pick,
// which the engine then judges. Real counters: scenario 26's England serial 13 on Map C.
import { describe, expect, it } from 'vitest';
import { apply, legalCommands, type Command, type GameState } from '../../src/rules';
import { unitById } from '../../src/rules/state/unitBuckets';
import { leaverChoice, pickedLeavers, withLeavers } from '../../src/ui/airLanding/overstackLeavers';
import { serial13Landed, serial13Waiting, SERIAL_13 as HEAVY } from '../support/overstackedLanding';
import { realWorld } from '../support/realWorld';

const WORLD = realWorld();
const landed = (): GameState => serial13Landed(WORLD, serial13Waiting('leavers'));

describe('[14.5] picking the units that leave a landing overstack', () => {
  it('[14.5] the four units that may leave are offered, the guns not; the default pick is the engine\'s own', () => {
    const state = landed();
    const choice = leaverChoice(state)!;
    expect(choice.minimum).toBe(2);
    expect(choice.movable.map((u) => u.id)).toEqual(HEAVY.slice(2));
    const answers = legalCommands(state, WORLD).filter((c) => c.type === 'cureLandingOverstack');
    expect(answers.length).toBeGreaterThan(0);
    expect(pickedLeavers(answers, [])).toEqual((answers[0] as Extract<Command, { type: 'cureLandingOverstack' }>).unitIds);
  });

  it('[14.5] an answer sent with another pick of two moves those two; a pick of the wrong size is refused by the engine with the case', () => {
    const state = landed();
    const answer = legalCommands(state, WORLD).find((c) => c.type === 'cureLandingOverstack')!;
    const engines = (answer as Extract<Command, { type: 'cureLandingOverstack' }>).unitIds;
    const other = HEAVY.slice(2).filter((id) => !engines.includes(id)).slice(0, 2);
    const sent = withLeavers(answer, other) as Extract<Command, { type: 'cureLandingOverstack' }>;
    expect(sent.unitIds).toEqual(other);
    const moved = apply(state, sent, WORLD);
    if (!moved.ok) throw new Error(moved.message);
    for (const id of other) expect(unitById(moved.state, id)!.hex).toBe(sent.to);
    for (const id of engines.filter((x) => !other.includes(x))) expect(unitById(moved.state, id)!.hex).toBe('C1010');
    const tooFew = apply(state, withLeavers(answer, other.slice(0, 1)), WORLD);
    expect(tooFew.ok).toBe(false);
    if (!tooFew.ok) expect(tooFew.rule).toBe('14.5');
  });
});
