/**
 * The log's map highlights and dice (src/ui/log/entryHexes.ts, src/ui/formatEvent.ts): entries made
 * by applying real commands to a real position, their hexes read back from the events.
 */
import { describe, expect, it } from 'vitest';
import { apply, canonicalHexId, fireOptions, type Command, type GameEvent, type GameState } from '../../src/rules';
import { formatEvent } from '../../src/ui/formatEvent';
import { entryDice, entryHexes, entryUnitIds } from '../../src/ui/log/entryHexes';
import { logHighlights } from '../../src/ui/log/logHighlights';
import { OVERLAY_COLOURS } from '../../src/ui/overlays/highlightSpecs';
import { stepChoices } from '../../src/ui/actions/moves';
import { game, unit } from '../support/builders';
import { CLEAR_WORLD } from '../support/world';
import { unitById, withUnit } from '../../src/rules/state/unitBuckets';

const WORLD = CLEAR_WORLD;

function run(state: GameState, command: Command): { state: GameState; entry: { command: Command; events: GameEvent[] } } {
  const result = apply(state, command, WORLD);
  if (!result.ok) throw new Error(`[${result.rule}] ${result.message}`);
  return { state: result.state, entry: { command, events: result.events } };
}

/** A lone Allied company in C2812 in its Conditional Movement Phase, no enemy near [8.0]. */
const moving = () => game({ phase: 4, turn: 8, units: [unit({ id: 'a1', name: 'A/1', hex: 'C2812' })] });

describe('the hexes of a log entry', () => {
  it('[8.0] a step shows where it went first, then where it came from, as the move event says', () => {
    const state = moving();
    const to = stepChoices(WORLD, state, ['a1']).find((c) => c.ok)!.to;
    const { entry, state: after } = run(state, { type: 'moveStep', unitIds: ['a1'], to });
    const moved = entry.events.find((e) => e.type === 'unitsMoved');
    if (moved?.type !== 'unitsMoved') throw new Error('no move event');
    const hexes = entryHexes(entry, after);
    expect(hexes[0]).toBe(canonicalHexId(to));
    expect(hexes).toContain(canonicalHexId(moved.from!));
    // The unit moves on: the old entry still rings the hexes of that step, not where the unit is now.
    const further = stepChoices(WORLD, after, ['a1']).find((c) => c.ok && c.to !== moved.from)!.to;
    const later = run(after, { type: 'moveStep', unitIds: ['a1'], to: further }).state;
    expect(entryHexes(entry, later)).toEqual(hexes);
    expect(hexes).not.toContain(canonicalHexId(further));
  });

  it('[13.0, 13.54] a mode change names no hex: the unit is shown where it stands now', () => {
    // Leaving Travel is the mode change the Conditional Movement Phase allows [13.54].
    const state = game({ phase: 4, turn: 8, units: [unit({ id: 'a1', name: 'A/1', hex: 'C2812', mode: 'travel' })] });
    const { entry, state: after } = run(state, { type: 'changeMode', unitId: 'a1', to: 'concentrated' });
    expect(entry.events.some((e) => e.type === 'modeChanged')).toBe(true);
    expect(entryHexes(entry, after)).toEqual([unitById(after, 'a1')!.hex]);
    expect(entryUnitIds(entry)).toEqual(['a1']);
    // A unit gone from the map adds nothing.
    const gone = withUnit(after, { ...unitById(after, 'a1')!, hex: null });
    expect(entryHexes(entry, gone)).toEqual([]);
  });

  it('[5.0] a shot shows the target hex from the fire event and the firer where it stands, and its dice', () => {
    const state = game({
      phase: 3,
      turn: 8,
      units: [
        unit({ id: 'a1', name: 'A/1', hex: 'C2812', range: 2 }),
        unit({ id: 'g1', name: 'G/1', side: 'german', nationality: 'DE', hex: 'C2811', strength: 4, printedStrength: 4 }),
      ],
    });
    const shot = fireOptions(state, WORLD, 'a1').find((o) => o.legal)!;
    const { entry, state: after } = run(state, { type: 'fire', firerId: 'a1', targetId: shot.targetId });
    const fired = entry.events.find((e) => e.type === 'fireResolved');
    if (fired?.type !== 'fireResolved') throw new Error('no fire event');
    const hexes = entryHexes(entry, after);
    expect(hexes).toContain(canonicalHexId(fired.hex));
    expect(hexes).toContain(canonicalHexId(unitById(state, 'a1')!.hex!));
    // Every roll the entry made is shown with it.
    const rolled = entry.events.flatMap((e) => (e.type === 'diceRolled' ? [e.dice] : []));
    expect(rolled.length).toBeGreaterThan(0);
    expect(entryDice(entry)).toEqual(rolled);
    expect(formatEvent(fired)).toMatch(/roll \d/);
  });

  it('[8.7] a close action result whose explanation holds the roll shows the roll in its line', () => {
    const event: GameEvent = {
      type: 'closeActionResolved',
      attackerIds: ['a1'],
      defenderIds: ['g1'],
      from: 'C2812',
      target: 'C2811',
      result: 'DR',
      explanation: { kind: 'closeAction', rule: '8.7', inputs: {}, modifiers: [], tables: [], roll: { dice: [4], total: 4, modified: 5 }, result: 'DR' },
    };
    expect(formatEvent(event)).toContain('roll 4 (modified 5)');
    // No diceRolled event with it: the entry's dice come from the explanation.
    expect(entryDice({ command: { type: 'closeAction', unitIds: ['a1'], target: 'C2811' }, events: [event] })).toEqual([[4]]);
  });

  it('[8.0] the highlight rings every hex of the entry in the log colour', () => {
    const specs = logHighlights(['C2812', 'C2811']);
    expect(specs.map((s) => s.hex)).toEqual(['C2812', 'C2811']);
    expect(specs.every((s) => s.mark === 'ring' && s.tint === OVERLAY_COLOURS.log)).toBe(true);
  });
});
