/**
 * Subordination changes in the owner's Command Phase [11.4, 17.17, 17.19, 17.21c, 18.52]:
 * `attachToHq` moves units under another HQ after theirs is lost (or, for "ind" units and
 * HFlak/LFlak, at will); `promoteToDivisionHq` names a regimental HQ the new divisional HQ.
 * The legality lives in src/rules/command/subordination.ts.
 */
import { attachmentVerdict, promotionVerdict } from '../../command/subordination';
import { phaseDefinition } from '../../sequence/phases';
import type { GameState } from '../../state/gameState';
import type { AttachToHqCommand, PromoteToDivisionHqCommand } from '../commands';
import type { GameEvent } from '../events';
import { OK, refuse, type Validation } from '../refusal';

function ownerCheck(state: GameState, unitIds: readonly string[]): Validation {
  const phasing = phaseDefinition(state.phase).phasing;
  for (const id of unitIds) {
    const unit = state.units[id];
    if (!unit) return refuse('UNKNOWN_UNIT', '17.17', `There is no unit ${id}.`);
    // [11.4, 17.17] only in the owner's own Command Phase
    if (unit.side !== phasing) return refuse('WRONG_SIDE', '11.4', `${unit.name} may change its subordination only in its own side's Command Phase.`);
  }
  return OK;
}

export function validateAttachToHq(state: GameState, command: AttachToHqCommand): Validation {
  if (command.unitIds.length === 0) return refuse('INVALID_COMMAND', '17.17', 'Name at least one unit to attach.');
  if (new Set(command.unitIds).size !== command.unitIds.length) return refuse('INVALID_COMMAND', '17.17', 'A unit is named twice.');
  const owner = ownerCheck(state, command.unitIds);
  if (!owner.ok) return owner;
  for (const id of command.unitIds) {
    const verdict = attachmentVerdict(state, id, command.formationId);
    if (!verdict.ok) return refuse('SUBORDINATION', verdict.rule, verdict.reason);
  }
  return OK;
}

export function applyAttachToHq(draft: GameState, command: AttachToHqCommand, events: GameEvent[]): void {
  const formation = draft.formations[command.formationId]!;
  // Judge every unit against the state before any of them moves.
  const verdicts = command.unitIds.map((id) => ({ id, verdict: attachmentVerdict(draft, id, command.formationId) }));
  for (const { id, verdict } of verdicts) {
    if (!verdict.ok) continue;
    const unit = draft.units[id]!;
    unit.attachedTo = formation.id;
    if (verdict.penalty > 0) unit.effectivenessPenalty = { value: verdict.penalty, rule: '17.21c' };
    if (verdict.costsSupplyTurn) unit.resubordinatedTurn = draft.turn; // [18.52]
    events.push({
      type: 'unitAttached',
      unitId: id,
      unitName: unit.name,
      formationId: formation.id,
      designation: formation.designation,
      penalty: verdict.penalty,
      outOfSupplyThisTurn: verdict.costsSupplyTurn,
      rule: verdict.rule,
    });
  }
}

export function validatePromoteToDivisionHq(state: GameState, command: PromoteToDivisionHqCommand): Validation {
  const owner = ownerCheck(state, [command.hqUnitId]);
  if (!owner.ok) return { ...owner, rule: '17.19' };
  const verdict = promotionVerdict(state, command.hqUnitId);
  if (!verdict.ok) return refuse('SUBORDINATION', verdict.rule, verdict.reason);
  return OK;
}

export function applyPromoteToDivisionHq(draft: GameState, command: PromoteToDivisionHqCommand, events: GameEvent[]): void {
  const verdict = promotionVerdict(draft, command.hqUnitId);
  if (!verdict.ok) return;
  const division = draft.formations[verdict.division.id]!;
  division.hqUnitId = command.hqUnitId;
  division.promotedFrom = verdict.regiment.id; // [17.19] unit supply range to it becomes 7 hexes
  const hq = draft.units[command.hqUnitId]!;
  events.push({ type: 'hqPromoted', hqUnitId: hq.id, hqName: hq.name, divisionId: division.id, designation: division.designation, rule: '17.19' });
}
