/**
 * HQ supply along the chain of command [11.2, 17.4, 18.31]: every HQ of a side judged from the top
 * of the formation tree down, so a regimental HQ is judged after the HQs it may trace to.
 *
 * - off the map: German HQs are always supplied there [11.32]; Allied HQs off the map are not judged;
 * - an airborne HQ in its first turns after landing is supplied [11.13c];
 * - divisional, corps, army and independent HQs: road path of any length to a source serving them [11.21];
 * - independent and regimental HQs: 8 MP of an imaginary company to a supplied higher HQ that can
 *   pass supply on (not in Travel, not disrupted) [11.22, 17.4, 18.31]; regimental HQs may also go to
 *   their division's source [11.22];
 * - a destroyed HQ is skipped in the chain [17.18].
 */
import type { Explanation } from '../core/explanation';
import { hexIdOfIndex } from '../world/mapGrid';
import type { HexId } from '../hex';
import type { Mode, Unit } from '../core/unit';
import { inLandingSupply } from './airborneLanding';
import { crossingsOnPath, halvedLimit, UNLIMITED_PATH_WITH_CROSSING } from './engineerCrossings';
import { REGIMENTAL_TRACE_MP, type CompanyStepMemo } from './companyTrace';
import { keptCompanyPath } from './keptCompanySearches';
import type { StepMemos } from './stepMemos';
import { formationsByHq, hqRole, notProviderReason, type HqClass, type HqRole } from './hqRoles';
import { supplyOptions } from './options';
import { roadPath, traceRoadsFrom, type RoadTrace } from './roadTrace';
import { sourceServes, type SourceInUse } from './sources';
import { indexOfUnit, type StepMemo, type TracingGround } from './tracingGround';
import { supplyExplanation, type CrossingUse, type SupplyVerdict } from './verdict';
import { allUnits } from '../state/unitBuckets';

export type HqMethod = 'road' | 'company' | 'landing' | 'offMap' | 'none';

export interface HqJudgment {
  unitId: string;
  name: string;
  hex: HexId | null;
  klass: HqClass;
  /** False for an Allied HQ off the map: it is not judged and its marker stays as it is. */
  judged: boolean;
  verdict: SupplyVerdict;
  method: HqMethod;
  /** MP the imaginary company spent, and its mode [11.22]. */
  cost?: number;
  mode?: Mode;
  /** Supplied and able to pass supply on to units and lower HQs [18.31]. */
  provides: boolean;
  /** Why a supplied HQ does not pass supply on. */
  notProvider?: { rule: string; reason: string };
  explanation: Explanation;
}

/** Lazily searched road traces, one per group of sources serving the same formations. */
class RoadTraces {
  private readonly groups = new Map<string, SourceInUse[]>();
  private readonly traces = new Map<string, RoadTrace>();
  /** [11.24] the same searches allowing engineer crossings, held to 50 hexes. */
  private readonly crossingTraces = new Map<string, RoadTrace>();
  constructor(
    private readonly ground: TracingGround,
    private readonly memo: StepMemo,
    sources: readonly SourceInUse[],
    private readonly roadsOnly: boolean,
  ) {
    for (const s of sources) {
      const key = JSON.stringify([s.forFormations ? [...s.forFormations].sort() : null, s.offMap === true]);
      const list = this.groups.get(key);
      if (list) list.push(s);
      else this.groups.set(key, [s]);
    }
  }

  /**
   * The shortest road path from `from` to a source that `serves` accepts; with `withCrossings`, a
   * path that may cross by engineers and is held to 50 hexes [11.24].
   */
  best(from: number, serves: (s: SourceInUse) => boolean, withCrossings = false): { path: number[]; source: SourceInUse } | null {
    let best: { path: number[]; source: SourceInUse } | null = null;
    const cache = withCrossings ? this.crossingTraces : this.traces;
    for (const [key, group] of this.groups) {
      if (!group.some(serves)) continue;
      let trace = cache.get(key);
      if (!trace) {
        trace = withCrossings
          ? traceRoadsFrom(this.ground, this.memo, group, this.roadsOnly, true, UNLIMITED_PATH_WITH_CROSSING)
          : traceRoadsFrom(this.ground, this.memo, group, this.roadsOnly);
        cache.set(key, trace);
      }
      const path = roadPath(trace, from);
      if (!path) continue;
      const source = group[trace.sourceOf[from]!]!;
      if (!serves(source)) continue;
      if (!best || path.length < best.path.length) best = { path, source };
    }
    return best;
  }
}

const ids = (path: readonly number[]): HexId[] => path.map(hexIdOfIndex);

/** Judge every HQ of the ground's side. */
export function judgeHqs(ground: TracingGround, memos: StepMemos, sources: readonly SourceInUse[]): Map<string, HqJudgment> {
  const { state, side } = ground;
  const byHq = formationsByHq(state);
  const hqs: { unit: Unit; role: HqRole }[] = [];
  for (const unit of allUnits(state)) {
    if (unit.side !== side || unit.type !== 'hq' || unit.eliminated) continue;
    hqs.push({ unit, role: hqRole(state, unit, byHq) });
  }
  hqs.sort((a, b) => a.role.depth - b.role.depth || (a.unit.id < b.unit.id ? -1 : a.unit.id > b.unit.id ? 1 : 0));
  const roads = new RoadTraces(ground, memos.traversal, sources, supplyOptions(state).offMapRoadsOnly);
  const companyMemo = memos.company;
  const out = new Map<string, HqJudgment>();
  for (const { unit, role } of hqs) out.set(unit.id, judgeOne(ground, unit, role, sources, roads, companyMemo, out));
  return out;
}

function judgeOne(
  ground: TracingGround,
  hq: Unit,
  role: HqRole,
  sources: readonly SourceInUse[],
  roads: RoadTraces,
  companyMemo: CompanyStepMemo,
  judged: ReadonlyMap<string, HqJudgment>,
): HqJudgment {
  const { state } = ground;
  const base = { unitId: hq.id, name: hq.name, hex: hq.hex, klass: role.klass };
  const finish = (verdict: SupplyVerdict, method: HqMethod, extra: Partial<HqJudgment> = {}, judgedFlag = true): HqJudgment => {
    const notProvider = verdict.supplied ? notProviderReason(hq) : null;
    const inputs: Record<string, string | number | boolean> = { class: role.klass, method };
    if (extra.cost !== undefined) inputs.mp = extra.cost;
    if (extra.mode) inputs.mode = extra.mode;
    return {
      ...base,
      judged: judgedFlag,
      verdict,
      method,
      provides: verdict.supplied && notProvider === null,
      ...(notProvider ? { notProvider } : {}),
      ...extra,
      explanation: supplyExplanation(hq.name, verdict, inputs),
    };
  };

  const at = indexOfUnit(hq);
  if (at < 0) {
    if (hq.side === 'german') return finish({ supplied: true, rule: '11.32', via: 'off-map display', path: [] }, 'offMap');
    return finish({ supplied: false, rule: '11.2', reason: 'not on the map' }, 'none', {}, false);
  }
  if (inLandingSupply(state, hq)) return finish({ supplied: true, rule: '11.13', via: 'landing (first Game-Turns)', path: [] }, 'landing');

  const serviceFormation = role.formation?.id ?? hq.formationId;
  const serves = (s: SourceInUse) => sourceServes(state.formations, s, serviceFormation);
  const crossings = ground.crossings;
  const useOf = (path: readonly number[], limit: number, unit: CrossingUse['unit']): CrossingUse => ({ crossings: crossingsOnPath(ground.world, crossings, path), limit, unit });
  const roadFound = (withCrossings: boolean): HqJudgment | null => {
    const found = roads.best(at, serves, withCrossings);
    if (!found) return null;
    const verdict: SupplyVerdict = { supplied: true, rule: '11.21', via: found.source.id, path: ids(found.path) };
    if (withCrossings) verdict.engineerCrossing = useOf(found.path, UNLIMITED_PATH_WITH_CROSSING, 'hexes');
    return finish(verdict, 'road');
  };

  // Targets of the imaginary company: a superior HQ that passes supply on, or the division's source.
  const superiors = role.klass === 'unlimited' ? [] : role.superiors.map((id) => judged.get(id)).filter((j): j is HqJudgment => j !== undefined);
  const providers = superiors.filter((j) => j.provides && j.hex !== null);
  const targets = new Map<number, string>();
  for (const j of providers) {
    const index = ground.unitIndex.get(j.unitId)!;
    if (!targets.has(index)) targets.set(index, j.unitId);
  }
  const ownSources = role.klass === 'regimental' ? sources.filter(serves) : [];
  for (const s of ownSources) for (const i of s.hexIndices) if (!targets.has(i)) targets.set(i, s.id);
  const companyFound = (withCrossings: boolean): HqJudgment | null => {
    const budget = withCrossings ? halvedLimit(REGIMENTAL_TRACE_MP) : REGIMENTAL_TRACE_MP;
    const found = keptCompanyPath(ground, companyMemo, at, new Set(targets.keys()), budget, withCrossings);
    if (!found) return null;
    const verdict: SupplyVerdict = { supplied: true, rule: '11.22', via: targets.get(found.target)!, path: ids(found.path) };
    if (withCrossings) verdict.engineerCrossing = useOf(found.path, budget, 'MP');
    return finish(verdict, 'company', { cost: found.cost, mode: found.mode });
  };

  // [11.24] paths without an engineer crossing first, at the full limits; then with one, at half.
  const tries: (() => HqJudgment | null)[] = [];
  if (role.klass !== 'regimental') tries.push(() => roadFound(false));
  if (role.klass !== 'unlimited') tries.push(() => companyFound(false));
  if (crossings.size > 0) {
    if (role.klass !== 'regimental') tries.push(() => roadFound(true));
    if (role.klass !== 'unlimited') tries.push(() => companyFound(true));
  }
  for (const attempt of tries) {
    const found = attempt();
    if (found) return found;
  }

  const reasons: string[] = [];
  const byEngineers = crossings.size > 0 ? ` (nor one of ${UNLIMITED_PATH_WITH_CROSSING} hexes crossing by engineers)` : '';
  if (role.klass !== 'regimental') reasons.push(`no road path free of enemy units and enemy zones of control reaches a source${byEngineers}`);
  if (role.klass !== 'unlimited') {
    if (superiors.length === 0) {
      if (role.klass === 'regimental') reasons.push('no higher HQ remains in its chain of command');
    } else if (providers.length === 0) {
      const why = superiors.map((j) => `${j.name} ${j.notProvider ? j.notProvider.reason : 'is out of supply'}`).join('; ');
      reasons.push(`no higher HQ can pass supply on (${why})`);
    }
    const aims = [providers.length > 0 ? 'a supplied higher HQ' : '', ownSources.length > 0 ? "the division's source" : ''].filter(Boolean);
    const halfBudget = crossings.size > 0 ? ` (nor a ${halvedLimit(REGIMENTAL_TRACE_MP)} MP one crossing by engineers)` : '';
    if (aims.length > 0) reasons.push(`no ${REGIMENTAL_TRACE_MP} MP path reaches ${aims.join(' or ')}${halfBudget}`);
  }
  return finish({ supplied: false, rule: role.klass === 'unlimited' ? '11.21' : '11.22', reason: reasons.join('; ') }, 'none');
}
