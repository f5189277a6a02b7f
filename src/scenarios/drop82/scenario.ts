/**
 * Scenario 27, Drop of the 82nd Airborne (17–18 Sept) as a game set-up [27.0–27.5]: Map B, from
 * Phase 13 of GT 1 to the end of GT 15 [27.1]; the German independents placed by the reconstructed
 * zones (deployment.ts), the 82nd in England as serials 17–28 with its three pathfinders and its
 * supplyhead fixed [27.2], serials 29–32 from GT 12 and the German arrivals on the east edge and at
 * B3830 [27.3]; weather 0 and Lift Points as needed [25.23], flak ignored [25.24]; the 504th and the
 * German set-up out of supply as play begins [27.1]; the HQ posts [27.41]; both victory sets with
 * 27.42 [27.51, 27.52]. docs/scenarios.md lists every reading.
 */
import type { GameSetup } from '../../rules/engine/createGame';
import type { Unit } from '../../rules/core/unit';
import { toFormations } from '../oob/toFormations';
import { toUnit } from '../oob/toUnits';
import type { Catalogue } from '../oob/catalogue';
import type { CounterSpec } from '../oob/types';
import { englandSerials } from '../oob/englandSetup';
import { pathfinders as englandPathfinders } from '../oob/england';
import { D82_LAST_TURN, D82_START_PHASE, D82_START_TURN } from './calendar';
import { D82_DEPLOYMENT_ORDER, D82_GERMAN_SETUP_COUNTERS, drop82Zones } from './deployment';
import { D82_ENGLAND, DROP_82_ID, drop82OrderOfBattle } from './oob';
import { D82_REINFORCEMENTS } from './reinforcements';
import { drop82PlayArea, drop82Restrictions } from './restrictions';
import { drop82Supply } from './supply';
import { drop82Victory, type Drop82VictorySet } from './victory';

export { DROP_82_ID };

export interface Drop82Options {
  /** [27.51] Historical (default) or [27.52] Player victory conditions. */
  victory?: Drop82VictorySet;
  catalogue?: Catalogue;
}

/** [27.2] The pathfinder markers the scenario fixes, from the England display's data (scenarioHex 27). */
export function drop82Pathfinders(): { formationId: string; hex: `B${string}` }[] {
  return englandPathfinders()
    .filter((p) => p.scenarioHex?.scenario === 27)
    .map((p) => ({ formationId: p.formationId, hex: p.scenarioHex!.hex as `B${string}` }));
}

/** German guns arrive in Travel [22.12, 13.1]; everyone else on the front face. Allied units land in the modes of 14.8. */
function startMode(spec: CounterSpec, arriving: boolean): Unit['mode'] | undefined {
  return spec.side === 'german' && arriving && !spec.modes.includes('concentrated') ? 'travel' : undefined;
}

export function drop82Setup(seed: string, options: Drop82Options = {}): GameSetup {
  const oob = drop82OrderOfBattle(options.catalogue);
  const units = new Map<string, Unit>(oob.counters.map((spec) => [spec.id, toUnit(spec, { hex: null, mode: startMode(spec, false) })]));
  for (const group of D82_REINFORCEMENTS) {
    for (const id of group.counters) {
      const spec = oob.counters.find((c) => c.id === id)!;
      units.set(id, { ...toUnit(spec, { hex: null, mode: startMode(spec, true) }), arrival: { turn: group.turn, hexes: [...group.hexes] } });
    }
  }
  return {
    scenarioId: DROP_82_ID,
    seed,
    startTurn: D82_START_TURN,
    startPhase: D82_START_PHASE,
    lastTurn: D82_LAST_TURN,
    units: [...units.values()],
    formations: toFormations(oob.formations),
    playArea: drop82PlayArea(),
    restrictions: drop82Restrictions(oob.counters, D82_GERMAN_SETUP_COUNTERS),
    deployment: { order: [...D82_DEPLOYMENT_ORDER], zones: drop82Zones() },
    supply: drop82Supply(),
    air: { allotments: {} },
    pathfinders: drop82Pathfinders(),
    // [25.23] weather 0, Lift Points as needed; [25.24] flak ignored.
    airLanding: { serials: englandSerials(D82_ENGLAND, false), liftPerDay: null, weatherRolled: false, flakIgnored: true },
    victory: drop82Victory(options.victory ?? 'historical'),
  };
}
