/**
 * The Web Worker that runs the computer player in the browser, off the screen's thread: it builds
 * the World from the map it is sent, keeps one computer seat per side and level (each keeps its
 * per-phase plans), and answers each position with a decision.
 */
import { createWorld, type Side, type World } from '../../rules';
import { computerSeat } from '../computer/computerSeat';
import type { ComputerLevel } from '../computer/levels';
import type { Seat } from '../seat';
import type { FromWorker, ToWorker } from './protocol';

let world: World | null = null;
const seats = new Map<string, Seat>();

function seatFor(side: Side, level: ComputerLevel): Seat {
  const key = `${side}:${level}`;
  let seat = seats.get(key);
  if (!seat) {
    seat = computerSeat(side, 'browser', level);
    seats.set(key, seat);
  }
  return seat;
}

const post = (message: FromWorker) => (self as unknown as { postMessage(m: FromWorker): void }).postMessage(message);

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'init') {
    world = createWorld(message.map);
    return;
  }
  if (!world) {
    post({ type: 'failed', id: message.id, message: 'the computer player has no map yet' });
    return;
  }
  const start = performance.now();
  try {
    const decision = seatFor(message.side, message.level).decide(message.state, world);
    post({ type: 'decision', id: message.id, decision, ms: performance.now() - start });
  } catch (error) {
    post({ type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) });
  }
};
