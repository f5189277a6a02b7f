/** A seat from its kind and level: the one factory the runner, the tests and the worker use. */
import type { Side } from '../rules';
import { baselineSeat } from './baselineSeat';
import { computerSeat } from './computer/computerSeat';
import { DEFAULT_LEVEL, type ComputerLevel } from './computer/levels';
import { personSeat, type Seat, type SeatKind } from './seat';

export interface SeatChoice {
  kind: SeatKind;
  /** The computer player's level (ignored by the other kinds). */
  level?: ComputerLevel;
}

export function makeSeat(side: Side, choice: SeatChoice, seed: string): Seat {
  switch (choice.kind) {
    case 'person':
      return personSeat(side);
    case 'baseline':
      return baselineSeat(side, seed);
    case 'computer':
      return computerSeat(side, seed, choice.level ?? DEFAULT_LEVEL);
  }
}
