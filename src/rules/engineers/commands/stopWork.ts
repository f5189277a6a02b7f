/** [16.6, 16.7, 18.42] The owner gives up an engineers' work under way. */
import { z } from 'zod';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type Validation } from '../../core/refusal';
import type { Side } from '../../core/unit';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import { stopWork, workAt } from '../progress';
import { WORK_RULE } from '../works';
import { canonicalHexId, type HexId } from '../../hex';
import { phaseDefinition } from '../../sequence/phases';
import { compareIds } from '../../state/stacks';
import type { World } from '../../world/world';
import { unitById } from '../../state/unitBuckets';

/** [16.6, 16.7, 18.42] The owner gives up the work under way in a hex. */
export interface StopWorkCommand {
  type: 'stopWork';
  hex: HexId;
}

declare module '../../core/commands' {
  interface CommandMap {
    stopWork: StopWorkCommand;
  }
}

export const stopWorkCommand = defineCommand({
  type: 'stopWork',
  schema: z.strictObject({ type: z.literal('stopWork'), hex: hexIdSchema }),
  when: { phases: ['command', 'conditionalMovement'] },
  validate: (state, command) => validateStopWork(state, command),
  apply: (draft, command, { world, events }) => applyStopWork(draft, command, world, events),
  candidates: [{ kind: 'work', list: stoppable }],
  describe: (c) => `stop the engineers' work in ${c.hex}`,
  label: (c) => `Stop the engineers' work in ${c.hex} [16.6]`,
  possible: {
    kinds: [{ kind: 'stopWork', one: 'engineer work', many: 'engineer works', verb: 'can be given up', rule: '16.6' }],
    key: (_state, c) => ({ kind: 'stopWork', keys: [c.hex] }),
  },
});

function validateStopWork(state: GameState, command: StopWorkCommand): Validation {
  const hex = canonicalHexId(command.hex);
  const work = hex === undefined ? undefined : workAt(state, hex);
  if (!work) return refuse('NO_WORK', '18.4', `No engineers are at work in ${command.hex}.`);
  const phasing = phaseDefinition(state.phase).phasing;
  if (unitById(state, work.unitIds[0]!)?.side !== phasing) return refuse('WRONG_SIDE', WORK_RULE[work.kind], 'That work is not yours to stop.');
  return OK;
}

function applyStopWork(draft: GameState, command: StopWorkCommand, world: World, events: GameEvent[]): void {
  stopWork(draft, world, workAt(draft, canonicalHexId(command.hex)!)!, events);
}

/** [16.6, 16.7, 18.42] any work of the side under way may be given up. */
function stoppable(state: GameState, _world: World, side: Side): StopWorkCommand[] {
  return [...state.works]
    .sort((a, b) => compareIds(a.hex, b.hex))
    .filter((work) => unitById(state, work.unitIds[0]!)?.side === side)
    .map((work) => ({ type: 'stopWork', hex: work.hex }));
}
