/**
 * The computer player's time per phase on Hell's Highway (real map, the scenario's counters set up by
 * the computer): each side plays up to GT 51, then one whole phase is decided and played again and
 * again from the same position — the German Conditional Movement Phase (reach searches, assaults,
 * the opportunity-fire answers of the Allied computer) and the Free Fire Phases of both sides (fire
 * options of every firer). The match runner (`npm run match`) reports the median over whole games.
 */
import { readFileSync } from 'node:fs';
import { bench, describe } from 'vitest';
import { actingSide, apply, createWorld, parseMapData, type GameState, type World } from '../src/rules';
import { scenarioById } from '../src/scenarios';
import { newScenarioGame } from '../src/scenarios/newGame';
import { computerSeat } from '../src/seats/computer/computerSeat';

const parsed = parseMapData(JSON.parse(readFileSync(new URL('../public/maps/map.json', import.meta.url), 'utf8')));
if (!parsed.ok) throw new Error(parsed.message);
const world: World = createWorld(parsed.map);

/** Both computer seats play from `state` until `stop` holds; returns the position then. */
function playUntil(state: GameState, stop: (s: GameState) => boolean): GameState {
  const seats = { allied: computerSeat('allied', 'bench', 'standard'), german: computerSeat('german', 'bench', 'standard') };
  let s = state;
  for (let i = 0; i < 5000 && !stop(s) && !s.ended; i++) {
    const side = actingSide(s);
    const command = side ? seats[side].decide(s, world)?.command : { type: 'endPhase' as const };
    if (!command) throw new Error('no command');
    const result = apply(s, command, world);
    if (!result.ok) throw new Error(result.message);
    s = result.state;
  }
  return s;
}

const start = newScenarioGame(scenarioById('hells-highway')!, world, { seed: 'hells-highway', autoDeploy: true });
const germanMovement = playUntil(start, (s) => s.turn === 51 && s.phase === 6 && !s.pending);
const alliedFreeFire = playUntil(germanMovement, (s) => s.turn === 51 && s.phase === 7 && !s.pending);
const germanFreeFire = playUntil(alliedFreeFire, (s) => s.turn === 51 && s.phase === 14 && !s.pending);

function wholePhase(from: GameState): void {
  const key = `${from.turn}.${from.phase}`;
  playUntil(from, (s) => `${s.turn}.${s.phase}` !== key);
}

describe('computer player, one phase (Hell’s Highway, GT 51)', () => {
  bench('German Conditional Movement Phase, decided and played', () => wholePhase(germanMovement), { iterations: 5, time: 0 });
  bench('Allied Free Fire Phase, decided and played', () => wholePhase(alliedFreeFire), { iterations: 5, time: 0 });
  bench('German Free Fire Phase, decided and played', () => wholePhase(germanFreeFire), { iterations: 5, time: 0 });
});
