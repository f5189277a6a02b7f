/**
 * Scenario 29, Destruction of the British 1st (19–21 Sept) as a game set-up [29.0–29.5]: scenario 28
 * carried on to the end of GT 44 [29.1] on Map A, with 28's set-up and restrictions [29.2, 29.4], its
 * reinforcements plus the German arrivals of GT 19, 22, 40, 42 and 44 and the Poles' serials 55–58
 * (group x) from GT 43 with their pathfinder placed freely [29.3]; the Poles draw on the 1st
 * Airborne's supplyhead [11.13]; both victory sets [29.51, 29.52]. docs/scenarios.md lists every reading.
 */
import type { GameSetup } from '../../rules/engine/createGame';
import type { Catalogue } from '../oob/catalogue';
import { D29_ENGLAND } from '../drop1st/oob';
import { D1_REINFORCEMENTS, D29_EXTRA_REINFORCEMENTS } from '../drop1st/reinforcements';
import { britishFirstSetup } from '../drop1st/scenario';
import { D1_SUPPLYHEAD } from '../drop1st/supply';
import { destructionVictory, type DestructionVictorySet } from './victory';

export const DESTRUCTION_1ST_ID = 'destruction1st';

/** [29.1] The end of GT 44 (the 1801 turn of 21 Sept). */
export const D29_LAST_TURN = 44;

export interface DestructionOptions {
  /** [29.51] Historical (default) or [29.52] Player victory conditions. */
  victory?: DestructionVictorySet;
  /** [28.43, 29.4] The optional historical shift of the supplyhead. */
  supplyheadShift?: boolean;
  catalogue?: Catalogue;
}

export function destruction1stSetup(seed: string, options: DestructionOptions = {}): GameSetup {
  const setup = britishFirstSetup(seed, {
    id: DESTRUCTION_1ST_ID,
    lastTurn: D29_LAST_TURN,
    england: D29_ENGLAND,
    reinforcements: [...D1_REINFORCEMENTS, ...D29_EXTRA_REINFORCEMENTS],
    withPoles: true,
    supplyheadShift: options.supplyheadShift ?? false,
    victory: destructionVictory(options.victory ?? 'historical', D29_LAST_TURN),
    catalogue: options.catalogue,
  });
  // [11.13] the Polish brigade draws on the 1st Airborne's supplyhead
  return { ...setup, supply: { ...setup.supply!, sharedSupplyheads: { [D1_SUPPLYHEAD.formationId]: ['Polx'] } } };
}
