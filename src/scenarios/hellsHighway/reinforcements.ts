/**
 * Reinforcements of scenario 24 [24.3]: who comes on, on which Game-Turn, at which hex. A unit may
 * enter on its turn or later, only at its hex (or a free neighbour when the enemy holds it [22.16]);
 * the movement rules check this from `Unit.arrival` (src/rules/movement/planStep.ts).
 */
import type { HexId } from '../../rules/hex';
import type { Side } from '../../rules/core/unit';
import type { CounterGroup } from './groups';
import { HH_TURN } from './calendar';

export interface ReinforcementSpec extends CounterGroup {
  side: Side;
  /** The time as 24.3 prints it, e.g. `1201/22`. */
  printed: keyof typeof HH_TURN;
  turn: number;
  hex: HexId;
  /** Leaders who come on with this group's HQ (scenario option `leaders`) [19.8]. */
  leaders?: readonly string[];
}

const at = (printed: keyof typeof HH_TURN) => ({ printed, turn: HH_TURN[printed] });

export const HH_REINFORCEMENTS: readonly ReinforcementSpec[] = [
  // Allied, all at C2411 except the 32nd Guards Brigade at C4419.
  // "2/506 6-3 (x2); 2/506 6-6 (x1)": the two rifle companies and the HW not set up on the map [24.2];
  // "ICG/5 4-7 (x4)" appears on both 1201/22 and 1401/22: eight troops in all (docs/order-of-battle.md).
  { side: 'allied', ...at('1201/22'), hex: 'C2411', all: ['3/506'], counters: ['us-506-2-e', 'us-506-2-f', 'us-506-2-hw', 'uk-1cg-1', 'uk-1cg-2', 'uk-1cg-3', 'uk-1cg-4'] },
  { side: 'allied', ...at('1401/22'), hex: 'C2411', all: ['3/327'], counters: ['us-327-at-1', 'us-327-at-2', 'uk-1cg-5', 'uk-1cg-6', 'uk-1cg-7', 'uk-1cg-8'] },
  { side: 'allied', ...at('1601/22'), hex: 'C2411', all: ['1/327', '2/327'], counters: ['us-327-hq'] },
  // "31G/32" = 3IG/32 and "32/GdA" = 32/GA (RULES-INVENTORY §5.1 item 14).
  { side: 'allied', ...at('1601/23'), hex: 'C4419', all: ['5CG/32', '1WG/32', '3IG/32'], counters: ['uk-32-hq'] },
  // German. "1036/59xx; 1036/59": the regiment's counters and its HQ.
  { side: 'german', ...at('1201/22'), hex: 'C2701', all: ['II/9', '1036/59'], counters: ['de-1036-hq'] },
  // "7xx (one only)": the divisional HQ counter; Erdmann's printed entry is this turn [19.8].
  { side: 'german', ...at('1401/22'), hex: 'C2534', all: ['17/7'], counters: ['de-17-hq', 'de-7-hq'], leaders: ['ldr-erdmann'] },
];
