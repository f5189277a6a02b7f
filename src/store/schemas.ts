/**
 * Zod schemas of the plain-JSON game state and commands, used to check save files and autosaves
 * before anything in them reaches the engine (ARCHITECTURE §8: bad input gets a clear message).
 *
 * Each schema mirrors a type of src/rules exactly. The compile-time checks at the bottom fail
 * the type check as soon as a type and its schema drift apart (for example when a rules module
 * adds a field to Unit): add the field here too. Command schemas are declared by each command's
 * module and gathered by the engine's registry.
 *
 * Objects are strict: a key the game does not know is a structural problem, not something to drop
 * silently, so a file either describes a position this version understands or is refused.
 */
import { z } from 'zod';
import {
  COMMAND_TYPES,
  commandSchema,
  hexIdSchema,
  modeSchema,
  sectionSchema,
  sideSchema,
  GAME_STATE_VERSION,
  positionFromUnitRecord,
  type AleaState,
  type Command,
  type CommandType,
  type DiceState,
  type EngineerWork,
  type GameOptions,
  type GameState,
  type HexId,
  type Mode,
  type Nationality,
  type PendingDecision,
  type PendingKind,
  type PhaseNumber,
  type Section,
  type Side,
  type Unit,
  type Formation,
  type WeatherState,
  type SupplySource,
  type SupplyState,
  type UnitStatus,
  type UnitType,
  type AirState,
  type AirLandingState,
  SERIAL_GROUPS,
  initialAirLanding,
  unitTypeSchema,
  victoryReportSchema,
  victoryStateSchema,
} from '../rules/api';

/** Zod 4 numbers are finite: NaN and ±Infinity (e.g. `1e400` in a file) are refused. */
const finite = z.number();
const integer = z.number().int();
const nonNegativeInteger = z.number().int().nonnegative();

export const nationalitySchema = z.enum(['US', 'UK', 'PL', 'NL', 'DE']);
export { hexIdSchema, modeSchema, sectionSchema, sideSchema };

export const phaseNumberSchema = z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);

export const commandTypeSchema = z.enum(COMMAND_TYPES as readonly [CommandType, ...CommandType[]]);

/** Every command the engine knows, from the command modules' own schemas (engine/registry.ts); anything else is refused. */
export { commandSchema };

export const fireChoiceSchema = z.enum(['disperse', 'loseStep', 'disrupt', 'stay', 'concentrated', 'dispersed']);
export const engineerWorkKindSchema = z.enum(['repair', 'demolish', 'entrench']);

export const unitStatusSchema = z.strictObject({
  disrupted: z.boolean(),
  depleted: z.boolean(),
  fired: z.boolean(),
  mpSpent: z.number().nonnegative(),
  modeChanged: z.boolean(),
  recoverAs: modeSchema.optional(), // [11.52]
});

export const unitSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string(),
  side: sideSchema,
  nationality: nationalitySchema,
  type: unitTypeSchema,
  subordination: z.string(),
  formationId: z.string().optional(),
  airborne: z.boolean().optional(),
  landedTurn: z.number().int().positive().optional(), // [11.13]
  attachedTo: z.string().optional(), // [17.17, 17.21c, 18.52]
  resubordinatedTurn: z.number().int().positive().optional(), // [18.52]
  effectivenessPenalty: z.strictObject({ value: z.number().int().positive(), rule: z.string() }).optional(), // [17.21c]
  printedStrength: nonNegativeInteger,
  strength: nonNegativeInteger,
  effectiveness: z.partialRecord(modeSchema, integer),
  effectivenessParenthesized: z.boolean().optional(),
  printedMorale: integer,
  range: nonNegativeInteger,
  modes: z.array(modeSchema),
  hex: hexIdSchema.nullable(),
  stackIndex: nonNegativeInteger,
  mode: modeSchema,
  static: z.boolean().optional(),
  eliminated: z.strictObject({ turn: z.number().int().positive(), rule: z.string() }).optional(),
  arrival: z.strictObject({ turn: z.number().int().positive(), hexes: z.array(hexIdSchema) }).optional(),
  // [30.51, 30.52] left the map by an open edge
  exited: z
    .strictObject({ turn: z.number().int().positive(), hex: hexIdSchema, edge: z.enum(['north', 'south', 'west', 'east']), strength: nonNegativeInteger, rule: z.string() })
    .optional(),
  status: unitStatusSchema,
  // [19.0, 19.4] leaders only
  leader: z
    .strictObject({
      leads: z.string(),
      hqUnitId: z.string(),
      killedTurn: z.number().int().positive().optional(),
      deadForGood: z.boolean().optional(),
    })
    .optional(),
  // [24.4] off-map batteries
  offMapBattery: z.strictObject({ section: sectionSchema, fromRow: z.number().int().positive(), spotterNationality: nationalitySchema, rule: z.string() }).optional(),
});

export const aleaStateSchema = z.strictObject({ c: finite, s0: finite, s1: finite, s2: finite });

export const diceStateSchema = z.strictObject({
  seed: z.string(),
  prng: aleaStateSchema,
  rolled: nonNegativeInteger,
});

export const pendingKindSchema = z.enum(['opportunityFire', 'bridgeDemolition', 'germanCap', 'displacement', 'closeActionRetreat', 'closeActionAdvance', 'fireResult', 'landingOverstack', 'landingFire']);

export const opportunityTriggerSchema = z.strictObject({
  kind: z.enum(['leaveZoc', 'modeChange', 'restack', 'ferry', 'permanentFerry', 'displacement', 'closeAction']),
  hex: hexIdSchema,
  targetIds: z.array(z.string()),
  firerIds: z.array(z.string()),
});

export const pendingDecisionSchema = z.strictObject({
  kind: pendingKindSchema,
  side: sideSchema,
  rule: z.string(),
  prompt: z.string(),
  answers: z.array(commandTypeSchema),
  resume: commandSchema.nullable(),
  trigger: opportunityTriggerSchema.optional(),
  bridge: z.string().optional(),
  choices: z.array(hexIdSchema).optional(),
  closeAction: z
    .strictObject({
      attackerIds: z.array(z.string()),
      from: hexIdSchema,
      target: hexIdSchema,
      retreatingIds: z.array(z.string()),
      mayAdvance: z.boolean(),
    })
    .optional(),
  // [8.43, 5.32, 5.37] opportunity firers used, the owner's choice after a hit, the decision it interrupted
  fired: z.array(z.string()).optional(),
  announced: z.array(z.string()).optional(),
  fireResult: z
    .strictObject({
      unitId: z.string(),
      options: z.array(fireChoiceSchema),
      loss: z.enum(['direct', 'indirect']),
      opportunity: z.boolean(),
    })
    .optional(),
  // [14.5, 14.51] a landed serial over the stacking limit
  landing: z.strictObject({ hex: hexIdSchema, unitIds: z.array(z.string()), minimum: z.number().int().positive(), assaultable: z.array(hexIdSchema).optional() }).optional(),
  // [14.5, 14.58] the German special fire on a landing
  landingFire: z.strictObject({ hex: hexIdSchema, landedIds: z.array(z.string()), fired: z.array(z.string()) }).optional(),
  get outer() {
    return pendingDecisionSchema.optional();
  },
});

/** [5.24, 5.26, 5.32, 12.51, 17.2] fire bookkeeping of the phase */
export const fireRecordSchema = z.strictObject({
  shots: z.array(
    z.strictObject({ firerId: z.string(), targetId: z.string(), hex: hexIdSchema, strength: z.number().int().positive(), announced: z.array(z.string()).optional() }),
  ),
  disruptAtPhaseEnd: z.array(z.string()),
  heldFromMoving: z.array(z.string()),
});

export const bridgeStateSchema = z.strictObject({
  condition: z.enum(['intact', 'destroyed', 'underRepair']),
  blowOffered: z.boolean(),
  repaired: z.boolean(),
});

export const movementStateSchema = z.strictObject({
  group: z.array(z.string()),
  finished: z.array(z.string()),
  hexesMoved: z.record(z.string(), nonNegativeInteger),
  onRaised: z.array(z.string()),
  entryColumns: z.record(z.string(), nonNegativeInteger),
  displacement: z.strictObject({ unitIds: z.array(z.string()), from: hexIdSchema }).nullable(),
});

export const engineerWorkSchema = z.strictObject({
  kind: engineerWorkKindSchema,
  unitIds: z.array(z.string()),
  hex: hexIdSchema,
  bridge: z.string().optional(),
  turns: nonNegativeInteger,
  strength: nonNegativeInteger,
  startedTurn: z.number().int().positive(),
  startedPhase: phaseNumberSchema,
});

export const formationSchema = z.strictObject({
  id: z.string(),
  designation: z.string(),
  echelon: z.enum(['army', 'corps', 'division', 'brigade', 'regiment', 'kampfgruppe', 'battalion']),
  side: sideSchema,
  nationality: nationalitySchema,
  parentId: z.string().nullable(),
  hqUnitId: z.string().nullable(),
  airborne: z.boolean().optional(),
  reach: z.enum(['allArtillery', 'airborneArtillery']).optional(),
  controlledByAnyHq: z.boolean().optional(), // [12.41, 18.52]
  attachesToAnyHq: z.boolean().optional(), // [18.52]
  promotedFrom: z.string().optional(), // [17.19]
});

const weatherValueSchema = z.union([z.number().int().min(0).max(11), z.literal('P')]);
export const weatherStateSchema = z.strictObject({ north: weatherValueSchema, south: weatherValueSchema });

// [11.1, 11.13, 24.5] supply sources and supplyheads
const reasonSchema = z.strictObject({ rule: z.string(), reason: z.string() });
export const supplySourceSchema = z.strictObject({
  id: z.string(),
  side: sideSchema,
  hexes: z.array(hexIdSchema),
  rule: z.string(),
  name: z.string().optional(),
  forFormations: z.array(z.string()).optional(),
  offMap: z.boolean().optional(),
  actsAsHq: z.boolean().optional(),
  onlyProvider: z.boolean().optional(),
  hexesBeyondEdge: z.number().int().nonnegative().optional(),
  closed: reasonSchema.optional(),
});
export const supplyStateSchema = z.strictObject({
  sources: z.array(supplySourceSchema),
  supplyheads: z.record(z.string(), hexIdSchema),
  supplyheadsToPlace: z.array(z.string()).optional(),
  sharedSupplyheads: z.record(z.string(), z.array(z.string())).optional(),
  redropStreaks: z.record(z.string(), z.number().int().nonnegative()).optional(),
});

export const gameOptionsSchema = z.record(z.string(), z.union([z.boolean(), finite, z.string()]));

/** [15.0–15.34] Airstrike allotments, placed strikes and CAP. */
const sideAllotmentSchema = z.strictObject({ allied: z.number().int().nonnegative(), german: z.number().int().nonnegative() });
export const airStateSchema = z.strictObject({
  allotments: z.record(z.string(), sideAllotmentSchema),
  xxxCorpsFormationIds: z.array(z.string()),
  spent: sideAllotmentSchema,
  segment: z.string(),
  strikes: z.array(
    z.strictObject({ side: sideSchema, hex: hexIdSchema, targetId: z.string().nullable(), strikes: z.number().int().positive(), turn: z.number().int().positive() }),
  ),
  caps: z.array(
    z.strictObject({
      side: sideSchema,
      hex: hexIdSchema,
      strikes: z.number().int().nonnegative(),
      radius: z.number().int().nonnegative(),
      turn: z.number().int().positive(),
    }),
  ),
  germanAirDestroyed: z.boolean(),
});

export const airLandingStateSchema = z.strictObject({
  serials: z.record(
    z.string(),
    z.strictObject({ id: z.string(), group: z.enum(SERIAL_GROUPS), unitIds: z.array(z.string()), lifts: z.number().int().nonnegative(), glider: z.boolean().optional(), availableFrom: z.number().int().positive().optional() }),
  ),
  lift: z.strictObject({
    perDay: z.record(z.string(), z.number().int().nonnegative()).nullable(),
    day: z.number().int().positive(),
    left: z.number().int().nonnegative().nullable(),
    carried: z.number().int().nonnegative(),
  }),
  weatherRolled: z.boolean(),
  noFlightAllDay: z.boolean(),
  flakIgnored: z.boolean(),
  routes: z.strictObject({ maasReached: z.boolean(), b3236Captured: z.boolean() }),
  landedThisTurn: z.record(z.string(), z.strictObject({ turn: z.number().int().positive(), serialIds: z.array(z.string()) })),
  cap: z
    .strictObject({ turn: z.number().int().positive(), phase: z.number().int().positive(), centre: z.string(), covered: z.number().int().nonnegative(), intercepted: z.boolean() })
    .nullable(),
  // [14.0c] the turn's drop plot
  plot: z
    .strictObject({
      turn: z.number().int().positive(),
      drops: z.record(z.string(), z.strictObject({ hex: hexIdSchema, route: z.enum(['north', 'south']) })),
      locked: z.boolean(),
    })
    .nullable()
    .optional(),
});

export const gameStateSchema = z
  .strictObject({
    version: z.literal(GAME_STATE_VERSION),
    scenarioId: z.string(),
    options: gameOptionsSchema,
    turn: z.number().int().positive(),
    lastTurn: z.number().int().positive(),
    phase: phaseNumberSchema,
    units: z.record(z.string(), unitSchema),
    formations: z.record(z.string(), formationSchema),
    weather: weatherStateSchema,
    bridges: z.record(z.string(), bridgeStateSchema),
    entrenchments: z.array(hexIdSchema),
    works: z.array(engineerWorkSchema),
    movement: movementStateSchema,
    closeActions: z.strictObject({ attackerIds: z.array(z.string()), byTarget: z.record(z.string(), z.array(z.string())) }),
    dice: diceStateSchema,
    pending: pendingDecisionSchema.nullable(),
    fire: fireRecordSchema,
    germanPmAirstrikesToday: z.boolean().nullable(),
    supply: supplyStateSchema,
    air: airStateSchema,
    // [24.1, 24.2] scenario play area and set-up (absent in older saves: none)
    playArea: z
      .strictObject({
        section: sectionSchema,
        minRow: z.number().int().positive(),
        maxRow: z.number().int().positive(),
        rule: z.string(),
        // where the view of a new game opens when not the area's middle (absent: the middle)
        centre: hexIdSchema.optional(),
        exits: z
          .array(
            z.strictObject({
              side: sideSchema,
              edges: z.array(z.enum(['north', 'south', 'west', 'east'])),
              northOfRow: z.number().int().nonnegative(),
              rule: z.string(),
              hexes: z.array(hexIdSchema).optional(),
              unitIds: z.array(z.string()).optional(),
            }),
          )
          .optional(),
        barred: z
          .array(
            z.strictObject({
              side: sideSchema,
              section: sectionSchema,
              seed: hexIdSchema,
              boundary: z.enum(['river', 'canal', 'stream', 'dike', 'blocked']),
              rule: z.string(),
              where: z.string(),
            }),
          )
          .optional(),
      })
      .nullable()
      .default(null),
    // [30.42] Travel Mode held until a Game-Turn (absent in older saves: none)
    travelLock: z.strictObject({ side: sideSchema, fromTurn: z.number().int().positive(), rule: z.string() }).nullable().default(null),
    // [30.47] start-line bridges still to be offered for demolition (absent in older saves: none)
    startLineBridges: z.strictObject({ bridges: z.array(z.string()), rule: z.string() }).nullable().default(null),
    // [30.43] special bombardments left and the hexes bombarded this phase (absent: none)
    bombardments: z
      .strictObject({
        left: z.number().int().nonnegative(),
        openingTurn: z.number().int().positive(),
        openingPhase: phaseNumberSchema,
        lastTurn: z.number().int().positive(),
        section: sectionSchema,
        southOfRow: z.number().int().positive(),
        done: z.strictObject({ turn: z.number().int().positive(), phase: phaseNumberSchema, hexes: z.array(hexIdSchema) }).nullable(),
        rule: z.string(),
      })
      .nullable()
      .optional(),
    // [26.51, 26.52] HQ posts and an exit deadline (absent in older saves: none)
    restrictions: z
      .strictObject({
        hqPosts: z.array(z.strictObject({ unitId: z.string(), hex: hexIdSchema, fromTurn: z.number().int().positive(), holds: z.boolean(), rule: z.string() })),
        exitDeadline: z.strictObject({ unitIds: z.array(z.string()), hex: hexIdSchema, byTurn: z.number().int().positive(), rule: z.string() }).nullable(),
        // [27.1] units out of supply as play begins (absent: none)
        startUnsupplied: z.strictObject({ unitIds: z.array(z.string()), throughTurn: z.number().int().positive(), rule: z.string() }).optional(),
        // [28.41, 28.43, 28.44] (absent in older saves and in other scenarios)
        ferryBan: z.strictObject({ side: sideSchema, rule: z.string() }).optional(),
        recoveryLock: z
          .strictObject({ unitIds: z.array(z.string()), near: z.array(hexIdSchema), untilTurn: z.number().int().positive(), rule: z.string() })
          .optional(),
        supplyheadShift: z
          .strictObject({ formationId: z.string(), hex: hexIdSchema, turn: z.number().int().positive(), lastHex: hexIdSchema, rule: z.string() })
          .optional(),
        // [30.46] the optional road rule's data (absent in older saves and in other scenarios)
        roadCorridor: z
          .strictObject({
            road: z.array(hexIdSchema),
            keptUnitIds: z.array(z.string()),
            keptWithin: z.number().int().nonnegative(),
            assaultWithin: z.number().int().nonnegative(),
            heldSide: sideSchema,
            heldFrom: z.number().int().nonnegative(),
            releaseRow: z.number().int(),
            released: z.boolean(),
            rule: z.string(),
          })
          .optional(),
      })
      .nullable()
      .default(null),
    deployment: z
      .strictObject({
        side: sideSchema,
        order: z.array(sideSchema),
        zones: z.array(z.strictObject({ id: z.string(), side: sideSchema, unitIds: z.array(z.string()), center: hexIdSchema, radius: z.number().int().nonnegative(), rule: z.string() })),
        // [30.6] an unbroken line of zones of control the side must leave
        zocLine: z.strictObject({ side: sideSchema, from: hexIdSchema, to: hexIdSchema, rule: z.string() }).optional(),
        // [30.6] entrenchments a side places at its set-up
        entrenchments: z.strictObject({ side: sideSchema, count: z.number().int().nonnegative(), hexes: z.array(hexIdSchema), where: z.string(), rule: z.string() }).optional(),
      })
      .nullable()
      .default(null),
    // [24.6, 25.5] victory conditions and record (absent in older saves: none)
    victory: victoryStateSchema.nullable().default(null),
    // [14.3, 14.31] pathfinder markers (absent in older saves: none)
    pathfinders: z.record(z.string(), z.strictObject({ formationId: z.string(), hex: hexIdSchema.nullable(), fixed: z.boolean() })).default({}),
    // [14.1–14.7] England display, Lift Points, weather rolling (absent in older saves: nothing in England)
    airLanding: airLandingStateSchema.default(() => initialAirLanding()),
    ended: z
      .strictObject({
        turn: z.number().int().positive(),
        reason: z.string(),
        winner: z.union([sideSchema, z.literal('draw')]).optional(),
        victory: victoryReportSchema.optional(),
      })
      .nullable(),
  })
  .superRefine((state, ctx) => {
    // A unit is filed under its own id: the engine looks units up by key and reports by `id`.
    for (const [key, unit] of Object.entries(state.units)) {
      if (unit.id !== key) {
        ctx.addIssue({ code: 'custom', path: ['units', key, 'id'], message: `is "${unit.id}" but the unit is filed under "${key}"` });
      }
    }
  })
  // Files keep the units as one record keyed by id; the engine keeps them in buckets (state/unitBuckets.ts).
  .transform((file): GameState => positionFromUnitRecord(file));

// ---------------------------------------------------------------------------------------------
// Compile-time checks: each schema's inferred type is exactly the engine's type.

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

export type SchemaMatchesTypes = [
  Assert<Equals<z.infer<typeof sideSchema>, Side>>,
  Assert<Equals<z.infer<typeof nationalitySchema>, Nationality>>,
  Assert<Equals<z.infer<typeof unitTypeSchema>, UnitType>>,
  Assert<Equals<z.infer<typeof modeSchema>, Mode>>,
  Assert<Equals<z.infer<typeof sectionSchema>, Section>>,
  Assert<Equals<z.infer<typeof hexIdSchema>, HexId>>,
  Assert<Equals<z.infer<typeof phaseNumberSchema>, PhaseNumber>>,
  Assert<Equals<z.infer<typeof commandTypeSchema>, CommandType>>,
  Assert<Equals<z.infer<typeof commandSchema>, Command>>,
  Assert<Equals<z.infer<typeof unitStatusSchema>, UnitStatus>>,
  Assert<Equals<z.infer<typeof unitSchema>, Unit>>,
  Assert<Equals<z.infer<typeof aleaStateSchema>, AleaState>>,
  Assert<Equals<z.infer<typeof diceStateSchema>, DiceState>>,
  Assert<Equals<z.infer<typeof pendingKindSchema>, PendingKind>>,
  Assert<Equals<z.infer<typeof pendingDecisionSchema>, PendingDecision>>,
  Assert<Equals<z.infer<typeof gameOptionsSchema>, GameOptions>>,
  Assert<Equals<z.infer<typeof engineerWorkSchema>, EngineerWork>>,
  Assert<Equals<z.infer<typeof formationSchema>, Formation>>,
  Assert<Equals<z.infer<typeof weatherStateSchema>, WeatherState>>,
  Assert<Equals<z.infer<typeof supplySourceSchema>, SupplySource>>,
  Assert<Equals<z.infer<typeof supplyStateSchema>, SupplyState>>,
  Assert<Equals<z.infer<typeof gameStateSchema>, GameState>>,
  Assert<Equals<z.infer<typeof airStateSchema>, AirState>>,
  Assert<Equals<z.infer<typeof airLandingStateSchema>, AirLandingState>>,
];
