/**
 * What a mode change would do, in one line for the inspector's Change mode buttons [13.0]: the
 * effectiveness in the new mode [3.5b], how the unit would move [8.31, 8.32, 10.11], the MP it
 * costs during movement [13.51], and whether enemy units may fire first because the unit stands in
 * their zone of control [8.4]. From the engine's tables and queries; pure.
 */
import {
  enemySide,
  hexIndex,
  IMMOBILE,
  movementColumn,
  parseHexId,
  phaseDefinition,
  zocSourcesAt,
  type GameState,
  type Mode,
  type MovementColumn,
  type Unit,
  type World,
} from '../rules/api';
import { effectivenessText } from './labels';
import { unitById } from '../rules/api';

const COLUMN_WORDS: Readonly<Record<MovementColumn, string>> = {
  leg: 'leg',
  armor: 'armor',
  recon: 'reconnaissance',
  armoredGun: 'armored gun',
  towed: 'towed',
  armoredInfantryOnFoot: 'on-foot',
};

export function modeChangeConsequence(world: World, state: GameState, unit: Unit, to: Mode): string {
  const parts = [`effectiveness ${effectivenessText(unit, unit.mode)} → ${effectivenessText(unit, to)} [3.5b]`];
  const before = movementColumn(unit.type, unit.mode);
  const after = movementColumn(unit.type, to);
  if (after === IMMOBILE) parts.push('cannot move in this mode [8.31]');
  else if (before === IMMOBILE) parts.push('may move again [8.31]');
  else if (after !== before) parts.push(`moves on the ${COLUMN_WORDS[after]} column [8.32]`);
  if (to === 'dispersed' && after !== IMMOBILE) parts.push('no road rate [10.11]');
  else if (unit.mode === 'dispersed' && after !== IMMOBILE) parts.push('road rate on roads [10.11]');
  const phase = phaseDefinition(state.phase);
  if (phase.kind === 'conditionalMovement') parts.push('costs 1 MP [13.51]');
  const at = unit.hex ? parseHexId(unit.hex) : undefined;
  if (phase.opportunityFire && at) {
    const firers = zocSourcesAt(world, state, enemySide(unit.side), hexIndex(at));
    if (firers.length) {
      const names = firers.map((id) => unitById(state, id)?.name ?? id).join(', ');
      parts.push(`in the zone of control of ${names}: they may fire first, at the old mode [8.4]`);
    }
  }
  return parts.join('; ');
}
