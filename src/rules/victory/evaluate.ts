/**
 * Reading the victory conditions at any moment [24.6, 25.5]: each condition met, not met or still
 * open, with the reason and the numbers, and the result they give. Once the game is over nothing
 * is open any more: what has not been met by then is not met.
 *
 * Every condition Hell's Highway uses can only move towards "met" (turns held are never taken
 * back, a checkpoint is fixed once its turn ends, casualties only grow), so a level reached during
 * play is a floor for the final result.
 */
import { describeTurn } from '../sequence/calendar';
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';
import type { World } from '../world/world';
import { casualtyPoints } from './casualties';
import { exitedTally } from './exits';
import { artilleryCover, enemyPathfinderHexes } from './artilleryCover';
import { heldAmong, resolveHexSet, satisfies } from './hexSets';
import { netPointsResult, tiersResult } from './pointScoring';
import { bridgePath, crossingHeld, lossRatio, observesPathfinder, roadFree, supplyCut, unitsInRegion } from './positionConditions';
import { weightedLossPoints } from './weightedLosses';
import { openRoad } from './openRoad';
import { unitNearPathfinder, unitsNear } from './unitsNear';
import { unsuppliedOnMap } from './unsuppliedAtEnd';
import type {
  ArtilleryCoversCondition,
  CasualtiesCondition,
  ClearOfUnitsCondition,
  NearPathfinderCondition,
  OpenRoadCondition,
  ExitedCondition,
  ConditionReport,
  HoldAtTurnEndCondition,
  HoldHexesCondition,
  VictoryCondition,
  VictoryLevel,
  VictoryReport,
  VictoryResult,
  VictoryState,
} from './types';
import { unitById } from '../state/unitBuckets';

export const VICTORY_SIDE_NAME: Readonly<Record<Side, string>> = { allied: 'Allied', german: 'German' };
export const VICTORY_LEVEL_NAME: Readonly<Record<VictoryLevel, string>> = { decisive: 'Decisive', substantive: 'Substantive', marginal: 'Marginal' };

type Progress = Pick<ConditionReport, 'status' | 'reason' | 'value' | 'target' | 'points'>;

interface Context {
  state: GameState;
  world: World;
  victory: VictoryState;
  final: boolean;
}

function plural(n: number, word: string): string {
  if (n === 1) return `1 ${word}`;
  return `${n} ${/(s|x|z|ch|sh)$/.test(word) ? `${word}es` : `${word}s`}`;
}

/** Game-Turns whose end is still to be recorded. */
function turnsLeft(ctx: Context): number {
  if (ctx.final) return 0;
  const { lastRecordedTurn } = ctx.victory.record;
  const first = lastRecordedTurn === null ? ctx.state.turn : Math.max(lastRecordedTurn + 1, ctx.state.turn);
  return Math.max(0, ctx.state.lastTurn - first + 1);
}

/** The longest run of consecutive Game-Turns, and the run ending with the last recorded turn. */
function runs(turns: readonly number[], lastRecorded: number | null): { best: number; current: number } {
  let best = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const turn of turns) {
    run = turn === previous + 1 ? run + 1 : 1;
    previous = turn;
    best = Math.max(best, run);
  }
  return { best, current: lastRecorded !== null && previous === lastRecorded ? run : 0 };
}

function holdHexes(ctx: Context, condition: HoldHexesCondition): Progress {
  const hexes = resolveHexSet(condition.hexes, ctx.world) ?? [];
  const held = ctx.victory.record.heldTurns[condition.id] ?? [];
  const { best, current } = runs(held, ctx.victory.record.lastRecordedTurn);
  const value = condition.consecutive ? best : held.length;
  const target = condition.turns;
  const which = held.length ? ` (GT ${held.join(', ')})` : '';
  const kind = condition.consecutive ? 'consecutive complete Game-Turns' : 'complete Game-Turns';
  if (value >= target) return { status: 'met', value, target, reason: `Held for ${plural(value, 'complete Game-Turn')}${which}; ${target} needed.` };
  let left = turnsLeft(ctx);
  // The turn under way counts only if the hexes were held when it began.
  const { turnStart } = ctx.victory.record;
  const underWay = !ctx.final && turnStart.turn === ctx.state.turn && ctx.victory.record.lastRecordedTurn !== ctx.state.turn;
  const currentLost = underWay && !satisfies(turnStart.held[condition.id] ?? [], hexes, condition.need);
  if (currentLost && left > 0) left -= 1;
  const reachable = condition.consecutive ? (currentLost ? 0 : current) + left : held.length + left;
  const so = `Held for ${plural(value, condition.consecutive ? 'consecutive complete Game-Turn' : 'complete Game-Turn')}${which}; ${target} ${kind} needed`;
  if (ctx.final) return { status: 'notMet', value, target, reason: `${so}.` };
  if (reachable < target) return { status: 'notMet', value, target, reason: `${so}, and too few Game-Turns are left.` };
  return { status: 'open', value, target, reason: `${so}; ${plural(left, 'Game-Turn')} left to do it.` };
}

function holdAtTurnEnd(ctx: Context, condition: HoldAtTurnEndCondition): Progress {
  const hexes = resolveHexSet(condition.hexes, ctx.world) ?? [];
  const target = condition.need === 'all' ? hexes.length : condition.need === 'anyPair' ? 2 : 1;
  const when = `the end of GT ${condition.turn} (${describeTurn(condition.turn)})`;
  const snapshot = ctx.victory.record.snapshots[condition.id];
  if (snapshot) {
    const met = satisfies(snapshot.held, hexes, condition.need);
    const value = snapshot.held.length;
    if (met) return { status: 'met', value, target, reason: `Held ${snapshot.held.join(', ')} at ${when}.` };
    const some = value ? `Held only ${snapshot.held.join(', ')}` : 'Held none of its hexes';
    return { status: 'notMet', value, target, reason: `${some} at ${when}.` };
  }
  const now = heldAmong(ctx.state, condition.side, hexes).length;
  if (ctx.final || ctx.state.turn > condition.turn) {
    return { status: 'notMet', value: 0, target, reason: `The game ended before ${when} was recorded.` };
  }
  return { status: 'open', value: now, target, reason: `Checked at ${when}; ${plural(now, 'hex')} of it held now.` };
}

function casualties(ctx: Context, condition: CasualtiesCondition): Progress {
  const value = condition.weighted ? weightedLossPoints(ctx.state, condition.sufferedBy) : casualtyPoints(ctx.state, condition.sufferedBy, condition.formations);
  const target = condition.threshold;
  const points = condition.points;
  const what = `${VICTORY_SIDE_NAME[condition.sufferedBy]} ${condition.weighted ? 'weighted losses [28.52]' : 'casualty points'}: ${value}`;
  if (condition.comparison === 'lessThan' || condition.comparison === 'atMost') {
    // [29.52] a ceiling: lost once passed, met only at the end.
    const within = condition.comparison === 'lessThan' ? value < target : value <= target;
    const reason = `${what}; ${condition.comparison === 'lessThan' ? 'less than' : 'at most'} ${target} allowed.`;
    const earned = within ? (points ?? 1) : 0;
    if (!within) return { status: 'notMet', value, target, reason, points: 0 };
    return { status: ctx.final ? 'met' : 'open', value, target, reason, points: earned };
  }
  const reached = (n: number) => (condition.comparison === 'moreThan' ? n > target : n >= target);
  const needs = condition.comparison === 'moreThan' ? `more than ${target}` : `${target} or more`;
  const earn = (met: boolean) => (points !== undefined ? { points: met ? points : 0 } : {});
  if (reached(value) || !condition.unsuppliedAtEndRule) {
    const reason = `${what}; ${needs} needed.`;
    if (reached(value)) return { status: 'met', value, target, reason, ...earn(true) };
    return { status: ctx.final ? 'notMet' : 'open', value, target, reason, ...earn(false) };
  }
  // [27.42] the sufferer's units out of supply on the map count as destroyed when play ends.
  const cut = unsuppliedOnMap(ctx.state, ctx.world, condition.sufferedBy);
  const rule = condition.unsuppliedAtEndRule;
  const side = VICTORY_SIDE_NAME[condition.sufferedBy];
  if (!ctx.final) {
    const reason = `${what}; ${needs} needed. ${cut.strength} SP of ${side} units are out of supply now and would count as destroyed if play ended now [${rule}].`;
    return { status: 'open', value, target, reason, ...earn(false) };
  }
  const total = value + cut.strength;
  const reason = `${what}, and ${cut.strength} SP of units out of supply at the end counted as destroyed [${rule}]: ${total}; ${needs} needed.`;
  return { status: reached(total) ? 'met' : 'notMet', value: total, target, reason, ...earn(reached(total)) };
}

/** A condition judged on the final position: met or not at the end; during play open, holding now worth its point. */
function judgedAtEnd(ctx: Context, holds: boolean, reason: string): Progress {
  const value = holds ? 1 : 0;
  if (ctx.final) return { status: holds ? 'met' : 'notMet', value, target: 1, reason: `${reason}.` };
  return { status: 'open', value, target: 1, reason: `${reason} (judged at the end).`, points: value };
}

function clearOfUnits(ctx: Context, condition: ClearOfUnitsCondition): Progress {
  const hexes = resolveHexSet(condition.hexes, ctx.world) ?? [];
  const near = unitsNear(ctx.state, condition.of, hexes, condition.radius);
  const whose = VICTORY_SIDE_NAME[condition.of];
  const where = `${condition.radius === 0 ? 'on' : condition.radius === 1 ? 'on or next to' : `within ${condition.radius} hexes of`} ${hexes.join(', ')}`;
  const reason = near.length === 0 ? `No ${whose} unit ${where}` : `${near.map((u) => `${u.name} (${u.hex})`).join(', ')} ${near.length === 1 ? 'is' : 'are'} ${where}`;
  return judgedAtEnd(ctx, near.length === 0, reason);
}

function nearPathfinder(ctx: Context, condition: NearPathfinderCondition): Progress {
  const found = unitNearPathfinder(ctx.state, condition.side, condition.radius);
  const whose = VICTORY_SIDE_NAME[condition.side];
  const reason = found
    ? `${unitById(ctx.state, found.unitId)!.name} (${unitById(ctx.state, found.unitId)!.hex}) is within ${condition.radius} hexes of the pathfinder at ${found.pathfinder}`
    : `No undisrupted ${whose} unit within ${condition.radius} hexes of an enemy pathfinder`;
  return judgedAtEnd(ctx, found !== null, reason);
}

function openRoadCondition(ctx: Context, condition: OpenRoadCondition): Progress {
  const goals = resolveHexSet(condition.to, ctx.world) ?? [];
  const path = openRoad(ctx.world, ctx.state, condition.side, condition.from, goals);
  const reason = path
    ? `Open road ${path[0]} → ${path[path.length - 1]} (${path.length} hexes), free of enemy units and zones of control`
    : `No road from ${condition.from} to the goal is free of enemy units and zones of control`;
  return judgedAtEnd(ctx, path !== null, reason);
}

function exited(ctx: Context, condition: ExitedCondition): Progress {
  const { strength, hqs } = exitedTally(ctx.state, condition);
  const edges = condition.edges.join(' or ');
  if (condition.comparison === 'none') {
    const reason = `${strength} SP of them have left by the ${edges} edge; none may.`;
    if (strength > 0 || hqs > 0) return { status: 'notMet', value: strength, target: 0, reason };
    return { status: ctx.final ? 'met' : 'open', value: 0, target: 0, reason };
  }
  const target = condition.threshold;
  const hqNeed = condition.hqs ?? 0;
  const hqText = hqNeed > 0 ? ` and ${hqs} of ${hqNeed} HQs` : '';
  const reason = `${strength} SP${hqText} have left by the ${edges} edge; ${target} needed.`;
  if (strength >= target && hqs >= hqNeed) return { status: 'met', value: strength, target, reason };
  return { status: ctx.final ? 'notMet' : 'open', value: strength, target, reason };
}

function artilleryCovers(ctx: Context, condition: ArtilleryCoversCondition): Progress {
  const targets = [...(resolveHexSet(condition.hexes, ctx.world) ?? []), ...(condition.pathfinders ? enemyPathfinderHexes(ctx.state, condition.side) : [])];
  const cover = artilleryCover(ctx.state, ctx.world, condition.side, targets);
  const name = (id: string) => unitById(ctx.state, id)?.name ?? id;
  const reason = cover
    ? `${name(cover.artilleryId)} could fire on ${cover.target}, seen by ${name(cover.spotterId)}${ctx.final ? '' : ' (judged at the end)'}.`
    : `No ${VICTORY_SIDE_NAME[condition.side]} artillery unit could fire on a seen target hex within its range${ctx.final ? '' : ' now (judged at the end)'}.`;
  if (ctx.final) return { status: cover ? 'met' : 'notMet', value: cover ? 1 : 0, target: 1, reason };
  return { status: 'open', value: cover ? 1 : 0, target: 1, reason };
}

function progress(ctx: Context, condition: VictoryCondition): Progress {
  switch (condition.kind) {
    case 'holdHexes':
      return holdHexes(ctx, condition);
    case 'holdAtTurnEnd':
      return holdAtTurnEnd(ctx, condition);
    case 'casualties':
      return casualties(ctx, condition);
    case 'exited':
      return exited(ctx, condition);
    case 'artilleryCovers':
      return artilleryCovers(ctx, condition);
    case 'clearOfUnits':
      return clearOfUnits(ctx, condition);
    case 'nearPathfinder':
      return nearPathfinder(ctx, condition);
    case 'openRoad':
      return openRoadCondition(ctx, condition);
    case 'unitsInRegion':
      return unitsInRegion(ctx.state, ctx.world, ctx.final, condition);
    case 'observesPathfinder':
      return observesPathfinder(ctx.state, ctx.world, ctx.final, condition);
    case 'lossRatio':
      return lossRatio(ctx.state, ctx.final, condition);
    case 'bridgePath':
      return bridgePath(ctx.state, ctx.world, ctx.final, condition);
    case 'supplyCut':
      return supplyCut(ctx.state, ctx.world, ctx.final, condition);
    case 'crossingHeld':
      return crossingHeld(ctx.state, ctx.world, ctx.final, condition);
    case 'roadFree':
      return roadFree(ctx.state, ctx.world, ctx.final, condition);
  }
}

function result(victory: VictoryState, conditions: ConditionReport[], final: boolean): VictoryResult {
  const scoring = victory.definition.scoring;
  const rule = victory.definition.rule;
  if (scoring.kind === 'netPoints') return netPointsResult(scoring, conditions, final, rule);
  if (scoring.kind === 'tiers') return tiersResult(scoring, conditions, final, rule);
  const scorer = conditions.filter((c) => c.side === scoring.side);
  const met = scorer.filter((c) => c.status === 'met').length;
  const open = scorer.filter((c) => c.status === 'open').length;
  const so = final ? '' : ' so far';
  const override = scoring.overriding ? conditions.find((c) => c.id === scoring.overriding) : undefined;
  if (override?.status === 'met') {
    const name = VICTORY_SIDE_NAME[override.side];
    return { winner: override.side, level: null, label: `${name} Victory${so}`, reason: `${override.label}: this wins whatever the other conditions give.`, rule };
  }
  for (const { count, level } of scoring.levels) {
    if (met < count) continue;
    return {
      winner: scoring.side,
      level,
      label: `${VICTORY_SIDE_NAME[scoring.side]} ${VICTORY_LEVEL_NAME[level]} Victory${so}`,
      reason: `${VICTORY_SIDE_NAME[scoring.side]} conditions met${so}: ${met} of ${scorer.length}.`,
      rule,
    };
  }
  const own = conditions.filter((c) => scoring.opponent.conditionIds.includes(c.id));
  const denied = scorer.every((c) => c.status === 'notMet');
  const opponentMet = own.length > 0 && own.every((c) => c.status === 'met');
  const opponent = VICTORY_SIDE_NAME[scoring.opponent.side];
  if (denied && opponentMet) {
    return {
      winner: scoring.opponent.side,
      level: null,
      label: `${opponent} Victory${so}`,
      reason: `Every ${VICTORY_SIDE_NAME[scoring.side]} condition denied and every ${opponent} condition met.`,
      rule,
    };
  }
  if (!final) {
    return {
      winner: null,
      level: null,
      label: 'Undecided',
      reason: `${VICTORY_SIDE_NAME[scoring.side]} conditions met: 0 of ${scorer.length} (${open} still open).`,
      rule,
    };
  }
  if (scoring.otherwise && !(scoring.drawFrom !== undefined && met >= scoring.drawFrom)) {
    const name = VICTORY_SIDE_NAME[scoring.otherwise];
    return { winner: scoring.otherwise, level: null, label: `${name} Victory`, reason: `${VICTORY_SIDE_NAME[scoring.side]} conditions met: ${met} of ${scorer.length}, too few. ${scoring.drawReading}`, rule };
  }
  return { winner: 'draw', level: null, label: 'Draw', reason: scoring.drawReading, rule };
}

/** The victory report now: each condition with its status and why, casualties, and the result. */
export function evaluateVictory(state: GameState, world: World): VictoryReport {
  const victory = state.victory;
  const casualtiesNow = { allied: casualtyPoints(state, 'allied'), german: casualtyPoints(state, 'german') };
  if (!victory) {
    return {
      definitionId: 'none',
      name: 'No victory conditions',
      rule: '25.5',
      final: state.ended !== null,
      turn: state.turn,
      conditions: [],
      casualties: casualtiesNow,
      result: { winner: null, level: null, label: 'No victory conditions', reason: 'This game has no victory conditions.', rule: '25.5' },
    };
  }
  const ctx: Context = { state, world, victory, final: state.ended !== null };
  const conditions: ConditionReport[] = victory.definition.conditions.map((c) => ({
    id: c.id,
    kind: c.kind,
    side: c.side,
    rule: c.rule,
    label: c.label,
    ...progress(ctx, c),
  }));
  return {
    definitionId: victory.definition.id,
    name: victory.definition.name,
    rule: victory.definition.rule,
    final: ctx.final,
    turn: state.turn,
    conditions,
    casualties: casualtiesNow,
    result: result(victory, conditions, ctx.final),
  };
}
