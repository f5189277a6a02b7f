/**
 * The engine's book-keeping between phases, as data: for each moment, the hooks of every rules
 * area in the order they run [4.0]. The order matters and is pinned by a test: supply is judged
 * before the recovery rolls that read it [11.5]; the Game-Turn's victory record is taken before
 * the game-over check so the last turn counts [24.61].
 */
import { liftPointsAtDayStart, routeOpeningAtPhaseEnd, weatherAtSegmentStart } from '../airLanding/phaseHooks';
import { airstrikesAtPhaseEnd, germanPmAirstrikesRoll } from '../airstrikes/phaseHooks';
import type { HookMoment, PhaseHook } from '../define/definePhaseHook';
import { commandPhaseRecovery } from '../disruption/phaseHooks';
import { engineerWorksAtPhaseEnd } from '../engineers/phaseHooks';
import { fireAtPhaseEnd } from '../fire/phaseHooks';
import { commandPhaseLeaders } from '../leaders/phaseHooks';
import type { PhaseDefinition } from '../sequence/phases';
import { phaseFlagsCleared } from '../state/phaseFlags';
import { corridorHoldAtPhaseEnd, exitDeadlineAtTurnEnd, hqPostsAtTurnBegin, supplyheadShiftAtTurnBegin } from '../scenario/phaseHooks';
import { commandPhaseSupply } from '../supply/phaseHooks';
import { victoryDecision, victoryRecordAtTurnEnd } from '../victory/phaseHooks';

export const PHASE_HOOKS: Readonly<Record<HookMoment, readonly PhaseHook[]>> = {
  // [15.16] airstrikes resolve before the engineers' check and the fire record close the phase.
  // [30.46] the road rule's hold is judged last, on the phase's final position.
  phaseEnd: [airstrikesAtPhaseEnd, engineerWorksAtPhaseEnd, fireAtPhaseEnd, routeOpeningAtPhaseEnd, corridorHoldAtPhaseEnd],
  // [26.52] late units are withdrawn before the Game-Turn's victory record is taken.
  turnEnd: [exitDeadlineAtTurnEnd, victoryRecordAtTurnEnd],
  gameEnd: [victoryDecision],
  // [14.65] the new day's Lift Points read yesterday's weather record before the new roll starts today's.
  turnBegin: [liftPointsAtDayStart, weatherAtSegmentStart, germanPmAirstrikesRoll, hqPostsAtTurnBegin, supplyheadShiftAtTurnBegin],
  // [11.5, 13.52] recovery reads supply; then [19.4] killed leaders return.
  phaseBegin: [phaseFlagsCleared, commandPhaseSupply, commandPhaseRecovery, commandPhaseLeaders],
};

/** The hooks that run at a moment for a phase, in order. */
export function hooksAt(moment: HookMoment, phase: PhaseDefinition): PhaseHook[] {
  return PHASE_HOOKS[moment].filter((hook) => !hook.kinds || hook.kinds.includes(phase.kind));
}
