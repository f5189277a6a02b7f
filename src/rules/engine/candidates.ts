/**
 * Candidate commands of the moment, from the command modules' own candidate sources: the answers
 * to an open decision [8.47], the set-up commands [24.2], or the phasing player's commands of the
 * phase [4.0] — ending it first, then kind by kind in CANDIDATE_KINDS order, and within a kind in
 * registration order. Candidates are suggestions; `legalCommands` keeps those `validate` accepts.
 * With `only`, just the commands about that one unit (its actors include it), built without
 * listing everyone else's.
 */
import type { Command } from '../core/commands';
import type { GameState } from '../core/gameState';
import { CANDIDATE_KINDS, type CandidateKind, type CandidateSource } from '../define/defineCommand';
import { phaseDefinition, type PhaseKind } from '../sequence/phases';
import type { World } from '../world/world';
import { commandActors, COMMAND_MODULES } from './registry';

type Source = CandidateSource<Command>;

const byKind = (sources: Source[]) => [...sources].sort((a, b) => CANDIDATE_KINDS.indexOf(a.kind) - CANDIDATE_KINDS.indexOf(b.kind));

function sourcesWhere(test: (when: (typeof COMMAND_MODULES)[number]['when']) => boolean): Source[] {
  return byKind(COMMAND_MODULES.filter((m) => test(m.when)).flatMap((m) => m.candidates ?? []));
}

const PHASE_SOURCES = new Map<PhaseKind, Source[]>();
function phaseSources(kind: PhaseKind): Source[] {
  let sources = PHASE_SOURCES.get(kind);
  if (!sources) {
    sources = sourcesWhere((when) => 'always' in when || ('phases' in when && when.phases.includes(kind)));
    PHASE_SOURCES.set(kind, sources);
  }
  return sources;
}
const ANSWER_SOURCES = sourcesWhere((when) => 'answers' in when);
const SET_UP_SOURCES = sourcesWhere((when) => 'setUp' in when);

/** Every candidate for the moment, legal or not, in a stable order (no duplicates). */
export function candidateCommands(state: GameState, world: World, kinds?: ReadonlySet<CandidateKind>, only?: string): Command[] {
  if (state.ended) return [];
  const raw: Command[] = [];
  if (state.pending) {
    for (const source of ANSWER_SOURCES) raw.push(...source.list(state, world, state.pending.side, only));
  } else if (state.deployment) {
    for (const source of SET_UP_SOURCES) raw.push(...source.list(state, world, state.deployment.side, only));
  } else {
    const phase = phaseDefinition(state.phase);
    for (const source of phaseSources(phase.kind)) {
      if (kinds && !kinds.has(source.kind)) continue;
      // The Game-Turn Record Phase has no phasing side: only ending it is offered.
      if (!phase.phasing && source.kind !== 'endPhase') continue;
      raw.push(...source.list(state, world, phase.phasing ?? 'allied', only));
    }
  }
  const seen = new Set<string>();
  return raw.filter((command) => {
    if (only !== undefined && !commandActors(command).includes(only)) return false;
    const key = JSON.stringify(command);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
