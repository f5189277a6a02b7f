/**
 * Scenario 26, Drop of the 101st Airborne (17–18 Sept) as a game set-up [26.0–26.6]: Map C, from
 * Phase 13 of GT 1 to the end of GT 15 [26.1]; the German independents placed by the reconstructed
 * zones (deployment.ts), the 101st in England as serials 1–10 with its four pathfinders and its
 * supplyhead fixed [26.2], serials 11–13 from GT 12 and the German arrivals on the west edge [26.3,
 * 26.4]; weather 0 and Lift Points as needed [25.23], flak ignored [25.24]; the HQ posts and the
 * 506th's exit [26.51, 26.52]; both victory sets [26.61, 26.62]. docs/scenarios.md lists every reading.
 */
import type { GameSetup } from '../../rules/engine/createGame';
import type { Unit } from '../../rules/core/unit';
import { toFormations } from '../oob/toFormations';
import { toUnit } from '../oob/toUnits';
import type { Catalogue } from '../oob/catalogue';
import type { CounterSpec } from '../oob/types';
import { englandSerials } from '../oob/englandSetup';
import { pathfinders as englandPathfinders } from '../oob/england';
import { D101_LAST_TURN, D101_START_PHASE, D101_START_TURN } from './calendar';
import { D101_DEPLOYMENT_ORDER, drop101Zones } from './deployment';
import { D101_ENGLAND, DROP_101_ID, drop101OrderOfBattle } from './oob';
import { D101_GERMAN_ENTRY, D101_REINFORCEMENTS } from './reinforcements';
import { drop101PlayArea, drop101Restrictions } from './restrictions';
import { drop101Supply } from './supply';
import { drop101Victory, type Drop101VictorySet } from './victory';

export { DROP_101_ID };

export interface Drop101Options {
  /** [26.61] Historical (default) or [26.62] Player victory conditions. */
  victory?: Drop101VictorySet;
  catalogue?: Catalogue;
}

/** [26.2] The pathfinder markers the scenario fixes, from the England display's data (scenarioHex 26). */
export function drop101Pathfinders(): { formationId: string; hex: `C${string}` }[] {
  return englandPathfinders()
    .filter((p) => p.scenarioHex?.scenario === 26)
    .map((p) => ({ formationId: p.formationId, hex: p.scenarioHex!.hex as `C${string}` }));
}

/** German guns arrive in Travel [22.12, 13.1]; everyone else on the front face. Allied units land in the modes of 14.8. */
function startMode(spec: CounterSpec, arriving: boolean): Unit['mode'] | undefined {
  return spec.side === 'german' && arriving && !spec.modes.includes('concentrated') ? 'travel' : undefined;
}

export function drop101Setup(seed: string, options: Drop101Options = {}): GameSetup {
  const oob = drop101OrderOfBattle(options.catalogue);
  const units = new Map<string, Unit>(oob.counters.map((spec) => [spec.id, toUnit(spec, { hex: null, mode: startMode(spec, false) })]));
  for (const group of D101_REINFORCEMENTS) {
    for (const id of group.counters) {
      const spec = oob.counters.find((c) => c.id === id)!;
      units.set(id, { ...toUnit(spec, { hex: null, mode: startMode(spec, true) }), arrival: { turn: group.turn, hexes: [...D101_GERMAN_ENTRY] } });
    }
  }
  return {
    scenarioId: DROP_101_ID,
    seed,
    startTurn: D101_START_TURN,
    startPhase: D101_START_PHASE,
    lastTurn: D101_LAST_TURN,
    units: [...units.values()],
    formations: toFormations(oob.formations),
    playArea: drop101PlayArea(oob.counters),
    restrictions: drop101Restrictions(oob.counters),
    deployment: { order: [...D101_DEPLOYMENT_ORDER], zones: drop101Zones() },
    supply: drop101Supply(),
    air: { allotments: {} },
    pathfinders: drop101Pathfinders(),
    // [25.23] weather 0, Lift Points as needed; [25.24] flak ignored.
    airLanding: { serials: englandSerials(D101_ENGLAND, false), liftPerDay: null, weatherRolled: false, flakIgnored: true },
    victory: drop101Victory(options.victory ?? 'historical'),
  };
}
