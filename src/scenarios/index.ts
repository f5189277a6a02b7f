/**
 * The scenarios a new game can start from. Each entry builds a `GameSetup` from a seed and the
 * player's choices; the app's New game control lists them and their victory sets.
 */
import type { GameSetup } from '../rules/engine/createGame';
import { hellsHighwaySetup, HELLS_HIGHWAY_ID } from './hellsHighway/scenario';
import { breakoutSetup, BREAKOUT_ID, BREAKOUT_PREPAREDNESS_ID } from './breakout/scenario';
import { drop101Setup, DROP_101_ID } from './drop101/scenario';
import { drop82Setup, DROP_82_ID } from './drop82/scenario';
import { drop1stSetup, DROP_1ST_ID } from './drop1st/scenario';
import { destruction1stSetup, DESTRUCTION_1ST_ID } from './destruction1st/scenario';
import type { Catalogue } from './oob/catalogue';

export interface ScenarioOptions {
  /** Which set of victory conditions (ids from `victorySets`). */
  victory?: string;
  /** Rule options by id (from `ruleOptions`); a missing one takes its default. */
  rules?: Record<string, boolean>;
  /** The counter catalogue with the player's printed values loaded, for the units of the new game. */
  catalogue?: Catalogue;
}

/** A rule the players may switch on or off for one game, with the case it rests on. */
export interface ScenarioRuleOption {
  id: string;
  label: string;
  rule: string;
  default: boolean;
}

export interface ScenarioEntry {
  id: string;
  name: string;
  /** The section of the rules that defines it, e.g. `24.0`. */
  rule: string;
  description: string;
  /** The victory condition sets to choose from; the first is the default. */
  victorySets: { id: string; name: string; rule: string }[];
  /** Rule options offered on New game. */
  ruleOptions: ScenarioRuleOption[];
  setup(seed: string, options?: ScenarioOptions): GameSetup;
}

/** Scenario 30 and its 30.6 variant share their victory sets [30.51, 30.52] and the 30.44 supply option. */
const BREAKOUT_VICTORY_SETS = [
  { id: 'historical', name: 'Historical', rule: '30.51' },
  { id: 'player', name: 'Player', rule: '30.52' },
];
const SS_NORTH_EDGE_OPTION: ScenarioRuleOption = {
  id: 'ssNorthEdge',
  label: "SS units trace supply to the north edge (as independents) instead of joining Walther's net",
  rule: '30.44',
  default: false,
};

/** The New game choices as scenario 30's set-up reads them. */
function breakoutChoice(options: ScenarioOptions | undefined) {
  return {
    victory: options?.victory === 'player' ? ('player' as const) : ('historical' as const),
    leaders: options?.rules?.leaders ?? true,
    ssSupply: options?.rules?.ssNorthEdge ? ('northEdge' as const) : ('walther' as const),
    catalogue: options?.catalogue,
  };
}

/** Scenarios 28 and 29 share the 28.43 supplyhead option. */
const SUPPLYHEAD_SHIFT_OPTION: ScenarioRuleOption = {
  id: 'supplyheadShift',
  label: 'Historical supplyhead shift: A2419, then A2528 on GT 8, then A2324 once out of supply (optional)',
  rule: '28.43',
  default: false,
};

/** [28.0] Drop of the British 1st Airborne. */
const DROP_1ST_ENTRY: ScenarioEntry = {
    id: DROP_1ST_ID,
    name: 'Drop of the British 1st Airborne, 17–18 Sept',
    rule: '28.0',
    description:
      "Map A, 14½ Game-Turns (GT 1 from Phase 13 to GT 15; a New game option ends it after GT 14, the printed \"14 Game-Turns\"), about 4 hours. The 1st Airborne lands on the heaths west of Oosterbeek, eight miles from its prize, the road bridge at Arnhem, while two SS Panzer divisions refitting nearby wake up faster than anyone in England expected. The Allied task: drop serials 38–47 (the England panel, GT 1) and 48–54 (from GT 12) by the pathfinders at A1914, A2409 and A2316, and hold both Rhine bridges' north ends (A1926, A2232) and A2528 at the end. The German task: inflict 15 strength points of losses, keep the paratroops west of hexrow xx26 on the north bank and in sight of their pathfinders, while the 9th SS recon battalion races south off the map by A0130 on GT 3 [28.42].",
    victorySets: [
      { id: 'historical', name: 'Historical', rule: '28.51' },
      { id: 'player', name: 'Player', rule: '28.52' },
    ],
    ruleOptions: [
      { id: 'drop1stEndsGT14', label: 'End after GT 14 (the printed "14 Game-Turns") instead of GT 15', rule: '28.1', default: false },
      SUPPLYHEAD_SHIFT_OPTION,
    ],
    setup: (seed, options) =>
      drop1stSetup(seed, {
        victory: options?.victory === 'player' ? 'player' : 'historical',
        endsGT14: options?.rules?.drop1stEndsGT14 ?? false,
        supplyheadShift: options?.rules?.supplyheadShift ?? false,
        catalogue: options?.catalogue,
      }),
};


/** [29.0] Destruction of the British 1st, scenario 28 carried on to GT 44. */
const DESTRUCTION_1ST_ENTRY: ScenarioEntry = {
  id: DESTRUCTION_1ST_ID,
  name: 'Destruction of the British 1st, 17–21 Sept',
  rule: '29.0',
  description:
    "Map A, 43½ Game-Turns (GT 1 from Phase 13 to GT 44), about 10 hours: scenario 28 played on until the evening of 21 September. The drops and the first two days are as in 28; then the SS closes in around Oosterbeek, the Flak Brigade and more independents arrive, and on GT 43 the Polish brigade (serials 55–58, its pathfinder placed anywhere) drops to the rescue. The Allied task: keep both ends of a Rhine bridge or the Driel ferry with the north bank clear of Germans near it, and stay in supply and north of the river. The German task: 45 strength points of losses, the airhead cut off from its supplyhead, and no paratrooper left north of the Neder Rijn.",
  victorySets: [
    { id: 'historical', name: 'Historical', rule: '29.51' },
    { id: 'player', name: 'Player', rule: '29.52' },
  ],
  ruleOptions: [SUPPLYHEAD_SHIFT_OPTION],
  setup: (seed, options) =>
    destruction1stSetup(seed, {
      victory: options?.victory === 'player' ? 'player' : 'historical',
      supplyheadShift: options?.rules?.supplyheadShift ?? false,
      catalogue: options?.catalogue,
    }),
};

const SCENARIO_LIST: readonly ScenarioEntry[] = [
  {
    id: HELLS_HIGHWAY_ID,
    name: "Hell's Highway, 22–23 Sept",
    rule: '24.0',
    description:
      'Introductory scenario on Map C: the 107th Panzer Brigade and Kampfgruppen of the 59th and 85th Divisions try to cut the corridor held by the 101st Airborne. 15 Game-Turns.',
    victorySets: [
      { id: 'historical', name: 'Historical', rule: '24.61' },
      { id: 'player', name: 'Player', rule: '24.62' },
    ],
    ruleOptions: [{ id: 'leaders', label: 'Leaders: Erdmann and von Maltzahn come with their HQs', rule: '19.8', default: true }],
    setup: (seed, options) =>
      hellsHighwaySetup(seed, { victory: options?.victory === 'player' ? 'player' : 'historical', leaders: options?.rules?.leaders ?? true, catalogue: options?.catalogue }),
  },
  {
    id: BREAKOUT_ID,
    name: 'Breakout of XXX Corps, 17–18 Sept',
    rule: '30.0',
    description:
      'Map D, 14 Game-Turns (GT 2 from Phase 13 to GT 15), no air drops. The Guards Armoured Division, massed in Travel Mode south of the Meuse–Escaut canal, must punch through the parachute and SS battle groups holding the far bank and race up the road towards Eindhoven; the 506th PIR comes down the road from the north on GT 8. The Allied task: break the line quickly and get the Guards off the north edge intact. The German task: bleed the armour (30 points lost) and hold the road for as long as possible.',
    victorySets: BREAKOUT_VICTORY_SETS,
    ruleOptions: [
      { id: 'leaders', label: 'Leaders: Walther starts with his HQ at D1616', rule: '19.8', default: true },
      SS_NORTH_EDGE_OPTION,
    ],
    setup: (seed, options) => breakoutSetup(seed, breakoutChoice(options)),
  },
  {
    id: BREAKOUT_PREPAREDNESS_ID,
    name: 'Breakout of XXX Corps: German Preparedness (variant)',
    rule: '30.6',
    description:
      'Map D, 14 Game-Turns, as scenario 30 but the Germans were ready: they set up anywhere north of the canal, holding an unbroken line of zones of control from D0711 to D1033, behind 19 entrenchments on the front line, and General Adair leads the Guards. The Allied task: the same break-through to the north edge against a prepared line. The German task: make the line hold and bleed the armour.',
    victorySets: BREAKOUT_VICTORY_SETS,
    ruleOptions: [
      { id: 'leaders', label: 'Leaders: Walther with his HQ at D1616, Adair with the Guards Armoured HQ', rule: '19.8', default: true },
      SS_NORTH_EDGE_OPTION,
    ],
    setup: (seed, options) => breakoutSetup(seed, { ...breakoutChoice(options), preparedness: true }),
  },
  {
    id: DROP_101_ID,
    name: 'Drop of the 101st Airborne, 17–18 Sept',
    rule: '26.0',
    description:
      "Map C, 14½ Game-Turns (GT 1 from Phase 13 to GT 15), about 3 hours. On the first afternoon of Market-Garden the 101st Airborne parachutes onto the fields between Son and Veghel to seize the highway's canal and river crossings before XXX Corps arrives from the south; the 59th Infantry Division, missing from the German order of battle until the next day, comes in from the west around Best. The Allied task: drop the serials of England (the drop planner in the England panel, GT 1) onto the pathfinders' zones, put the regimental HQs on their posts by GT 3 and march the 506th off by C0117 by the end of GT 8 [26.51, 26.52], and keep the road and its bridges clear. The German task: inflict losses (15 strength points), hold both ends of the Son or Veghel bridge, and bring artillery to bear on the road or a pathfinder.",
    victorySets: [
      { id: 'historical', name: 'Historical', rule: '26.61' },
      { id: 'player', name: 'Player', rule: '26.62' },
    ],
    ruleOptions: [],
    setup: (seed, options) => drop101Setup(seed, { victory: options?.victory === 'player' ? 'player' : 'historical', catalogue: options?.catalogue }),
  },
  {
    id: DROP_82_ID,
    name: 'Drop of the 82nd Airborne, 17–18 Sept',
    rule: '27.0',
    description:
      "Map B, 14½ Game-Turns (GT 1 from Phase 13 to GT 15), about 3 hours. The 82nd Airborne comes down between Grave and the Groesbeek heights to take the Maas bridge at Grave, the Maas–Waal canal crossings and, if it can, the great road bridge over the Waal at Nijmegen, while a thin screen of German rear-area troops, flak and Kampfgruppe Henke holds the town and Korps Feldt gathers in the Reichswald; the 9th SS reconnaissance battalion races down from Arnhem on GT 4. The 504th and the Germans begin out of supply. The Allied task: drop serials 17–28 (the England panel's drop planner, GT 1) on the pathfinders' zones, put the 504th, 505th and 508th HQs on B1332, B2148 and B3044 by the end of GT 3 and keep them there [27.41], and open a road from the south edge to Nijmegen free of Germans and their zones of control. The German task: keep the Allies off the Waal bridge, destroy 10 strength points (unsupplied Allied units count at the end [27.42]) and threaten a pathfinder's drop zone.",
    victorySets: [
      { id: 'historical', name: 'Historical', rule: '27.51' },
      { id: 'player', name: 'Player', rule: '27.52' },
    ],
    ruleOptions: [],
    setup: (seed, options) => drop82Setup(seed, { victory: options?.victory === 'player' ? 'player' : 'historical', catalogue: options?.catalogue }),
  },
  DROP_1ST_ENTRY,
  DESTRUCTION_1ST_ENTRY,
];

/** The scenarios in the rules' order: 24, 26, 27, 28, 29, 30, 30.6. */
export const SCENARIOS: readonly ScenarioEntry[] = [...SCENARIO_LIST].sort((a, b) => Number(a.rule) - Number(b.rule));

export const DEFAULT_SCENARIO_ID = HELLS_HIGHWAY_ID;

export function scenarioById(id: string): ScenarioEntry | undefined {
  return SCENARIOS.find((s) => s.id === id);
}
