/**
 * Ending a phase and running the bookkeeping of the next one [4.0]: per-phase flags are cleared,
 * engineers' works are checked and counted [16.6, 16.7, 18.42], a new Game-Turn starts after
 * phase 15, the day's first turn rolls for German PM airstrikes
 * [15.0, 15.17], and the game ends after the scenario's last turn.
 */
import { original } from 'immer';
import { turnInfo, describeTurn } from '../../sequence/calendar';
import { nextPhase, phaseDefinition } from '../../sequence/phases';
import { emptyCloseActions, type GameState } from '../../state/gameState';
import type { World } from '../../world/world';
import { checkEngineerWork, recordEngineerWork } from '../../engineers/progress';
import { rollDie, type DiceSource } from '../dice';
import { emptyMovementState } from '../../state/movementState';
import type { GameEvent } from '../events';
import { OK, type Validation } from '../refusal';
import { endPhaseFire } from '../../fire/results';
import { applyCommandPhaseSupply } from '../../supply/commandPhase';
import { applyCommandPhaseRecovery } from '../../disruption';
import { applyCommandPhaseLeaders } from '../../leaders';
import { decideVictory, recordVictoryAtTurnEnd } from '../../victory';
import { airAtPhaseEnd } from '../../airstrikes/phaseEnd';

/** [15.17] German airstrikes exist only from this Game-Turn on. */
const FIRST_GERMAN_AIRSTRIKE_TURN = 7;
/** [15.0] German PM airstrikes fly on a die roll of 1–4. */
const GERMAN_PM_AIRSTRIKE_MAX_ROLL = 4;

export function validateEndPhase(): Validation {
  return OK;
}

export function applyEndPhase(draft: GameState, world: World, dice: DiceSource, events: GameEvent[]): void {
  // [15.16] airstrikes resolve as their owner's Conditional Movement Phase ends; CAP expires with his Command Phase.
  airAtPhaseEnd(draft, world, phaseDefinition(draft.phase), dice, events);
  // [16.6, 16.7, 18.42] engineers' works: checked as every phase ends (before its flags are
  // cleared), counted when the Game-Turn Record phase ends.
  if (draft.phase === 15) recordEngineerWork(draft, world, dice, events);
  else checkEngineerWork(draft, world, events);
  // [5.32, 12.51] fire bookkeeping of the phase that ends.
  endPhaseFire(draft, phaseDefinition(draft.phase).kind, events);
  const next = nextPhase(draft.phase);
  if (next.newTurn) {
    // [24.61, 24.62] victory record of the Game-Turn now ending, before the game-over check so the last turn counts.
    recordVictoryAtTurnEnd(draft, world, events);
    if (draft.turn >= draft.lastTurn) {
      draft.ended = { turn: draft.turn, reason: 'The last Game-Turn of the scenario has been played.' };
      decideVictory(draft, world, events); // [24.6] final report and winner into `ended`
      events.push({ type: 'gameEnded', turn: draft.turn, reason: draft.ended.reason, ...(draft.ended.winner ? { winner: draft.ended.winner } : {}) });
      return;
    }
    draft.turn += 1;
    events.push({ type: 'turnStarted', turn: draft.turn, label: describeTurn(draft.turn) });
    startTurn(draft, dice, events);
  }
  draft.phase = next.phase;
  const definition = phaseDefinition(next.phase);
  // [13.0, 13.51] one mode change per unit per phase; [8.0] "fired" means fired in the fire phase
  // just before a movement phase, so it is cleared when the next fire phase begins.
  const clearModeChange = definition.kind === 'organization' || definition.kind === 'conditionalMovement';
  const clearFired = definition.kind === 'conditionalFire' || definition.kind === 'freeFire';
  draft.movement = emptyMovementState();
  draft.closeActions = emptyCloseActions();
  // Read the flags from the undrafted units and touch only those that change: with a campaign's
  // 2,400 counters, drafting every unit each phase would dominate the cost of replays.
  const before = original(draft.units) ?? draft.units;
  for (const [id, unit] of Object.entries(before)) {
    const { fired, mpSpent, modeChanged } = unit.status;
    if (!(clearFired && fired) && mpSpent === 0 && !(clearModeChange && modeChanged)) continue;
    const status = draft.units[id]!.status;
    if (clearFired) status.fired = false;
    status.mpSpent = 0;
    if (clearModeChange) status.modeChanged = false;
  }
  events.push({ type: 'phaseStarted', turn: draft.turn, phase: next.phase, name: definition.name });
  if (definition.kind === 'command' && definition.phasing) {
    applyCommandPhaseSupply(draft, world, definition.phasing, events); // [11.23, 11.35]
    // [11.5, 13.52] disruption recovery rolls read supply, so they come after the supply step;
    // then [19.4] killed leaders return.
    applyCommandPhaseRecovery(draft, world, definition.phasing, dice, events);
    applyCommandPhaseLeaders(draft, definition.phasing, events);
  }
}

function startTurn(draft: GameState, dice: DiceSource, events: GameEvent[]): void {
  const info = turnInfo(draft.turn);
  if (info.firstTurnOfDay) {
    draft.germanPmAirstrikesToday = null;
    if (draft.turn >= FIRST_GERMAN_AIRSTRIKE_TURN) {
      const roll = rollDie(dice);
      const available = roll <= GERMAN_PM_AIRSTRIKE_MAX_ROLL;
      draft.germanPmAirstrikesToday = available;
      events.push({ type: 'diceRolled', purpose: 'German PM airstrikes today', rule: '15.0', dice: [roll], total: roll });
      events.push({ type: 'germanPmAirstrikes', available, rule: '15.0' });
    }
  }
}
