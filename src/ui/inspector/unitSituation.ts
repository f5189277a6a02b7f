/**
 * A unit's situation in words, each line with the case behind it: is it in supply and through
 * whom, who controls it (artillery) or what it commands (an HQ), whether the enemy sees it, and
 * what it may do in the phase now. Every answer comes from an engine query; this file only words it.
 */
import {
  commandChainOf,
  controllingHqs,
  hqFormation,
  legalCommandsFor,
  observersOf,
  phaseDefinition,
  unitSupply,
  type Command,
  type GameState,
  type Unit,
  type World,
} from '../../rules/api';
import { allUnits, unitById } from '../../rules/api';

export interface SituationLine {
  /** What the line is about: "Supply", "Control", "Seen", "Now". */
  topic: string;
  /** The answer, with [case] citations. */
  text: string;
}

/** A unit's name, or a supply source's (what a supply verdict's `via` names), or the id itself. */
export const nameOf = (state: GameState, id: string): string => unitById(state, id)?.name ?? state.supply.sources.find((s) => s.id === id)?.name ?? id;

function listed(names: string[], most = 3): string {
  return names.length <= most ? names.join(', ') : `${names.slice(0, most).join(', ')} and ${names.length - most} more`;
}

function supplyLine(state: GameState, world: World, unit: Unit): SituationLine | null {
  if (unit.type === 'leader' || unit.hex === null) return null;
  if (unit.type === 'hq') {
    // [11.23] an HQ's supply is the last Command Phase's finding, shown by its Depleted marker.
    return { topic: 'Supply', text: unit.status.depleted ? 'Out of supply at its last Command Phase (Depleted) [11.23]' : 'In supply at its last Command Phase [11.23]' };
  }
  const verdict = unitSupply(state, world, unit.id);
  return verdict.supplied
    ? { topic: 'Supply', text: `In supply now, through ${nameOf(state, verdict.via)} [${verdict.rule}]` }
    : { topic: 'Supply', text: `Out of supply now: ${verdict.reason} [${verdict.rule}]` };
}

function controlLine(state: GameState, world: World, unit: Unit): SituationLine | null {
  if (unit.hex === null) return null;
  if (unit.type === 'artillery') {
    const hqs = controllingHqs(state, world, unit.id);
    return hqs.length
      ? { topic: 'Control', text: `May fire indirectly under ${listed(hqs.map((h) => nameOf(state, h.hqId)))} [${hqs[0]!.rule}]` }
      : { topic: 'Control', text: 'No HQ next to it or stacked with it can control its fire [12.0, 18.33]' };
  }
  if (unit.type === 'hq') {
    // Every unit whose chain of command runs through this HQ's formation [17.1].
    const formation = hqFormation(state, unit);
    const units = formation
      ? allUnits(state).filter((u) => u.side === unit.side && u.id !== unit.id && !u.eliminated && u.hex !== null && commandChainOf(state, u).some((f) => f.id === formation.id))
      : [];
    return { topic: 'Command', text: units.length ? `Heads ${units.length} unit${units.length > 1 ? 's' : ''} on the map [17.0]` : 'No unit under it on the map [17.0]' };
  }
  return null;
}

function seenLine(state: GameState, world: World, unit: Unit): SituationLine | null {
  if (unit.hex === null || unit.type === 'leader') return null;
  const enemy = unit.side === 'allied' ? 'german' : 'allied';
  const seers = observersOf(state, world, enemy, unit.hex).filter((o) => o.verdict.ok);
  return seers.length
    ? { topic: 'Seen', text: `The enemy sees it: ${listed(seers.map((o) => nameOf(state, o.unitId)))} [6.0]` }
    : { topic: 'Seen', text: 'No enemy unit sees it now [6.0]' };
}

/** What the unit may do now, from every command the engine would accept [4.0]. */
export function possibleNow(state: GameState, world: World, unit: Unit): SituationLine {
  if (state.ended) return { topic: 'Now', text: 'The game is over.' };
  if (state.deployment) return { topic: 'Now', text: unit.hex ? `Set up in ${unit.hex}; it may be placed again until its side finishes [24.2].` : 'Waiting to be set up, or to arrive later [24.2, 24.3].' };
  const phase = phaseDefinition(state.phase);
  const mine = legalCommandsFor(state, world, unit.id);
  const count = (type: Command['type']) => mine.filter((c) => c.type === type).length;
  const parts: string[] = [];
  const steps = new Set(mine.flatMap((c) => (c.type === 'moveStep' ? [c.to] : []))).size;
  if (steps) parts.push(`step to ${steps} hex${steps > 1 ? 'es' : ''} [8.0]`);
  if (count('closeAction')) parts.push(`assault ${count('closeAction')} way${count('closeAction') > 1 ? 's' : ''} [8.6]`);
  if (count('fire')) parts.push(`fire at ${count('fire')} target${count('fire') > 1 ? 's' : ''} [5.0]`);
  if (count('opportunityFire')) parts.push('fire at the unit that set off opportunity fire [8.4]');
  if (count('changeMode')) parts.push(`change mode [13.0]`);
  if (count('ferry')) parts.push('ferry [16.1]');
  if (parts.length) return { topic: 'Now', text: `May ${parts.join(', ')}.` };
  if (state.pending) return { topic: 'Now', text: `Nothing until the ${state.pending.side === 'allied' ? 'Allied' : 'German'} player answers the open decision [${state.pending.rule}].` };
  if (phase.phasing && phase.phasing !== unit.side) {
    return { topic: 'Now', text: phase.opportunityFire ? 'Not its side’s phase; it may get opportunity fire if the enemy acts in its zone of control [8.4].' : 'Not its side’s phase [4.0].' };
  }
  return { topic: 'Now', text: `Nothing more in the ${phase.name} Phase [4.0].` };
}

export function unitSituation(state: GameState, world: World, unit: Unit): SituationLine[] {
  return [supplyLine(state, world, unit), controlLine(state, world, unit), seenLine(state, world, unit), possibleNow(state, world, unit)].filter(
    (line): line is SituationLine => line !== null,
  );
}
