/**
 * The computer player for either side [ARCHITECTURE §4 "Seats"]: every phase of a game, each
 * command with a one-line reason.
 * - set-up [24.2]: the set-up zones' automatic placement;
 * - open decisions [8.47]: answers.ts (opportunity fire by the engine's chances, owner's choices);
 * - Command Phase: airstrikes [15.1];
 * - Organization Phase: mode changes [13.0];
 * - fire phases: the best shot by expected loss while one is worth taking [5.0];
 * - Conditional Movement Phase: the Allied air landings (a free pathfinder, then the serials that
 *   may fly) [14.31, 14.63], reinforcements [22.1], close action when the odds pay [8.6], then each
 *   stack to its best hex [8.0];
 * - otherwise it ends the phase.
 *
 * Deterministic: it uses no dice and no clock, and breaks ties by the engine's order, so the same
 * game gives the same choices. The memo (plans, what was tried, the level's query budget) lives for
 * one phase of one Game-Turn.
 */
import { autoDeployment, phaseDefinition, type GameState, type Side, type Unit, type World } from '../../rules';
import type { Decision, Seat } from '../seat';
import { chooseAirstrike } from './airstrikes';
import { answerDecision } from './answers';
import { makeBudget, type Budget } from './budget';
import { chooseAssault } from './closeAction';
import { chooseShot, SHOT_WORTH } from './fire';
import { LEVEL_SETTINGS, type ComputerLevel } from './levels';
import { chooseModeChange } from './modes';
import { chooseMove, type MovementMemo } from './movement';
import { buildPicture, observedEnemies } from './picture';
import { chooseEntry } from './reinforcements';
import { chooseDrop } from './drops';
import { unitById } from '../../rules/api';

const END_PHASE = { type: 'endPhase' as const };

interface PhaseMemo {
  key: string;
  budget: Budget;
  known: string[] | null;
  movement: MovementMemo;
  triedAssaults: Set<string>;
  triedModes: Set<string>;
  fireSkip: Set<string>;
}

function newMemo(key: string, limit: number): PhaseMemo {
  return { key, budget: makeBudget(limit), known: null, movement: { plan: null, done: new Set() }, triedAssaults: new Set(), triedModes: new Set(), fireSkip: new Set() };
}

export function computerSeat(side: Side, _seed: string, level: ComputerLevel): Seat {
  const settings = LEVEL_SETTINGS[level];
  let memo = newMemo('', settings.queriesPerPhase);

  /** The picture of the moment; under `observed` vision, the enemies seen at the phase's start (and any next to own units since). */
  const picture = (state: GameState, world: World) => {
    if (settings.vision === 'all') return buildPicture(state, world, side, settings);
    if (!memo.known) {
      const stacks = buildPicture(state, world, side, settings, []).stacks;
      memo.known = observedEnemies(state, world, side, stacks).map((u) => u.id);
    }
    const known = memo.known.map((id) => unitById(state, id)).filter((u): u is Unit => !!u && !u.eliminated && u.hex !== null);
    return buildPicture(state, world, side, settings, known);
  };

  const end = (reason: string): Decision => ({ command: END_PHASE, reason });

  return {
    kind: 'computer',
    side,
    decide(state, world) {
      if (state.ended) return null;
      if (state.pending) return answerDecision(state, world);
      if (state.deployment) {
        const command = autoDeployment(state, world)[0];
        return command ? { command, reason: 'the set-up zones’ automatic placement', rule: '24.2' } : null;
      }
      const key = `${state.turn}.${state.phase}`;
      if (memo.key !== key) memo = newMemo(key, settings.queriesPerPhase);
      const phase = phaseDefinition(state.phase);
      if (phase.phasing !== side) return end('not this side’s phase');
      switch (phase.kind) {
        case 'command':
          return chooseAirstrike(state, world, picture(state, world)) ?? end('no airstrike worth placing');
        case 'organization':
          return chooseModeChange(state, world, picture(state, world), memo.budget, memo.triedModes) ?? end('every unit is in the mode it wants');
        case 'conditionalFire':
        case 'freeFire':
          return chooseShot(state, world, side, SHOT_WORTH[phase.kind], memo.budget, memo.fireSkip) ?? end('no shot left worth taking');
        case 'conditionalMovement': {
          const drop = chooseDrop(state, world, side);
          if (drop) return drop;
          const entry = chooseEntry(state, world, side);
          if (entry) return entry;
          const view = picture(state, world);
          return (
            chooseAssault(state, world, view, memo.budget, memo.triedAssaults) ??
            chooseMove(state, world, view, memo.budget, memo.movement) ??
            end('every stack is where it wants to be')
          );
        }
        default:
          return end('nothing to decide in this phase');
      }
    },
  };
}
