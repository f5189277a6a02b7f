/**
 * Scenario 28, Drop of the British 1st Airborne (17–18 Sept) as a game set-up [28.0–28.5]: Map A,
 * from Phase 13 of GT 1 to the end of GT 15 (or GT 14: calendar.ts) [28.1]; the Germans of displays
 * a, b and n by the reconstructed set-up (deployment.ts), the 1st Airborne in England as serials
 * 38–47 with its three pathfinders and its supplyhead fixed [28.2], serials 48–54 from GT 12 and
 * the German arrivals [28.3]; weather 0 and Lift Points as needed [25.23], flak ignored [25.24];
 * the restrictions 28.41–28.44 (restrictions.ts); both victory sets [28.51, 28.52].
 * `britishFirstSetup` builds scenario 29 as well, which extends this one [29.0].
 * docs/scenarios.md lists every reading.
 */
import type { GameSetup } from '../../rules/engine/createGame';
import type { Unit } from '../../rules/core/unit';
import { toFormations } from '../oob/toFormations';
import { toUnit } from '../oob/toUnits';
import type { Catalogue } from '../oob/catalogue';
import type { CounterSpec } from '../oob/types';
import { englandSerials, type EnglandGroupSpec } from '../oob/englandSetup';
import { pathfinders as englandPathfinders } from '../oob/england';
import type { VictorySetup } from '../../rules/victory/types';
import { D1_LAST_TURN, D1_LAST_TURN_SHORT, D1_START_PHASE, D1_START_TURN } from './calendar';
import { D1_DEPLOYMENT_ORDER, D1_FIXED, drop1stZones } from './deployment';
import { D1_ENGLAND, drop1stOrderOfBattle } from './oob';
import { D1_REINFORCEMENTS, type D1Reinforcement } from './reinforcements';
import { drop1stPlayArea, drop1stRestrictions } from './restrictions';
import { drop1stSupply } from './supply';
import { drop1stVictory, type Drop1stVictorySet } from './victory';

export const DROP_1ST_ID = 'drop1st';

export interface Drop1stOptions {
  /** [28.51] Historical (default) or [28.52] Player victory conditions. */
  victory?: Drop1stVictorySet;
  /** [28.1] End with GT 14 ("14 Game-Turns") instead of GT 15 (our reading). */
  endsGT14?: boolean;
  /** [28.43] The optional historical shift of the supplyhead. */
  supplyheadShift?: boolean;
  catalogue?: Catalogue;
}

/** [28.2, 29.3] The pathfinders of the 1st Airborne's brigades, fixed where 28.2 puts them; with the Poles, theirs free [29.3]. */
export function drop1stPathfinders(withPoles: boolean): { formationId: string; hex?: `A${string}` }[] {
  const fixed = englandPathfinders()
    .filter((p) => p.scenarioHex?.scenario === 28)
    .map((p) => ({ formationId: p.formationId, hex: p.scenarioHex!.hex as `A${string}` }));
  return withPoles ? [...fixed, { formationId: 'Polx' }] : fixed;
}

/** German guns arrive in Travel [22.12, 13.1]; everyone else on the front face. Allied units land in the modes of 14.8. */
function startMode(spec: CounterSpec, arriving: boolean): Unit['mode'] | undefined {
  return spec.side === 'german' && arriving && !spec.modes.includes('concentrated') ? 'travel' : undefined;
}

/** What differs between scenarios 28 and 29. */
export interface BritishFirstSpec {
  id: string;
  lastTurn: number;
  england: readonly EnglandGroupSpec[];
  reinforcements: readonly D1Reinforcement[];
  withPoles: boolean;
  supplyheadShift: boolean;
  victory: VictorySetup;
  catalogue?: Catalogue;
}

/** Scenario 28's set-up, or 29's from its spec [29.2: same as 28.2]. */
export function britishFirstSetup(seed: string, spec: BritishFirstSpec): GameSetup {
  const oob = drop1stOrderOfBattle(spec.id, spec.england, spec.reinforcements, spec.catalogue);
  const specs = new Map(oob.counters.map((c) => [c.id, c]));
  const units = new Map<string, Unit>(oob.counters.map((c) => [c.id, toUnit(c, { hex: null, mode: startMode(c, false) })]));
  const stacked = new Map<string, number>();
  for (const fixed of D1_FIXED) {
    const unit = units.get(fixed.counter)!;
    unit.hex = fixed.hex;
    unit.stackIndex = stacked.get(fixed.hex) ?? 0;
    stacked.set(fixed.hex, unit.stackIndex + 1);
    // [28.44, 11.52] set up disrupted, recovering to the dispersed face
    if (fixed.disrupted) unit.status = { ...unit.status, disrupted: true, ...(unit.modes.includes('dispersed') ? { recoverAs: 'dispersed' as const } : {}) };
  }
  for (const group of spec.reinforcements) {
    for (const id of group.counters) {
      const counter = specs.get(id)!;
      units.set(id, { ...toUnit(counter, { hex: null, mode: startMode(counter, true) }), arrival: { turn: group.turn, hexes: [...group.hexes] } });
    }
  }
  return {
    scenarioId: spec.id,
    seed,
    startTurn: D1_START_TURN,
    startPhase: D1_START_PHASE,
    lastTurn: spec.lastTurn,
    units: [...units.values()],
    formations: toFormations(oob.formations),
    playArea: drop1stPlayArea(),
    restrictions: drop1stRestrictions({ supplyheadShift: spec.supplyheadShift }),
    deployment: { order: [...D1_DEPLOYMENT_ORDER], zones: drop1stZones() },
    supply: drop1stSupply(),
    air: { allotments: {} },
    pathfinders: drop1stPathfinders(spec.withPoles),
    // [25.23] weather 0, Lift Points as needed; [25.24] flak ignored.
    airLanding: { serials: englandSerials(spec.england, false), liftPerDay: null, weatherRolled: false, flakIgnored: true },
    victory: spec.victory,
  };
}

export function drop1stSetup(seed: string, options: Drop1stOptions = {}): GameSetup {
  const lastTurn = options.endsGT14 ? D1_LAST_TURN_SHORT : D1_LAST_TURN;
  return britishFirstSetup(seed, {
    id: DROP_1ST_ID,
    lastTurn,
    england: D1_ENGLAND,
    reinforcements: D1_REINFORCEMENTS,
    withPoles: false,
    supplyheadShift: options.supplyheadShift ?? false,
    victory: drop1stVictory(options.victory ?? 'historical', lastTurn),
    catalogue: options.catalogue,
  });
}
