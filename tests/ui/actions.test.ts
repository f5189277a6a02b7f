/**
 * The action panels' pure helpers (src/ui/actions): which units a step takes, the price of each
 * step as the engine would charge it, the order and wording of fire options and decision answers.
 */
import { describe, expect, it } from 'vitest';
import { apply, fireOptions, type Command, type GameState } from '../../src/rules';
import { commandLabel, deciderLine, resolutionsIn, sortFireOptions } from '../../src/ui/actions/describe';
import { actionMode, adjacentEnemyHexes, movingUnitIds, mpLeft, stepChoices } from '../../src/ui/actions/moves';
import { adjacentHexes as adjacentHexIds } from '../../src/rules';
import { game, unit } from '../support/builders';
import { CLEAR_WORLD } from '../support/world';
import { unitById } from '../../src/rules/state/unitBuckets';

const WORLD = CLEAR_WORLD;

/** Two Allied units stacked in C2812, one disrupted; German units next door in C2811 and two hexes off. */
function position(phase: 3 | 4, extra: { disrupted?: boolean } = {}): GameState {
  return game({
    phase,
    turn: 8,
    units: [
      unit({ id: 'a1', name: 'A/1', hex: 'C2812', stackIndex: 0, range: 2 }),
      unit({ id: 'a2', name: 'B/1', hex: 'C2812', stackIndex: 1, status: { disrupted: extra.disrupted ?? false, depleted: false, fired: false, mpSpent: 0, modeChanged: false } }),
      unit({ id: 'g1', name: 'G/1', side: 'german', nationality: 'DE', hex: 'C2811', strength: 4, printedStrength: 4 }),
      unit({ id: 'g2', name: 'G/2', side: 'german', nationality: 'DE', hex: 'C2810', mode: 'dispersed' }),
    ],
  });
}

describe('which panel the phase gives [4.0]', () => {
  it('[5.0, 8.0] own fire phases give the fire panel, Conditional Movement the move panel, others none', () => {
    expect(actionMode(position(3))).toBe('fire');
    expect(actionMode(position(4))).toBe('move');
    expect(actionMode(game({ phase: 1 }))).toBeNull();
  });

  it('[8.47] an open decision replaces the panels', () => {
    const state = position(4);
    expect(actionMode({ ...state, pending: { kind: 'displacement', side: 'allied', rule: '9.33', prompt: 'where?', answers: ['displace'], resume: null } })).toBeNull();
  });
});

describe('moving from the screen [8.0]', () => {
  it('[8.0, 8.23] the whole stack leaves a disrupted unit behind; "alone" takes only the selected unit', () => {
    const state = position(4, { disrupted: true });
    expect(movingUnitIds(state, unitById(state, 'a1')!, true)).toEqual(['a1']);
    const fit = position(4);
    expect(movingUnitIds(fit, unitById(fit, 'a1')!, true)).toEqual(['a1', 'a2']);
    expect(movingUnitIds(fit, unitById(fit, 'a1')!, false)).toEqual(['a1']);
    // a unit that may not move offers nothing
    expect(movingUnitIds(state, unitById(state, 'a2')!, true)).toEqual([]);
  });

  it('[8.0, 8.11] each offered step costs what the engine then charges', () => {
    const state = position(4);
    const choices = stepChoices(WORLD, state, ['a1', 'a2']);
    const possible = choices.filter((c) => c.ok);
    expect(possible.length).toBeGreaterThan(0);
    for (const choice of possible) {
      const result = apply(state, { type: 'moveStep', unitIds: ['a1', 'a2'], to: choice.to }, WORLD);
      if (!result.ok) throw new Error(`step to ${choice.to} refused: ${result.message}`);
      // An opportunity window may hold the step; otherwise the move event carries the payments.
      const moved = result.events.find((e) => e.type === 'unitsMoved');
      if (moved?.type === 'unitsMoved') expect(choice.cost).toBe(Math.max(...moved.payments.map((p) => p.cost)));
    }
    // possible steps are listed first, cheapest first
    const firstRefused = choices.findIndex((c) => !c.ok);
    if (firstRefused >= 0) expect(choices.slice(firstRefused).every((c) => !c.ok)).toBe(true);
  });

  it('[8.12] the step into the enemy hex is refused with its case', () => {
    const state = position(4);
    const intoEnemy = stepChoices(WORLD, state, ['a1']).find((c) => c.to === 'C2811');
    expect(intoEnemy).toMatchObject({ ok: false, rule: '8.12' });
  });

  it('[8.6] the enemy-held neighbour is offered for a close assault, the farther one not', () => {
    const state = position(4);
    expect(adjacentEnemyHexes(state, unitById(state, 'a1')!)).toEqual(['C2811']);
    expect(adjacentHexIds('C2812')).toContain('C2811');
  });

  it('[3.5c] MP left is the allowance less what was spent', () => {
    // no enemy near, so no opportunity fire holds the step [8.4]
    const state = game({ phase: 4, turn: 8, units: [unit({ id: 'a1', hex: 'C2812' })] });
    const result = apply(state, { type: 'moveStep', unitIds: ['a1'], to: stepChoices(WORLD, state, ['a1']).find((c) => c.ok)!.to }, WORLD);
    if (!result.ok) throw new Error(result.message);
    const after = unitById(result.state, 'a1')!;
    expect(mpLeft(after)).toBe(4 - after.status.mpSpent);
    expect(mpLeft(after)).toBeLessThan(4);
  });
});

describe('firing from the screen [5.0]', () => {
  it('[5.0, 5.63] legal shots come first, the most damaging first; refused pairs keep their case', () => {
    const state = position(3);
    const options = fireOptions(state, WORLD, 'a1');
    const sorted = sortFireOptions(options);
    expect(sorted).toHaveLength(options.length);
    const firstRefused = sorted.findIndex((o) => !o.legal);
    if (firstRefused >= 0) expect(sorted.slice(firstRefused).every((o) => !o.legal)).toBe(true);
    const legal = sorted.filter((o) => o.legal);
    expect(legal.length).toBeGreaterThan(0);
    for (const o of sorted) if (!o.legal) expect(o.rule).toMatch(/^\d/);
  });

  it('[5.0] the result card reads the fire event: roll, table cells and result', () => {
    const state = position(3);
    const shot = sortFireOptions(fireOptions(state, WORLD, 'a1')).find((o) => o.legal)!;
    const result = apply(state, { type: 'fire', firerId: 'a1', targetId: shot.targetId }, WORLD);
    if (!result.ok) throw new Error(result.message);
    const [card] = resolutionsIn(result.events);
    expect(card?.title).toContain('A/1');
    expect(card?.explanation.roll?.dice.length).toBeGreaterThan(0);
    expect(card?.explanation.tables.length).toBeGreaterThan(0);
  });
});

describe('decision answers in words [8.47]', () => {
  it('[8.4, 8.49, 5.33, 9.33] answers are labelled with unit names, hexes and choices', () => {
    const state = position(4);
    const cases: [Command, RegExp][] = [
      [{ type: 'opportunityFire', firerId: 'g1', targetId: 'a1' }, /^G\/1 fires at A\/1 \[8\.4\]$/],
      [{ type: 'closeActionAdvance', unitIds: [] }, /^Stay/],
      [{ type: 'closeActionAdvance', unitIds: ['a1', 'a2'] }, /^Advance A\/1, B\/1/],
      [{ type: 'fireResultChoice', choice: 'disperse' }, /^Disperse .*\[5\.33\]$/],
      [{ type: 'displace', to: 'C2813' }, /^Displace to C2813 \[9\.33\]$/],
      [{ type: 'passOpportunity' }, /\[8\.47\]$/],
    ];
    for (const [command, label] of cases) expect(commandLabel(state, command)).toMatch(label);
    expect(deciderLine('german')).toBe('German player: decide');
  });
});
