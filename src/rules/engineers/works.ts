/**
 * Engineers' works that take several Game-Turns [16.6, 16.7, 18.42]: bridge engineers repairing a
 * destroyed bridge or demolishing a stream bridge (or a railway bridge over a canal), and combat
 * engineers digging an entrenchment. A work is declared by its owner (`startWork`), so engineers
 * that merely stand somewhere never do anything by accident; it is checked at the end of every
 * phase and counted when the Game-Turn Record phase ends.
 *
 * Readings (RULES-INVENTORY §5):
 * - A Game-Turn counts only when the work was under way for the whole of it: declared in an
 *   earlier turn, or in phase 1 (the turn's first phase). "Complete" turns in 16.6, "consecutive"
 *   turns in 16.7 and 18.42 are read the same way.
 * - A lapse (the engineers move, fire, change mode, are disrupted, lose too much strength, or the
 *   Germans come to a bridge under repair) ends the work; the count restarts with a new
 *   declaration. 16.7 also allows continuing at the cost of an extra turn: not offered.
 * - 16.7 says "a bridge engineer unit" with at least 3 SP; like 16.6 a stack may pool its strength.
 * - A repair given up after its first turn turns the "under repair" marker back to "destroyed".
 * - Supply [16.6 "in supply"; 11.3]: a repair's engineers must be in supply when the Game-Turn is
 *   counted (the Game-Turn Record phase); one out of supply ends the repair (the count restarts with
 *   a new declaration). `startWork` refuses a repair by engineers out of supply. Demolition (16.7)
 *   and entrenching (18.42) name no supply condition.
 */

import type { HexId } from '../hex';
import type { MapBridge } from '../map/mapData';
import type { PhaseNumber } from '../sequence/phases';
import type { UnitType } from '../core/unit';

/** Repair a bridge [16.6], demolish one [16.7], or dig an entrenchment [18.42]. */
export type EngineerWorkKind = 'repair' | 'demolish' | 'entrench';

export const ENGINEER_WORK_KINDS: readonly EngineerWorkKind[] = ['repair', 'demolish', 'entrench'];

export interface EngineerWork {
  kind: EngineerWorkKind;
  /** The engineers doing the work, all in `hex`. */
  unitIds: string[];
  /** Canonical id of the hex the engineers stand in. */
  hex: HexId;
  /** The bridge repaired or demolished (`bridgeKey`); absent for an entrenchment. */
  bridge?: string;
  /** Complete Game-Turns of work so far. */
  turns: number;
  /** The engineers' total strength when the work began (a loss stops entrenching [18.42]). */
  strength: number;
  /** When the work was declared: the turn counts only if declared in its phase 1. */
  startedTurn: number;
  startedPhase: PhaseNumber;
}

/**
 * Game option `engineerDemolition` (default on): bridge engineers may demolish bridges by 16.7.
 * Only the Allies have bridge engineers [18.4], so as printed this is an Allied ability; the
 * designers may have meant German combat engineers (RULES-INVENTORY §5, ambiguity 58). Set the
 * option to false to play without 16.7.
 */
export const ENGINEER_DEMOLITION_OPTION = 'engineerDemolition';

export function engineerDemolitionAllowed(options: Readonly<Record<string, boolean | number | string>>): boolean {
  return options[ENGINEER_DEMOLITION_OPTION] !== false;
}

/** The case each work rests on. */
export const WORK_RULE: Readonly<Record<EngineerWorkKind, string>> = { repair: '16.6', demolish: '16.7', entrench: '18.42' };

/** Who does each work [16.6, 16.7, 18.42]. */
export const WORK_UNIT_TYPE: Readonly<Record<EngineerWorkKind, UnitType>> = {
  repair: 'bridgeEngineer',
  demolish: 'bridgeEngineer',
  entrench: 'combatEngineer',
};

/** Least total strength of the engineers [16.6: 5, 16.7: 3, 18.42: 4]. */
export const WORK_MIN_STRENGTH: Readonly<Record<EngineerWorkKind, number>> = { repair: 5, demolish: 3, entrench: 4 };

/** Works that need the engineers concentrated throughout [16.7, 18.42]. */
export const WORK_NEEDS_CONCENTRATED: Readonly<Record<EngineerWorkKind, boolean>> = { repair: false, demolish: true, entrench: true };

export const REPAIR_TURNS = 2;
export const ENTRENCH_TURNS = 6;
export const DEMOLISH_STREAM_TURNS = 7;
export const DEMOLISH_RAIL_CANAL_TURNS = 10;
/** [16.7] After ten turns a railway bridge over a canal goes down on 1d6 of 1–3. */
export const DEMOLISH_RAIL_CANAL_MAX_ROLL = 3;

/** [16.7] Turns a demolition takes, or null if 16.7 does not cover the bridge. */
export function demolitionTurns(bridge: MapBridge): number | null {
  if (bridge.over === 'stream') return DEMOLISH_STREAM_TURNS;
  if (bridge.kind === 'railroad' && bridge.over === 'canal') return DEMOLISH_RAIL_CANAL_TURNS;
  return null;
}

declare module '../core/gameState' {
  interface GameState {
    /** Engineers' works under way: bridge repair, demolition, entrenching [16.6, 16.7, 18.42]. */
    works: EngineerWork[];
  }
}
