// Which open panel one press of Escape closes (src/ui/escapeLayers.ts topLayer): the one a player
// sees on top, a modal dialog over a popover over the rules and charts panel, the last opened
// among equals.
import { describe, expect, it } from 'vitest';
import { topLayer, type EscapeLevel } from '../../src/ui/escapeLayers';

const open = (...panels: [string, EscapeLevel][]) => panels.map(([name, level]) => ({ name, level }));
/** The names in the order Escape presses close them. */
function closingOrder(panels: { name: string; level: EscapeLevel }[]): string[] {
  const left = [...panels];
  const order: string[] = [];
  for (let top = topLayer(left); top; top = topLayer(left)) {
    order.push(top.name);
    left.splice(left.indexOf(top), 1);
  }
  return order;
}

describe('Escape closes what a player sees on top, one press each', () => {
  it('the Display menu opened first, then the rules index: the menu drawn over the panel goes first', () => {
    expect(closingOrder(open(['display', 'popover'], ['rules', 'panel']))).toEqual(['display', 'rules']);
  });

  it('a rules panel opened from a link in a modal dialog waits under the dialog', () => {
    expect(closingOrder(open(['counters', 'modal'], ['rules', 'panel']))).toEqual(['counters', 'rules']);
  });

  it('among panels drawn alike, the last opened goes first', () => {
    expect(closingOrder(open(['players', 'popover'], ['end-phase', 'popover'], ['rules', 'panel'], ['help', 'modal'], ['keys', 'modal']))).toEqual(['keys', 'help', 'end-phase', 'players', 'rules']);
  });

  it('nothing open: nothing to close', () => {
    expect(topLayer([])).toBeUndefined();
  });
});
