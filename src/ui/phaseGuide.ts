/**
 * What a player does in each kind of phase, in a few plain words with the cases that govern it and
 * how to do it on this screen. Data only; the phase guide panel (PhaseGuide.tsx) shows the entry
 * for the current phase so a new player needs no rulebook to know what the phase is for.
 */
import type { PhaseKind } from '../rules/api';

export interface PhaseGuideEntry {
  /** What the phase is for. */
  purpose: string;
  /** How to do it here: one line per thing the player may do. */
  steps: string[];
  /** What happens by itself when the phase ends. */
  onEnd?: string;
}

export const PHASE_GUIDE: Readonly<Record<PhaseKind, PhaseGuideEntry>> = {
  command: {
    purpose: 'Housekeeping for the phasing side: supply, recovery from disruption and the chain of command [11.2, 11.5, 17.0].',
    steps: [
      'Engineers may start or stop work and entrenchments may be removed [16.6, 10.53].',
      'HQs may take units under command or be promoted [17.17, 17.19].',
      'Airstrikes and air cover are placed here when the scenario has them [15.15].',
    ],
    onEnd: 'Ending the phase judges supply for every unit and HQ and rolls recovery for disrupted units; the log and the Command Phase report show each result [11.2, 11.5].',
  },
  organization: {
    purpose: 'Each unit of the phasing side may change mode once: Concentrated, Dispersed or Travel [13.0].',
    steps: [
      'Click a counter; the inspector lists the mode changes allowed now, and why the others are not.',
      'A change in an enemy zone of control may draw opportunity fire from the other side [8.4].',
    ],
  },
  conditionalFire: {
    purpose: 'The phasing side fires at enemy units it can see and reach [5.0]. A unit that fires now may neither move nor assault in the movement phase that follows [4.0, 8.0].',
    steps: [
      'Click one of your counters: the fire panel lists every enemy unit it may fire at, with Fire Value and the chance of each result.',
      'Pick a target (or click the enemy counter), read the explanation, then Fire. The owner of a hit unit chooses how to take some results [5.32].',
    ],
  },
  conditionalMovement: {
    purpose: 'The phasing side moves, restacks, leaves Travel mode, ferries and assaults [8.0, 8.6].',
    steps: [
      'Click one of your counters: the hexes it can reach are shaded with their MP cost; point at one to see the path and where the enemy may fire.',
      'Click a hex to move there (Shift: the unit alone); click an adjacent enemy counter to prepare a close action [8.6].',
      'Leaving a hex in an enemy zone of control gives the other side opportunity fire before the move goes on [8.4].',
    ],
  },
  freeFire: {
    purpose: 'The phasing side fires again, with no conditions on what the firers did before [5.0].',
    steps: ['Click one of your counters to see its targets and chances, then Fire.'],
  },
  turnRecord: {
    purpose: 'The Game-Turn ends: weather and the victory record are updated and the next Game-Turn begins [4.0].',
    steps: ['Nothing to decide; end the phase to go on. In the last Game-Turn this ends the game and shows the result.'],
  },
};
