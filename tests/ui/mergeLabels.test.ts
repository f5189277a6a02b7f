/**
 * One label per hex on the drop layer (src/ui/overlays/mergeLabels.ts): the 506th's pathfinder
 * marker in B2049 [14.3] and a drop on it [14.92] both label the hex's bottom tip; merged, the map
 * prints one label with both texts, and every tint and mark stays.
 */
import { describe, expect, it } from 'vitest';
import { apply, scriptedDice, type Command, type GameState } from '../../src/rules';
import type { LogEntry } from '../../src/store';
import { dropSteps, landingEntries } from '../../src/ui/airLanding/dropSteps';
import { pathfinderHighlights } from '../../src/ui/airLanding/dropHighlights';
import { mergeHexLabels } from '../../src/ui/overlays/mergeLabels';
import { airLandingPosition } from '../support/airLandingPosition';
import { realWorld } from '../support/realWorld';
import { unitById } from '../../src/rules/state/unitBuckets';

const world = realWorld();

/** Serial 1 dropped on its pathfinder's hex with a 12 (on target): the report's result step. */
function resultStepOnPathfinder(state: GameState) {
  const command: Command = { type: 'dropSerial', serialId: '1', hex: 'B2049', route: 'north' };
  const played = apply(state, command, world, { dice: scriptedDice([6, 6]) });
  if (!played.ok) throw new Error(played.message);
  const log: LogEntry[] = [{ command, events: played.events, turn: state.turn, phase: state.phase }];
  return dropSteps(landingEntries(log, 0), (id) => unitById(played.state, id)?.name ?? id, null).find((s) => s.kind === 'result')!;
}

describe('labels of one hex on the drop layer', () => {
  it('[14.3, 14.92] the pathfinder\'s "PF" and the drop\'s result label in the same hex become one label, on a plate above the hex', () => {
    const state = airLandingPosition();
    // The markers as the England panel draws them: each pathfinder's hex and its formation's designation.
    const marks = pathfinderHighlights(Object.values(state.pathfinders).flatMap((m) => (m.hex ? [{ hex: m.hex, designation: state.formations[m.formationId]?.designation ?? m.formationId }] : [])));
    const result = resultStepOnPathfinder(state);
    const layer = [...marks, ...result.highlights];
    const atB2049 = layer.filter((h) => h.hex === 'B2049' && h.label && h.labelAt === 'above');
    expect(atB2049.length).toBeGreaterThan(1);
    const merged = mergeHexLabels(layer);
    const labelled = merged.filter((h) => h.hex === 'B2049' && h.label && h.labelAt === 'above');
    expect(labelled).toHaveLength(1);
    expect(labelled[0]!.label).toBe(atB2049.map((h) => h.label).join(' | '));
    expect(labelled[0]!.label).toMatch(/^PF 506\/101 \| .*\? ON TARGET$/);
    // Nothing else lost: as many highlights, the same tints and marks.
    expect(merged.map((h) => [h.hex, h.tint, h.mark])).toEqual(layer.map((h) => [h.hex, h.tint, h.mark]));
    // The other pathfinder's hex keeps its own label.
    expect(merged.filter((h) => h.hex === 'C1010').map((h) => h.label)).toEqual(['PF 327/101']);
  });

  it('[14.92] a centre label (a landing chance) stays apart from a bottom one; the same text twice is printed once', () => {
    const merged = mergeHexLabels([
      { hex: 'B2049', tint: 1, label: 'A', labelAt: 'bottom' },
      { hex: 'B2049', tint: 2, label: '40%' },
      { hex: 'B2049', tint: 3, label: 'A', labelAt: 'bottom' },
    ]);
    expect(merged.map((h) => h.label)).toEqual(['A', '40%', undefined]);
  });
});
