/**
 * [30.44] The supply choice of the SS units on Map D. Reading (docs/scenarios.md, "Scenario 30"):
 * the "II SS Panzer" units are the units of the II SS Panzer Corps' divisions present, i.e. the SS
 * battle groups of displays a and b (10/10, I/21 of 21/10, 20/9); their divisional HQs are not in
 * the scenario, so without 30.44 they could never be supplied. The German player picks at New game:
 *
 * - `walther` (default): they join the supply net of the KGWltr ind HQ at D1616 — every unit and HQ
 *   of those formations is attached to Kampfgruppe Walther [17.17] and traces to its HQ.
 * - `northEdge`: each traces its ten hexes to the north edge as if its HQ stood one hex beyond it,
 *   as an independent unit, and to nothing else.
 */
import type { Formation } from '../../rules/core/formation';
import type { Unit } from '../../rules/core/unit';
import { SECTIONS, type HexId } from '../../rules/hex';
import type { SupplySource } from '../../rules/supply/supplyState';

export type BreakoutSsSupply = 'walther' | 'northEdge';

/** The SS formations 30.44 speaks of (with everything below them). */
export const BO_SS_FORMATIONS: readonly string[] = ['10/10', '21/10', '20/9'];

/** Kampfgruppe Walther, whose HQ stands at D1616 [30.44]. */
export const BO_WALTHER_FORMATION = 'KGWltr';

/**
 * [30.44] `walther`: the SS formations' HQs, and the SS units with no HQ of their own on the map
 * (I/21), answer to Walther's HQ for supply [17.17]; the other companies keep tracing to their
 * regiment's HQ, which is now fed through Walther.
 */
export function attachSsToWalther(units: readonly Unit[], formations: readonly Formation[]): Unit[] {
  const byId = new Map(formations.map((f) => [f.id, f]));
  const present = new Set(units.map((u) => u.id));
  return units.map((u) => {
    if (u.side !== 'german') return u;
    const chain: Formation[] = [];
    for (let f = byId.get(u.formationId ?? ''); f && chain.length < 10; f = byId.get(f.parentId ?? '')) chain.push(f);
    const ssAt = chain.findIndex((f) => BO_SS_FORMATIONS.includes(f.id));
    if (ssAt < 0) return u;
    const ownHq = chain.slice(0, ssAt + 1).some((f) => f.hqUnitId !== null && f.hqUnitId !== u.id && present.has(f.hqUnitId));
    return u.type === 'hq' || !ownHq ? { ...u, attachedTo: BO_WALTHER_FORMATION } : u;
  });
}

/** [30.44] `northEdge`: a stand-in HQ one hex beyond every hex of Map D's north edge (row 61 = C01xx). */
export function ssNorthEdgeSource(): SupplySource {
  const hexes = Array.from({ length: SECTIONS.C.cols }, (_, i) => `C01${String(i + 1).padStart(2, '0')}` as HexId);
  return {
    id: 'bo-ss-north-edge',
    name: 'the north edge of Map D (the SS units\' HQ one hex beyond it)',
    side: 'german',
    hexes,
    rule: '30.44',
    forFormations: [...BO_SS_FORMATIONS],
    offMap: true,
    actsAsHq: true,
    onlyProvider: true,
    hexesBeyondEdge: 1,
  };
}
