/** One line of log text per engine event. */
import type { Explanation, GameEvent } from '../rules';
import { MODE_LABEL } from './labels';

/** Names units for the log; without one, moves and retreats give a count of units. */
export type UnitNamer = (unitId: string) => string | undefined;

/** "D/2/506" or "D/2/506, 506/101" when every unit has a name, else "2 units". */
function unitsText(unitIds: readonly string[], nameOf?: UnitNamer): string {
  const names = nameOf ? unitIds.map(nameOf) : [];
  if (names.length > 0 && names.every((n) => n !== undefined)) return names.join(', ');
  return `${unitIds.length} unit${unitIds.length > 1 ? 's' : ''}`;
}

export function formatEvent(event: GameEvent, nameOf?: UnitNamer): string {
  switch (event.type) {
    case 'phaseStarted':
      return `Phase ${event.phase}: ${event.name}`;
    case 'turnStarted':
      return `New turn — ${event.label}`;
    case 'modeChanged':
      return `${event.unitName}: ${MODE_LABEL[event.from]} → ${MODE_LABEL[event.to]} [${event.rule}]`;
    case 'diceRolled':
      return `Rolled ${event.dice.join(' + ')}${event.dice.length > 1 ? ` = ${event.total}` : ''} for ${event.purpose} [${event.rule}]`;
    case 'germanPmAirstrikes':
      return event.available ? `German PM airstrikes fly today [${event.rule}]` : `No German PM airstrikes today [${event.rule}]`;
    case 'gameEnded':
      return `Game over after GT ${event.turn}: ${event.reason}`;
    case 'unitsMoved': {
      const mp = event.payments.map((p) => p.cost);
      const cost = Math.min(...mp) === Math.max(...mp) ? `${mp[0]} MP` : `${Math.min(...mp)}–${Math.max(...mp)} MP`;
      const oneHex = event.payments.some((p) => p.oneHexRule) ? ' (one-hex move [8.14])' : '';
      return `${unitsText(event.unitIds, nameOf)} ${event.from ? `${event.from} → ` : 'enter at '}${event.to}, ${cost}${oneHex} [${event.rule}]`;
    }
    case 'closeActionLaunched':
      return `Close action from ${event.from} on ${event.target} by ${event.attackerIds.length} unit${event.attackerIds.length > 1 ? 's' : ''} [${event.rule}]`;
    case 'closeActionResolved':
      return `Close action on ${event.target}: ${event.explanation.result}${rollNote(event.explanation)} [${event.explanation.rule}]`;
    case 'retreated':
      return `${unitsText(event.unitIds, nameOf)} retreat ${event.from} → ${event.to} [${event.rule}]`;
    case 'advanced':
      return `${unitsText(event.unitIds, nameOf)} advance ${event.from} → ${event.to} [${event.rule}]`;
    case 'restacked':
      return `Restacked ${event.hex} [8.51]`;
    case 'disrupted':
      return `${event.unitName} disrupted in ${event.hex} [${event.rule}]`;
    case 'overstacked':
      return `${event.hex} overstacked: ${event.strength} SP, limit ${event.limit} [9.32]`;
    case 'displaced':
      return `${unitsText(event.unitIds, nameOf)} displaced ${event.from} → ${event.to} [9.33]`;
    case 'eliminated':
      return `${event.unitName} eliminated: ${event.reason} [${event.rule}]`;
    case 'opportunityWindow':
      return `Opportunity fire possible at ${event.hex} from ${event.firerIds.length} unit${event.firerIds.length > 1 ? 's' : ''} [${event.rule}]`;
    case 'opportunityPassed':
      return `No opportunity fire${event.hex ? ` at ${event.hex}` : ''} [8.47]`;
    case 'actionCancelled':
      return `Action cancelled: ${event.reason} [${event.rule}]`;
    case 'bridgeChance':
      return `Allied units next to ${event.name}: the German may try to blow it [${event.rule}]`;
    case 'bridgeBlown':
      return `${event.name} blown [${event.rule}]`;
    case 'bridgeSurvived':
      return `${event.name} survives the attempt [${event.rule}]`;
    case 'bridgeSpared':
      return `${event.name} left standing [${event.rule}]`;
    case 'entrenchmentRemoved':
      return `Entrenchment in ${event.hex} removed [${event.rule}]`;
    case 'workStarted':
      return `Engineers in ${event.hex} start to ${workLabel(event)}: ${event.needed} Game-Turns [${event.rule}]`;
    case 'workProgressed':
      return `Engineers in ${event.hex}: ${workLabel(event)}, ${event.turns} of ${event.needed} Game-Turns done [${event.rule}]`;
    case 'workDropped':
      return `Engineers in ${event.hex} stop work (${workLabel(event)}): ${event.reason} [${event.rule}]`;
    case 'bridgeUnderRepair':
      return `${event.name} under repair [${event.rule}]`;
    case 'bridgeRepaired':
      return `${event.name} repaired [${event.rule}]`;
    case 'entrenchmentBuilt':
      return `Entrenchment dug in ${event.hex} [${event.rule}]`;
    case 'hqSupplyJudged':
      return event.supplied ? `${event.unitName} back in supply: Depleted marker removed [${event.rule}]` : `${event.unitName} out of supply: marked Depleted [${event.rule}]`;
    case 'depletionRemoved':
      return `${event.unitName} in supply range of a supplied HQ: no longer Depleted [${event.rule}]`;
    case 'depletedAfterFiring':
      return event.depleted ? `${event.unitName} fired out of supply and is Depleted${rollNote(event.explanation, false)} [${event.rule}]` : `${event.unitName} fired out of supply but is not Depleted${rollNote(event.explanation, false)} [${event.rule}]`;
    case 'supplyheadRedropStreak':
      return event.eligible
        ? `${event.formationName}: ${event.streak} Game-Turns with every HQ out of supply; its supplyhead may be dropped again [${event.rule}]`
        : `${event.formationName}: ${event.streak} of ${event.needed} Game-Turns with every HQ out of supply (${event.reason}) [${event.rule}]`;
    case 'disruptionRecoveryRolled':
      return `${event.unitName} ${event.recovered ? `recovers from disruption (${event.mode})` : 'stays disrupted'}: ${event.explanation.result}, modified roll ${event.explanation.roll?.modified ?? '?'} [${event.rule}]`;
    case 'leaderCasualtyRoll':
      return `${event.leaderName} in ${event.hex}: casualty roll ${event.explanation.roll?.total ?? '?'}, ${event.killed ? 'killed' : 'unhurt'} [${event.rule}]`;
    case 'leaderKilled':
      return `${event.leaderName} killed in ${event.hex} [${event.rule}]`;
    case 'leaderReturned':
      return `${event.leaderName} returns on his HQ in ${event.hex} [${event.rule}]`;
    case 'leaderLostForGood':
      return `${event.leaderName} is gone for good: ${event.reason} [${event.rule}]`;
    case 'airstrikePlaced':
      return `${event.side === 'allied' ? 'Allied' : 'German'} airstrike (${event.strikes} strike${event.strikes > 1 ? 's' : ''}) placed on ${event.hex}${event.targetName ? ` against ${event.targetName}` : ''} [${event.rule}]`;
    case 'airstrikeResolved':
      return `Airstrike on ${event.targetName} in ${event.hex}: ${event.result} — ${event.explanation.result}${rollNote(event.explanation)} [${event.rule}]`;
    case 'airstrikeWasted':
      return `Airstrike on ${event.hex} finds no target: ${event.reason}`;
    case 'capPlaced':
      return `CAP at ${event.hex} widened to ${event.radius} hexes (${event.strikes} airstrike${event.strikes > 1 ? 's' : ''}) [${event.rule}]`;
    case 'capRemoved':
      return `CAP at ${event.hex} ends [${event.rule}]`;
    case 'fireResolved':
      return `${event.opportunity ? 'Opportunity fire' : 'Fire'}: ${event.firerName} at ${event.targetName} in ${event.hex} — ${event.explanation.result} [${event.explanation.rule}]`;
    case 'strengthLost':
      return `${event.unitName} loses ${event.lost} SP (${event.strength} left) [${event.rule}]`;
    case 'fireChoiceAsked':
      return `${event.unitName} was hit: its owner chooses (${event.options.join(' / ')}) [${event.rule}]`;
    case 'fireChoiceMade':
      return `${event.unitName}: ${event.choice} [${event.rule}]`;
    case 'opportunityClosed':
      return `Opportunity fire at ${event.hex} over [${event.rule}]`;
    case 'germanCap':
      return `German CAP over the landing: ${event.explanation.result}${rollNote(event.explanation)} [${event.rule}]`;
    case 'unitAttached':
      return `${event.unitName} now answers to the ${event.designation} HQ${event.penalty > 0 ? `, effectiveness −${event.penalty} for good` : ''}${event.outOfSupplyThisTurn ? ', out of supply this Game-Turn' : ''} [${event.rule}]`;
    case 'hqPromoted':
      return `${event.hqName} becomes the HQ of ${event.designation}; units tracing to it have a 7-hex supply range [${event.rule}]`;
    case 'victoryTurnHeld':
      return `Victory: ${event.label} — GT ${event.turn} held throughout (${event.held.join(', ')}), ${event.count} of ${event.needed} [${event.rule}]`;
    case 'victoryCheckpoint':
      return `Victory: ${event.label} — end of GT ${event.turn}: ${event.met ? `held (${event.held.join(', ')})` : 'not held'} [${event.rule}]`;
    case 'victoryDecided':
      return `Result: ${event.label} [${event.rule}]`;
    case 'unitDeployed':
      return `Set-up: ${event.unitName} ${event.from ? `moved ${event.from} → ${event.hex}` : `placed in ${event.hex}`} [${event.rule}]`;
    case 'deploymentFinished': {
      const who = event.side === 'allied' ? 'Allied' : 'German';
      const next = event.next ? `the ${event.next === 'allied' ? 'Allied' : 'German'} player sets up next` : 'play begins';
      return `${who} set-up finished; ${next} [${event.rule}]`;
    }
  }
}

/** ", roll 3 + 4 = 7 (modified 6)" for a resolution that rolled, unless the result shown already says the roll. */
function rollNote(explanation: Explanation, resultShown = true): string {
  const roll = explanation.roll;
  if (!roll || (resultShown && /\broll(ed)? \d/.test(explanation.result))) return '';
  const dice = roll.dice.length > 1 ? `${roll.dice.join(' + ')} = ${roll.total}` : String(roll.total);
  return `, roll ${dice}${roll.modified !== roll.total ? ` (modified ${roll.modified})` : ''}`;
}

/** What an engineers' work is doing, in a few words. */
function workLabel(event: { kind: 'repair' | 'demolish' | 'entrench'; bridgeName?: string }): string {
  if (event.kind === 'entrench') return 'entrench';
  return `${event.kind} ${event.bridgeName ?? 'the bridge'}`;
}
