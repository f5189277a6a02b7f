/**
 * A seat: who plays one side [ARCHITECTURE §4 "Seats"]. Each side of a game is played by a
 * controller — a person at the screen, the computer player, or the baseline (the simple seeded
 * policy the tests use). A controller reads the position and answers with a command and the reason
 * for it; a person's seat answers nothing (the screen waits for the player's click).
 *
 * This layer imports no React, no DOM and no store: the headless match runner, the tests and the
 * browser's Web Worker all use the same controllers.
 */
import type { Command, GameState, Side, World } from '../rules';

export type SeatKind = 'person' | 'computer' | 'baseline';

export const SEAT_KINDS: readonly SeatKind[] = ['person', 'computer', 'baseline'];

/** What a controller does now, and why in one line (shown in the log beside the command). */
export interface Decision {
  command: Command;
  reason: string;
  /** The case the choice rests on, when one does. */
  rule?: string;
}

export interface Seat {
  readonly kind: SeatKind;
  readonly side: Side;
  /** The command for the position, or null when a person is to decide. Called only when `side` acts. */
  decide(state: GameState, world: World): Decision | null;
}

/** A person at the screen: the computer never decides for it. */
export function personSeat(side: Side): Seat {
  return { kind: 'person', side, decide: () => null };
}
