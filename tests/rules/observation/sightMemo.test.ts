// Remembered sightings [6.0, 6.5, 6.62–6.64]: the memo gives exactly what the line-of-sight rules
// work out, by day and by night and in every weather, on the real map.
import { describe, expect, it } from 'vitest';
import { canObserveHex, hexIndex, observesHex, parseHexId, turnInfo, type WeatherValue } from '../../../src/rules';
import { realWorld } from '../../support/realWorld';

const world = realWorld();
const i = (id: string) => hexIndex(parseHexId(id)!);
/** Around Eindhoven and Son on Map C: towns, woods, canals and open polder within a few hexes. */
const OBSERVERS = ['C3032', 'C2830', 'C3534', 'C4025', 'C2418'];
const TARGETS = ['C3030', 'C3132', 'C2834', 'C3330', 'C3528', 'C2626', 'C3834', 'C4222', 'C2020', 'C3034'];

describe('remembered sightings [6.0]', () => {
  const day = 1;
  const night = Array.from({ length: 20 }, (_, k) => k + 1).find((t) => turnInfo(t).isNight)!;
  const weathers: WeatherValue[] = [0, 8, 11, 'P'];

  it('[6.0, 6.5, 6.62, 6.63, 6.64] each answer equals the line-of-sight rules, asked once or twice, day or night, any weather', () => {
    let blocked = 0;
    for (const turn of [day, night]) {
      for (const weather of weathers) {
        for (const from of OBSERVERS) {
          for (const to of TARGETS) {
            const fresh = canObserveHex(world, turn, i(from), i(to), weather);
            expect(observesHex(world, turn, i(from), i(to), weather)).toEqual(fresh);
            expect(observesHex(world, turn, i(from), i(to), weather)).toEqual(fresh);
            if (!fresh.clear) blocked++;
          }
        }
      }
    }
    // The sample holds both answers, so the memo is not checked against one kind only.
    expect(blocked).toBeGreaterThan(0);
    expect(blocked).toBeLessThan(2 * weathers.length * OBSERVERS.length * TARGETS.length);
  });

  it('[6.5] night and day are kept apart: the same pair beyond night range is refused only at night', () => {
    const from = i('C3032');
    const to = i('C3632'); // four hexes north: beyond the 2 hexes of night [6.5]
    expect(observesHex(world, day, from, to)).not.toMatchObject({ clear: false, rule: '6.5' });
    expect(observesHex(world, night, from, to)).toMatchObject({ clear: false, rule: '6.5' });
  });
});
