/**
 * Scenario 30, Breakout of XXX Corps (17–18 Sept) as a game set-up [30.0–30.5]: the order of
 * battle (oob.ts) placed by the reconstructed zones of 30.2 (deployment.ts), every Allied unit in
 * Travel Mode [30.42], the reinforcements of 30.3, Map D as the play area [30.1], supply sources and
 * the Historical victory conditions [30.51]. docs/scenarios.md lists every reading taken.
 */
import type { GameSetup } from '../../rules/engine/createGame';
import type { Unit } from '../../rules/core/unit';
import { toFormations } from '../oob/toFormations';
import { toUnit } from '../oob/toUnits';
import type { Catalogue } from '../oob/catalogue';
import type { CounterSpec } from '../oob/types';
import { groupCounterIds } from '../hellsHighway/groups';
import { hellsHighwayLeaders } from '../hellsHighway/leaders';
import { BO_LAST_TURN, BO_START_PHASE, BO_START_TURN, BO_TRAVEL_FREE_TURN } from './calendar';
import { BO_DEPLOYMENT_ORDER, BO_ZONES, breakoutZones, type BreakoutZoneSpec } from './deployment';
import { PREP_ALLIED_LEADERS, PREP_GERMAN_ZONES, PREP_ZOC_LINE, prepEntrenchments } from './preparedness';
import { BREAKOUT_ID, breakoutOrderOfBattle } from './oob';
import { BO_REINFORCEMENTS } from './reinforcements';
import { breakoutSupply } from './supply';
import { attachSsToWalther, ssNorthEdgeSource, type BreakoutSsSupply } from './ssSupply';
import { BO_SOUTH_OF_FRONT_LINE, BO_START_LINE_BRIDGES } from './frontLine';
import { breakoutBombardments } from './bombardments';
import { breakoutRoadCorridor } from './roadCorridor';
import { BO_EXIT_NORTH_OF_ROW, breakoutVictory, type BreakoutVictorySet } from './victory';
import type { PlayArea } from '../../rules/state/playArea';

export { BREAKOUT_ID };

/** [30.6] The German Preparedness variant, listed apart on New game. */
export const BREAKOUT_PREPAREDNESS_ID = 'breakout-preparedness';

export interface BreakoutOptions {
  /** [30.51] Historical (default) or [30.52] Player victory conditions. */
  victory?: BreakoutVictorySet;
  /** Walther comes with his HQ (default true) [19.8]. */
  leaders?: boolean;
  /** [30.6] The German Preparedness variant (default false: scenario 30 as printed). */
  preparedness?: boolean;
  /** [30.44] The SS units join Walther's supply net (default) or trace to the north edge. */
  ssSupply?: BreakoutSsSupply;
  catalogue?: Catalogue;
}

/**
 * [30.1] Only Map D is used. Edges open for leaving [30.51, 30.52]: the Germans by the west and
 * east edges north of hexrow 21, the Allies by the north edge.
 */
export const BO_PLAY_AREA: PlayArea = {
  section: 'D',
  minRow: 1,
  maxRow: 61,
  rule: '30.1',
  barred: [structuredClone(BO_SOUTH_OF_FRONT_LINE)],
  exits: [
    { side: 'german', edges: ['west', 'east'], northOfRow: BO_EXIT_NORTH_OF_ROW, rule: '30.51' },
    { side: 'allied', edges: ['north'], northOfRow: 0, rule: '30.51' },
  ],
};

/**
 * [30.42] Every Allied unit begins in Travel Mode where it has one; German guns arrive in Travel
 * [22.12, 13.1], everyone else on the front face.
 */
function startMode(spec: CounterSpec, arriving: boolean): Unit['mode'] | undefined {
  if (spec.side === 'allied') return spec.modes.includes('travel') ? 'travel' : undefined;
  return arriving && !spec.modes.includes('concentrated') ? 'travel' : undefined;
}

/** The Allied zones of 30.2; in the 30.6 variant Adair sets up with the Guards Armoured HQ. */
function alliedZones(withLeaders: boolean): BreakoutZoneSpec[] {
  return BO_ZONES.filter((z) => z.side === 'allied').map((z) => (withLeaders && z.counters.includes('uk-ga-hq') ? { ...z, leaders: [...PREP_ALLIED_LEADERS] } : z));
}

export function breakoutSetup(seed: string, options: BreakoutOptions = {}): GameSetup {
  const preparedness = options.preparedness ?? false;
  const withLeaders = options.leaders ?? true;
  // [30.45] no Adair in scenario 30; [30.6] the variant uses him
  const oob = breakoutOrderOfBattle(options.catalogue, preparedness && withLeaders ? PREP_ALLIED_LEADERS : []);
  const units = new Map<string, Unit>(oob.counters.map((spec) => [spec.id, toUnit(spec, { hex: null, mode: startMode(spec, false) })]));
  if (withLeaders) for (const leader of hellsHighwayLeaders(oob.leaders, oob.formations, oob.counters)) units.set(leader.id, leader);

  for (const group of BO_REINFORCEMENTS) {
    for (const id of groupCounterIds(oob.counters, group)) {
      const spec = oob.counters.find((c) => c.id === id)!;
      units.set(id, { ...toUnit(spec, { hex: null, mode: startMode(spec, true) }), arrival: { turn: group.turn, hexes: [group.hex] } });
    }
  }

  const formations = toFormations(oob.formations);
  const ssSupply = options.ssSupply ?? 'walther';
  const zones = breakoutZones(oob.counters, withLeaders, preparedness ? [...PREP_GERMAN_ZONES, ...alliedZones(withLeaders)] : BO_ZONES);
  // [30.2] the XXX Corps spearhead: every Allied unit set up on the map (group y)
  const xxxCorps = zones.filter((z) => z.side === 'allied').flatMap((z) => z.unitIds);
  const supply = breakoutSupply();
  if (ssSupply === 'northEdge') supply.sources.push(ssNorthEdgeSource());
  return {
    scenarioId: preparedness ? BREAKOUT_PREPAREDNESS_ID : BREAKOUT_ID,
    seed,
    startTurn: BO_START_TURN,
    startPhase: BO_START_PHASE,
    lastTurn: BO_LAST_TURN,
    units: ssSupply === 'walther' ? attachSsToWalther([...units.values()], formations) : [...units.values()],
    formations,
    playArea: structuredClone(BO_PLAY_AREA),
    // [30.42] no Allied unit leaves Travel of its own will before GT 3
    travelLock: { side: 'allied', fromTurn: BO_TRAVEL_FREE_TURN, rule: '30.42' },
    // [30.47, errata] the canal bridges may be blown as play opens; the German decides at once
    startLineBridges: { bridges: [...BO_START_LINE_BRIDGES], rule: '30.47' },
    // [30.43] 18 special bombardments: GT 2 before play, or GT 3's Allied fire phases
    bombardments: breakoutBombardments(),
    // [30.6] the variant's German set-up: an unbroken line of zones of control, and 19 entrenchments to place on the front line
    deployment: preparedness ? { order: [...BO_DEPLOYMENT_ORDER], zones, zocLine: { ...PREP_ZOC_LINE }, entrenchments: prepEntrenchments() } : { order: [...BO_DEPLOYMENT_ORDER], zones },
    // [30.46] the optional road rule's data (in force only when the players choose it); in the
    // 30.6 variant XXX Corps advances on any frontage, so only the German hold remains
    restrictions: { hqPosts: [], exitDeadline: null, roadCorridor: breakoutRoadCorridor(preparedness ? [] : xxxCorps) },
    supply,
    air: { allotments: {} },
    victory: breakoutVictory(options.victory ?? 'historical'),
  };
}
