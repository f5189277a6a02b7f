// [30.43] How the compact bombardment panel names each hex it offers (src/ui/actions/bombardWords.ts),
// on Breakout of XXX Corps as the computer sets it up.
import { describe, expect, it } from 'vitest';
import { allUnits, stacksByHex, withUnits, type HexId } from '../../src/rules';
import { scenarioById } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { bombardTargetText } from '../../src/ui/actions/bombardWords';
import { realWorld } from '../support/realWorld';

const world = realWorld();
const state = newScenarioGame(scenarioById('breakout')!, world, { seed: 'bombard', autoDeploy: true });
const germanStacks = [...stacksByHex(allUnits(state))].filter(([, stack]) => stack.every((u) => u.side === 'german'));

describe('[30.43] the bombardment list names the German counters in each hex', () => {
  it('[30.43] a hex of one or two German counters: the hex, then their designations', () => {
    const [hex, stack] = germanStacks.find(([, s]) => s.length <= 3)!;
    expect(bombardTargetText(state, hex)).toBe(`${hex}: ${stack.map((u) => u.name).join(', ')}`);
  });

  it('[30.43] a bigger stack names three and counts the rest', () => {
    // the set-up has no German stack of four: five of its German counters put in one hex
    const [hex] = germanStacks[0]!;
    const five = allUnits(state).filter((u) => u.side === 'german').slice(0, 5).map((u, i) => ({ ...u, hex, stackIndex: i }));
    const crowded = withUnits(state, five);
    const names = five.slice(0, 3).map((u) => u.name);
    expect(bombardTargetText(crowded, hex)).toBe(`${hex}: ${names.join(', ')} and 2 more`);
  });

  it('[30.43] a hex without German counters is named by its id alone', () => {
    expect(bombardTargetText(state, 'A0101' as HexId)).toBe('A0101');
  });
});
