/**
 * Supply of combat units [11.31, 11.32, 11.4, 17.4]: within ten traversable hexes of a supplied HQ
 * that controls it — its own HQ or any HQ above it (a unit may skip a battalion HQ) — and that can
 * pass supply on (not in Travel, not disrupted) [18.31]. "ind" units, with no formation, may use any
 * HQ of their side [11.4]. A unit on or next to an on-map source serving it is supplied without an
 * HQ [11.32], and so is a stand-in source for an absent HQ within ten hexes [24.5]. German units off
 * the map are always supplied [11.32]; airborne units are supplied in their first turns after
 * landing [11.13].
 *
 * `unitSupply` answers for one unit now (a firing unit): an HQ counts as supplied when it carries
 * no Depleted marker, the status the last Command Phase found [11.23, 11.32]. `judgeSupply`
 * (judgment.ts) traces the HQs afresh instead.
 */
import type { GameState } from '../core/gameState';
import { formationAncestors } from '../core/formation';
import type { Side, Unit } from '../core/unit';
import { hexIdOfIndex } from '../world/mapGrid';
import type { World } from '../world/world';
import { inLandingSupply } from './airborneLanding';
import { startUnsupplied } from '../state/scenarioRestrictions';
import { crossingsOnPath, halvedLimit } from './engineerCrossings';
import { notProviderReason } from './hqRoles';
import { sourceServes, sourcesInUse, type SourceInUse } from './sources';
import { stepMemosFor } from './stepMemos';
import { indexOfUnit, supplyheadCut, traversable, type StepMemo, type TracingGround } from './tracingGround';
import { tracingGround } from './keptGround';
import { fieldKey } from './keptTraces';
import { PROMOTED_DIVISION_HQ_RANGE, rangeField, rangePath, unitSupplyRangeTo, UNIT_SUPPLY_RANGE, type RangeField } from './unitRange';
import type { SupplyVerdict } from './verdict';
import { allUnits, unitById } from '../state/unitBuckets';

/** Something a unit may trace its ten hexes to: a supplied HQ, or a stand-in source [24.5]. */
export interface SupplyProvider {
  id: string;
  index: number;
  kind: 'hq' | 'source';
}

/** Traces units to providers, searching each provider's range once and reusing it. */
export class UnitTracer {
  constructor(
    readonly ground: TracingGround,
    readonly memo: StepMemo,
    /** Supplying HQs by unit id. */
    readonly hqProviders: ReadonlyMap<string, SupplyProvider>,
    readonly sources: readonly SourceInUse[],
  ) {}

  private range(p: SupplyProvider): number {
    if (p.kind === 'hq') return unitSupplyRangeTo(this.ground.state, p.id);
    // [30.44] a stand-in HQ that stands beyond the edge: the hexes off the map count against the range
    const source = this.sources.find((s) => s.id === p.id.split('#')[0]);
    return UNIT_SUPPLY_RANGE - (source?.hexesBeyondEdge ?? 0);
  }

  private field(p: SupplyProvider): RangeField {
    return this.keptField(p.index, this.range(p), false);
  }

  /** [11.24] the provider's range searched with engineer crossings, at half the range. */
  private crossingField(p: SupplyProvider): RangeField {
    return this.keptField(p.index, halvedLimit(this.range(p)), true);
  }

  /** A range field kept with the ground (keptTraces.ts), searched the first time it is asked for. */
  private keptField(centre: number, range: number, withCrossings: boolean): RangeField {
    const fields = this.ground.kept.fields;
    const key = fieldKey(centre, range, withCrossings);
    let f = fields.get(key);
    if (!f) {
      f = { ...rangeField(this.ground, this.memo, centre, range, withCrossings), centre, range, withCrossings };
      fields.set(key, f);
    }
    return f;
  }

  /** The providers that control a unit [17.4, 11.4, 24.5]. */
  candidates(unit: Unit): SupplyProvider[] {
    const out: SupplyProvider[] = [];
    const formations = this.ground.state.formations;
    // [30.44] a source that stands in for the only HQ of its formations: they trace to it alone
    const only = this.sources.filter((s) => s.actsAsHq && s.onlyProvider && sourceServes(formations, s, unit.attachedTo ?? unit.formationId));
    if (only.length > 0) return only.flatMap((s) => s.hexIndices.map((index, n) => ({ id: s.hexIndices.length > 1 ? `${s.id}#${n}` : s.id, index, kind: 'source' as const })));
    // [11.4] "ind" units, [12.41, 18.52] Flak Brigade and HFlak/LFlak batteries: any HQ of the side
    const anyHq = unit.formationId === undefined || formations[unit.formationId]?.controlledByAnyHq || isIndCompany(formations, unit.formationId);
    if (anyHq) out.push(...this.hqProviders.values());
    else {
      // [17.17, 17.21c] a re-attached unit traces through the HQ it joined
      for (const f of formationAncestors(formations, unit.attachedTo ?? unit.formationId)) {
        const p = f.hqUnitId === null ? undefined : this.hqProviders.get(f.hqUnitId);
        if (p && p.id !== unit.id) out.push(p);
      }
    }
    for (const s of this.sources) {
      // [11.4] a source standing in for an HQ [24.5, 30.1] is an HQ of the side, so an "ind" unit may use it too
      if (!s.actsAsHq || s.side !== unit.side || !(anyHq || sourceServes(this.ground.state.formations, s, unit.formationId))) continue;
      s.hexIndices.forEach((index, n) => out.push({ id: s.hexIndices.length > 1 ? `${s.id}#${n}` : s.id, index, kind: 'source' }));
    }
    return out;
  }

  verdict(unit: Unit): SupplyVerdict {
    const state = this.ground.state;
    if (unit.eliminated) return { supplied: false, rule: '11.3', reason: 'eliminated' };
    const at = indexOfUnit(unit);
    if (at < 0) {
      if (unit.side === 'german') return { supplied: true, rule: '11.32', via: 'off-map display', path: [] };
      return { supplied: false, rule: '11.3', reason: 'not on the map' };
    }
    // [27.1] a scenario's start-of-play cut comes before the landing's free supply
    const cut = startUnsupplied(state, unit);
    if (cut) return { supplied: false, rule: cut.rule, reason: `it is out of supply as the scenario begins (through GT ${cut.throughTurn})` };
    if (inLandingSupply(state, unit)) return { supplied: true, rule: '11.13', via: 'landing (first Game-Turns)', path: [] };
    if (unit.resubordinatedTurn === state.turn) return { supplied: false, rule: '18.52', reason: 'it switched HQ this Game-Turn' };

    // [11.31] the nearest controlling provider within ten traversable hexes.
    let best: { path: number[]; via: string } | null = null;
    const candidates = this.candidates(unit);
    for (const p of candidates) {
      const path = rangePath(this.field(p), at);
      if (path && (!best || path.length < best.path.length)) best = { path, via: p.id.split('#')[0]! };
    }
    if (best) return { supplied: true, rule: this.isSource(best.via) ? '24.5' : '11.31', via: best.via, path: best.path.map(hexIdOfIndex) };

    // [11.24] only when no path keeps to the full range without one: across an engineer crossing,
    // at half the range (10 → 5 hexes, 7 → 3 to a promoted divisional HQ).
    if (this.ground.crossings.size > 0) {
      let crossing: { path: number[]; via: string; limit: number } | null = null;
      for (const p of candidates) {
        const path = rangePath(this.crossingField(p), at);
        if (path && (!crossing || path.length < crossing.path.length)) crossing = { path, via: p.id.split('#')[0]!, limit: halvedLimit(this.range(p)) };
      }
      if (crossing) {
        const crossings = crossingsOnPath(this.ground.world, this.ground.crossings, crossing.path);
        return {
          supplied: true,
          rule: this.isSource(crossing.via) ? '24.5' : '11.31',
          via: crossing.via,
          path: crossing.path.map(hexIdOfIndex),
          engineerCrossing: { crossings, limit: crossing.limit, unit: 'hexes' },
        };
      }
    }

    // [11.32] on or next to an on-map source of its own, unless enemy units hold it.
    for (const s of this.sources) {
      if (s.offMap || !sourceServes(state.formations, s, unit.formationId)) continue;
      for (const i of s.hexIndices) {
        if (this.ground.enemyOccupied[i]) continue;
        if (s.rule === '11.13' && supplyheadCut(this.ground, i)) continue;
        if (i === at) return { supplied: true, rule: '11.32', via: s.id, path: [hexIdOfIndex(at)] };
        for (let k = 0; k < 6; k++) {
          if (this.ground.world.grid.neighbor[at * 6 + k] === i && traversable(this.ground, this.memo, at, k)) {
            return { supplied: true, rule: '11.32', via: s.id, path: [hexIdOfIndex(at), hexIdOfIndex(i)] };
          }
        }
      }
    }
    if (candidates.length === 0) {
      return { supplied: false, rule: '11.31', reason: 'no supplied HQ of its chain of command can pass supply on (gone, unsupplied, in Travel or disrupted)' };
    }
    return { supplied: false, rule: '11.31', reason: `no supplied controlling HQ within its supply range (${UNIT_SUPPLY_RANGE} traversable hexes, ${PROMOTED_DIVISION_HQ_RANGE} to a promoted divisional HQ) clear of enemy units and enemy-controlled empty hexes` };
  }

  private isSource(id: string): boolean {
    return this.sources.some((s) => s.id === id);
  }
}

/**
 * [17.16, 11.4] An "ind" unit: its formation has no HQ counter and nothing above it (e.g. the
 * German independent companies KGKrind, 6PnlInd), so it may use any HQ of its side.
 */
function isIndCompany(formations: GameState['formations'], formationId: string): boolean {
  const formation = formations[formationId];
  return formation !== undefined && formation.hqUnitId === null && formation.parentId === null;
}

/**
 * Supplying HQs by the markers now on the map: an HQ without a Depleted marker is supplied (the
 * last Command Phase's finding, 11.23); it must also be able to pass supply on [18.31].
 */
export function providersByMarkers(state: GameState, ground: TracingGround): Map<string, SupplyProvider> {
  const out = new Map<string, SupplyProvider>();
  for (const unit of allUnits(state)) {
    if (unit.side !== ground.side || unit.type !== 'hq' || unit.status.depleted) continue;
    if (notProviderReason(unit)) continue;
    const index = ground.unitIndex.get(unit.id);
    if (index !== undefined) out.set(unit.id, { id: unit.id, index, kind: 'hq' });
  }
  return out;
}

/** Is this unit in supply now, e.g. as it fires [11.3, 11.31, 11.32, 11.4]? */
export function unitSupply(state: GameState, world: World, unitId: string): SupplyVerdict {
  return unitSupplyJudge(state, world)(unitId);
}

/**
 * A judge of units' supply on one position: the tracing ground of each side is worked out the first
 * time a unit of that side is asked about, and shared by the rest (the Command Phase asks for every
 * disrupted unit at once [11.54]). Only for a position that does not change while it is used.
 */
export function unitSupplyJudge(state: GameState, world: World): (unitId: string) => SupplyVerdict {
  const tracers = new Map<Side, UnitTracer>();
  return (unitId) => {
    const unit = unitById(state, unitId);
    if (!unit) return { supplied: false, rule: '11.3', reason: `no unit ${unitId}` };
    // [24.4] off-map batteries never lack supply
    if (unit.offMapBattery) return { supplied: true, rule: unit.offMapBattery.rule, via: 'off-map battery', path: [] };
    if (unit.type === 'hq') {
      // [11.23] an HQ's supply is what the last Command Phase found: the Depleted marker.
      if (unit.status.depleted) return { supplied: false, rule: '11.23', reason: 'its Depleted marker shows the last Command Phase found it unsupplied' };
      return { supplied: true, rule: '11.23', via: 'last Command Phase', path: unit.hex ? [unit.hex] : [] };
    }
    let tracer = tracers.get(unit.side);
    if (!tracer) {
      const ground = tracingGround(state, world, unit.side);
      tracer = new UnitTracer(ground, stepMemosFor(world, state.bridges).traversal, providersByMarkers(state, ground), sourcesInUse(state, unit.side));
      tracers.set(unit.side, tracer);
    }
    return tracer.verdict(unit);
  };
}
