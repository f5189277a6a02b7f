/**
 * The numbers a close action is read from [8.7 steps 1–4]: the top units on each side, the
 * effectiveness and morale differentials with every modifier and its case, the Close Action Value
 * (8.72) and the odds column (8.73).
 *
 * Modifiers: across a bridge or by engineer ferry −3 effectiveness and half strength [10.43, 16.15];
 * across a dike half strength [10.44]; from a permanent ferry half strength [10.94]; defender in
 * rough, town, forest or city +2 morale [10.41]; entrenched +2 more [10.52] unless armor [10.51] or
 * an attacking combat engineer cancels it [18.41]; a qualifying combat engineer +2 to its stack
 * [18.41]; leaders +2/+4 [19.11]; a disrupted top unit −3 morale [11.5]; optional artillery
 * defence at effectiveness 2 [23.7].
 */
import type { HexId } from '../hex';
import { hexIndex, parseHexId } from '../hex';
import type { Modifier, TableReading } from '../core/explanation';
import { mayUseEntrenchment, isLineInfantry } from '../fire/unitClass';
import { leaderMoraleBonus } from '../leaders/moraleBonus';
import type { GameState } from '../core/gameState';
import { unitsInHex } from '../state/stacks';
import { currentMorale, type Unit } from '../core/unit';
import { closeActionOddsColumn } from '../tables/closeActionResults';
import { CLOSE_ACTION_TERRAIN_SET, closeActionValue, type CloseActionTerrainSet, type CloseActionValue } from '../tables/closeActionValues';
import { terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';
import type { Approach } from './approach';
import { ARTILLERY_TYPES, closeActionEffectiveness, closeActionStrength } from './roles';
import { unitById } from '../state/unitBuckets';

/** [23.7] Optional: artillery-type defenders rate effectiveness 2 against an infantry-led assault. Off by default. */
export const ARTILLERY_CLOSE_DEFENCE_OPTION = 'artilleryCloseDefence';
const ARTILLERY_CLOSE_DEFENCE_RATING = 2;
/** [10.43, 16.15] effectiveness lost assaulting over a bridge. */
const BRIDGE_EFFECTIVENESS_PENALTY = 3;
/** [10.41] terrain that shelters defenders. */
const SHELTERING_TERRAIN = new Set(['rough', 'town', 'forest', 'city']);
const TERRAIN_MORALE = 2;
const ENTRENCHMENT_MORALE = 2;
const ENGINEER_MORALE = 2;
const DISRUPTED_MORALE = -3;
/** [18.41] what a combat engineer needs to help. */
const ENGINEER_MIN_STRENGTH = 2;

export interface CloseActionSides {
  from: HexId;
  target: HexId;
  approach: Pick<Approach, 'kind' | 'overBridge' | 'overDike'>;
  /** Attackers, top first. */
  attackerIds: string[];
  /** An extra loss of attacker effectiveness with its case (an overstacked landing assault, 14.57). */
  attackerPenalty?: { value: number; rule: string; what: string };
}

export interface CloseActionFactors {
  leadId: string;
  defenderTopId: string;
  defenderIds: string[];
  attackerEffectiveness: number;
  defenderEffectiveness: number;
  effectivenessDifferential: number;
  attackerMorale: number;
  defenderMorale: number;
  moraleDifferential: number;
  terrainSet: CloseActionTerrainSet;
  value: CloseActionValue;
  attackStrength: number;
  defenceStrength: number;
  oddsColumn: number;
  /** The odds column as printed, e.g. `2:1`. */
  odds: string;
  modifiers: Modifier[];
  tables: TableReading[];
}

/** The defender's top unit: never a depleted unit while another will do [11.34]; leaders are not units that fight. */
export function defendingTopUnit(defenders: readonly Unit[]): Unit {
  const fighting = defenders.filter((u) => u.type !== 'leader');
  return fighting.find((u) => !u.status.depleted) ?? fighting[0] ?? defenders[0]!;
}

/** [18.41] A combat engineer fit to help: concentrated, strength 2 or more, morale above 0. */
function fitEngineer(unit: Unit): boolean {
  return unit.type === 'combatEngineer' && unit.mode === 'concentrated' && unit.strength >= ENGINEER_MIN_STRENGTH && currentMorale(unit) > 0 && !unit.status.disrupted;
}

/** [18.41] The stack gains +2 morale when a fit engineer is first or second in it and not alone. */
function engineerHelps(stack: readonly Unit[]): Unit | null {
  const units = stack.filter((u) => u.type !== 'leader');
  if (units.length < 2) return null;
  return units.slice(0, 2).find(fitEngineer) ?? null;
}

function halve(n: number): number {
  return Math.floor(n / 2);
}

export function closeActionFactors(world: World, state: GameState, sides: CloseActionSides): CloseActionFactors {
  const attackers = sides.attackerIds.map((id) => unitById(state, id)!);
  const lead = attackers[0]!;
  const defenders = unitsInHex(state, sides.target).filter((u) => u.side !== lead.side);
  const top = defendingTopUnit(defenders);
  const modifiers: Modifier[] = [];
  const add = (rule: string, what: string, value: number, applies: string) => modifiers.push({ rule, what, value, applies });

  // Step 1: effectiveness.
  let attackerEffectiveness = closeActionEffectiveness(lead);
  if (sides.approach.overBridge) {
    const rule = sides.approach.kind === 'engineerFerry' ? '16.15' : '10.43';
    const before = attackerEffectiveness;
    attackerEffectiveness = Math.max(0, attackerEffectiveness - BRIDGE_EFFECTIVENESS_PENALTY);
    add(rule, sides.approach.kind === 'engineerFerry' ? 'assault by engineer ferry, as over a bridge' : 'assault over a bridge', attackerEffectiveness - before, 'attacker effectiveness');
  }
  if (sides.attackerPenalty) {
    const before = attackerEffectiveness;
    attackerEffectiveness = Math.max(0, attackerEffectiveness - sides.attackerPenalty.value);
    add(sides.attackerPenalty.rule, sides.attackerPenalty.what, attackerEffectiveness - before, 'attacker effectiveness');
  }
  let defenderEffectiveness = closeActionEffectiveness(top);
  if (state.options[ARTILLERY_CLOSE_DEFENCE_OPTION] === true && ARTILLERY_TYPES.has(top.type) && isLineInfantry(lead) && defenderEffectiveness > 0) {
    add('23.7', 'artillery-type defender against an infantry-led assault (option)', ARTILLERY_CLOSE_DEFENCE_RATING - defenderEffectiveness, 'defender effectiveness');
    defenderEffectiveness = ARTILLERY_CLOSE_DEFENCE_RATING;
  }

  // Step 2: morale.
  let attackerMorale = currentMorale(lead);
  const attackEngineer = engineerHelps(attackers);
  if (attackEngineer) {
    attackerMorale += ENGINEER_MORALE;
    add('18.41', `combat engineer ${attackEngineer.name} with the attackers`, ENGINEER_MORALE, 'attacker morale');
  }
  const attackLeaders = leaderMoraleBonus(state, sides.from, sides.attackerIds);
  if (attackLeaders.bonus > 0) {
    attackerMorale += attackLeaders.bonus;
    add('19.11', `leader${attackLeaders.leaderIds.length > 1 ? 's' : ''} with the attackers`, attackLeaders.bonus, 'attacker morale');
  }

  let defenderMorale = currentMorale(top);
  if (top.status.disrupted) {
    defenderMorale += DISRUPTED_MORALE;
    add('11.5', `${top.name} is disrupted`, DISRUPTED_MORALE, 'defender morale');
  }
  const targetIndex = hexIndex(parseHexId(sides.target)!);
  const terrain = terrainOf(world.grid, targetIndex);
  if (SHELTERING_TERRAIN.has(terrain)) {
    defenderMorale += TERRAIN_MORALE;
    add('10.41', `defender in ${terrain}`, TERRAIN_MORALE, 'defender morale');
  }
  if (state.entrenchments.includes(sides.target) && mayUseEntrenchment(top)) {
    // [18.41] a fit combat engineer anywhere in the attacking force cancels it, even alone.
    const canceller = attackers.find(fitEngineer);
    if (canceller) add('18.41', `entrenchment cancelled by combat engineer ${canceller.name}`, 0, 'defender morale');
    else {
      defenderMorale += ENTRENCHMENT_MORALE;
      add('10.52', 'defender entrenched', ENTRENCHMENT_MORALE, 'defender morale');
    }
  }
  const defendEngineer = engineerHelps(defenders);
  if (defendEngineer) {
    defenderMorale += ENGINEER_MORALE;
    add('18.41', `combat engineer ${defendEngineer.name} with the defenders`, ENGINEER_MORALE, 'defender morale');
  }
  const defendLeaders = leaderMoraleBonus(
    state,
    sides.target,
    defenders.map((u) => u.id),
  );
  if (defendLeaders.bonus > 0) {
    defenderMorale += defendLeaders.bonus;
    add('19.11', `leader${defendLeaders.leaderIds.length > 1 ? 's' : ''} with the defenders`, defendLeaders.bonus, 'defender morale');
  }

  // Step 3: the Close Action Value.
  const effectivenessDifferential = attackerEffectiveness - defenderEffectiveness;
  const moraleDifferential = attackerMorale - defenderMorale;
  const terrainSet = CLOSE_ACTION_TERRAIN_SET[terrain];
  const value = closeActionValue(effectivenessDifferential, moraleDifferential, terrainSet, world.tables.closeActionValues);

  // Step 4: the odds.
  const halving =
    sides.approach.overBridge ? (sides.approach.kind === 'engineerFerry' ? '16.15' : '10.43')
    : sides.approach.overDike ? '10.44'
    : sides.approach.kind === 'permanentFerry' ? '10.94'
    : null;
  let attackStrength = 0;
  for (const unit of attackers) {
    const full = closeActionStrength(unit, 'attacker');
    attackStrength += halving ? halve(full) : full;
  }
  if (halving) {
    const full = attackers.reduce((s, u) => s + closeActionStrength(u, 'attacker'), 0);
    add(halving, 'attacker strength halved, each unit rounded down', attackStrength - full, 'attack strength');
  }
  const defenceStrength = defenders.reduce((s, u) => s + closeActionStrength(u, 'defender'), 0);
  const table = world.tables.closeActionResults;
  const oddsColumn = closeActionOddsColumn(attackStrength, defenceStrength, table);
  const column = table.columns[oddsColumn]!;
  const odds = `${column.odds.attacker}:${column.odds.defender}`;

  const tables: TableReading[] = [
    { table: '8.72', row: `effectiveness ${signed(effectivenessDifferential)}`, column: `morale ${signed(moraleDifferential)} (${terrainSet} terrain)`, cell: String(value) },
  ];
  return {
    leadId: lead.id,
    defenderTopId: top.id,
    defenderIds: defenders.map((u) => u.id),
    attackerEffectiveness,
    defenderEffectiveness,
    effectivenessDifferential,
    attackerMorale,
    defenderMorale,
    moraleDifferential,
    terrainSet,
    value,
    attackStrength,
    defenceStrength,
    oddsColumn,
    odds,
    modifiers,
    tables,
  };
}

export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** The inputs an explanation shows for these factors. */
export function factorInputs(state: GameState, f: CloseActionFactors): Record<string, number | string | boolean> {
  return {
    attackerTop: unitById(state, f.leadId)!.name,
    defenderTop: unitById(state, f.defenderTopId)!.name,
    attackerEffectiveness: f.attackerEffectiveness,
    defenderEffectiveness: f.defenderEffectiveness,
    effectivenessDifferential: f.effectivenessDifferential,
    attackerMorale: f.attackerMorale,
    defenderMorale: f.defenderMorale,
    moraleDifferential: f.moraleDifferential,
    terrainSet: f.terrainSet,
    closeActionValue: String(f.value),
    attackStrength: f.attackStrength,
    defenceStrength: f.defenceStrength,
    odds: f.odds,
  };
}
