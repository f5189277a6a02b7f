/**
 * `apply` finishes its draft with `finishPosition` (engine/finishPosition.ts) instead of immer's
 * `produce`. These tests hold it to what `produce` gives: the same position (same keys in the same
 * order), the same records shared with the position before, every new record frozen, the same
 * events — on small edits and on every command of three whole seeded Hell's Highway games.
 */
import { createDraft, produce } from 'immer';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { apply, chooseCommand, createGame, type Command, type GameEvent, type GameState } from '../../../src/rules';
import { seededDice } from '../../../src/rules/core/dice';
import { carryOutOnDraft } from '../../../src/rules/engine/apply';
import { finishPosition } from '../../../src/rules/engine/finishPosition';
import { allUnitIds, deleteUnit, setUnit, unitById } from '../../../src/rules/state/unitBuckets';
import { hellsHighwaySetup } from '../../../src/scenarios/hellsHighway/scenario';
import { replay, replayAccepted } from '../../../src/store/replay';
import { realWorld } from '../../support/realWorld';

const world = realWorld();

/**
 * Problems found walking `mine` beside `theirs` (immer's result) and `before` (the position both
 * came from): a different value or key order, a record immer shares with `before` that `mine`
 * copied, or a record of `mine` left unfrozen.
 */
function differences(mine: unknown, theirs: unknown, before: unknown, path = '$', out: string[] = []): string[] {
  if (out.length > 5 || mine === theirs) return out;
  if (typeof mine !== 'object' || typeof theirs !== 'object' || mine === null || theirs === null) {
    out.push(`${path}: ${JSON.stringify(mine)} ≠ ${JSON.stringify(theirs)}`);
    return out;
  }
  if (theirs === before) out.push(`${path}: copied where produce shares the position before's record`);
  if (!Object.isFrozen(mine)) out.push(`${path}: not frozen`);
  const keys = Object.keys(mine);
  if (keys.join(',') !== Object.keys(theirs).join(',')) out.push(`${path}: keys ${keys.join(',')} ≠ ${Object.keys(theirs).join(',')}`);
  const was = typeof before === 'object' && before !== null ? (before as Record<string, unknown>) : {};
  for (const key of keys) differences((mine as Record<string, unknown>)[key], (theirs as Record<string, unknown>)[key], was[key], `${path}.${key}`, out);
  return out;
}

/** `edit` on a draft finished both ways. */
function bothWays(base: GameState, edit: (draft: GameState) => void): { mine: GameState; theirs: GameState } {
  const draft = createDraft(base) as GameState;
  edit(draft);
  const mine = finishPosition(draft);
  const theirs = produce(base, edit);
  expect(differences(mine, theirs, base)).toEqual([]);
  return { mine, theirs };
}

describe('finishing a command\'s draft (engine/finishPosition.ts)', () => {
  const hh = createGame(hellsHighwaySetup('finish'));
  const ids = allUnitIds(hh);
  const frozen = produce(hh, (draft) => {
    draft.turn += 0;
  });

  it('an untouched draft finishes as the original position itself', () => {
    expect(finishPosition(createDraft(frozen))).toBe(frozen);
  });

  it('an unfrozen original is frozen throughout, as produce freezes it', () => {
    const plain = structuredClone(hh);
    const { mine } = bothWays(plain, (draft) => {
      unitById(draft, ids[0]!)!.status.mpSpent = 2;
    });
    expect(Object.isFrozen(unitById(mine, ids[1]!))).toBe(true);
    expect(Object.isFrozen(mine.formations)).toBe(true);
  });

  it('a changed unit is its own record, every other unit is shared', () => {
    const { mine } = bothWays(frozen, (draft) => {
      unitById(draft, ids[0]!)!.status.disrupted = true;
    });
    expect(unitById(mine, ids[0]!)!.status.disrupted).toBe(true);
    for (const id of ids.slice(1)) expect(unitById(mine, id)).toBe(unitById(frozen, id));
  });

  it('new records holding drafts, deleted and added units, replaced arrays: as produce gives them', () => {
    bothWays(frozen, (draft) => {
      const unit = unitById(draft, ids[3]!)!;
      unit.hex = null;
      (draft as unknown as Record<string, unknown>)['extra'] = { unit, list: [unit, 1, { deeper: unit.status }] };
      deleteUnit(draft, ids[1]!);
      setUnit(draft, { ...structuredClone(unitById(frozen, ids[2]!)!), id: 'zz-added' });
      draft.movement = { ...draft.movement };
      unitById(draft, ids[2]!)!.modes = [...unitById(draft, ids[2]!)!.modes];
    });
  });

  for (const seed of ['full-0', 'full-1', 'full-2']) {
    it(`Hell's Highway seed ${seed}: every command gives what produce gives (a failing one writes nothing), and replays give the same positions and events`, () => {
      const initial = createGame(hellsHighwaySetup(seed));
      const random = seedrandom.alea(`fuzz-${seed}`);
      const commands: Command[] = [];
      const positions: GameState[] = [];
      const events: GameEvent[][] = [];
      let state = initial;
      let threw = false;
      while (!state.ended && commands.length < 6_000) {
        const command = chooseCommand(state, world, random);
        const mine = apply(state, command, world);
        if (!mine.ok) throw new Error(`${seed}: command ${commands.length} refused: ${mine.message}`);
        if (!threw && mine.state.dice.rolled > state.dice.rolled) {
          // The first command that rolls, carried out with dice that fail: the error reaches the
          // caller and the position given to apply is untouched (its draft is dropped unfinished).
          const was = JSON.stringify(state);
          const failing = { die: (): number => { throw new Error('no dice'); } };
          expect(() => apply(state, command, world, { dice: failing })).toThrow('no dice');
          expect(JSON.stringify(state)).toBe(was);
          threw = true;
        }
        const theirEvents: GameEvent[] = [];
        const theirs = produce(state, (draft) => carryOutOnDraft(draft, command, world, seededDice(draft.dice), theirEvents, state));
        const found = differences(mine.state, theirs, state);
        if (found.length > 0) throw new Error(`${seed}: command ${commands.length} ${JSON.stringify(command)}: ${found.join('; ')}`);
        expect(JSON.stringify(mine.events)).toBe(JSON.stringify(theirEvents));
        commands.push(command);
        positions.push(mine.state);
        events.push(mine.events);
        state = mine.state;
      }
      expect(state.ended).not.toBeNull();
      expect(threw).toBe(true);
      // The store's replays (load: validated; undo: accepted) pass through the same positions and events.
      for (const run of [replay, replayAccepted]) {
        const seen: GameState[] = [];
        const result = run(initial, commands, world, (_index, position) => seen.push(position));
        if (!result.ok) throw new Error(`${seed}: replay refused command ${result.index}: ${result.reason}`);
        expect(seen.length).toBe(commands.length);
        for (let i = 0; i < seen.length; i += 25) expect(JSON.stringify(seen[i])).toBe(JSON.stringify(positions[i]));
        expect(JSON.stringify(result.state)).toBe(JSON.stringify(state));
        expect(JSON.stringify(result.log.map((entry) => entry.events))).toBe(JSON.stringify(events));
      }
    }, 600_000);
  }
});
