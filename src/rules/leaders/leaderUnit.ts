/**
 * A leader counter as a Unit [19.0, 19.8]: no strength, no effectiveness, no morale of his own,
 * one face; he commands `leads` and is attached to the HQ `hqUnitId`. For scenario set-up.
 */
import type { HexId } from '../hex';
import type { Nationality, Side, Unit } from '../core/unit';

export interface LeaderSetup {
  id: string;
  name: string;
  side: Side;
  nationality: Nationality;
  /** Formation he commands (the HQ's formation; corps/army for Bittrich, Student, Model). */
  leads: string;
  /** HQ he enters with and comes back on [19.4, 19.8]. */
  hqUnitId: string;
  hex: HexId | null;
  arrival?: Unit['arrival'];
}

export function leaderUnit(setup: LeaderSetup): Unit {
  return {
    id: setup.id,
    name: setup.name,
    side: setup.side,
    nationality: setup.nationality,
    type: 'leader',
    subordination: setup.leads,
    printedStrength: 0,
    strength: 0,
    effectiveness: {},
    printedMorale: 0,
    range: 0,
    modes: ['concentrated'],
    hex: setup.hex,
    stackIndex: 0,
    mode: 'concentrated',
    status: { disrupted: false, depleted: false, fired: false, mpSpent: 0, modeChanged: false },
    leader: { leads: setup.leads, hqUnitId: setup.hqUnitId },
    ...(setup.arrival ? { arrival: setup.arrival } : {}),
  };
}
