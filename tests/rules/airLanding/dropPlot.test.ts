// The turn's drop plot [14.0c] with scenario 26's England serials and pathfinders on Map C.
import { describe, expect, it } from 'vitest';
import { adjacentHexes, apply, chooseCommand, legalCommands, createGame, scriptedDice, validate, type Command, type GameState } from '../../../src/rules';
import { drop101Pathfinders, drop101Setup } from '../../../src/scenarios/drop101/scenario';
import { realWorld } from '../../support/realWorld';

const WORLD = realWorld();

function scenario26(options: Record<string, boolean> = {}): GameState {
  const setup = drop101Setup('plot');
  return createGame({ ...setup, deployment: undefined, options: { ...setup.options, ...options } });
}

function run(state: GameState, command: Command, dice: number[] = []): GameState {
  const result = apply(state, command, WORLD, { dice: scriptedDice(dice) });
  if (!result.ok) throw new Error(`[${result.rule}] ${result.message}`);
  return result.state;
}

/** Two serials of the 101st, each to the first pathfinder hex it may legally drop on. */
function twoDrops(state: GameState): { serialId: string; hex: `C${string}`; route: 'south' }[] {
  const zones = drop101Pathfinders();
  const serials = Object.values(state.airLanding.serials).filter((s) => s.availableFrom === undefined);
  const drops = serials.flatMap((s) => {
    const zone = zones.find((z) => validate(state, { type: 'dropSerial', serialId: s.id, hex: z.hex, route: 'south' }, WORLD).ok);
    return zone ? [{ serialId: s.id, hex: zone.hex, route: 'south' as const }] : [];
  });
  expect(drops.length).toBeGreaterThanOrEqual(2);
  return drops.slice(0, 2);
}

describe('the turn’s drop plot [14.0c]', () => {
  it('[14.0c] a plotted serial flies only to its plotted hex; an unplotted one not at all this turn', () => {
    const state = scenario26();
    const drops = twoDrops(state);
    const plotted = run(state, { type: 'plotDrops', drops: [drops[0]!] });
    expect(plotted.airLanding.plot).toMatchObject({ turn: state.turn, locked: false });
    const other = adjacentHexes(drops[0]!.hex).find((h) => validate(state, { type: 'dropSerial', ...drops[0]!, hex: h }, WORLD).ok);
    expect(other).toBeDefined();
    expect(validate(plotted, { type: 'dropSerial', ...drops[0]!, hex: other! }, WORLD)).toMatchObject({ ok: false, rule: '14.0c' });
    expect(validate(plotted, { type: 'dropSerial', ...drops[1]! }, WORLD)).toMatchObject({ ok: false, rule: '14.0c' });
    expect(validate(plotted, { type: 'dropSerial', ...drops[0]! }, WORLD)).toEqual({ ok: true });
  });

  it('[14.0c] the plot may be redone until the turn’s first landing roll, and never after it', () => {
    const state = scenario26();
    const drops = twoDrops(state);
    const first = run(state, { type: 'plotDrops', drops: [drops[0]!] });
    const both = run(first, { type: 'plotDrops', drops });
    expect(Object.keys(both.airLanding.plot!.drops).sort()).toEqual(drops.map((d) => d.serialId).sort());
    let flown = run(both, { type: 'dropSerial', ...drops[0]! }, [3, 4]);
    // the serial may land over the limit [14.5]: cure it with the first offered move
    while (flown.pending) flown = run(flown, legalCommands(flown, WORLD)[0]!, [1, 1, 1, 1]);
    expect(flown.airLanding.plot!.locked).toBe(true);
    expect(validate(flown, { type: 'plotDrops', drops: [drops[1]!] }, WORLD)).toMatchObject({ ok: false, rule: '14.0c' });
    expect(validate(flown, { type: 'dropSerial', ...drops[1]! }, WORLD)).toEqual({ ok: true });
  });

  it('[14.0c] with option plottedDrops, no serial flies in a turn without a plot; a plot of an illegal hex is refused with the lift’s own case', () => {
    const state = scenario26({ plottedDrops: true });
    const drops = twoDrops(scenario26());
    expect(validate(state, { type: 'dropSerial', ...drops[0]! }, WORLD)).toMatchObject({ ok: false, rule: '14.0c' });
    const far = validate(state, { type: 'plotDrops', drops: [{ ...drops[0]!, hex: 'C3030' }] }, WORLD);
    expect(far).toMatchObject({ ok: false, rule: '14.3' });
  });

  it('[14.0c] with option plottedDrops the policy plots the turn first, then flies a plotted serial; without it no plot is offered', () => {
    expect(legalCommands(scenario26(), WORLD).some((c) => c.type === 'plotDrops')).toBe(false);
    const state = scenario26({ plottedDrops: true });
    const plot = chooseCommand(state, WORLD, () => 0);
    expect(plot.type).toBe('plotDrops');
    if (plot.type !== 'plotDrops') return;
    expect(plot.drops.length).toBeGreaterThanOrEqual(2);
    expect(new Set(plot.drops.map((d) => d.serialId)).size).toBe(plot.drops.length);
    const plotted = run(state, plot);
    const drop = chooseCommand(plotted, WORLD, () => 0);
    expect(drop.type).toBe('dropSerial');
    if (drop.type !== 'dropSerial') return;
    expect(plot.drops).toContainEqual({ serialId: drop.serialId, hex: drop.hex, route: drop.route });
  });
});
