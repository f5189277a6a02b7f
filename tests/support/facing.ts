/**
 * A small contact position on the clear test map, shared by the legal-command, automatic-answer and
 * play-flow tests: one Allied unit (us, C2812) next to two German units that control its hex
 * (de1 C2811, de2 C2912), in daylight; the same units off the map in a two-zone set-up [24.2]; and
 * the opportunity-fire window the Allied unit opens by stepping out of their zone of control [8.4].
 */
import { createGame, type GameState, type Unit } from '../../src/rules';
import { german, move, ok } from '../rules/movement/support';
import { game, unit } from './builders';
import { CLEAR_WORLD } from './world';

/** A daylight Game-Turn. */
export const DAY = 8;

export function facingUnits(): Unit[] {
  return [
    unit({ id: 'us', hex: 'C2812' }),
    german({ id: 'de1', hex: 'C2811', type: 'infantry', subordination: 'a', effectiveness: { concentrated: 5, dispersed: 3 } }),
    german({ id: 'de2', hex: 'C2912', type: 'infantry', subordination: 'b', effectiveness: { concentrated: 5, dispersed: 3 } }),
  ];
}

/** The Allied unit leaves the German zone of control in its Conditional Movement: the German player may fire [8.4]. */
export function opportunityWindow(): GameState {
  return ok(game({ phase: 4, turn: DAY, units: facingUnits() }), move(['us'], 'C2813'), CLEAR_WORLD).state;
}

/** The German player sets up first: de within 1 of C2811, then us in C2815 [24.2]. */
export function twoSideSetUp(): GameState {
  return createGame({
    scenarioId: 'test',
    seed: 's',
    startTurn: DAY,
    startPhase: 1,
    lastTurn: DAY + 1,
    units: [unit({ id: 'us', hex: null }), german({ id: 'de', hex: null })],
    deployment: {
      order: ['german', 'allied'],
      zones: [
        { id: 'g', side: 'german', unitIds: ['de'], center: 'C2811', radius: 1, rule: '24.2' },
        { id: 'a', side: 'allied', unitIds: ['us'], center: 'C2815', radius: 0, rule: '24.2' },
      ],
    },
  });
}
