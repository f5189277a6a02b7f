// A whole Game-Turn replayed from a fixed list of commands: fire, opportunity fire, close action,
// airstrikes, supply, recovery, leaders [ARCHITECTURE §4; 4.0].
import { describe, expect, it } from 'vitest';
import { applyAll, type Command } from '../../../src/rules';
import { jsonEqual, replay } from '../../../src/store/replay';
import { parseSave, serializeSave } from '../../../src/store/saveFile';
import { miniGameStart } from './miniGameSetup';
import { DAY, eventsOf, WORLD } from './support';
import { unitById } from '../../../src/rules/state/unitBuckets';

const end: Command = { type: 'endPhase' };
/** Found by playing the seed "mini-game" once; every answer to a decision is in the list. */
const COMMANDS: Command[] = [
  { type: 'placeAirstrike', hex: 'C2820' as never, targetId: 'de-c' }, // 1 Allied Command
  end,
  { type: 'changeMode', unitId: 'de-c', to: 'dispersed' }, // 2 German Organization
  end,
  { type: 'fire', firerId: 'us-a', targetId: 'de-a' }, // 3 Allied Conditional Fire: a loss, leader roll, choice
  { type: 'fireResultChoice', choice: 'disperse' },
  { type: 'fire', firerId: 'us-art', targetId: 'de-b' }, // indirect, called by us-a through us-hq
  { type: 'fireResultChoice', choice: 'disperse' },
  end,
  { type: 'moveStep', unitIds: ['us-c'], to: 'C2712' as never }, // 4 Allied Conditional Movement: leaving a zone
  { type: 'opportunityFire', firerId: 'de-a', targetId: 'us-c' },
  { type: 'closeAction', unitIds: ['us-b'], target: 'C2813' as never },
  { type: 'opportunityFire', firerId: 'de-a', targetId: 'us-b' },
  { type: 'closeActionRetreat', to: 'C2814' as never },
  { type: 'closeActionAdvance', unitIds: ['us-b'] },
  end, // the Allied airstrike resolves
  end, // 5 German Conditional Fire
  { type: 'moveStep', unitIds: ['de-b'], to: 'C2915' as never }, // 6 German Conditional Movement
  { type: 'opportunityFire', firerId: 'us-b', targetId: 'de-b' },
  end,
  end, // 7 Allied Free Fire
  { type: 'placeAirstrike', hex: 'C2712' as never }, // 8 German Command (recovery roll for de-a)
  end,
  end, // 9
  end, // 10
  end, // 11: the German airstrike resolves
  { type: 'fire', firerId: 'us-art', targetId: 'de-a' }, // 12 Allied Conditional Fire
  end,
  end, // 13
  end, // 14
  end, // 15 → Game-Turn 9, Allied Command
];

describe('a replayed Game-Turn [ARCHITECTURE §4]', () => {
  it('[4.0, 5.0, 8.4, 8.6, 15.16, 11.2, 11.53, 19.32] the list plays through a whole Game-Turn touching every module', () => {
    const { state, events } = applyAll(miniGameStart(), COMMANDS, WORLD);
    expect(COMMANDS.length).toBeGreaterThanOrEqual(30);
    expect(state).toMatchObject({ turn: DAY + 1, phase: 1, pending: null });
    const types = new Set(events.map((e) => e.type));
    for (const t of ['fireResolved', 'leaderCasualtyRoll', 'opportunityWindow', 'closeActionResolved', 'retreated', 'advanced', 'airstrikeResolved', 'disruptionRecoveryRolled', 'turnStarted']) {
      expect(types, t).toContain(t);
    }
    expect(eventsOf(events, 'fireResolved').some((e) => e.explanation.kind === 'indirectFire')).toBe(true);
    expect(eventsOf(events, 'airstrikeResolved').map((e) => e.side)).toEqual(['allied', 'german']);
    // [8.71] the leader went back with his stack; [8.49] the attacker holds the hex.
    expect(unitById(state, 'de-ldr')!.hex).toBe(unitById(state, 'de-a')!.hex);
    expect(unitById(state, 'us-b')!.hex).toBe('C2813');
  });

  it('[ARCHITECTURE §4] applying the same commands twice gives identical states and events', () => {
    const a = applyAll(miniGameStart(), COMMANDS, WORLD);
    const b = applyAll(miniGameStart(), COMMANDS, WORLD);
    expect(b.state).toEqual(a.state);
    expect(b.events).toEqual(a.events);
    expect(a.state.dice.rolled).toBeGreaterThan(0);
  });

  it('[ARCHITECTURE §4] replay and a save/load round trip reproduce the final state', () => {
    const initial = miniGameStart();
    const direct = applyAll(initial, COMMANDS, WORLD).state;
    const replayed = replay(initial, COMMANDS, WORLD);
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(jsonEqual(replayed.state, direct)).toBe(true);
    expect(replayed.log).toHaveLength(COMMANDS.length);
    const text = serializeSave({ initial, origin: 'sandbox', commands: COMMANDS, state: direct, savedAt: '2026-01-01T00:00:00.000Z' });
    const loaded = parseSave(text, WORLD);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(jsonEqual(loaded.save.state, direct)).toBe(true);
    expect(loaded.log.map((l) => l.command)).toEqual(COMMANDS);
    // A file whose final position was altered is refused.
    const tampered = serializeSave({ initial, origin: 'sandbox', commands: COMMANDS.slice(0, -1), state: direct, savedAt: '2026-01-01T00:00:00.000Z' });
    expect(parseSave(tampered, WORLD).ok).toBe(false);
  });
});
