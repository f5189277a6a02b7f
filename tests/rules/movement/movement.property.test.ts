import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DIRECTIONS,
  apply,
  formatHexId,
  parseHexId,
  phaseDefinition,
  stackingLimitAt,
  stackWeight,
  stacksByHex,
  stepHex,
  hexIndex,
  type Command,
  type GameState,
  type Unit,
  type HexId,
} from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { testWorld } from '../../support/world';
import { allUnits } from '../../../src/rules/state/unitBuckets';

/** A patch of varied ground: a road, a town (limit 12), forest, a stream and a canal with a bridge. */
const WORLD = testWorld({
  roads: [{ kind: 'road', hexes: ['C2010', 'C2110', 'C2210', 'C2310', 'C2410'] }],
  terrain: { C2112: 'forest', C2013: 'town', C2210: 'town', C2311: 'town', C2111: 'town', C2109: 'town', C1911: 'town', C2012: 'town' },
  hexsides: { 'C2010|C2009': ['stream'], 'C2110|C2210': ['canal'], 'C2111|C2211': ['canal'] },
  bridges: [{ at: 'C2110~C2210', kind: 'road', over: 'canal', blowable: true }],
});

const ALLIED_HEXES: HexId[] = ['C2010', 'C2011', 'C2110', 'C1910', 'C2009'];
const GERMAN_HEXES: HexId[] = ['C1912', 'C2212', 'C2213'];

function startingGame(strengths: number[]): GameState {
  const placed = new Map<HexId, number>();
  const units: Unit[] = strengths.map((strength, i) => {
    const german = i % 3 === 2;
    const hexes = german ? GERMAN_HEXES : ALLIED_HEXES;
    const hex = hexes[Math.floor(i / 3) % hexes.length]!;
    const stackIndex = placed.get(hex) ?? 0;
    placed.set(hex, stackIndex + 1);
    return unit({
      id: `u${i}`,
      side: german ? 'german' : 'allied',
      nationality: german ? 'DE' : 'US',
      type: i % 4 === 1 ? 'armor' : 'infantry',
      strength,
      printedStrength: strength,
      range: i % 5 === 0 ? 2 : 1,
      hex,
      stackIndex,
    });
  });
  return game({ phase: 13, units });
}

type Action = { kind: 'move'; pick: number; dir: number; with: number } | { kind: 'end' } | { kind: 'mode'; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('move' as const), pick: fc.nat(30), dir: fc.nat(5), with: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'end' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('mode' as const), pick: fc.nat(30) }) },
);

/** The command an action stands for in this position (answers come first while a window is open). */
function commandFor(state: GameState, a: Action): Command | null {
  const pending = state.pending;
  if (pending?.kind === 'opportunityFire') return { type: 'passOpportunity' };
  if (pending?.kind === 'displacement') return { type: 'displace', to: pending.choices![0]! };
  if (pending?.kind === 'bridgeDemolition') return { type: a.kind === 'move' && a.dir % 2 ? 'blowBridge' : 'spareBridge', bridge: pending.bridge! };
  if (a.kind === 'end') return { type: 'endPhase' };
  const phasing = phaseDefinition(state.phase).phasing;
  const mine = allUnits(state).filter((u) => u.side === phasing && u.hex !== null);
  if (mine.length === 0) return { type: 'endPhase' };
  const chosen = mine[a.pick % mine.length]!;
  if (a.kind === 'mode') return { type: 'changeMode', unitId: chosen.id, to: chosen.mode === 'concentrated' ? 'dispersed' : 'concentrated' };
  const companions = mine.filter((u) => u.hex === chosen.hex && u.id !== chosen.id).slice(0, a.with % 3);
  const to = formatHexId(stepHex(parseHexId(chosen.hex!)!, DIRECTIONS[a.dir]!));
  if (!to) return null;
  return { type: 'moveStep', unitIds: [chosen.id, ...companions.map((u) => u.id)], to };
}

function checkInvariants(state: GameState): void {
  for (const [hex, stack] of stacksByHex(allUnits(state))) {
    // [9.32] no hex stays over its limit unless everything in it is disrupted
    const weight = stack.reduce((s, u) => s + stackWeight(u), 0);
    if (weight > stackingLimitAt(WORLD, hexIndex(parseHexId(hex)!))) {
      expect(stack.every((u) => u.status.disrupted), `${hex} overstacked (${weight} SP) without disruption`).toBe(true);
    }
    // [9.15] sides never share a hex; positions are dense from the top
    expect(new Set(stack.map((u) => u.side)).size).toBe(1);
    expect(stack.map((u) => u.stackIndex).sort((a, b) => a - b)).toEqual(stack.map((_, i) => i));
  }
  for (const u of allUnits(state)) {
    // [3.5c, 8.13, 8.14] never more than 4 MP, except a single one-hex move
    if (u.status.mpSpent > 4 + 1e-9) expect(state.movement.hexesMoved[u.id], `${u.id} spent ${u.status.mpSpent} MP`).toBe(1);
    expect(u.strength).toBeGreaterThanOrEqual(0);
  }
}

describe('movement invariants over random command sequences', () => {
  it('[9.32, 8.14] no command sequence leaves a hex overstacked without disruption, or MP over 4 except by the one-hex rule', () => {
    const seen = { moves: 0, overstacks: 0, windows: 0 };
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 3, max: 9 }), { minLength: 6, maxLength: 12 }), fc.array(action, { maxLength: 80 }), (strengths, actions) => {
        let state = startingGame(strengths);
        checkInvariants(state);
        for (const a of actions) {
          const command = commandFor(state, a);
          if (!command) continue;
          const result = apply(state, command, WORLD);
          if (!result.ok) {
            expect(result.state).toBe(state); // a refusal leaves the game untouched
            expect(result.rule).toMatch(/^\d+\.\d+/);
            continue;
          }
          state = result.state;
          for (const e of result.events) {
            if (e.type === 'unitsMoved') seen.moves++;
            if (e.type === 'overstacked') seen.overstacks++;
            if (e.type === 'opportunityWindow') seen.windows++;
          }
          checkInvariants(state);
        }
      }),
      { numRuns: 150 },
    );
    // the sequences really moved units, overstacked hexes and opened windows
    expect(seen.moves).toBeGreaterThan(100);
    expect(seen.overstacks).toBeGreaterThan(0);
    expect(seen.windows).toBeGreaterThan(0);
  });
});
