/**
 * The inspector's situation lines (src/ui/inspector): supply, control, sight and what a unit may do
 * now, each worded from an engine query with its case; and the cases listed for a unit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apply, reach, type Command, type GameState, type HexId, type World } from '../../src/rules';
import { DEFAULT_SCENARIO_ID, scenarioById } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { casesForUnit } from '../../src/ui/inspector/unitCases';
import { unitSituation } from '../../src/ui/inspector/unitSituation';
import { realWorld } from '../support/realWorld';
import { allUnits, unitById } from '../../src/rules/state/unitBuckets';

let world: World;
let opening: GameState;

beforeAll(() => {
  world = realWorld();
  opening = newScenarioGame(scenarioById(DEFAULT_SCENARIO_ID)!, world, { seed: 'hells-highway', autoDeploy: true });
});

function run(state: GameState, command: Command): GameState {
  const result = apply(state, command, world);
  if (!result.ok) throw new Error(`[${result.rule}] ${result.message}`);
  return result.state;
}

function toPhase(state: GameState, phase: number): GameState {
  let s = state;
  while (s.phase !== phase) s = run(s, { type: 'endPhase' });
  return s;
}

function moveTo(state: GameState, unitId: string, hex: HexId): GameState {
  const r = reach(world, state, [unitId]);
  if (!('hexes' in r)) throw new Error(r.message);
  const target = r.hexes.get(hex);
  if (!target) throw new Error(`${hex} is out of reach`);
  return target.path.reduce((s, to) => run(s, { type: 'moveStep', unitIds: [unitId], to }), state);
}

const line = (state: GameState, unitId: string, topic: string) => unitSituation(state, world, unitById(state, unitId)!).find((l) => l.topic === topic)?.text;

describe('a unit’s situation in the inspector', () => {
  it('[11.31, 24.5] a company is in supply through the HQ or source it traces to, named; [11.23] an HQ shows its last judgment', () => {
    expect(line(opening, 'us-501-1-a', 'Supply')).toMatch(/^In supply now, through .+ \[(11|24)\.\d+\w?\]$/);
    expect(line(opening, 'us-501-hq', 'Supply')).toBe('In supply at its last Command Phase [11.23]');
  });

  it('[6.0] sight: nobody sees a company far from the enemy; an enemy company next to it does', () => {
    expect(line(opening, 'us-501-1-a', 'Seen')).toBe('No enemy unit sees it now [6.0]');
    let s = toPhase(opening, 4);
    s = moveTo(s, 'us-501-1-a', 'C2704');
    s = toPhase(s, 6);
    s = moveTo(s, 'de-1054-1', 'C2703');
    expect(line(s, 'us-501-1-a', 'Seen')).toMatch(/^The enemy sees it: .*1\/1054\/85xx.* \[6\.0\]$/);
  });

  it('[4.0, 8.0, 8.4] what it may do: a phasing company may step; an enemy unit waits for opportunity fire', () => {
    const s = toPhase(opening, 4);
    expect(line(s, 'us-501-1-a', 'Now')).toMatch(/^May step to \d+ hexes \[8\.0\]/);
    expect(line(s, 'de-1054-1', 'Now')).toMatch(/opportunity fire.*\[8\.4\]/);
    expect(line(opening, 'us-501-1-a', 'Now')).toBe('Nothing more in the Allied Command Phase [4.0].');
  });

  it('[17.0] an HQ counts the units under it; [12.0] artillery names the HQs that may control it, or says none can', () => {
    expect(line(opening, 'us-501-hq', 'Command')).toMatch(/^Heads \d+ units on the map \[17\.0\]$/);
    const gun = allUnits(opening).find((u) => u.type === 'artillery' && u.hex !== null)!;
    expect(line(opening, gun.id, 'Control')).toMatch(/^(May fire indirectly under .+|No HQ next to it or stacked with it can control its fire) \[\d+\.\d+/);
  });
});

describe('the cases listed for a unit', () => {
  it('[18.1] heavy weapons list their own cases; [11.5, 13.5] a disrupted unit in Travel adds those', () => {
    const hw = unitById(opening, 'us-501-1-hw')!;
    expect(casesForUnit(hw)).toEqual(expect.arrayContaining(['18.1a', '5.0', '8.0']));
    const travelling = { ...hw, mode: 'travel' as const, status: { ...hw.status, disrupted: true } };
    expect(casesForUnit(travelling)).toEqual(expect.arrayContaining(['11.5', '13.5']));
    expect(new Set(casesForUnit(travelling)).size).toBe(casesForUnit(travelling).length);
  });
});

describe('the situation during the set-up', () => {
  it('[24.2] a unit being set up says so instead of naming a phase', () => {
    const setUp = newScenarioGame(scenarioById(DEFAULT_SCENARIO_ID)!, world, { seed: 'hells-highway' });
    const unit = allUnits(setUp).find((u) => u.side === 'german' && u.hex === null && !u.arrival)!;
    expect(unitSituation(setUp, world, unit).find((l) => l.topic === 'Now')?.text).toMatch(/\[24\.2/);
  });
});
