// Where a moving stack may still close-assault [8.6, 8.7 note]: the reach overlay and the path preview
// say it before the move, and the closeAction command then agrees, hex by hex.
import { describe, expect, it } from 'vitest';
import { adjacentHexes, apply, assaultReach, reach, type GameState } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { FROM, TARGET, assault, german, ok } from './support';

const defender = () => german({ id: 'de', hex: TARGET as never, type: 'infantry', effectiveness: { concentrated: 6, dispersed: 3 } });

function reachOf(state: GameState, ids: string[]) {
  const r = reach(CLEAR_WORLD, state, ids);
  if (!('hexes' in r)) throw new Error(r.message);
  return r;
}

describe('close action still possible after a move [8.6]', () => {
  it('[8.6] infantry that walks up next to the enemy has no MP left to assault: said before the move, refused after it', () => {
    const s = game({ phase: 4, units: [unit({ id: 'us', hex: 'C2811' }), defender()] });
    const from = assaultReach(CLEAR_WORLD, s, reachOf(s, ['us'])).get(FROM as never);
    expect(from).toMatchObject({ targets: [], refusal: { rule: '8.6' } });
    const moved = ok(s, { type: 'moveStep', unitIds: ['us'], to: FROM as never }, CLEAR_WORLD).state;
    const verdict = apply(moved, assault(['us']), CLEAR_WORLD);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.rule).toBe(from!.refusal!.rule);
  });

  it('[8.7 note] from the hex it began in, a unit may always assault', () => {
    const s = game({ phase: 4, units: [unit({ id: 'us', hex: FROM as never, status: { mpSpent: 3 } as never }), defender()] });
    expect(assaultReach(CLEAR_WORLD, s, reachOf(s, ['us'])).get(FROM as never)).toEqual({ targets: [TARGET], refusal: null });
  });

  it('[8.6, 7.12] armor, paying less, may move up and still assault: the command agrees', () => {
    const tank = unit({ id: 'us', hex: 'C2811', type: 'armor', effectiveness: { concentrated: 6, dispersed: 3 } });
    const s = game({ phase: 4, units: [tank, defender()] });
    expect(assaultReach(CLEAR_WORLD, s, reachOf(s, ['us'])).get(FROM as never)).toEqual({ targets: [TARGET], refusal: null });
    const moved = ok(s, { type: 'moveStep', unitIds: ['us'], to: FROM as never }, CLEAR_WORLD).state;
    expect(apply(moved, assault(['us']), CLEAR_WORLD).ok).toBe(true);
  });

  it('[8.6] hexes with no enemy next to them are not listed', () => {
    const s = game({ phase: 4, units: [unit({ id: 'us', hex: 'C2811' }), defender()] });
    const listed = [...assaultReach(CLEAR_WORLD, s, reachOf(s, ['us'])).keys()];
    expect(listed.length).toBeGreaterThan(0);
    for (const hex of listed) expect(adjacentHexes(hex)).toContain(TARGET);
  });
});
