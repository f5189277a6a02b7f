/**
 * The full supply picture of one side, as a Command Phase would find it now [11.0, 11.2, 11.3]:
 * every HQ traced along the chain of command, then every unit traced to the HQs found supplied.
 * The screen's supply overlay reads this; the Command Phase applies it (commandPhase.ts).
 */
import type { HexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { Side, Unit } from '../core/unit';
import type { World } from '../world/world';
import { judgeHqs, type HqJudgment } from './hqSupply';
import { sourcesInUse } from './sources';
import { stepMemosFor } from './stepMemos';
import { tracingGround } from './keptGround';
import type { TracingGround } from './tracingGround';
import { UnitTracer, type SupplyProvider } from './unitSupply';
import type { SupplyVerdict } from './verdict';
import { allUnits } from '../state/unitBuckets';

export interface UnitSupplyEntry {
  unitId: string;
  name: string;
  hex: HexId | null;
  verdict: SupplyVerdict;
}

export interface SupplyReport {
  side: Side;
  turn: number;
  /** Every HQ of the side still in the game, by unit id. */
  hqs: Record<string, HqJudgment>;
  /** Every other unit of the side still in the game (leaders excepted), by unit id. */
  units: Record<string, UnitSupplyEntry>;
}

export function judgeSupply(state: GameState, world: World, side: Side): SupplyReport {
  return judgeSupplyOn(tracingGround(state, world, side));
}

/**
 * What the Command Phase needs of the picture (commandPhase.ts): every HQ, and of the other units
 * only those carrying a Depleted marker, the only ones whose verdict can change anything [11.35].
 * The verdicts are those of the full picture (each unit is traced on its own; tested along seeded
 * Hell's Highway games), without tracing the many units that are in supply already.
 */
export function judgeCommandPhaseSupply(state: GameState, world: World, side: Side): SupplyReport {
  return judgeSupplyOn(tracingGround(state, world, side), (unit) => unit.status.depleted);
}

/**
 * The same picture judged on a given tracing ground (a kept one, or in tests a fresh one); with
 * `which`, only the non-HQ units it accepts are traced (every HQ always is).
 */
export function judgeSupplyOn(ground: TracingGround, which?: (unit: Unit) => boolean): SupplyReport {
  const { state, world, side } = ground;
  const memos = stepMemosFor(world, state.bridges);
  const memo = memos.traversal;
  const sources = sourcesInUse(state, side);
  const hqJudgments = judgeHqs(ground, memos, sources);
  const providers = new Map<string, SupplyProvider>();
  for (const j of hqJudgments.values()) {
    if (!j.provides) continue;
    const index = ground.unitIndex.get(j.unitId);
    if (index !== undefined) providers.set(j.unitId, { id: j.unitId, index, kind: 'hq' });
  }
  const tracer = new UnitTracer(ground, memo, providers, sources);
  const units: Record<string, UnitSupplyEntry> = {};
  for (const unit of allUnits(state)) {
    if (unit.side !== side || unit.eliminated || unit.type === 'hq' || unit.type === 'leader') continue;
    if (which && !which(unit)) continue;
    units[unit.id] = { unitId: unit.id, name: unit.name, hex: unit.hex, verdict: tracer.verdict(unit) };
  }
  return { side, turn: state.turn, hqs: Object.fromEntries(hqJudgments), units };
}
