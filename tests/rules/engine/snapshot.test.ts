import { current, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/rules';
import { allLeaders, isLeader } from '../../../src/rules/leaders/leaders';
import { assignedKeys, snapshot } from '../../../src/rules/state/snapshot';
import { scenarioById } from '../../../src/scenarios';
import { newScenarioGame } from '../../../src/scenarios/newGame';
import { realWorld } from '../../support/realWorld';
import { allUnitIds, allUnits, deleteUnit, setUnit, unitById } from '../../../src/rules/state/unitBuckets';

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
  const ids = allUnitIds(hh);
  const onMap = ids.find((id) => unitById(hh, id)!.hex !== null)!;

  it('an untouched draft is the original position itself', () => {
    produce(hh, (draft) => {
      expect(snapshot(draft)).toBe(hh);
    });
  });

  it('a changed unit is copied, every other unit is shared as it was', () => {
    const { mine } = compare((draft) => {
      unitById(draft, onMap)!.status.disrupted = true;
      unitById(draft, onMap)!.status.mpSpent = 3;
    });
    expect(unitById(mine, onMap)!.status.disrupted).toBe(true);
    expect(unitById(mine, onMap)).not.toBe(unitById(hh, onMap));
    for (const id of ids) if (id !== onMap) expect(unitById(mine, id)).toBe(unitById(hh, id));
    expect(mine.formations).toBe(hh.formations);
  });

  it('units read but not changed stay shared', () => {
    const { mine } = compare((draft) => {
      for (const id of ids) void unitById(draft, id)!.status.disrupted;
      draft.turn += 1;
    });
    for (const id of ids) expect(unitById(mine, id)).toBe(unitById(hh, id));
  });

  it('new records holding drafts, deleted keys and grown arrays come out as current() gives them', () => {
    compare((draft) => {
      const unit = unitById(draft, onMap)!;
      unit.hex = null;
      (draft as unknown as Record<string, unknown>)['extra'] = { unit, list: [unit, 1] };
      deleteUnit(draft, ids[1]!);
      draft.movement = { ...draft.movement };
      unitById(draft, ids[2]!)!.modes = [...unitById(draft, ids[2]!)!.modes];
    });
  });

  it('a value that is not a draft is returned as it is', () => {
    expect(snapshot(hh)).toBe(hh);
  });

  it('assignedKeys lists the units set, deleted or moved to another bucket on the draft record, not those changed through their own drafts', () => {
    const leader = ids.find((id) => unitById(hh, id)!.type === 'leader')!;
    // a deletion keeps the buckets full but the last: each later bucket's first unit moves down one bucket
    const movedDown = hh.unitBuckets.slice(1).map((bucket) => Object.keys(bucket)[0]!);
    produce(hh, (draft) => {
      unitById(draft, onMap)!.status.disrupted = true;
      setUnit(draft, { ...structuredClone(unitById(hh, leader)!), id: 'copy-of-leader' });
      deleteUnit(draft, ids[1]!);
      expect(assignedKeys(draft.unitBucketOf).sort()).toEqual(['copy-of-leader', ids[1]!, ...movedDown].sort());
      expect(assignedKeys(hh.unitBucketOf)).toEqual([]);
    });
  });

  it('[19.5] the leaders read on a draft are those a full scan of the draft finds, added leaders included', () => {
    const leaders = ids.filter((id) => unitById(hh, id)!.type === 'leader');
    expect(leaders.length).toBeGreaterThan(1);
    produce(hh, (draft) => {
      unitById(draft, leaders[0]!)!.status.disrupted = true;
      setUnit(draft, { ...structuredClone(unitById(hh, leaders[1]!)!), id: 'zz-added-leader' });
      deleteUnit(draft, leaders[1]!);
      const scanned = allUnits(draft).filter(isLeader).map((u) => u.id).sort();
      expect(allLeaders(draft).map((u) => u.id)).toEqual(scanned);
      expect(scanned).toContain('zz-added-leader');
      expect(scanned).not.toContain(leaders[1]);
    });
  });
});
