/**
 * The set-up panel's zone headings (src/ui/deploymentWords.ts zoneHeading): with the optional road
 * rule chosen, XXX Corps' zones are headed by where the rule sets them up [30.2, 30.46], not by the
 * reconstructed zone they no longer use; the other zones keep their hex and radius. Scenario 30's
 * shipped data and the real map.
 */
import { describe, expect, it } from 'vitest';
import { unitById } from '../../src/rules';
import { corridorSetUp } from '../../src/rules/scenario/deployment';
import { ROAD_CORRIDOR_OPTION } from '../../src/rules/state/roadCorridor';
import { scenarioById } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { describeZone, zoneHeading } from '../../src/ui/deploymentWords';
import { realWorld } from '../support/realWorld';

const world = realWorld();
const setUp = (on: boolean) => newScenarioGame(scenarioById('breakout')!, world, { seed: 'heading-1', readings: { [ROAD_CORRIDOR_OPTION]: on } });

describe('set-up zone headings under the road rule [30.2, 30.46]', () => {
  it('[30.46] with the rule on, a zone of kept XXX Corps units is headed by the front line and the road; other zones by their hex', () => {
    const state = setUp(true);
    const zones = state.deployment!.zones;
    const kept = zones.filter((zone) => zone.unitIds.every((id) => corridorSetUp(state, unitById(state, id)!) !== null));
    const free = zones.filter((zone) => !kept.includes(zone));
    expect(kept.length).toBeGreaterThan(0);
    expect(free.length).toBeGreaterThan(0);
    for (const zone of kept) expect(zoneHeading(state, zone)).toBe('on the Allied side of the front line, within 3 hexes of the main road [30.2, 30.46]');
    for (const zone of free) expect(zoneHeading(state, zone)).toBe(`${describeZone(zone)} [${zone.rule}]`);
  });

  it('[30.46] with the rule off, every zone is headed by its hex and radius', () => {
    const state = setUp(false);
    for (const zone of state.deployment!.zones) expect(zoneHeading(state, zone)).toBe(`${describeZone(zone)} [${zone.rule}]`);
  });
});
