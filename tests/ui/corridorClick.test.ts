// [30.46] A click beyond scenario 30's road corridor, out of the selected XXX Corps stack's reach,
// is refused with the case and a plain reason (src/ui/actions/routeClick.ts actOnHexClick), as the
// engine's refusals are, and the selection is kept; elsewhere such a click is a click away. The
// computer's set-up with the optional rule chosen, the start-line bridges spared: Phase 13 of GT 2.
import { describe, expect, it } from 'vitest';
import { allUnits, apply, canonicalHexId, hexId, neighbors, parseHexId, type GameState, type HexId, type Unit } from '../../src/rules';
import { ROAD_CORRIDOR_OPTION, roadDistance } from '../../src/rules/state/roadCorridor';
import { scenarioById } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { createGameStore, createMemoryAutosave } from '../../src/store';
import { actOnHexClick } from '../../src/ui/actions/routeClick';
import { reachHexAt, reachOf, unreachableText } from '../../src/ui/actions/pathPreview';
import { realWorld } from '../support/realWorld';

const world = realWorld();

function opened(on: boolean): GameState {
  let state = newScenarioGame(scenarioById('breakout')!, world, { seed: 'corridor-click', autoDeploy: true, readings: { [ROAD_CORRIDOR_OPTION]: on } });
  while (state.pending?.bridge) {
    const next = apply(state, { type: 'spareBridge', bridge: state.pending.bridge }, world);
    if (!next.ok) throw new Error(next.message);
    state = next.state;
  }
  return state;
}

/** A kept XXX Corps unit, a hex out of its reach beyond the corridor, one out of reach inside it. */
function scene(state: GameState): { unit: Unit; outside: HexId; inside: HexId } {
  const corridor = state.restrictions!.roadCorridor!;
  const kept = new Set(corridor.keptUnitIds);
  for (const unit of allUnits(state).filter((u) => kept.has(u.id) && u.hex !== null)) {
    const reach = reachOf(world, state, [unit.id]);
    if (!('hexes' in reach)) continue;
    const far = (h: HexId) => !reachHexAt(reach, h) && !neighbors(parseHexId(unit.hex!)!).some((n) => canonicalHexId(hexId(n)) === canonicalHexId(h));
    // walk out from the unit's hex, eastwards and westwards along its hexrow
    const at = parseHexId(unit.hex!)!;
    let outside: HexId | undefined;
    let inside: HexId | undefined;
    for (let dc = -12; dc <= 12; dc++) {
      const hex = { row: at.row, col: at.col + dc };
      let id: HexId;
      try {
        id = hexId(hex);
      } catch {
        continue;
      }
      if (!far(id)) continue;
      const d = roadDistance(corridor, id);
      if (d > corridor.assaultWithin && !outside) outside = id;
      if (d <= corridor.keptWithin && !inside) inside = id;
    }
    if (outside && inside) return { unit, outside, inside };
  }
  throw new Error('no XXX Corps unit with hexes out of reach both inside and beyond the corridor');
}

describe('[30.46] a click beyond the road corridor', () => {
  it('[30.46] a kept unit selected, a hex beyond the corridor out of reach: refused with the case and the distance, the unit still selected', () => {
    const state = opened(true);
    const { unit, outside } = scene(state);
    const store = createGameStore({ storage: createMemoryAutosave(), initial: state, world });
    store.getState().selectUnit(unit.id);
    expect(actOnHexClick(store, outside, world)).toBe(true);
    const notice = store.getState().ui.notice;
    expect(notice?.kind).toBe('refusal');
    expect(notice?.text).toMatch(new RegExp(`^\\[30\\.46\\] .* keeps within 3 hexes of the main road \\(optional rule\\); ${outside} is \\d+ hexes from it\\.`));
    expect(store.getState().ui.selectedUnitId).toBe(unit.id);
    expect(store.getState().game.log).toHaveLength(0);
  });

  it('[30.46] a hex inside the corridor but out of reach is a plain click away: nothing refused', () => {
    const state = opened(true);
    const { unit, inside } = scene(state);
    const store = createGameStore({ storage: createMemoryAutosave(), initial: state, world });
    store.getState().selectUnit(unit.id);
    expect(actOnHexClick(store, inside, world)).toBe(false);
    expect(store.getState().ui.notice).toBeNull();
  });

  it('[30.46] without the optional rule the same click is a click away', () => {
    const on = opened(true);
    const { unit, outside } = scene(on);
    const store = createGameStore({ storage: createMemoryAutosave(), initial: opened(false), world });
    store.getState().selectUnit(unit.id);
    expect(actOnHexClick(store, outside, world)).toBe(false);
    expect(store.getState().ui.notice).toBeNull();
  });

  it('[30.46] pointing at a hex beyond the corridor, the Move panel gives the corridor as the reason, not the MP left [8.0]', () => {
    const state = opened(true);
    const { unit, outside, inside } = scene(state);
    const reach = reachOf(world, state, [unit.id]);
    if (!('hexes' in reach)) throw new Error('no reach');
    const why = unreachableText(world, state, reach, outside);
    expect(why.rule).toBe('30.46');
    expect(why.reason).toMatch(new RegExp(`keeps within 3 hexes of the main road \\(optional rule\\); ${outside} is \\d+ hexes from it$`));
    expect(unreachableText(world, state, reach, inside)).toMatchObject({ rule: '8.0' });
  });
});
