import { current, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/rules';
import { allLeaders, isLeader } from '../../../src/rules/leaders/leaders';
import { assignedKeys, snapshot } from '../../../src/rules/state/snapshot';
import { scenarioById } from '../../../src/scenarios';
import { newScenarioGame } from '../../../src/scenarios/newGame';
import { realWorld } from '../../support/realWorld';

const world = realWorld();
const hh = newScenarioGame(scenarioById('hells-highway')!, world, { seed: 'snapshot', autoDeploy: true });

/** Run `edit` on a draft of the Hell's Highway set-up and compare the snapshot with immer's current(). */
function compare(edit: (draft: GameState) => void): { mine: GameState; theirs: GameState } {
  let mine: GameState | null = null;
  let theirs: GameState | null = null;
  produce(hh, (draft) => {
    edit(draft);
    mine = snapshot(draft);
    theirs = current(draft);
  });
  expect(mine).toEqual(theirs);
  expect(JSON.stringify(mine)).toBe(JSON.stringify(theirs)); // same keys in the same order
  return { mine: mine!, theirs: theirs! };
}

describe('snapshot of a draft position (state/snapshot.ts)', () => {
  const ids = Object.keys(hh.units);
  const onMap = ids.find((id) => hh.units[id]!.hex !== null)!;

  it('an untouched draft is the original position itself', () => {
    produce(hh, (draft) => {
      expect(snapshot(draft)).toBe(hh);
    });
  });

  it('a changed unit is copied, every other unit is shared as it was', () => {
    const { mine } = compare((draft) => {
      draft.units[onMap]!.status.disrupted = true;
      draft.units[onMap]!.status.mpSpent = 3;
    });
    expect(mine.units[onMap]!.status.disrupted).toBe(true);
    expect(mine.units[onMap]).not.toBe(hh.units[onMap]);
    for (const id of ids) if (id !== onMap) expect(mine.units[id]).toBe(hh.units[id]);
    expect(mine.formations).toBe(hh.formations);
  });

  it('units read but not changed stay shared', () => {
    const { mine } = compare((draft) => {
      for (const id of ids) void draft.units[id]!.status.disrupted;
      draft.turn += 1;
    });
    for (const id of ids) expect(mine.units[id]).toBe(hh.units[id]);
  });

  it('new records holding drafts, deleted keys and grown arrays come out as current() gives them', () => {
    compare((draft) => {
      const unit = draft.units[onMap]!;
      unit.hex = null;
      (draft as unknown as Record<string, unknown>)['extra'] = { unit, list: [unit, 1] };
      delete draft.units[ids[1]!];
      draft.movement = { ...draft.movement };
      draft.units[ids[2]!]!.modes = [...draft.units[ids[2]!]!.modes];
    });
  });

  it('a value that is not a draft is returned as it is', () => {
    expect(snapshot(hh)).toBe(hh);
  });

  it('assignedKeys lists the units set or deleted on the draft record, not those changed through their own drafts', () => {
    const leader = ids.find((id) => hh.units[id]!.type === 'leader')!;
    produce(hh, (draft) => {
      draft.units[onMap]!.status.disrupted = true;
      draft.units['copy-of-leader'] = { ...structuredClone(hh.units[leader]!), id: 'copy-of-leader' };
      delete draft.units[ids[1]!];
      expect(assignedKeys(draft.units).sort()).toEqual(['copy-of-leader', ids[1]!].sort());
      expect(assignedKeys(hh.units)).toEqual([]);
    });
  });

  it('[19.5] the leaders read on a draft are those a full scan of the draft finds, added leaders included', () => {
    const leaders = ids.filter((id) => hh.units[id]!.type === 'leader');
    expect(leaders.length).toBeGreaterThan(1);
    produce(hh, (draft) => {
      draft.units[leaders[0]!]!.status.disrupted = true;
      draft.units['zz-added-leader'] = { ...structuredClone(hh.units[leaders[1]!]!), id: 'zz-added-leader' };
      delete draft.units[leaders[1]!];
      const scanned = Object.values(draft.units).filter(isLeader).map((u) => u.id).sort();
      expect(allLeaders(draft).map((u) => u.id)).toEqual(scanned);
      expect(scanned).toContain('zz-added-leader');
      expect(scanned).not.toContain(leaders[1]);
    });
  });
});
