// Scenario 30's optional road rule [30.46] (and its 30.6 form) on the real Map D and the shipped
// counters, from the computer's set-up with the named option chosen on New game.
import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { apply, chooseCommand, legalCommands, type Command, type GameState } from '../../src/rules';
import { parseSave, serializeSave } from '../../src/store/saveFile';
import { namedOptionDefaults, namedOptionOfferedIn, NAMED_RULE_OPTIONS } from '../../src/rules/engine/namedOptions';
import { roadHexesBetween } from '../../src/rules/victory/hexSets';
import { ROAD_CORRIDOR_OPTION, roadDistance } from '../../src/rules/state/roadCorridor';
import { whyCannotMove } from '../../src/rules/movement/canMove';
import { scenarioById, SCENARIOS } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { BO_MAIN_ROAD, BO_RELEASE_ROW, BO_ROAD_AT_FRONT_LINE } from '../../src/scenarios/breakout/roadCorridor';
import { southOfFrontLine } from '../../src/scenarios/breakout/frontLine';
import { realWorld } from '../support/realWorld';
import { adjacentHexes, canonicalHexId, type HexId } from '../../src/rules/hex';
import { allUnits, unitById, withUnit } from '../../src/rules/state/unitBuckets';
import { unitsInHex } from '../../src/rules/state/stacks';
import { autoDeployment, deploymentHexes } from '../../src/rules/scenario/deployment';

const world = realWorld();
const corridor = { road: [...BO_MAIN_ROAD] };

/** Scenario 30 (or 30.6) set up by the computer, the road rule on or off, the start-line bridges spared: Phase 13 of GT 2. */
function opened(on: boolean, id = 'breakout'): GameState {
  let state = newScenarioGame(scenarioById(id)!, world, { seed: 'corridor-1', autoDeploy: true, readings: { [ROAD_CORRIDOR_OPTION]: on } });
  while (state.pending?.bridge) state = ok(apply(state, { type: 'spareBridge', bridge: state.pending.bridge }, world));
  return state;
}
function ok(result: ReturnType<typeof apply>): GameState {
  if (!result.ok) throw new Error(`[${result.rule}] ${result.message}`);
  return result.state;
}
/** Units of a side on the map, with their distance from the main road. */
function placed(state: GameState, side: 'allied' | 'german') {
  return allUnits(state)
    .filter((u) => u.side === side && u.hex !== null && !u.eliminated && u.type !== 'leader')
    .map((u) => ({ unit: u, distance: roadDistance(corridor, u.hex!) }));
}

describe('scenario 30: the optional road rule [30.46]', () => {
  it('[30.46] the main road is the map\'s road from the supply exit D0120 over the canal bridge at D0719–D0818 to D6117; the hold ends on hexrow 12', () => {
    expect(roadHexesBetween(world, 'D0120', 'D6117')).toEqual(BO_MAIN_ROAD);
    const crossing = BO_MAIN_ROAD.indexOf(BO_ROAD_AT_FRONT_LINE);
    expect(southOfFrontLine(world, BO_ROAD_AT_FRONT_LINE)).toBe(true);
    expect(southOfFrontLine(world, BO_MAIN_ROAD[crossing + 1]!)).toBe(false);
    expect(BO_MAIN_ROAD.slice(0, crossing + 1).every((h) => southOfFrontLine(world, h))).toBe(true);
    expect(BO_RELEASE_ROW).toBe(Number(BO_ROAD_AT_FRONT_LINE.slice(1, 3)) + 5);
  });

  it('[30.46, 30.6, 23.0] a named option, off by default, offered on New game for scenario 30 and 30.6 only', () => {
    const option = NAMED_RULE_OPTIONS[ROAD_CORRIDOR_OPTION]!;
    expect(namedOptionDefaults()[ROAD_CORRIDOR_OPTION]).toBe(false);
    expect(option.rules).toContain('30.46');
    expect(SCENARIOS.filter((s) => namedOptionOfferedIn(option, s.id)).map((s) => s.id)).toEqual(['breakout', 'breakout-preparedness']);
  });

  it('[30.46, 30.2] with the rule chosen, the computer sets XXX Corps up south of the front line within 3 hexes of the main road; without it, by the zones', () => {
    const state = opened(true);
    const allied = placed(state, 'allied');
    expect(allied).toHaveLength(67);
    for (const { unit, distance } of allied) {
      expect(distance, `${unit.id} at ${unit.hex}`).toBeLessThanOrEqual(3);
      expect(southOfFrontLine(world, unit.hex!), `${unit.id} at ${unit.hex}`).toBe(true);
    }
    // without the rule the reconstructed zones stand, and some units stand farther out
    expect(placed(opened(false), 'allied').some((a) => a.distance > 3)).toBe(true);
  }, 120_000);

  it('[30.46, 30.2] with the rule chosen, placing an XXX Corps unit more than 3 hexes from the road or north of the line is refused with the case; the allowed hexes are the corridor south of the line', () => {
    let state = newScenarioGame(scenarioById('breakout')!, world, { seed: 'corridor-1', readings: { [ROAD_CORRIDOR_OPTION]: true } });
    for (const command of autoDeployment(state, world).filter((c) => c.type !== 'deploy' || unitById(state, c.unitId)?.side === 'german')) state = ok(apply(state, command, world));
    expect(state.deployment?.side).toBe('allied');
    const unitId = 'uk-2gg-1';
    // D0424 is in its reconstructed zone (within 3 of D0424) but 5 hexes from the road
    const far = apply(state, { type: 'deploy', unitId, hex: 'D0424' as HexId }, world);
    expect(far).toMatchObject({ ok: false, code: 'OUTSIDE_ZONE', rule: '30.46' });
    if (!far.ok) {
      expect(far.message).toMatch(/within 3 hexes of the main road .*D0424 is 5 away/);
      expect(far.state).toBe(state);
    }
    // D0818, the north end of Joe's Bridge, is on the road but north of the line [30.2]
    const north = apply(state, { type: 'deploy', unitId, hex: 'D0818' as HexId }, world);
    expect(north).toMatchObject({ ok: false, rule: '30.2' });
    if (!north.ok) expect(north.message).toMatch(/south of the initial front line/);
    // on the road south of the line, outside its old zone: accepted
    expect(apply(state, { type: 'deploy', unitId, hex: 'D0120' as HexId }, world).ok).toBe(true);
    const hexes = deploymentHexes(state, world, unitId);
    expect(hexes.length).toBeGreaterThan(30);
    for (const hex of hexes) {
      expect(roadDistance(corridor, hex), hex).toBeLessThanOrEqual(3);
      expect(southOfFrontLine(world, hex), hex).toBe(true);
    }
    // the rule off: the zone as before
    const off = structuredClone(state);
    off.options[ROAD_CORRIDOR_OPTION] = false;
    expect(apply(off, { type: 'deploy', unitId, hex: 'D0424' as HexId }, world).ok).toBe(true);
    expect(apply(off, { type: 'deploy', unitId, hex: 'D0120' as HexId }, world)).toMatchObject({ ok: false, code: 'OUTSIDE_ZONE', rule: '30.2' });
  }, 120_000);

  it('[30.46] a unit pushed more than 3 hexes out (as by a retreat) may only step nearer the road', () => {
    const state = pushedOut(opened(true));
    const unit = unitById(state, PUSHED)!;
    expect(roadDistance(corridor, unit.hex!)).toBe(5);
    let checked = 0;
    for (const c of legalCommands(state, world)) {
      if (c.type !== 'moveStep' || !c.unitIds.includes(PUSHED)) continue;
      expect(roadDistance(corridor, c.to), `${unit.hex} → ${c.to}`).toBeLessThan(5);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  }, 120_000);

  it('[30.46] an XXX Corps step more than 3 hexes from the road is refused with the case and a plain reason, state untouched; within 3 it is allowed; without the rule both are', () => {
    const state = opened(true);
    // a Guards unit 3 hexes out, free to move, with a neighbouring hex 4 hexes out
    const found = findStep(state, 3, 4);
    expect(found, 'a unit 3 hexes from the road with a hex 4 out next to it').toBeDefined();
    const { unitId, to } = found!;
    const refused = apply(state, { type: 'moveStep', unitIds: [unitId], to }, world);
    expect(refused).toMatchObject({ ok: false, code: 'BARRED_REGION', rule: '30.46' });
    if (!refused.ok) {
      expect(refused.message).toMatch(/within 3 hexes of the main road/);
      expect(refused.state).toBe(state);
    }
    const off = structuredClone(state);
    off.options[ROAD_CORRIDOR_OPTION] = false;
    expect(apply(off, { type: 'moveStep', unitIds: [unitId], to }, world).ok).toBe(true);
    // a step along the corridor is fine with the rule
    const inside = findStep(state, 3, 3) ?? findStep(state, 2, 3);
    expect(inside).toBeDefined();
    expect(apply(state, { type: 'moveStep', unitIds: [inside!.unitId], to: inside!.to }, world).ok).toBe(true);
  }, 120_000);

  it('[30.46] a unit already standing outside the corridor is told so when a step would not bring it nearer the road, with the case', () => {
    const state = pushedOut(opened(true));
    // the unit pushed 5 hexes out, with a step that does not bring it nearer
    const found = findStep(state, 5, 5) ?? findStep(state, 5, 6);
    expect(found, 'a unit outside the corridor with a step that does not bring it nearer').toBeDefined();
    const { unitId, to } = found!;
    const from = unitById(state, unitId)!.hex!;
    const refused = apply(state, { type: 'moveStep', unitIds: [unitId], to }, world);
    expect(refused).toMatchObject({ ok: false, rule: '30.46' });
    if (!refused.ok) {
      expect(refused.message).toContain(`${to} is ${roadDistance(corridor, to)} hexes from it`);
      expect(refused.message).toContain(`already stands ${roadDistance(corridor, from)} hexes from the road, outside that limit, so it may only step nearer the road`);
      expect(refused.state).toBe(state);
    }
    // a unit inside the corridor is not told it stands outside
    const inside = findStep(state, 3, 4)!;
    const plain = apply(state, { type: 'moveStep', unitIds: [inside.unitId], to: inside.to }, world);
    expect(plain.ok).toBe(false);
    if (!plain.ok) expect(plain.message).not.toContain('already stands');
  }, 120_000);

  it('[30.46] a German unit 5 or more hexes from the main road may not move until the lead Allied unit reaches hexrow 12; one nearer the road may', () => {
    let state = opened(true);
    // to the German Conditional Movement Phase of GT 3: nobody moves or fires on either side
    state = toPhase(state, 3, 6);
    const germans = placed(state, 'german');
    const far = germans.find((g) => g.distance >= 5 && !g.unit.status.disrupted)!;
    const near = germans.find((g) => g.distance < 5 && !g.unit.status.disrupted && whyCannotMove(state, g.unit) === null)!;
    expect(far).toBeDefined();
    expect(near).toBeDefined();
    expect(whyCannotMove(state, far.unit)).toMatchObject({ rule: '30.46' });
    expect(whyCannotMove(state, far.unit)!.reason).toMatch(/waits until the lead Allied unit reaches hexrow 12/);
    const moves = legalCommands(state, world).filter((c) => c.type === 'moveStep');
    expect(moves.some((c) => c.type === 'moveStep' && c.unitIds.includes(near.unit.id))).toBe(true);
    expect(moves.some((c) => c.type === 'moveStep' && c.unitIds.includes(far.unit.id))).toBe(false);
    const step = apply(state, { type: 'moveStep', unitIds: [far.unit.id], to: neighbourOf(far.unit.hex!) }, world);
    expect(step).toMatchObject({ ok: false, code: 'CANNOT_MOVE', rule: '30.46' });
    // without the rule it is free
    const off = structuredClone(state);
    off.options[ROAD_CORRIDOR_OPTION] = false;
    expect(whyCannotMove(off, far.unit)).toBeNull();
  }, 120_000);

  it('[30.46] once a Guards unit stands on hexrow 12 as a phase ends, the hold is over for good (log line), even if it falls back', () => {
    const state = structuredClone(opened(true));
    unitById(state, 'uk-1cg-1')!.hex = 'D1217'; // on the main road, hexrow 12 (placed by hand)
    const result = apply(state, { type: 'endPhase' }, world);
    expect(result.ok && result.events.some((e) => e.type === 'corridorHoldReleased' && e.unitId === 'uk-1cg-1' && e.rule === '30.46')).toBe(true);
    const ended = ok(result);
    expect(ended.restrictions?.roadCorridor?.released).toBe(true);
    const back = structuredClone(ended);
    unitById(back, 'uk-1cg-1')!.hex = 'D0719';
    const later = toPhase(back, 3, 6);
    const far = placed(later, 'german').find((g) => g.distance >= 5 && !g.unit.status.disrupted)!;
    expect(whyCannotMove(later, far.unit)).toBeNull();
    // a unit on hexrow 11 does not end it
    const short = structuredClone(opened(true));
    unitById(short, 'uk-1cg-1')!.hex = 'D1118';
    expect(ok(apply(short, { type: 'endPhase' }, world)).restrictions?.roadCorridor?.released).toBe(false);
  }, 120_000);

  it('[30.46] an XXX Corps close assault may go in against a German unit 4 hexes from the road, not 5', () => {
    const state = structuredClone(opened(true));
    // west of the road north of the canal: a hex 3 out, a neighbour 4 out, and a neighbour of that 5 out
    const three = (['D1416', 'D1415', 'D1414', 'D1413'] as const).find((h) => roadDistance(corridor, h) === 3)!;
    const four = adjacentHexes(three).map((h) => canonicalHexId(h)!).find((h) => roadDistance(corridor, h) === 4)!;
    const five = adjacentHexes(four).map((h) => canonicalHexId(h)!).find((h) => roadDistance(corridor, h) === 5)!;
    expect(roadDistance(corridor, three)).toBe(3);
    const attacker = 'uk-1cg-1';
    for (const [id, hex] of [[attacker, three], ['de-6iii-ii-3', four], ['de-6iii-ii-hw', five]] as const) {
      unitById(state, id)!.hex = hex;
      unitById(state, id)!.stackIndex = 0;
    }
    const inReach = apply(state, { type: 'closeAction', unitIds: [attacker], target: four }, world);
    if (!inReach.ok) expect(inReach.rule).not.toBe('30.46');
    const fromFour = structuredClone(state);
    unitById(fromFour, 'de-6iii-ii-3')!.hex = null; // taken out by the first assault
    unitById(fromFour, attacker)!.hex = four; // as after the advance into the hex it took
    const tooFar = apply(fromFour, { type: 'closeAction', unitIds: [attacker], target: five }, world);
    expect(tooFar).toMatchObject({ ok: false, code: 'BARRED_REGION', rule: '30.46' });
    if (!tooFar.ok) {
      expect(tooFar.message).toMatch(/no farther than 4 hexes from the main road/);
      expect(tooFar.state).toBe(fromFour);
    }
  }, 120_000);

  it('[30.6, 30.46] in the Preparedness variant XXX Corps is not kept near the road, but the German hold applies when chosen', () => {
    const state = opened(true, 'breakout-preparedness');
    expect(state.restrictions?.roadCorridor?.keptUnitIds).toEqual([]);
    expect(Math.max(...placed(state, 'allied').map((a) => a.distance))).toBeGreaterThan(3);
    const later = toPhase(state, 3, 6);
    const far = placed(later, 'german').find((g) => g.distance >= 5 && !g.unit.status.disrupted);
    expect(far).toBeDefined();
    expect(whyCannotMove(later, far!.unit)).toMatchObject({ rule: '30.46' });
  }, 300_000);

  it('[30.46] the computer opponent keeps the rule: 400 policy commands from the opening, no XXX Corps unit steps beyond 3 hexes and no held German moves; the game saves and loads with the rule', () => {
    // from the set-up as New game makes it: the policy answers the start-line bridges too [30.47]
    const initial = newScenarioGame(scenarioById('breakout')!, world, { seed: 'corridor-1', autoDeploy: true, readings: { [ROAD_CORRIDOR_OPTION]: true } });
    const commands: Command[] = [];
    let state = initial;
    const random = seedrandom.alea('corridor-policy');
    for (let n = 0; n < 400 && !state.ended; n++) {
      const command = chooseCommand(state, world, random);
      if (!command) break;
      if (command.type === 'moveStep') {
        const units = command.unitIds.map((id) => unitById(state, id)!);
        const from = units[0]!.hex;
        if (units[0]!.side === 'allied' && from !== null) {
          const after = roadDistance(corridor, command.to);
          expect(after <= 3 || after < roadDistance(corridor, from), `${command.unitIds.join(',')} → ${command.to}`).toBe(true);
        }
        if (units[0]!.side === 'german' && from !== null && !state.restrictions!.roadCorridor!.released) {
          expect(roadDistance(corridor, from), `${command.unitIds.join(',')} from ${from}`).toBeLessThan(5);
        }
      }
      state = ok(apply(state, command, world));
      commands.push(command);
    }
    expect(state.turn).toBeGreaterThan(2);
    const loaded = parseSave(serializeSave({ initial, commands, state, savedAt: '2026-01-01T00:00:00.000Z', compact: true }), world);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.save.state.restrictions?.roadCorridor).toEqual(state.restrictions?.roadCorridor);
    expect(loaded.save.state.options[ROAD_CORRIDOR_OPTION]).toBe(true);
  }, 300_000);
});

/** A free XXX Corps unit `from` hexes from the road with a neighbour `to` hexes from it that a step could enter but for the rule. */
/** A Guards tank company put 5 hexes from the road, south of the line at D0424, as a retreat could leave it. */
const PUSHED = 'uk-2gg-1';
function pushedOut(state: GameState): GameState {
  expect(unitsInHex(state, 'D0424' as HexId)).toEqual([]);
  return withUnit(state, { ...unitById(state, PUSHED)!, hex: 'D0424' as HexId, stackIndex: 0 });
}

function findStep(state: GameState, from: number, to: number): { unitId: string; to: HexId } | undefined {
  const off = structuredClone(state);
  off.options[ROAD_CORRIDOR_OPTION] = false;
  for (const c of legalCommands(off, world)) {
    if (c.type !== 'moveStep' || c.unitIds.length !== 1) continue;
    const unit = unitById(off, c.unitIds[0]!)!;
    if (unit.side !== 'allied' || unit.hex === null) continue;
    if (roadDistance(corridor, unit.hex) === from && roadDistance(corridor, c.to) === to) return { unitId: unit.id, to: c.to };
  }
  return undefined;
}

/** Any hex next to `hex` (for a refused step, the rule is checked before the terrain). */
function neighbourOf(hex: HexId): HexId {
  const row = Number(hex.slice(1, 3));
  return `${hex[0] as 'D'}${String(row + 1).padStart(2, '0')}${hex.slice(3)}`;
}

/** End phases (answering nothing else) until `turn`/`phase`; open decisions are let pass. */
function toPhase(start: GameState, turn: number, phase: number): GameState {
  let state = start;
  for (let guard = 0; guard < 200 && !(state.turn === turn && state.phase === phase); guard++) {
    if (state.pending) {
      const answer = legalCommands(state, world)[0];
      if (!answer) throw new Error('no answer');
      state = ok(apply(state, answer, world));
      continue;
    }
    state = ok(apply(state, { type: 'endPhase' }, world));
  }
  return state;
}
