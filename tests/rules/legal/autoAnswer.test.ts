// Routine decisions answered by the computer [8.47]: each policy answers only its kind of decision,
// always with a command legalCommands offers, by the documented reading of [8.4], [5.32, 5.33, 5.37],
// [8.71], [9.33], [8.49] and [16.5].
import { describe, expect, it } from 'vitest';
import {
  ANSWER_ROUTINE_DECISIONS,
  ASK_EVERY_DECISION,
  autoAnswer,
  effectChance,
  fireOptions,
  legalCommands,
  policyAnswers,
  type AutoAnswerPolicy,
  type FireChoice,
  type FireOption,
  type GameState,
  type PendingDecision,
} from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { DAY, facingUnits, opportunityWindow } from '../../support/facing';
import { german, status } from '../movement/support';

const WORLD = CLEAR_WORLD;

function withPending(state: GameState, pending: Omit<PendingDecision, 'resume' | 'prompt'>): GameState {
  return { ...state, pending: { resume: null, prompt: 'test decision', ...pending } };
}

function isLegal(state: GameState, command: unknown): boolean {
  return legalCommands(state, WORLD).some((c) => JSON.stringify(c) === JSON.stringify(command));
}

const only = (part: Partial<AutoAnswerPolicy>): AutoAnswerPolicy => ({ ...ASK_EVERY_DECISION, ...part });

describe('when the computer answers [8.47]', () => {
  it('[8.47] asks the player when the policy says ask, and gives nothing without an open decision', () => {
    const window = opportunityWindow();
    expect(autoAnswer(window, WORLD, ASK_EVERY_DECISION)).toBeNull();
    expect(policyAnswers(ASK_EVERY_DECISION, window.pending!)).toBe(false);
    const quiet = game({ phase: 4, turn: DAY, units: facingUnits() });
    expect(autoAnswer(quiet, WORLD, ANSWER_ROUTINE_DECISIONS)).toBeNull();
  });

  it('[4.0] gives nothing once the game is over', () => {
    const over: GameState = { ...opportunityWindow(), ended: { turn: DAY, reason: 'test' } };
    expect(autoAnswer(over, WORLD, ANSWER_ROUTINE_DECISIONS)).toBeNull();
  });

  it('[8.47] answers for the side the decision waits for', () => {
    const window = opportunityWindow();
    expect(autoAnswer(window, WORLD, only({ opportunityFire: 'never' }))?.side).toBe(window.pending!.side);
  });
});

describe('opportunity fire [8.4]', () => {
  it('[8.4, 8.47] "never" lets the action pass', () => {
    const answer = autoAnswer(opportunityWindow(), WORLD, only({ opportunityFire: 'never' }));
    expect(answer?.command).toEqual({ type: 'passOpportunity' });
  });

  it('[8.4] "best" fires the legal shot with the highest chance of an effect when it reaches the threshold', () => {
    const window = opportunityWindow();
    const shots = ['de1', 'de2'].flatMap((firerId) =>
      fireOptions(window, WORLD, firerId).filter((o): o is Extract<FireOption, { legal: true }> => o.legal && o.targetId === 'us'),
    );
    expect(shots.length).toBeGreaterThan(0);
    const bestChance = Math.max(...shots.map((s) => effectChance(window, s.targetId, s.assessment.chances)));
    expect(bestChance).toBeGreaterThan(0);
    const answer = autoAnswer(window, WORLD, only({ opportunityFire: 'best', opportunityThreshold: bestChance }));
    expect(answer?.command.type).toBe('opportunityFire');
    const chosen = shots.find((s) => answer?.command.type === 'opportunityFire' && s.firerId === answer.command.firerId)!;
    expect(effectChance(window, chosen.targetId, chosen.assessment.chances)).toBeCloseTo(bestChance, 9);
    expect(isLegal(window, answer!.command)).toBe(true);
    expect(answer!.rule).toBe('8.4');
  });

  it('[8.4, 8.47] "best" lets the action pass when no shot reaches the threshold', () => {
    const window = opportunityWindow();
    const answer = autoAnswer(window, WORLD, only({ opportunityFire: 'best', opportunityThreshold: 1.01 }));
    expect(answer?.command).toEqual({ type: 'passOpportunity' });
    expect(answer?.reason).toMatch(/chance of an effect/);
  });

  it('[5.33] a "D" is an effect on a concentrated target but not on a dispersed or disrupted one', () => {
    const chances = [
      { result: '-' as const, ways: 20, outOf: 36 },
      { result: 'D' as const, ways: 10, outOf: 36 },
      { result: 1, ways: 6, outOf: 36 },
    ];
    const units = [unit({ id: 'c', mode: 'concentrated' }), unit({ id: 'd', mode: 'dispersed' }), unit({ id: 'x', mode: 'concentrated', status: status({ disrupted: true }) })];
    const state = game({ units });
    expect(effectChance(state, 'c', chances)).toBeCloseTo(16 / 36, 9);
    expect(effectChance(state, 'd', chances)).toBeCloseTo(6 / 36, 9);
    expect(effectChance(state, 'x', chances)).toBeCloseTo(6 / 36, 9);
  });
});

describe('a hit unit’s choice [5.32, 5.33, 5.37]', () => {
  const hit = (options: FireChoice[], strength = 4) =>
    withPending(game({ phase: 3, turn: DAY, units: [unit({ id: 'us', strength }), german({ id: 'de', hex: 'C2811' })] }), {
      kind: 'fireResult',
      side: 'allied',
      rule: '5.33',
      answers: ['fireResultChoice'],
      fireResult: { unitId: 'us', options, loss: 'direct', opportunity: false },
    });
  const auto = only({ fireResult: 'auto' });

  it('[5.33] a concentrated unit disperses rather than lose a strength point', () => {
    const state = hit(['disperse', 'loseStep']);
    const answer = autoAnswer(state, WORLD, auto);
    expect(answer?.command).toEqual({ type: 'fireResultChoice', choice: 'disperse' });
    expect(isLegal(state, answer!.command)).toBe(true);
  });

  it('[5.32] a unit hit in Travel stays in Travel (switching would only add a disruption)', () => {
    const answer = autoAnswer(hit(['stay', 'concentrated', 'dispersed']), WORLD, auto);
    expect(answer?.command).toEqual({ type: 'fireResultChoice', choice: 'stay' });
  });

  it('[5.37] a unit that may not disperse loses the point while it has points to spare', () => {
    const answer = autoAnswer(hit(['loseStep', 'disrupt'], 4), WORLD, auto);
    expect(answer?.command).toEqual({ type: 'fireResultChoice', choice: 'loseStep' });
  });

  it('[5.37] ... and is disrupted instead when the point would eliminate it', () => {
    const answer = autoAnswer(hit(['loseStep', 'disrupt'], 1), WORLD, auto);
    expect(answer?.command).toEqual({ type: 'fireResultChoice', choice: 'disrupt' });
  });

  it('[5.33] "ask" leaves the choice to the player', () => {
    expect(autoAnswer(hit(['disperse', 'loseStep']), WORLD, only({ opportunityFire: 'best' }))).toBeNull();
  });
});

describe('retreat, displacement, advance and bridges [8.71, 9.33, 8.49, 16.5]', () => {
  // The enemy stands at C2811; C2815 is farther from it than C2813.
  const base = () => game({ phase: 4, turn: DAY, units: [unit({ id: 'us', hex: 'C2814' }), unit({ id: 'us2', hex: 'C2814', stackIndex: 1 }), german({ id: 'de', hex: 'C2811' })] });

  it('[8.71] a retreat goes to the offered hex farthest from the enemy', () => {
    const state = withPending(base(), {
      kind: 'closeActionRetreat',
      side: 'allied',
      rule: '8.71',
      answers: ['closeActionRetreat'],
      choices: ['C2813', 'C2815'],
      closeAction: { attackerIds: ['de'], from: 'C2811', target: 'C2814', retreatingIds: ['us'], mayAdvance: true },
    });
    const answer = autoAnswer(state, WORLD, only({ retreat: 'auto' }));
    expect(answer?.command).toEqual({ type: 'closeActionRetreat', to: 'C2815' });
    expect(isLegal(state, answer!.command)).toBe(true);
  });

  it('[9.33] displaced units go to the offered hex farthest from the enemy', () => {
    const state = withPending(base(), { kind: 'displacement', side: 'allied', rule: '9.33', answers: ['displace'], choices: ['C2815', 'C2813'] });
    const answer = autoAnswer(state, WORLD, only({ displacement: 'auto' }));
    expect(answer?.command).toEqual({ type: 'displace', to: 'C2815' });
    expect(isLegal(state, answer!.command)).toBe(true);
  });

  it('[8.49] every attacker fit to advance moves in', () => {
    const state = withPending(base(), {
      kind: 'closeActionAdvance',
      side: 'allied',
      rule: '8.49',
      answers: ['closeActionAdvance'],
      closeAction: { attackerIds: ['us', 'us2'], from: 'C2814', target: 'C2813', retreatingIds: [], mayAdvance: true },
    });
    const answer = autoAnswer(state, WORLD, only({ advance: 'auto' }));
    expect(answer?.command.type).toBe('closeActionAdvance');
    expect(answer?.command.type === 'closeActionAdvance' && [...answer.command.unitIds].sort()).toEqual(['us', 'us2']);
    expect(isLegal(state, answer!.command)).toBe(true);
  });

  it('[16.5] the German player tries to blow the bridge: the chance comes only once', () => {
    const state = withPending(base(), { kind: 'bridgeDemolition', side: 'german', rule: '16.5', answers: ['blowBridge', 'spareBridge'], bridge: 'C2812|C2813' });
    const answer = autoAnswer(state, WORLD, only({ bridge: 'auto' }));
    expect(answer).toMatchObject({ side: 'german', command: { type: 'blowBridge', bridge: 'C2812|C2813' }, rule: '16.5' });
    expect(autoAnswer(state, WORLD, only({ retreat: 'auto', advance: 'auto' }))).toBeNull();
  });
});
