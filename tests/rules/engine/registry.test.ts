// The engine registry [4.0, 8.47]: commands declared once in their modules; dispatch, the phase
// table, candidates, the save schema, descriptions and log lines all derived from them; phase
// hooks as ordered data; the occupancy index and the neighbour helper.
import { produce } from 'immer';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_TYPES,
  apply,
  chooseCommand,
  COMMAND_TYPES,
  commandLabel,
  commandsAllowedIn,
  commandSchema,
  createGame,
  describeCommand,
  formatEvent,
  hexIndex,
  hooksAt,
  commandActors,
  legalCommands,
  legalCommandsFor,
  neighborIndices,
  neighbors,
  parseHexId,
  PHASE_HOOKS,
  phaseDefinition,
  unitsInHex,
  validate,
  type Command,
  type GameState,
} from '../../../src/rules';
import { placeOnTop } from '../../../src/rules/state/placeUnits';
import { hellsHighwaySetup } from '../../../src/scenarios/hellsHighway/scenario';
import { realWorld } from '../../support/realWorld';
import { allUnits, unitById } from '../../../src/rules/state/unitBuckets';

const WORLD = realWorld();

describe('command registry [4.0]', () => {
  it('[4.0, 14.31, 14.2, 14.5, 14.72, 15.34, 30.5, 28.43, 14.0c, 31.22, 30.43, 30.6] knows every command once: the ground game and the set-up with its entrenchments, pathfinders, the air landings with their special fire and plot, leaving the map, the supplyhead marker and its shift, the special bombardments', () => {
    expect(new Set(COMMAND_TYPES).size).toBe(COMMAND_TYPES.length);
    expect([...COMMAND_TYPES].sort()).toEqual(
      [
        'answerLandingCap', 'cureLandingOverstack', 'dropSerial', 'dropSupplyhead', 'landingFire', 'passLandingFire', 'plotDrops', 'regroupSerial',
        'placeSupplyhead', 'attachToHq', 'blowBridge', 'bombard', 'changeMode', 'closeAction', 'closeActionAdvance', 'closeActionRetreat', 'deploy', 'displace',
        'endPhase', 'exitMap', 'ferry', 'finishDeployment', 'fire', 'fireResultChoice', 'moveStep', 'opportunityFire', 'passOpportunity',
        'placeAirstrike', 'placeCap', 'placePathfinder', 'promoteToDivisionHq', 'removeEntrenchment', 'reseedDice', 'restack', 'shiftSupplyhead', 'spareBridge', 'startWork', 'stopWork',
        'setUpEntrenchment', 'liftSetUpEntrenchment',
      ].sort(),
    );
  });

  it('[4.0] the phase table follows from the modules: each kind of phase allows what its rules say', () => {
    const allowed = (kind: Parameters<typeof commandsAllowedIn>[0]) => [...commandsAllowedIn(kind)].sort();
    expect(allowed('command')).toEqual(['attachToHq', 'placeAirstrike', 'placeCap', 'placePathfinder', 'placeSupplyhead', 'promoteToDivisionHq', 'regroupSerial', 'removeEntrenchment', 'shiftSupplyhead', 'startWork', 'stopWork']);
    expect(allowed('organization')).toEqual(['changeMode', 'placePathfinder', 'placeSupplyhead', 'regroupSerial']);
    expect(allowed('conditionalFire')).toEqual(['bombard', 'fire', 'placePathfinder', 'placeSupplyhead', 'regroupSerial']);
    expect(allowed('freeFire')).toEqual(['bombard', 'fire', 'placePathfinder', 'placeSupplyhead', 'regroupSerial']);
    // [14.63] drops in the Conditional Movement Phase, among the moves; [14.0c] the turn's plot there too;
    // [30.43] a bombardment there only in the opening phase of GT 2, before play (fire/bombardment.ts)
    expect(allowed('conditionalMovement')).toEqual(['bombard', 'changeMode', 'closeAction', 'dropSerial', 'dropSupplyhead', 'exitMap', 'ferry', 'moveStep', 'placePathfinder', 'placeSupplyhead', 'plotDrops', 'regroupSerial', 'restack', 'startWork', 'stopWork']);
    expect(allowed('turnRecord')).toEqual([]);
  });

  it('[8.47] the answers to an open decision are exactly the answer commands', () => {
    expect([...ANSWER_TYPES].sort()).toEqual(
      ['answerLandingCap', 'blowBridge', 'closeActionAdvance', 'closeActionRetreat', 'cureLandingOverstack', 'displace', 'fireResultChoice', 'landingFire', 'opportunityFire', 'passLandingFire', 'passOpportunity', 'spareBridge'].sort(),
    );
  });

  it('[4.0] an unknown or malformed command is refused plainly, the state untouched', () => {
    const state = createGame(hellsHighwaySetup('registry'));
    for (const bad of [{ type: 'teleport' }, null, 'endPhase', { type: 42 }] as unknown as Command[]) {
      const verdict = validate(state, bad, WORLD);
      expect(verdict).toMatchObject({ ok: false, code: 'INVALID_COMMAND', rule: '4.0' });
      const result = apply(state, bad, WORLD);
      expect(result.ok).toBe(false);
      expect(result.state).toBe(state);
    }
    expect(describeCommand({ type: 'teleport' } as unknown as Command)).toBe('a "teleport" command');
  });

  it('[4.0, 8.47, 24.2] along a seeded game of Hell\'s Highway, every command offered fits the save schema and has words; every event has a log line', () => {
    let state: GameState = createGame(hellsHighwaySetup('registry'));
    const random = seedrandom.alea('registry');
    const seenTypes = new Set<string>();
    const seenEvents = new Set<string>();
    const nameOf = (id: string) => unitById(state, id)?.name ?? id;
    for (let step = 0; step < 400 && !state.ended; step++) {
      const command = chooseCommand(state, WORLD, random);
      if (step % 20 === 0) {
        // [4.0] what one unit may do, asked alone, is what the whole listing offers about it
        const all = legalCommands(state, WORLD);
        for (const unit of allUnits(state).filter((u) => u.hex !== null).slice(0, 6)) {
          const about = all.filter((c) => commandActors(c).includes(unit.id));
          expect(legalCommandsFor(state, WORLD, unit.id), unit.id).toEqual(about);
        }
      }
      for (const offered of step % 20 === 0 ? legalCommands(state, WORLD) : [command]) {
        expect(commandSchema.safeParse(offered).success, JSON.stringify(offered)).toBe(true);
        expect(describeCommand(offered)).not.toMatch(/undefined|^$/);
        expect(commandLabel(offered, nameOf)).not.toMatch(/undefined|^$/);
        seenTypes.add(offered.type);
      }
      const result = apply(state, command, WORLD);
      if (!result.ok) throw new Error(result.message);
      for (const event of result.events) {
        const line = formatEvent(event, nameOf);
        expect(line, event.type).not.toMatch(/undefined|^$/);
        seenEvents.add(event.type);
      }
      state = result.state;
    }
    expect([...seenTypes]).toEqual(expect.arrayContaining(['deploy', 'finishDeployment', 'endPhase', 'moveStep']));
    expect(seenEvents.size).toBeGreaterThan(5);
  }, 60_000); // a few hundred legal-command listings: seconds on a loaded two-core machine, as the other playthroughs

  it('the save schema refuses a command with a key its module does not declare', () => {
    expect(commandSchema.safeParse({ type: 'endPhase', extra: 1 }).success).toBe(false);
    expect(commandSchema.safeParse({ type: 'moveStep', unitIds: ['a'], to: 'Z9999' }).success).toBe(false);
    expect(commandSchema.safeParse({ type: 'moveStep', unitIds: ['a'], to: 'C2411' }).success).toBe(true);
  });
});

describe('phase hooks [4.0]', () => {
  const names = (moment: keyof typeof PHASE_HOOKS) => PHASE_HOOKS[moment].map((h) => h.name);

  it('[4.0, 15.16, 16.6, 5.32, 14.12, 30.46] as a phase ends: airstrikes resolve, then engineers\' works, then the fire record, then the B3236 route check, then the 30.46 road rule hold', () => {
    expect(names('phaseEnd')).toEqual(['airstrikes resolve, CAP expires', "engineers' works checked or counted", 'fire record of the phase closed', 'air routes opened by B3236', 'road rule hold lifted']);
  });

  it('[24.61, 24.6, 15.0, 26.52, 26.51] late units are withdrawn, then the Game-Turn\'s victory record, before the end of the game; a new turn brings the day\'s Lift Points, then the weather roll [14.61, 14.65, 14.1], then the German PM airstrikes roll, then the HQ posts check, then the 28.43 supplyhead shift', () => {
    expect(names('turnEnd')).toEqual(['exit deadline', 'victory record of the Game-Turn']);
    expect(names('gameEnd')).toEqual(['victory decided']);
    expect(names('turnBegin')).toEqual(['Lift Points for the day', 'weather roll', 'German PM airstrikes today', 'HQ posts checked', 'supplyhead shift']);
  });

  it('[11.23, 11.5, 19.4] a Command Phase begins with supply, then recovery rolls (which read supply), then leaders; other phases only clear their flags', () => {
    expect(hooksAt('phaseBegin', phaseDefinition(1)).map((h) => h.name)).toEqual(['per-phase flags cleared', 'supply judged', 'disruption recovery rolled', 'killed leaders return']);
    expect(hooksAt('phaseBegin', phaseDefinition(8)).map((h) => h.name)).toEqual(['per-phase flags cleared', 'supply judged', 'disruption recovery rolled', 'killed leaders return']);
    for (const phase of [2, 3, 4, 7, 15] as const) expect(hooksAt('phaseBegin', phaseDefinition(phase)).map((h) => h.name)).toEqual(['per-phase flags cleared']);
  });

  it('every hook cites the cases it carries out', () => {
    for (const hooks of Object.values(PHASE_HOOKS)) for (const hook of hooks) expect(hook.rules.length, hook.name).toBeGreaterThan(0);
  });
});

describe('occupancy index and neighbours [9.2, 3.8]', () => {
  const start = createGame(hellsHighwaySetup('occupancy'));
  const placed = allUnits(start).find((u) => u.hex === null && u.side === 'german')!;

  it('[9.2] inside a command, a unit placed in a hex is found there at once and no longer where it was', () => {
    const [a, b] = ['C2411', 'C2412'] as const;
    produce(start, (draft) => {
      placeOnTop(draft, [placed.id], a);
      expect(unitsInHex(draft, a).map((u) => u.id)).toContain(placed.id);
      placeOnTop(draft, [placed.id], b);
      expect(unitsInHex(draft, a).map((u) => u.id)).not.toContain(placed.id);
      expect(unitsInHex(draft, b)[0]!.id).toBe(placed.id);
    });
    // the position before the command is untouched, and its index with it
    expect(unitsInHex(start, a).map((u) => u.id)).not.toContain(placed.id);
  });

  it('[3.8] the other id of an overlap hex finds the same stack', () => {
    const state = produce(start, (draft) => placeOnTop(draft, [placed.id], 'B0105'));
    expect(unitsInHex(state, 'C6105').map((u) => u.id)).toEqual(unitsInHex(state, 'B0105').map((u) => u.id));
  });

  it('[3.8] neighbour indices are the on-map neighbours of the hex', () => {
    for (const id of ['C2411', 'A0101', 'D0134', 'B3820']) {
      const hex = parseHexId(id)!;
      expect(neighborIndices(WORLD.grid, hexIndex(hex)).sort((x, y) => x - y)).toEqual(neighbors(hex).map(hexIndex).sort((x, y) => x - y));
    }
  });
});
