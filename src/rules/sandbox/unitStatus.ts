/**
 * Sandbox edits of one unit's status: mode, strength, disruption, the Depleted marker and an HQ's
 * supply. Each keeps to what the counter could show: a mode its counter has [3.31, 13.0], a strength
 * from 1 to its printed strength [3.5a]. Nothing else about the unit changes.
 */
import { produce } from 'immer';
import { refuse } from '../core/refusal';
import { hexIndex, parseHexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { Mode, Unit } from '../core/unit';
import type { World } from '../world/world';
import { standingTerrainProblem } from '../movement/standingTerrain';
import type { SandboxResult, SandboxWarning } from './types';
import { editableUnit } from './unitChecks';
import { unitById } from '../state/unitBuckets';

const MODE_WORD: Readonly<Record<Mode, string>> = { concentrated: 'Concentrated', dispersed: 'Dispersed', travel: 'Travel' };

function changed(state: GameState, unitId: string, edit: (unit: Unit) => void, warnings: SandboxWarning[] = []): SandboxResult {
  return { ok: true, state: produce(state, (draft) => edit(unitById(draft, unitId)!)), warnings };
}

export function setMode(state: GameState, world: World, unitId: string, mode: Mode): SandboxResult {
  const found = editableUnit(state, unitId);
  if (!found.ok) return found;
  const unit = found.unit;
  if (!unit.modes.includes(mode)) {
    return refuse('MODE_NOT_AVAILABLE', '3.31', `${unit.name} has no ${MODE_WORD[mode]} mode; its counter shows ${unit.modes.map((m) => MODE_WORD[m]).join(', ')}.`);
  }
  // [10.1] a mode the unit's hex would forbid is kept, with a warning: the sandbox may want to try it.
  const at = unit.hex ? parseHexId(unit.hex) : undefined;
  const problem = at ? standingTerrainProblem(world, { ...unit, mode }, hexIndex(at)) : null;
  const warnings = problem ? [{ rule: '10.1', message: `${problem}; the game would not let it get there.` }] : [];
  return changed(state, unitId, (u) => void (u.mode = mode), warnings);
}

export function setStrength(state: GameState, unitId: string, strength: number): SandboxResult {
  const found = editableUnit(state, unitId);
  if (!found.ok) return found;
  const unit = found.unit;
  if (unit.type === 'leader' || unit.printedStrength < 1) return refuse('WRONG_UNIT_TYPE', '19.0', `${unit.name} has no strength points.`);
  if (!Number.isInteger(strength) || strength < 1 || strength > unit.printedStrength) {
    return refuse('INVALID_COMMAND', '3.5a', `${unit.name}'s strength can be 1 to ${unit.printedStrength} (its printed strength); remove it to take it off the map.`);
  }
  return changed(state, unitId, (u) => void (u.strength = strength));
}

export function setDisrupted(state: GameState, unitId: string, disrupted: boolean): SandboxResult {
  const found = editableUnit(state, unitId);
  if (!found.ok) return found;
  if (found.unit.type === 'leader') return refuse('WRONG_UNIT_TYPE', '19.0', `${found.unit.name} is a leader and is never disrupted.`);
  return changed(state, unitId, (u) => {
    u.status.disrupted = disrupted;
    // [11.52] the mode to take on recovery belongs to a disruption; none is left to recover from.
    if (!disrupted) delete u.status.recoverAs;
  });
}

export function setDepleted(state: GameState, unitId: string, depleted: boolean): SandboxResult {
  const found = editableUnit(state, unitId);
  if (!found.ok) return found;
  if (found.unit.type === 'leader') return refuse('WRONG_UNIT_TYPE', '19.0', `${found.unit.name} is a leader and carries no Depleted marker.`);
  return changed(state, unitId, (u) => void (u.status.depleted = depleted));
}

/**
 * [11.23] Only an HQ keeps a supply status: the last Command Phase's finding, shown by the Depleted
 * marker. Any other unit's supply is traced from where it stands whenever it matters [11.31], so it
 * is changed by moving the unit or setting an HQ above it.
 */
export function setSupply(state: GameState, unitId: string, supplied: boolean): SandboxResult {
  const found = editableUnit(state, unitId);
  if (!found.ok) return found;
  const unit = found.unit;
  if (unit.type !== 'hq') {
    return refuse(
      'WRONG_UNIT_TYPE',
      '11.31',
      `${unit.name}'s supply is traced from where it stands each time it matters; move it, or set the supply of an HQ above it. Its Depleted marker is set on its own.`,
    );
  }
  return changed(state, unitId, (u) => void (u.status.depleted = !supplied));
}
