/**
 * Moving a stack along a path of hexes, one moveStep command per hex [8.0], as the engine allows:
 * the walk stops at the first refusal, as soon as a decision opens (an opportunity-fire window when
 * the stack leaves a hex in an enemy zone of control: the other side answers first [8.4, 8.47]; a
 * displacement [9.33] or a bridge demolition [16.5]), or when the stack is not where the path
 * expects it (displaced, disrupted on arrival [9.31, 9.32], eliminated). Pure: it takes the
 * store's dispatch and state, so tests drive it with a real store.
 */
import { canonicalHexId, type ApplyResult, type Command, type GameState, type HexId } from '../../rules/api';
import { SIDE_LABEL } from '../labels';
import { unitName } from './describe';
import { unitById } from '../../rules/api';

export type FollowStatus = 'arrived' | 'refused' | 'window' | 'decision' | 'diverted';

export interface FollowOutcome {
  unitIds: string[];
  from: HexId;
  /** The hex the player asked for. */
  to: HexId;
  /** Where the stack stands now (null if it left the map). */
  at: HexId | null;
  /** Steps carried out. */
  steps: number;
  status: FollowStatus;
  /** The case behind a stop. */
  rule?: string;
  /** Why the walk stopped, in plain words (empty when it arrived). */
  reason: string;
}

export interface FollowDeps {
  getState(): GameState;
  dispatch(command: Command): ApplyResult;
}

function same(a: HexId | null, b: HexId | null): boolean {
  return a !== null && b !== null && (canonicalHexId(a) ?? a) === (canonicalHexId(b) ?? b);
}

/** Where the first of the units still on the map stands, if any. */
function whereNow(state: GameState, unitIds: readonly string[]): HexId | null {
  for (const id of unitIds) {
    const unit = unitById(state, id);
    if (unit && !unit.eliminated && unit.hex !== null) return unit.hex;
  }
  return null;
}

function names(state: GameState, ids: readonly string[]): string {
  return ids.map((id) => unitName(state, id)).join(', ');
}

/** Step the units along `path` (the hexes to enter, in order, the last one the destination). */
export function followPath(deps: FollowDeps, unitIds: readonly string[], path: readonly HexId[]): FollowOutcome {
  const ids = [...unitIds];
  const start = deps.getState();
  const from = whereNow(start, ids);
  const to = path[path.length - 1] ?? from;
  if (from === null || to === null) {
    return { unitIds: ids, from: from ?? to ?? path[0]!, to: to ?? from!, at: null, steps: 0, status: 'refused', reason: 'the units are not on the map', rule: '8.0' };
  }
  let expected: HexId = from;
  let steps = 0;
  const stop = (status: FollowStatus, reason: string, rule?: string): FollowOutcome => ({
    unitIds: ids,
    from,
    to,
    at: whereNow(deps.getState(), ids),
    steps,
    status,
    reason,
    ...(rule ? { rule } : {}),
  });

  for (const hex of path) {
    const before = deps.getState();
    if (before.pending) return stop('decision', `a decision is open first: ${before.pending.prompt}`, before.pending.rule);
    if (ids.some((id) => !same(unitById(before, id)?.eliminated ? null : (unitById(before, id)?.hex ?? null), expected))) {
      return stop('diverted', `the stack is no longer together in ${expected}`, '8.11');
    }
    const result = deps.dispatch({ type: 'moveStep', unitIds: ids, to: hex });
    if (!result.ok) return stop('refused', `the step to ${hex} was refused: ${result.message}`, result.rule);
    const after = deps.getState();
    const pending = after.pending;
    if (pending?.kind === 'opportunityFire' && pending.trigger) {
      // [8.4, 8.47] the step is held: the other side may fire first, then it goes ahead.
      const firers = names(after, pending.trigger.firerIds);
      return stop(
        'window',
        `leaving ${pending.trigger.hex} lets ${firers} fire first; the ${SIDE_LABEL[pending.side]} player decides, then the step to ${hex} goes ahead`,
        '8.4',
      );
    }
    const stillMoving = ids.filter((id) => unitById(after, id) && !unitById(after, id)!.eliminated);
    if (stillMoving.length < ids.length) {
      steps += 1;
      return stop('diverted', `${names(after, ids.filter((id) => !stillMoving.includes(id)))} did not survive the step to ${hex}`, '8.0');
    }
    if (!ids.every((id) => same(unitById(after, id)!.hex, hex))) {
      return stop(pending ? 'decision' : 'diverted', pending ? `${pending.prompt}` : `the stack did not end up in ${hex}`, pending?.rule ?? '8.0');
    }
    steps += 1;
    expected = hex;
    if (pending) return stop('decision', pending.prompt, pending.rule);
    const disrupted = ids.filter((id) => unitById(after, id)!.status.disrupted);
    if (disrupted.length && !same(hex, to)) {
      // [9.31, 9.32] a disrupted unit stops where it is.
      return stop('diverted', `${names(after, disrupted)} became disrupted in ${hex} and cannot move on`, '9.31');
    }
  }
  return stop('arrived', '');
}

/** One line on how a move along a path ended, for the Move panel. */
export function followOutcomeText(state: GameState, outcome: FollowOutcome): string {
  const who = names(state, outcome.unitIds);
  if (outcome.status === 'arrived') return `${who} moved ${outcome.from} → ${outcome.to} (${outcome.steps} hex${outcome.steps === 1 ? '' : 'es'}).`;
  const where = outcome.at ?? 'off the map';
  const rule = outcome.rule ? ` [${outcome.rule}]` : '';
  const steps = `${outcome.steps} step${outcome.steps === 1 ? '' : 's'}`;
  return `${who} stopped at ${where} after ${steps} toward ${outcome.to}: ${outcome.reason.replace(/[.\s]+$/, '')}${rule}.`;
}
