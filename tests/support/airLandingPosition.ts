/**
 * A sandbox air-landing position on the real map with Hell's Highway's real counters: the 101st's
 * 506th and 327th in England as serials of group p and q, the 506th's pathfinder on Map B (B2049, a
 * clear hex; scenario 27 puts the 82nd's markers on this map) and the 327th's where scenario 26 puts
 * it (C1010); a German flak platoon (4/2107/107) beside the northern route into B2049.
 * The serial numbers are ours: the England display's own data comes with issue 17.
 */
import { createGame, type GameSetup, type GameState, type Serial, type Unit } from '../../src/rules';
import { HELLS_HIGHWAY_OOB } from '../../src/scenarios/hellsHighway/oob';
import { toFormations, toUnit } from '../../src/scenarios/oob';

const counter = (id: string, over: Partial<Unit> = {}): Unit => {
  const spec = HELLS_HIGHWAY_OOB.counters.find((c) => c.id === id);
  if (!spec) throw new Error(`no counter ${id}`);
  return { ...toUnit(spec, { hex: null }), ...over };
};

const battalion = (reg: string, n: string, letters: string[]) => [...letters.map((l) => `us-${reg}-${n}-${l}`), `us-${reg}-${n}-hw`];

export const SERIALS: Serial[] = [
  { id: '1', group: 'p', unitIds: battalion('506', '2', ['d', 'e', 'f']), lifts: 0 },
  { id: '2', group: 'p', unitIds: battalion('506', '3', ['g', 'h', 'i']), lifts: 0 },
  { id: '3', group: 'p', unitIds: ['us-506-hq'], lifts: 0 },
  // 24 + 4 SP: over the limit, as the display allows [14.4]; glider-borne [23.2].
  { id: '4', group: 'q', unitIds: [...battalion('327', '1', ['a', 'b', 'c']), 'us-327-at-1'], lifts: 0, glider: true },
];

export const FLAK_ID = 'de-2107-4';

export function airLandingSetup(over: Partial<GameSetup> = {}): GameSetup {
  const units = [
    ...SERIALS.flatMap((s) => s.unitIds.map((id) => counter(id))),
    counter(FLAK_ID, { hex: 'B2130', mode: 'dispersed' }),
  ];
  return {
    scenarioId: 'air-landing-sandbox',
    seed: 'drop',
    startTurn: 1,
    startPhase: 13,
    lastTurn: 15,
    units,
    // HQ counters not in this position are left out of the chain (a save names only units it holds).
    formations: toFormations(HELLS_HIGHWAY_OOB.formations).map((f) => (f.hqUnitId && !units.some((u) => u.id === f.hqUnitId) ? { ...f, hqUnitId: null } : f)),
    pathfinders: [{ formationId: '506/101', hex: 'B2049' }, { formationId: '327/101', hex: 'C1010' }],
    airLanding: { serials: SERIALS },
    ...over,
  };
}

export function airLandingPosition(over: Partial<GameSetup> = {}): GameState {
  return createGame(airLandingSetup(over));
}

/** A German counter of Hell's Highway put at `hex`. */
export function german(id: string, hex: string, over: Partial<Unit> = {}): Unit {
  return counter(id, { hex: hex as Unit['hex'], ...over });
}
