/**
 * Events: the record of what a command did, in order, for the log and the screen. Dice appear
 * with their purpose and case so every roll can be checked.
 *
 * `EventMap` maps each event type to its payload. The events of the sequence and of units in
 * general are declared here; every rules area declares its own in its `events.ts` by augmenting
 * `EventMap`, beside the line each one writes in the log (docs/extending.md).
 */
import type { HexId } from '../hex';
import type { PhaseNumber } from './gameState';
import type { Mode, Side } from './unit';

export interface EventMap {
  phaseStarted: { turn: number; phase: PhaseNumber; name: string };
  turnStarted: { turn: number; label: string };
  diceRolled: { purpose: string; rule: string; dice: number[]; total: number };
  gameEnded: { turn: number; reason: string; winner?: Side | 'draw' };
  actionCancelled: { reason: string; rule: string };
  eliminated: { unitId: string; unitName: string; rule: string; reason: string };
  disrupted: { unitId: string; unitName: string; hex: HexId; rule: string };
  modeChanged: { unitId: string; unitName: string; from: Mode; to: Mode; rule: string };
}

export type EventType = keyof EventMap;

/** One event: its `type` and the payload declared for it. */
export type GameEvent = { [K in EventType]: { type: K } & EventMap[K] }[EventType];

/** The event of one type. */
export type EventOf<K extends EventType> = Extract<GameEvent, { type: K }>;
