import { describe, expect, it } from 'vitest';
import { commandsAllowedIn, nextPhase, phaseDefinition, PHASES } from '../../../src/rules';

describe('sequence of play [4.0]', () => {
  it('[4.0] a Game-Turn has fifteen phases, numbered 1 to 15 in order', () => {
    expect(PHASES).toHaveLength(15);
    expect(PHASES.map((p) => p.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('[4.0] the phasing side of each phase follows the printed sequence', () => {
    const sides = PHASES.map((p) => p.phasing?.[0] ?? '-').join('');
    // 1 A Cmd, 2 G Org, 3 A CF, 4 A CM, 5 G CF, 6 G CM, 7 A FF, 8 G Cmd, 9 A Org, 10 G CF, 11 G CM, 12 A CF, 13 A CM, 14 G FF, 15 record
    expect(sides).toBe('agaaggagaggaag-');
  });

  it('[4.0] phase kinds: two Command, two Organization, four Conditional Movement, two Free Fire', () => {
    const count = (kind: string) => PHASES.filter((p) => p.kind === kind).length;
    expect([count('command'), count('organization'), count('conditionalMovement'), count('freeFire'), count('conditionalFire')]).toEqual([2, 2, 4, 2, 4]);
    expect(phaseDefinition(15).kind).toBe('turnRecord');
  });

  it('[8.41] opportunity fire answers only Organization and Conditional Movement phases', () => {
    expect(PHASES.filter((p) => p.opportunityFire).map((p) => p.number)).toEqual([2, 4, 6, 9, 11, 13]);
  });

  it('[13.0, 13.51] mode changes: Organization phases, and leaving Travel in Conditional Movement phases', () => {
    expect(PHASES.filter((p) => commandsAllowedIn(p.kind).includes('changeMode')).map((p) => p.number)).toEqual([2, 4, 6, 9, 11, 13]);
  });

  it('[8.0] movement commands belong to the Conditional Movement phases only', () => {
    expect(PHASES.filter((p) => commandsAllowedIn(p.kind).includes('moveStep')).map((p) => p.number)).toEqual([4, 6, 11, 13]);
  });

  it('[4.0] after phase 15 a new turn starts at phase 1', () => {
    expect(nextPhase(14)).toEqual({ phase: 15, newTurn: false });
    expect(nextPhase(15)).toEqual({ phase: 1, newTurn: true });
  });

  it('every phase names the cases that define it', () => {
    for (const p of PHASES) expect(p.rules.length).toBeGreaterThan(0);
  });
});
