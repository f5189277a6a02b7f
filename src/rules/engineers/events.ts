/** Bridge and engineer events [16.0–16.7, 10.53, 18.42]: demolition chances, works, entrenchments. Each event's payload and its line in the log. */
import type { EngineerWorkKind } from './works';
import type { HexId } from '../hex';
import { type EventTexts } from '../define/eventText';

/** What an engineers' work is doing, in a few words. */
function workLabel(event: { kind: EngineerWorkKind; bridgeName?: string }): string {
  if (event.kind === 'entrench') return 'entrench';
  return `${event.kind} ${event.bridgeName ?? 'the bridge'}`;
}

declare module '../core/events' {
  interface EventMap {
    bridgeChance: { bridge: string; name: string; rule: string };
    bridgeBlown: { bridge: string; name: string; rule: string };
    bridgeSurvived: { bridge: string; name: string; rule: string };
    bridgeSpared: { bridge: string; name: string; rule: string };
    entrenchmentRemoved: { hex: HexId; rule: string };
    workStarted: { kind: EngineerWorkKind; hex: HexId; bridge?: string; bridgeName?: string; unitIds: string[]; needed: number; rule: string };
    workProgressed: { kind: EngineerWorkKind; hex: HexId; bridge?: string; bridgeName?: string; turns: number; needed: number; rule: string };
    workDropped: { kind: EngineerWorkKind; hex: HexId; bridge?: string; bridgeName?: string; reason: string; rule: string };
    bridgeUnderRepair: { bridge: string; name: string; rule: string };
    bridgeRepaired: { bridge: string; name: string; rule: string };
    entrenchmentBuilt: { hex: HexId; rule: string };
  }
}

export const engineersEventText: EventTexts<'bridgeChance' | 'bridgeBlown' | 'bridgeSurvived' | 'bridgeSpared' | 'entrenchmentRemoved' | 'workStarted' | 'workProgressed' | 'workDropped' | 'bridgeUnderRepair' | 'bridgeRepaired' | 'entrenchmentBuilt'> = {
  bridgeChance: (event) =>
    event.rule === '30.47' ? `${event.name} is on the start line: the German may try to blow it [30.47]` : `Allied units next to ${event.name}: the German may try to blow it [${event.rule}]`,
  bridgeBlown: (event) => `${event.name} blown [${event.rule}]`,
  bridgeSurvived: (event) => `${event.name} survives the attempt [${event.rule}]`,
  bridgeSpared: (event) => `${event.name} left standing [${event.rule}]`,
  entrenchmentRemoved: (event) => `Entrenchment in ${event.hex} removed [${event.rule}]`,
  workStarted: (event) => `Engineers in ${event.hex} start to ${workLabel(event)}: ${event.needed} Game-Turns [${event.rule}]`,
  workProgressed: (event) => `Engineers in ${event.hex}: ${workLabel(event)}, ${event.turns} of ${event.needed} Game-Turns done [${event.rule}]`,
  workDropped: (event) => `Engineers in ${event.hex} stop work (${workLabel(event)}): ${event.reason} [${event.rule}]`,
  bridgeUnderRepair: (event) => `${event.name} under repair [${event.rule}]`,
  bridgeRepaired: (event) => `${event.name} repaired [${event.rule}]`,
  entrenchmentBuilt: (event) => `Entrenchment dug in ${event.hex} [${event.rule}]`,
};
