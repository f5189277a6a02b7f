/**
 * One entry point for every sandbox edit: applySandboxEdit(state, world, edit) gives the new
 * position (with warnings) or a refusal with its case, and never changes `state`. Edits of units
 * wait while a decision is open [8.47]; the clock and the dice may be set at any time.
 */
import { phaseDefinition } from '../sequence/phases';
import type { GameState } from '../core/gameState';
import type { World } from '../world/world';
import { reseed, setPhase } from './phase';
import { moveUnit, placeUnit, removeUnit } from './placement';
import type { SandboxEdit, SandboxResult } from './types';
import { pendingRefusal } from './unitChecks';
import { setDepleted, setDisrupted, setMode, setStrength, setSupply } from './unitStatus';
import { unitById } from '../state/unitBuckets';

export function applySandboxEdit(state: GameState, world: World, edit: SandboxEdit): SandboxResult {
  if (edit.kind === 'setPhase') return setPhase(state, edit.turn, edit.phase);
  if (edit.kind === 'reseed') return reseed(state, edit.seed);
  const waiting = pendingRefusal(state);
  if (waiting) return waiting;
  switch (edit.kind) {
    case 'placeUnit':
      return placeUnit(state, world, edit.unitId, edit.hex, edit.copy === true);
    case 'removeUnit':
      return removeUnit(state, edit.unitId);
    case 'moveUnit':
      return moveUnit(state, world, edit.unitId, edit.hex);
    case 'setMode':
      return setMode(state, world, edit.unitId, edit.mode);
    case 'setStrength':
      return setStrength(state, edit.unitId, edit.strength);
    case 'setDisrupted':
      return setDisrupted(state, edit.unitId, edit.disrupted);
    case 'setDepleted':
      return setDepleted(state, edit.unitId, edit.depleted);
    case 'setSupply':
      return setSupply(state, edit.unitId, edit.supplied);
  }
}

/** The edit in plain words, for the sandbox's list of changes (names read from the position before it). */
export function describeSandboxEdit(state: GameState, edit: SandboxEdit): string {
  const name = 'unitId' in edit ? (unitById(state, edit.unitId)?.name ?? edit.unitId) : '';
  switch (edit.kind) {
    case 'placeUnit':
      return edit.copy ? `A copy of ${name} placed in ${edit.hex}` : `${name} placed in ${edit.hex}`;
    case 'removeUnit':
      return `${name} taken off the map`;
    case 'moveUnit':
      return `${name} moved to ${edit.hex}`;
    case 'setMode':
      return `${name} set to ${edit.mode} mode`;
    case 'setStrength':
      return `${name} set to ${edit.strength} SP`;
    case 'setDisrupted':
      return `${name} ${edit.disrupted ? 'disrupted' : 'no longer disrupted'}`;
    case 'setDepleted':
      return `${name} ${edit.depleted ? 'depleted' : 'no longer depleted'}`;
    case 'setSupply':
      return `${name} ${edit.supplied ? 'in supply' : 'out of supply'}`;
    case 'setPhase':
      return `Game-Turn ${edit.turn}, ${phaseDefinition(edit.phase).name} Phase`;
    case 'reseed':
      return `Dice reseeded with "${edit.seed.trim()}"`;
  }
}
