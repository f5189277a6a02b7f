/**
 * Scenario 24, Hell's Highway (22–23 Sept) as a game set-up [24.0–24.6]: the order of battle
 * (oob.ts) placed by the set-up zones of 24.2, the reinforcements of 24.3 waiting off the map with
 * their turn and entry hex, the six off-map batteries of 24.4, the 24.5 supply stand-in and the
 * German road sources, the play area of 24.1, and the chosen victory conditions of 24.6.
 * docs/scenarios.md lists every reading taken.
 */
import type { GameSetup } from '../../rules/engine/createGame';
import type { Unit } from '../../rules/core/unit';
import { toFormations } from '../oob/toFormations';
import { toUnit } from '../oob/toUnits';
import type { CounterSpec } from '../oob/types';
import { hellsHighwayBatteries } from './batteries';
import { HH_LAST_TURN, HH_START_TURN } from './calendar';
import { HH_DEPLOYMENT_ORDER, hellsHighwayZones } from './deployment';
import { groupCounterIds } from './groups';
import { hellsHighwayLeaders } from './leaders';
import { HELLS_HIGHWAY_OOB, hellsHighwayOrderOfBattle } from './oob';
import type { Catalogue } from '../oob/catalogue';
import { HH_REINFORCEMENTS } from './reinforcements';
import { hellsHighwaySupply } from './supply';
import { hellsHighwayVictory } from './victory';

export const HELLS_HIGHWAY_ID = 'hells-highway';

export type HellsHighwayVictorySet = 'historical' | 'player';

export interface HellsHighwayOptions {
  /** [24.61] Historical (default) or [24.62] Player victory conditions. */
  victory?: HellsHighwayVictorySet;
  /** Erdmann and von Maltzahn come with their HQs (default true; 24.2/24.3 name no leader) [19.8]. */
  leaders?: boolean;
  /** The catalogue with a player's printed counter values loaded (default: the shipped values) [ARCH §6]. */
  catalogue?: Catalogue;
}

/** [24.1] Map C between hexrows 24 and 44. */
export const HH_PLAY_AREA = { section: 'C', minRow: 24, maxRow: 44, rule: '24.1' } as const;

/** Guns must be in Travel to move onto the map [22.12, 13.1]; everyone else arrives on the front face. */
function arrivalMode(spec: CounterSpec): Unit['mode'] | undefined {
  return spec.modes.includes('concentrated') ? undefined : 'travel';
}

export function hellsHighwaySetup(seed: string, options: HellsHighwayOptions = {}): GameSetup {
  const oob = options.catalogue ? hellsHighwayOrderOfBattle(options.catalogue) : HELLS_HIGHWAY_OOB;
  const withLeaders = options.leaders ?? true;
  const units = new Map<string, Unit>(oob.counters.map((spec) => [spec.id, toUnit(spec, { hex: null })]));
  if (withLeaders) for (const leader of hellsHighwayLeaders(oob.leaders, oob.formations, oob.counters)) units.set(leader.id, leader);

  for (const group of HH_REINFORCEMENTS) {
    const ids = [...groupCounterIds(oob.counters, group), ...(withLeaders ? (group.leaders ?? []) : [])];
    for (const id of ids) {
      const spec = oob.counters.find((c) => c.id === id);
      const unit = spec ? toUnit(spec, { hex: null, mode: arrivalMode(spec) }) : units.get(id)!;
      units.set(id, { ...unit, arrival: { turn: group.turn, hexes: [group.hex] } });
    }
  }

  return {
    scenarioId: HELLS_HIGHWAY_ID,
    seed,
    startTurn: HH_START_TURN,
    startPhase: 1,
    lastTurn: HH_LAST_TURN,
    units: [...units.values(), ...hellsHighwayBatteries()],
    formations: toFormations(oob.formations),
    playArea: { ...HH_PLAY_AREA },
    deployment: { order: [...HH_DEPLOYMENT_ORDER], zones: hellsHighwayZones(oob.counters, withLeaders) },
    supply: hellsHighwaySupply(),
    // No airstrike allotments are given for this scenario (24.0–24.6 name none): both sides have none.
    air: { allotments: {} },
    victory: hellsHighwayVictory(options.victory ?? 'historical'),
  };
}
