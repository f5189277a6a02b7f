/**
 * Voluntary mode changes: one per unit in the owner's Organization Phase [13.0], or leaving
 * Travel at the end of a unit's move in its Conditional Movement Phase for 1 MP [8.22, 13.51] —
 * never while travelling on a raised road [10.12]. Inside an enemy zone of control the change
 * first draws opportunity fire at the unit in its old mode [8.4, 8.41].
 */
import { travelLockRefusal } from '../travelLock';
import { z } from 'zod';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type Validation } from '../../core/refusal';
import type { Mode, Side, UnitType } from '../../core/unit';
import { defineCommand } from '../../define/defineCommand';
import { modeSchema } from '../../define/schemaParts';
import { isLeader } from '../../leaders/leaders';
import { modeChangeFrozen } from '../../leaders/lostLeader';
import { isModeStepAllowed } from '../modeChanges';
import { openOpportunityWindow, opportunityTrigger } from '../../movement/opportunity';
import { startsOnRaised } from '../../movement/planStep';
import { phaseDefinition } from '../../sequence/phases';
import { sortedUnits } from '../../state/stacks';
import { EXTRA_MOVE_COSTS, MOVEMENT_ALLOWANCE } from '../../tables/terrainEffects';
import type { World } from '../../world/world';
import { unitById } from '../../state/unitBuckets';

/**
 * [13.0] A voluntary mode change in the owner's Organization Phase, or [13.51] leaving Travel at
 * the end of a unit's move in its Conditional Movement Phase (1 MP).
 */
export interface ChangeModeCommand {
  type: 'changeMode';
  unitId: string;
  to: Mode;
}

declare module '../../core/commands' {
  interface CommandMap {
    changeMode: ChangeModeCommand;
  }
}

const MODE_WORD = { concentrated: 'concentrated', dispersed: 'dispersed', travel: 'travel' } as const;

export const changeModeCommand = defineCommand({
  type: 'changeMode',
  schema: z.strictObject({ type: z.literal('changeMode'), unitId: z.string(), to: modeSchema }),
  // [13.0] one mode change per unit in the Organization Phase; [13.51] leaving Travel during movement.
  when: { phases: ['organization', 'conditionalMovement'] },
  validate: validateChangeMode,
  apply: (draft, command, { world, events, resumed, before }) => applyChangeMode(draft, command, world, events, resumed, before),
  candidates: [{ kind: 'changeMode', list: modeChanges }],
  describe: (c) => `change unit "${c.unitId}" to ${c.to} mode`,
  label: (c, name) => `${name(c.unitId)} to ${c.to} [13.0]`,
  possible: {
    kinds: [{ kind: 'changeMode', one: 'unit', many: 'units', verb: 'can change mode', rule: '13.0' }],
    key: (_state, c) => ({ kind: 'changeMode', keys: [c.unitId] }),
  },
  actors: (c) => [c.unitId],
});

function validateChangeMode(state: GameState, command: ChangeModeCommand, world: World): Validation {
  const unit = unitById(state, command.unitId);
  if (!unit) return refuse('UNKNOWN_UNIT', '13.0', `There is no unit with id "${command.unitId}".`);
  const phase = phaseDefinition(state.phase);
  if (unit.side !== phase.phasing) {
    return refuse('WRONG_SIDE', '13.0', `${unit.name} may change mode only in its own side's Organization Phase.`);
  }
  if (unit.status.disrupted) {
    return refuse('DISRUPTED', '13.6', `${unit.name} is disrupted: it cannot change mode until it recovers.`);
  }
  // [19.5] a formation whose leader is dead may not change mode.
  const leaderless = modeChangeFrozen(state, unit.id);
  if (leaderless) return refuse('MODE_CHANGE_NOT_ALLOWED', leaderless.rule, `${leaderless.reason}.`);
  if (unit.status.modeChanged) {
    return refuse('MODE_ALREADY_CHANGED', '13.0', `${unit.name} has already changed mode this phase.`);
  }
  if (!unit.modes.includes(command.to)) {
    // the case that says why this counter lacks the mode [8.34, 13.1, 13.2, 8.9, 3.31]
    const why = missingModeCase(unit.type, command.to);
    return refuse('MODE_NOT_AVAILABLE', why.rule, `${unit.name} has no ${MODE_WORD[command.to]} mode${why.reason}.`);
  }
  const locked = travelLockRefusal(state, unit, command.to); // [30.42]
  if (locked) return locked;
  // [10.12] a unit travelling on a raised road, trail or railroad keeps its mode while there.
  if (unit.mode === 'travel' && (state.movement.onRaised.includes(unit.id) || startsOnRaised(world, state, unit))) {
    return refuse('MODE_CHANGE_NOT_ALLOWED', '10.12', `${unit.name} is travelling on a raised road and cannot change mode there.`);
  }
  if (phase.kind === 'conditionalMovement') {
    if (unit.mode !== 'travel') {
      return refuse('MODE_CHANGE_NOT_ALLOWED', '13.54', `During movement the only mode change is leaving Travel; ${unit.name} is ${MODE_WORD[unit.mode]}.`);
    }
    if (unit.status.mpSpent + EXTRA_MOVE_COSTS.leaveTravel > MOVEMENT_ALLOWANCE) {
      return refuse('NOT_ENOUGH_MP', '13.51', `Leaving Travel costs 1 MP; ${unit.name} has ${MOVEMENT_ALLOWANCE - unit.status.mpSpent} left.`);
    }
  }
  if (!isModeStepAllowed(unit.type, unit.mode, command.to)) {
    return refuse(
      'MODE_CHANGE_NOT_ALLOWED',
      '13.55',
      `${unit.name} cannot go from ${MODE_WORD[unit.mode]} to ${MODE_WORD[command.to]} in one step.`,
    );
  }
  return OK;
}

/** The case that explains why a counter lacks a mode, and a few words on it. */
function missingModeCase(type: UnitType, to: Mode): { rule: string; reason: string } {
  if (to === 'travel' && (type === 'infantry' || type === 'heavyWeapons' || type === 'combatEngineer')) {
    return { rule: '8.34', reason: ' (no "t" on its counter: no trucks, it goes on foot)' };
  }
  if (type === 'hq') return { rule: '13.2', reason: '' };
  if (type === 'artillery' || type === 'antitank' || type === 'flak') return { rule: '13.1', reason: '' };
  if (type === 'armor' || type === 'armoredInfantry' || type === 'armoredRecon' || type === 'tankDestroyer') return { rule: '8.9', reason: '' };
  return { rule: '3.31', reason: '' };
}

function applyChangeMode(draft: GameState, command: ChangeModeCommand, world: World, events: GameEvent[], resumed: boolean, before: GameState | null): void {
  const unit = unitById(draft, command.unitId)!;
  if (!resumed && unit.hex) {
    // Judged on the unchanged position (nothing is written before it): the enemy's zones are read
    // there without making a draft of every unit near the hex.
    const trigger = opportunityTrigger(world, before ?? draft, 'modeChange', unit.hex, [unit.id]);
    if (trigger) {
      openOpportunityWindow(draft, trigger, command, events);
      return;
    }
  }
  const duringMovement = phaseDefinition(draft.phase).kind === 'conditionalMovement';
  if (resumed) {
    // [8.47, 8.48] the opportunity fire may have forced a new face on the unit (5.32–5.34): the
    // announced change goes ahead only if it can still be made from the mode the unit is now in.
    const stale = unit.mode === command.to || (duringMovement && unit.mode !== 'travel') || !isModeStepAllowed(unit.type, unit.mode, command.to);
    if (stale) {
      events.push({ type: 'actionCancelled', reason: `${unit.name} is now ${MODE_WORD[unit.mode]} after the fire: the change to ${MODE_WORD[command.to]} cannot be made`, rule: '13.55' });
      return;
    }
  }
  const from = unit.mode;
  unit.mode = command.to;
  unit.status.modeChanged = true;
  if (duringMovement) {
    // [13.51] it ends the unit's move.
    unit.status.mpSpent += EXTRA_MOVE_COSTS.leaveTravel;
    if (!draft.movement.finished.includes(unit.id)) draft.movement.finished.push(unit.id);
    draft.movement.group = draft.movement.group.filter((id) => id !== unit.id);
  }
  events.push({ type: 'modeChanged', unitId: unit.id, unitName: unit.name, from, to: command.to, rule: duringMovement ? '13.51' : '13.0' });
}

/** [13.0] every other mode of each unit; [13.51] in movement only units in Travel leave it. */
function modeChanges(state: GameState, _world: World, side: Side, only?: string): ChangeModeCommand[] {
  const leavingTravelOnly = phaseDefinition(state.phase).kind === 'conditionalMovement';
  const out: ChangeModeCommand[] = [];
  for (const unit of only !== undefined ? [unitById(state, only)].filter((u) => u !== undefined) : sortedUnits(state)) {
    if (unit.side !== side || unit.eliminated || unit.hex === null || isLeader(unit)) continue;
    if (leavingTravelOnly && unit.mode !== 'travel') continue;
    for (const to of unit.modes) if (to !== unit.mode) out.push({ type: 'changeMode', unitId: unit.id, to });
  }
  return out;
}
