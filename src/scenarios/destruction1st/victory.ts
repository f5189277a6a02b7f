/**
 * Victory conditions of scenario 29 as data for src/rules/victory: the Historical set [29.51], net
 * points on a six-step scale, and the Player set [29.52], three graded German levels with anything
 * else an Allied win. Labels are our own words; readings in docs/scenarios.md ("Scenario 29"):
 * - 29.51 no. 2 "cut off from A2419": no Allied unit on the map in supply by the 11.3 trace;
 * - the Allied crossing: the road or rail bridge (intact) or the Driel ferry, both ends held;
 * - 29.52 "control the road": no Allied unit and no Allied zone of control on its hexes;
 * - "both sides of the two Rhine bridges": German units on all four end hexes.
 */
import type { HexId } from '../../rules/hex';
import type { VictoryCondition, VictoryDefinition, VictorySetup } from '../../rules/victory/types';
import { NORTH_OF_NEDER_RIJN, RHINE_BRIDGES } from '../drop1st/victory';

/** [29.51] The crossings of the Neder Rijn on Map A, north end first. */
export const D29_CROSSINGS: CrossingList = [
  ...RHINE_BRIDGES.map((b) => ({ name: b.name, ends: [...b.ends] as [HexId, HexId], bridge: b.key })),
  { name: 'Driel–Heveadorp ferry', ends: ['A1822', 'A1623'] },
];
type CrossingList = { name: string; ends: [HexId, HexId]; bridge?: string }[];

const noneNorth: VictoryCondition = {
  kind: 'unitsInRegion',
  id: 'german-none-north',
  side: 'german',
  rule: '29.51',
  label: 'No Allied unit north of the Neder Rijn at the end',
  whose: 'allied',
  region: NORTH_OF_NEDER_RIJN,
  need: 'none',
};

export function destructionHistorical(): VictoryDefinition {
  return {
    id: 'historical',
    name: 'Historical victory conditions',
    rule: '29.51',
    conditions: [
      { kind: 'casualties', id: 'german-casualties', side: 'german', rule: '29.51', label: 'Allied losses of 45 strength points or more', sufferedBy: 'allied', threshold: 45, comparison: 'atLeast' },
      { kind: 'supplyCut', id: 'german-supply', side: 'german', rule: '29.51', label: 'Every Allied unit on the map out of supply (cut off from the supplyhead) at the end', whose: 'allied' },
      noneNorth,
      {
        kind: 'crossingHeld',
        id: 'allied-crossing',
        side: 'allied',
        rule: '29.51',
        label: 'Allied units on both ends of an intact Rhine bridge or of the ferry, no German north of the river within 5 hexes of its north end (2 points)',
        points: 2,
        crossings: D29_CROSSINGS,
        bank: NORTH_OF_NEDER_RIJN,
        radius: 5,
      },
    ],
    scoring: {
      kind: 'netPoints',
      side: 'german',
      bands: [
        { atLeast: 3, winner: 'german', level: 'decisive' },
        { atLeast: 2, winner: 'german', level: 'substantive' },
        { atLeast: 1, winner: 'german', level: 'marginal' },
        { atLeast: 0, winner: 'allied', level: 'marginal' },
        { atLeast: -1, winner: 'allied', level: 'substantive' },
      ],
      otherwise: { winner: 'allied', level: 'decisive' },
    },
  };
}

function alliedLosses(threshold: number): VictoryCondition {
  return { kind: 'casualties', id: `german-inflicted-${threshold}`, side: 'german', rule: '29.52', label: `British and Polish losses of ${threshold} strength points or more`, sufferedBy: 'allied', threshold, comparison: 'atLeast' };
}

function germanCeiling(threshold: number, comparison: 'lessThan' | 'atMost'): VictoryCondition {
  const words = comparison === 'lessThan' ? `under ${threshold}` : `${threshold} or less`;
  return { kind: 'casualties', id: `german-losses-${threshold}`, side: 'german', rule: '29.52', label: `German weighted losses ${words} (as 28.52 counts them)`, sufferedBy: 'german', threshold, comparison, weighted: true };
}

function road(id: string, from: HexId, to: HexId): VictoryCondition {
  return { kind: 'roadFree', id, side: 'german', rule: '29.52', label: `The road ${from}–${to} free of Allied units and zones of control at the end`, whose: 'allied', hexes: { kind: 'roadPath', from, to } };
}

export function destructionPlayer(lastTurn: number): VictoryDefinition {
  return {
    id: 'player',
    name: 'Player victory conditions',
    rule: '29.52',
    conditions: [
      { ...noneNorth, rule: '29.52' },
      alliedLosses(400),
      alliedLosses(350),
      alliedLosses(300),
      germanCeiling(100, 'lessThan'),
      germanCeiling(140, 'atMost'),
      germanCeiling(180, 'atMost'),
      road('german-road-A3947-A0130', 'A3947', 'A0130'),
      road('german-road-A3947-A2332', 'A3947', 'A2332'),
      road('german-road-A2032-A0130', 'A2032', 'A0130'),
      {
        kind: 'holdAtTurnEnd',
        id: 'german-bridge-ends',
        side: 'german',
        rule: '29.52',
        label: 'German units on both ends of both Rhine bridges at the end',
        hexes: { kind: 'list', hexes: RHINE_BRIDGES.flatMap((b) => [...b.ends]) },
        need: 'all',
        turn: lastTurn,
      },
    ],
    scoring: {
      kind: 'tiers',
      side: 'german',
      tiers: [
        { level: 'decisive', conditionIds: ['german-none-north', 'german-inflicted-400', 'german-losses-100', 'german-road-A3947-A0130'] },
        { level: 'substantive', conditionIds: ['german-none-north', 'german-inflicted-350', 'german-losses-140', 'german-road-A3947-A0130'] },
        {
          level: 'marginal',
          conditionIds: ['german-bridge-ends', 'german-road-A3947-A2332', 'german-road-A2032-A0130', 'german-inflicted-300', 'german-losses-180'],
        },
      ],
      otherwise: 'allied',
    },
  };
}

export type DestructionVictorySet = 'historical' | 'player';

export function destructionVictory(choice: DestructionVictorySet, lastTurn: number): VictorySetup {
  return { definition: choice === 'player' ? destructionPlayer(lastTurn) : destructionHistorical() };
}
