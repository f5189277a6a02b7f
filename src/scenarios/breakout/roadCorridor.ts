/**
 * [30.46] The optional road rule of scenario 30 as data: the main road, the spearhead it holds
 * close, and the hexrow that ends the German hold. Off unless the players choose the named option
 * `breakoutRoadCorridor` (src/rules/state/roadCorridor.ts reads it; readings in docs/scenarios.md).
 */
import type { HexId } from '../../rules/hex';
import type { RoadCorridor } from '../../rules/state/roadCorridor';

/**
 * The main road: the XXX Corps axis from the supply exit D0120 over the canal bridge D0719–D0818,
 * through Valkenswaard to Eindhoven and off the north edge at D6117 (= C0117). The shortest road
 * path between those ends on our map; tests/scenarios/breakoutRoadCorridor.test.ts checks the list
 * against the map's road links.
 */
export const BO_MAIN_ROAD: readonly HexId[] = [
  'D0120', 'D0219', 'D0320', 'D0419', 'D0519', 'D0618', 'D0719', 'D0818', 'D0918', 'D1018', 'D1118', 'D1217',
  'D1318', 'D1417', 'D1517', 'D1616', 'D1717', 'D1817', 'D1918', 'D2018', 'D2118', 'D2218', 'D2319', 'D2419',
  'D2519', 'D2619', 'D2720', 'D2820', 'D2920', 'D3020', 'D3121', 'D3220', 'D3321', 'D3420', 'D3521', 'D3620',
  'D3721', 'D3820', 'D3920', 'D4020', 'D4120', 'D4220', 'D4320', 'D4420', 'D4520', 'D4619', 'D4719', 'D4819',
  'D4919', 'D5018', 'D5119', 'D5218', 'D5318', 'D5417', 'D5517', 'D5616', 'D5716', 'D5815', 'D5916', 'D6016',
  'C0117',
];

/** The main road's last hex on the Allied side of the canal (the bridge's south end). */
export const BO_ROAD_AT_FRONT_LINE: HexId = 'D0719';

/**
 * "Five hexes north" read as five hexrows north of the front line where the main road crosses it:
 * D0719 is on hexrow 7, so a spearhead unit on hexrow 12 or beyond ends the hold.
 */
export const BO_RELEASE_ROW = 7 + 5;

/**
 * The rule's data for a game: `keptUnitIds` are the XXX Corps units (group y, the Allied set-up);
 * in the 30.6 variant none, as "XXX Corps may advance on as large a front as it wishes" lifts the
 * corridor while the German hold still applies when the players choose the rule (reading).
 */
export function breakoutRoadCorridor(keptUnitIds: readonly string[]): RoadCorridor {
  return {
    road: [...BO_MAIN_ROAD],
    keptUnitIds: [...keptUnitIds],
    keptWithin: 3,
    assaultWithin: 4,
    heldSide: 'german',
    heldFrom: 5,
    releaseRow: BO_RELEASE_ROW,
    released: false,
    rule: '30.46',
  };
}
