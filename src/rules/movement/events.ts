/** Movement events [8.0–8.5, 9.3x]: steps paid, restacks, overstacks and displacement. Each event's payload and its line in the log. */
import type { CostPart } from './stepCost';
import type { HexId } from '../hex';
import type { MapEdge } from '../core/unit';
import { unitsText, type EventTexts } from '../define/eventText';

/** What one unit paid for a step, with the parts that add up to it. */
export interface StepPayment {
  unitId: string;
  cost: number;
  parts: CostPart[];
  /** The step went beyond 4 MP under the one-hex rule [8.14]. */
  oneHexRule: boolean;
}

declare module '../core/events' {
  interface EventMap {
    unitsMoved: { unitIds: string[]; from: HexId | null; to: HexId; payments: StepPayment[]; rule: string };
    restacked: { hex: HexId; order: string[] };
    overstacked: { hex: HexId; strength: number; limit: number };
    displaced: { unitIds: string[]; from: HexId; to: HexId };
    unitExited: { unitId: string; hex: HexId; edge: MapEdge; strength: number; rule: string };
  }
}

export const movementEventText: EventTexts<'unitsMoved' | 'restacked' | 'overstacked' | 'displaced' | 'unitExited'> = {
  unitsMoved: (event, nameOf) => {
    const mp = event.payments.map((p) => p.cost);
        const cost = Math.min(...mp) === Math.max(...mp) ? `${mp[0]} MP` : `${Math.min(...mp)}–${Math.max(...mp)} MP`;
        const oneHex = event.payments.some((p) => p.oneHexRule) ? ' (one-hex move [8.14])' : '';
        return `${unitsText(event.unitIds, nameOf)} ${event.from ? `${event.from} → ` : 'enter at '}${event.to}, ${cost}${oneHex} [${event.rule}]`;
  },
  restacked: (event) => `Restacked ${event.hex} [8.51]`,
  overstacked: (event) => `${event.hex} overstacked: ${event.strength} SP, limit ${event.limit} [9.32]`,
  displaced: (event, nameOf) => `${unitsText(event.unitIds, nameOf)} displaced ${event.from} → ${event.to} [9.33]`,
  unitExited: (event, nameOf) => `${unitsText([event.unitId], nameOf)} left the map by the ${event.edge} edge at ${event.hex} (${event.strength} SP) [${event.rule}]`,
};
