/**
 * The screen's side of the computer player: one Web Worker (src/seats/worker/computerWorker.ts),
 * sent the map once, asked for one decision at a time. Where a browser has no workers (or a test
 * runs without one), the same seat decides on this thread after a pause, so the screen still draws
 * between decisions.
 */
import type { GameState, Side, World } from '../../rules/api';
import { computerSeat } from '../../seats/computer/computerSeat';
import type { ComputerLevel } from '../../seats/computer/levels';
import type { Decision, Seat } from '../../seats/seat';
import type { FromWorker, ToWorker } from '../../seats/worker/protocol';

export interface ComputerAnswer {
  decision: Decision | null;
  ms: number;
}

interface Client {
  decide(state: GameState, side: Side, level: ComputerLevel): Promise<ComputerAnswer>;
}

let client: { world: World; client: Client } | null = null;

function workerClient(world: World): Client {
  // Vite bundles the worker from this form (a module worker, its own chunk).
  const worker = new Worker(new URL('../../seats/worker/computerWorker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { resolve: (a: ComputerAnswer) => void; reject: (e: Error) => void }>();
  let next = 1;
  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    const w = waiting.get(message.id);
    if (!w) return;
    waiting.delete(message.id);
    if (message.type === 'decision') w.resolve({ decision: message.decision, ms: message.ms });
    else w.reject(new Error(message.message));
  };
  worker.onerror = (event) => {
    for (const w of waiting.values()) w.reject(new Error(event.message || 'the computer player stopped'));
    waiting.clear();
  };
  worker.postMessage({ type: 'init', map: world.map } satisfies ToWorker);
  return {
    decide(state, side, level) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ type: 'decide', id, state, side, level } satisfies ToWorker);
      });
    },
  };
}

function localClient(world: World): Client {
  const seats = new Map<string, Seat>();
  return {
    decide(state, side, level) {
      const key = `${side}:${level}`;
      const seat = seats.get(key) ?? computerSeat(side, 'browser', level);
      seats.set(key, seat);
      return new Promise((resolve, reject) =>
        setTimeout(() => {
          const start = performance.now();
          try {
            resolve({ decision: seat.decide(state, world), ms: performance.now() - start });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        }, 0),
      );
    },
  };
}

export function computerClient(world: World): Client {
  if (!client || client.world !== world) client = { world, client: typeof Worker === 'undefined' ? localClient(world) : workerClient(world) };
  return client.client;
}
