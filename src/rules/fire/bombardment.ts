/**
 * [30.43] The special "infantry" bombardment of scenario 30: who may call one, when and where, and
 * how it is resolved. Each German unit in the hex is attacked on its own at a fixed Fire Value of 6
 * (no 5.61/5.62 reading); its mode, the hex's terrain and an entrenchment still pick the 5.63 line.
 *
 * Readings (docs/scenarios.md, "Scenario 30"):
 * - "Before the start of play" on GT 2 is the opening phase (Phase 13) before any Allied unit moves.
 * - The sighting British unit must see the hex [6.0–6.5, 11.5] and pass the call to its own HQ or
 *   one above it by the communication rules [10.6, 12.2]. By default the Travel-mode bars of
 *   12.52/18.33 (no observing, no control in Travel) are not applied: every Allied unit starts in
 *   Travel [30.42], so with them no bombardment could go in before play on GT 2. The named option
 *   `bombardTravelSighting` set to false applies them (the stricter reading).
 * - Loss beyond a unit is lost to nobody, as for indirect fire [9.44]: every unit has its own roll.
 */
import { rollTwoDice, type DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { canonicalHexId, hexIndex, parseHexId, type HexId } from '../hex';
import { commandChainOf } from '../command/chainOfCommand';
import { communicatesFor } from '../command/communication';
import { isCombatUnit } from '../leaders/leaders';
import { hexSeesHex, observerProblem } from '../observation/observers';
import { phaseDefinition } from '../sequence/phases';
import { localRowIn } from '../state/playArea';
import { sortedUnits, unitsInHex } from '../state/stacks';
import { FIRE_RESULT_LINE_WORDS, FIRE_TERRAIN_CATEGORY, fireResult, fireResultLine } from '../tables/fireResults';
import { terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';
import { bombardedThisPhase, type Bombardments } from './bombardmentState';
import { describeHitOutcome, hitOutcome } from './hitOutcome';
import { applyFireResult } from './results';
import { isArtilleryTypeTarget, mayUseEntrenchment } from './unitClass';
import { unitById } from '../state/unitBuckets';

/**
 * [30.43, 12.52, 18.33] The named option: may a unit or HQ in Travel sight and relay a bombardment?
 * Default true (the reading that lets the GT 2 bombardments happen); false applies the Travel bars.
 */
export const BOMBARD_TRAVEL_SIGHTING_OPTION = 'bombardTravelSighting';

function travelMaySight(state: GameState): boolean {
  return state.options[BOMBARD_TRAVEL_SIGHTING_OPTION] !== false;
}

/** [30.43] Every bombardment attacks at this Fire Value. */
export const BOMBARDMENT_FIRE_VALUE = 6;

export type BombardVerdict = { ok: true; spotterId: string; hqId: string; targets: Unit[] } | { ok: false; code: 'WRONG_PHASE' | 'CANNOT_FIRE' | 'NOT_A_TARGET' | 'NOT_OBSERVED'; reason: string };

/** Why no bombardment may be called now at all, or null [30.43]. */
export function bombardTimeProblem(state: GameState): { code: 'WRONG_PHASE' | 'CANNOT_FIRE'; reason: string } | null {
  const b = state.bombardments;
  if (!b) return { code: 'CANNOT_FIRE', reason: 'this scenario has no special bombardments' };
  if (b.left <= 0) return { code: 'CANNOT_FIRE', reason: 'all the special bombardments have been used' };
  if (state.turn > b.lastTurn) return { code: 'CANNOT_FIRE', reason: `the special bombardments were lost when Game-Turn ${b.lastTurn} ended` };
  if (state.turn === b.openingTurn && state.turn < b.lastTurn) {
    const m = state.movement;
    const begun = m.finished.length > 0 || m.group.length > 0 || Object.keys(m.hexesMoved).length > 0;
    if (state.phase !== b.openingPhase || begun) return { code: 'WRONG_PHASE', reason: `on Game-Turn ${b.openingTurn} they may only be used before play starts, ahead of any Allied move` };
    return null;
  }
  const phase = phaseDefinition(state.phase);
  if (phase.phasing !== 'allied' || (phase.kind !== 'conditionalFire' && phase.kind !== 'freeFire')) return { code: 'WRONG_PHASE', reason: 'they may only be used in an Allied fire phase' };
  return null;
}

/** A British unit that sees `hex` and can pass the call to an HQ of its own chain, with that HQ, or null. */
export function bombardmentSpotter(state: GameState, world: World, hex: HexId): { spotterId: string; hqId: string } | null {
  for (const unit of sortedUnits(state)) {
    if (unit.side !== 'allied' || unit.nationality !== 'UK' || observerProblem(unit)) continue;
    if (!hexSeesHex(state, world, unit.hex!, hex).ok) continue;
    const hqIds = unit.type === 'hq' ? [unit.id] : [];
    for (const formation of commandChainOf(state, unit)) if (formation.hqUnitId) hqIds.push(formation.hqUnitId);
    for (const hqId of hqIds) {
      const hq = unitById(state, hqId);
      if (!hq || hq.eliminated || hq.hex === null || hq.status.disrupted) continue;
      // [12.52, 18.33] by default the Travel bars are left out and relaying is the plain line of
      // 10.6, 12.2; the stricter reading keeps them (a spotter or HQ in Travel cannot take part).
      const relay = travelMaySight(state)
        ? communicatesFor(state, world, { ...unit, mode: 'concentrated' }, { ...hq, mode: 'concentrated' }, false)
        : communicatesFor(state, world, unit, hq, false);
      if (relay.ok) return { spotterId: unit.id, hqId };
    }
  }
  return null;
}

/** Is a bombardment of `hex` legal now? The German units it would attack, and who sights it [30.43]. */
export function checkBombard(state: GameState, world: World, hex: HexId): BombardVerdict {
  const time = bombardTimeProblem(state);
  if (time) return { ok: false, ...time };
  const b = state.bombardments!;
  const id = canonicalHexId(hex);
  const row = id === undefined ? null : localRowIn(b.section, id);
  if (id === undefined || row === null) return { ok: false, code: 'NOT_A_TARGET', reason: `${hex} is not a hex of Map ${b.section}` };
  if (row >= b.southOfRow) return { ok: false, code: 'NOT_A_TARGET', reason: `${id} is not south of hexrow ${b.southOfRow}xx` };
  const targets = unitsInHex(state, id).filter((u) => u.side === 'german' && isCombatUnit(u));
  if (targets.length === 0) return { ok: false, code: 'NOT_A_TARGET', reason: `there is no German unit in ${id}` };
  if (bombardedThisPhase(state).includes(id)) return { ok: false, code: 'CANNOT_FIRE', reason: `${id} has already been bombarded this phase` };
  const spotter = bombardmentSpotter(state, world, id);
  if (!spotter) {
    const travel = travelMaySight(state) ? '' : ' (units and HQs in Travel Mode take no part, by the reading chosen for this game)';
    return { ok: false, code: 'NOT_OBSERVED', reason: `no British unit sees ${id} and can pass the call to its HQ${travel}` };
  }
  return { ok: true, ...spotter, targets };
}

/** Spend one bombardment on `hex` and attack each unit of `targets` on its own [30.43]. Works on a draft. */
export function resolveBombardment(draft: GameState, world: World, hex: HexId, spotterId: string, targetIds: readonly string[], dice: DiceSource, events: GameEvent[]): void {
  const b: Bombardments = draft.bombardments!;
  b.left -= 1;
  if (!b.done || b.done.turn !== draft.turn || b.done.phase !== draft.phase) b.done = { turn: draft.turn, phase: draft.phase, hexes: [] };
  b.done.hexes.push(hex);
  events.push({ type: 'bombardmentCalled', hex, spotterId, spotterName: unitById(draft, spotterId)?.name ?? spotterId, left: b.left, rule: b.rule });
  const terrain = terrainOf(world.grid, hexIndex(parseHexId(hex)!));
  for (const targetId of targetIds) {
    const target = unitById(draft, targetId);
    if (!target || target.eliminated || target.hex === null) continue;
    const entrenched = mayUseEntrenchment(target) && draft.entrenchments.some((e) => canonicalHexId(e) === hex);
    const line = fireResultLine({ mode: target.mode, terrainCategory: FIRE_TERRAIN_CATEGORY[terrain], entrenched, artilleryType: isArtilleryTypeTarget(target) });
    const roll = rollTwoDice(dice);
    events.push({ type: 'diceRolled', purpose: `bombardment of ${target.name}`, rule: b.rule, dice: [...roll.dice], total: roll.total });
    const result = fireResult(BOMBARDMENT_FIRE_VALUE, line, roll.total, world.tables.fireResults);
    const outcome = describeHitOutcome(hitOutcome(draft, target.id, target.mode, result, 'indirect'));
    events.push({
      type: 'bombardmentResolved',
      hex,
      targetId: target.id,
      targetName: target.name,
      result,
      explanation: {
        kind: 'indirectFire',
        rule: b.rule,
        inputs: { target: target.name, targetHex: hex, fireValue: BOMBARDMENT_FIRE_VALUE, targetMode: target.mode, terrain, entrenched, sighting: spotterId },
        modifiers: [],
        tables: [{ table: '5.63', row: FIRE_RESULT_LINE_WORDS[line], column: `Fire Value ${BOMBARDMENT_FIRE_VALUE}`, cell: String(result) }],
        roll: { dice: [...roll.dice], total: roll.total, modified: roll.total },
        result: `${outcome} (Fire Value ${BOMBARDMENT_FIRE_VALUE}, ${FIRE_RESULT_LINE_WORDS[line]} line, roll ${roll.total})`,
      },
      rule: b.rule,
    });
    applyFireResult(draft, world, { targetId: target.id, result, mode: target.mode, loss: 'indirect', opportunity: false }, dice, events);
  }
}
