/**
 * [16.6, 16.7, 18.42] Engineers declare a work of several Game-Turns. They must all stand in one
 * hex, belong to the phasing side and be of the right type, strength and mode; repairs need a
 * destroyed bridge with an end in their hex and no enemy at either end; demolitions need a bridge
 * 16.7 covers, beside them and standing, and the `engineerDemolition` option. One work per hex.
 * Progress is counted by engineers/progress.ts (a phase hook).
 */
import { z } from 'zod';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type Refusal, type Validation } from '../../core/refusal';
import type { Side, Unit } from '../../core/unit';
import { defineCommand } from '../../define/defineCommand';
import { unitIdsSchema } from '../../define/schemaParts';
import { beginWork, enemyNearBridge, findBridge, isBridgeEnd, isNextToBridge, unsuppliedEngineer } from '../progress';
import { demolitionTurns, ENGINEER_WORK_KINDS, engineerDemolitionAllowed, WORK_MIN_STRENGTH, WORK_NEEDS_CONCENTRATED, WORK_RULE, WORK_UNIT_TYPE } from '../works';
import { canonicalHexId, type HexId } from '../../hex';
import { phaseDefinition } from '../../sequence/phases';
import { bridgeState } from '../../state/bridges';
import { sideStacksWith } from '../../state/stacks';
import type { World } from '../../world/world';
import { unitById } from '../../state/unitBuckets';

/**
 * [16.6, 16.7, 18.42] Engineers in one hex begin a work of several Game-Turns: repair the destroyed
 * `bridge` at whose end they stand, demolish the `bridge` beside them, or entrench their hex.
 */
export interface StartWorkCommand {
  type: 'startWork';
  kind: 'repair' | 'demolish' | 'entrench';
  unitIds: string[];
  bridge?: string;
}

declare module '../../core/commands' {
  interface CommandMap {
    startWork: StartWorkCommand;
  }
}

export const startWorkCommand = defineCommand({
  type: 'startWork',
  schema: z.strictObject({
    type: z.literal('startWork'),
    kind: z.enum(['repair', 'demolish', 'entrench']),
    unitIds: unitIdsSchema,
    bridge: z.string().optional(),
  }),
  // [16.6, 16.7, 18.42] declared in the Command and Conditional Movement Phases.
  when: { phases: ['command', 'conditionalMovement'] },
  validate: validateStartWork,
  apply: (draft, command, { world, events }) => applyStartWork(draft, command, world, events),
  candidates: [{ kind: 'work', list: entrenching }],
  describe: (c) => `set ${c.unitIds.map((id) => `"${id}"`).join(', ')} to ${c.kind} ${c.kind === 'entrench' ? 'their hex' : `bridge "${c.bridge ?? '?'}"`}`,
  label: (c, name) => `${c.unitIds.map(name).join(', ')}: ${c.kind === 'entrench' ? 'entrench' : `${c.kind} bridge ${c.bridge ?? '?'}`} [${c.kind === 'entrench' ? '18.42' : c.kind === 'repair' ? '16.6' : '16.7'}]`,
  possible: {
    kinds: [{ kind: 'startWork', one: 'engineer stack', many: 'engineer stacks', verb: 'can start to entrench', rule: '18.42' }],
    key: (_state, c) => ({ kind: 'startWork', keys: [c.unitIds.join('+')] }),
  },
  actors: (c) => c.unitIds,
});

interface WorkPlan {
  hex: HexId;
  units: Unit[];
  strength: number;
}

function planWork(state: GameState, command: StartWorkCommand, world: World): WorkPlan | Refusal {
  if (!ENGINEER_WORK_KINDS.includes(command.kind)) return refuse('INVALID_COMMAND', '18.4', `"${String(command.kind)}" is not an engineers' work.`);
  const rule = WORK_RULE[command.kind];
  if (command.kind === 'demolish' && !engineerDemolitionAllowed(state.options)) {
    return refuse('OPTION_OFF', rule, 'Demolition by engineers is switched off in this game (option engineerDemolition).');
  }
  if (command.unitIds.length === 0 || new Set(command.unitIds).size !== command.unitIds.length) {
    return refuse('INVALID_COMMAND', rule, 'Name each engineer doing the work once.');
  }
  const phasing = phaseDefinition(state.phase).phasing;
  const type = WORK_UNIT_TYPE[command.kind];
  const units: Unit[] = [];
  let hex: HexId | undefined;
  for (const id of command.unitIds) {
    const unit = unitById(state, id);
    if (!unit) return refuse('UNKNOWN_UNIT', rule, `There is no unit with id "${id}".`);
    if (unit.eliminated || unit.hex === null) return refuse('NOT_ON_MAP', rule, `${unit.name} is not on the map.`);
    if (unit.side !== phasing) return refuse('WRONG_SIDE', rule, `${unit.name} is not yours to command in this phase.`);
    if (unit.type !== type) return refuse('WRONG_UNIT_TYPE', rule, `Only ${type === 'bridgeEngineer' ? 'bridge' : 'combat'} engineers can do this; ${unit.name} is not one.`);
    const here = canonicalHexId(unit.hex)!;
    if (hex !== undefined && here !== hex) return refuse('NOT_IN_STACK', rule, 'The engineers doing a work must all be in one hex.');
    hex = here;
    if (unit.status.disrupted) return refuse('DISRUPTED', rule, `${unit.name} is disrupted.`);
    if (WORK_NEEDS_CONCENTRATED[command.kind] && unit.mode !== 'concentrated') {
      return refuse('WRONG_MODE', rule, `${unit.name} must be in concentrated mode.`);
    }
    const busy = state.works.find((w) => w.unitIds.includes(id));
    if (busy) return refuse('WORK_UNDER_WAY', rule, `${unit.name} is already at work in ${busy.hex}.`);
    units.push(unit);
  }
  if (state.works.some((w) => w.hex === hex)) return refuse('WORK_UNDER_WAY', rule, `A work is already under way in ${hex}.`);
  const strength = units.reduce((sum, u) => sum + u.strength, 0);
  const least = WORK_MIN_STRENGTH[command.kind];
  if (strength < least) return refuse('TOO_WEAK', rule, `The engineers have ${strength} SP; this work needs at least ${least}.`);
  const why = command.kind === 'entrench' ? whyNoEntrenching(state, command, hex!) : whyNoBridgeWork(state, world, command, hex!, units[0]!);
  return why ?? { hex: hex!, units, strength };
}

function whyNoEntrenching(state: GameState, command: StartWorkCommand, hex: HexId): Refusal | null {
  if (command.bridge !== undefined) return refuse('INVALID_COMMAND', '18.42', 'Entrenching is not done at a bridge: name no bridge.');
  if (state.entrenchments.includes(hex)) return refuse('ALREADY_ENTRENCHED', '18.42', `${hex} is already entrenched.`);
  return null;
}

function whyNoBridgeWork(state: GameState, world: World, command: StartWorkCommand, hex: HexId, first: Unit): Refusal | null {
  const rule = WORK_RULE[command.kind];
  if (command.bridge === undefined) return refuse('INVALID_COMMAND', rule, 'Name the bridge to work on.');
  const bridge = findBridge(world, command.bridge);
  if (!bridge) return refuse('NO_SUCH_BRIDGE', rule, `There is no bridge "${command.bridge}" on the map.`);
  if (state.works.some((w) => w.bridge === command.bridge)) return refuse('WORK_UNDER_WAY', rule, 'Engineers are already at work on that bridge.');
  const condition = bridgeState(state.bridges, command.bridge).condition;
  if (command.kind === 'repair') {
    if (condition !== 'destroyed') return refuse('BRIDGE_STATE', '16.6', 'Only a destroyed bridge can be repaired.');
    if (!isBridgeEnd(world, bridge, hex)) return refuse('NOT_ADJACENT', '16.6', `The engineers must stand at one end of the bridge, not in ${hex}.`);
    if (enemyNearBridge(state, world, bridge, first.side)) {
      return refuse('ENEMY_NEAR', '16.6', 'No repair while enemy units are in or next to either end of the bridge.');
    }
    const outOfSupply = unsuppliedEngineer(state, world, { unitIds: command.unitIds });
    if (outOfSupply) return refuse('OUT_OF_SUPPLY', '16.6', `Only engineers in supply repair a bridge: ${outOfSupply}.`);
    return null;
  }
  if (demolitionTurns(bridge) === null) {
    return refuse('BRIDGE_NOT_ELIGIBLE', '16.7', 'Engineers can demolish only bridges over streams and railway bridges over canals.');
  }
  if (condition !== 'intact') return refuse('BRIDGE_STATE', '16.7', 'That bridge is already down.');
  if (!isNextToBridge(world, bridge, hex)) return refuse('NOT_ADJACENT', '16.7', `The engineers must be next to the bridge, not in ${hex}.`);
  return null;
}

function validateStartWork(state: GameState, command: StartWorkCommand, world: World): Validation {
  const plan = planWork(state, command, world);
  return 'ok' in plan ? plan : OK;
}

function applyStartWork(draft: GameState, command: StartWorkCommand, world: World, events: GameEvent[]): void {
  const plan = planWork(draft, command, world) as WorkPlan;
  beginWork(
    draft,
    world,
    {
      kind: command.kind,
      unitIds: plan.units.map((u) => u.id),
      hex: plan.hex,
      ...(command.bridge !== undefined && command.kind !== 'entrench' ? { bridge: command.bridge } : {}),
      strength: plan.strength,
    },
    events,
  );
}

/** [18.42] the engineers of each stack entrench their hex. */
function entrenching(state: GameState, _world: World, side: Side, only?: string): StartWorkCommand[] {
  const out: StartWorkCommand[] = [];
  for (const [, stack] of sideStacksWith(state, side, only)) {
    const engineers = stack.filter((u) => u.type === 'combatEngineer' || u.type === 'bridgeEngineer').map((u) => u.id);
    if (engineers.length > 0) out.push({ type: 'startWork', kind: 'entrench', unitIds: engineers });
  }
  return out;
}
