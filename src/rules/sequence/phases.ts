/**
 * The fifteen phases of a Game-Turn [4.0; RULES-INVENTORY §6] as data: who is phasing, what kind
 * of phase it is and which side may answer with opportunity fire. Which commands each kind of
 * phase allows is declared by the commands themselves (engine/registry.ts `commandsAllowedIn`).
 */
import type { Side } from '../core/unit';

import type { PhaseNumber } from '../core/gameState';
export type { PhaseNumber };

export type PhaseKind =
  | 'command'
  | 'organization'
  | 'conditionalFire'
  | 'conditionalMovement'
  | 'freeFire'
  | 'turnRecord';

export interface PhaseDefinition {
  number: PhaseNumber;
  name: string;
  kind: PhaseKind;
  /** The side named in the phase title; null for the Game-Turn Record phase. */
  phasing: Side | null;
  /** The non-phasing side may answer triggers with opportunity fire [8.41]. */
  opportunityFire: boolean;
  /** Cases that define the phase, for the rules lookup. */
  rules: string[];
}

function phase(
  number: PhaseNumber,
  name: string,
  kind: PhaseKind,
  phasing: Side | null,
  rules: string[],
): PhaseDefinition {
  return {
    number,
    name,
    kind,
    phasing,
    // [8.41] opportunity fire answers only the enemy's Organization and Conditional Movement.
    opportunityFire: kind === 'organization' || kind === 'conditionalMovement',
    rules,
  };
}

export const PHASES: readonly PhaseDefinition[] = [
  phase(1, 'Allied Command', 'command', 'allied', ['4.0', '11.2', '11.5', '15.15']),
  phase(2, 'German Organization', 'organization', 'german', ['4.0', '13.0']),
  phase(3, 'Allied Conditional Fire', 'conditionalFire', 'allied', ['4.0', '5.0']),
  phase(4, 'Allied Conditional Movement', 'conditionalMovement', 'allied', ['4.0', '8.0', '14.63', '15.16']),
  phase(5, 'German Conditional Fire', 'conditionalFire', 'german', ['4.0', '5.0']),
  phase(6, 'German Conditional Movement', 'conditionalMovement', 'german', ['4.0', '8.0', '22.11']),
  phase(7, 'Allied Free Fire', 'freeFire', 'allied', ['4.0', '5.0']),
  phase(8, 'German Command', 'command', 'german', ['4.0', '11.2', '11.5', '15.17']),
  phase(9, 'Allied Organization', 'organization', 'allied', ['4.0', '13.0']),
  phase(10, 'German Conditional Fire', 'conditionalFire', 'german', ['4.0', '5.0']),
  phase(11, 'German Conditional Movement', 'conditionalMovement', 'german', ['4.0', '8.0', '15.16']),
  phase(12, 'Allied Conditional Fire', 'conditionalFire', 'allied', ['4.0', '5.0']),
  phase(13, 'Allied Conditional Movement', 'conditionalMovement', 'allied', ['4.0', '8.0', '14.63']),
  phase(14, 'German Free Fire', 'freeFire', 'german', ['4.0', '5.0']),
  phase(15, 'Game-Turn Record', 'turnRecord', null, ['4.0']),
];

export const PHASE_COUNT = PHASES.length;

export function phaseDefinition(number: PhaseNumber): PhaseDefinition {
  return PHASES[number - 1]!;
}

/** The phase after `number`, and whether a new Game-Turn starts. */
export function nextPhase(number: PhaseNumber): { phase: PhaseNumber; newTurn: boolean } {
  return number === PHASE_COUNT ? { phase: 1, newTurn: true } : { phase: (number + 1) as PhaseNumber, newTurn: false };
}
