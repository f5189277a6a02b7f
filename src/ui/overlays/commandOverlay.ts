/**
 * The Command overlay: artillery control and communication for the selected unit, straight from
 * the engine's command queries (src/rules/command) [10.6, 12.0–12.52, 17.17, 17.21].
 *
 * - Artillery: the HQs that may control it now (in its hex or next to it [12.1, 12.4x]) ringed and
 *   labelled 'HQ', the units able to report to them as observers dotted, those whose line to the
 *   HQ is cut crossed [10.6, 12.2]; pointing at a hex says whether it could fire there
 *   (indirectSighting) [5.41–5.43, 17.21].
 * - An HQ: the hexes around it (within COMMAND_VIEW_RADIUS) whose communication line to it holds,
 *   lightly shaded; the units under it ringed when in communication, crossed when cut; the
 *   artillery it controls now labelled 'ART'. The line has no length limit [10.6]: the radius only
 *   bounds the drawing.
 * - Any other unit: its HQs up the chain, each ringed when the unit can communicate with it and
 *   crossed when not, and the line to its own HQ dotted [12.2, 17.17].
 * Colours are the colour-safe OVERLAY_COLOURS; every state also has a mark (ring, dot, cross).
 */
import type { HexHighlight } from '../../board';
import {
  canonicalHexId,
  commandChainOf,
  commandLink,
  communicatesFor,
  communicationTally,
  controllingHqProblem,
  controllingHqs,
  hexDistance,
  hexFromIndex,
  hexId,
  hexIndex,
  hexLine,
  hqFormation,
  indirectSighting,
  isAirborne,
  parseHexId,
  spotterProblem,
  type GameState,
  type HexId,
  type Unit,
  type World,
} from '../../rules/api';
import { OVERLAY_COLOURS, hexesWithin, type OverlayResult } from './highlightSpecs';
import { allUnits, unitById } from '../../rules/api';

/** How far around an HQ the communication field is drawn (the line itself is unlimited [10.6]). */
export const COMMAND_VIEW_RADIUS = 10;

export interface CommandOverlayResult extends OverlayResult {
  /** Words for a hex under the pointer (computed on demand: an artillery unit's sighting there). */
  noteAt?(hex: HexId): string | undefined;
}

const onMap = (u: Unit): boolean => !u.eliminated && u.hex !== null;

/** Highlights keyed by hex; the higher rank wins a hex (a cut unit stacked with an HQ shows the HQ). */
class HexMarks {
  private readonly byHex = new Map<HexId, { spec: HexHighlight; rank: number }>();
  private readonly notes = new Map<HexId, string[]>();
  put(spec: HexHighlight, rank: number, note?: string): void {
    const hex = canonicalHexId(spec.hex) ?? spec.hex;
    const old = this.byHex.get(hex);
    if (!old || old.rank < rank) this.byHex.set(hex, { spec: { ...spec, hex }, rank });
    if (note) this.notes.set(hex, [...(this.notes.get(hex) ?? []), note]);
  }
  list(): HexHighlight[] {
    return [...this.byHex.values()].map((e) => e.spec);
  }
  noteMap(): Map<HexId, string> {
    return new Map([...this.notes].map(([hex, notes]) => [hex, notes.join('; ')]));
  }
}

const RANK = { field: 0, line: 1, cut: 2, linked: 3, unit: 4, hq: 5 } as const;

const linkedSpec = (hex: HexId): HexHighlight => ({ hex, tint: OVERLAY_COLOURS.linked, alpha: 0.3, mark: 'ring', markColor: OVERLAY_COLOURS.linked });
const cutSpec = (hex: HexId): HexHighlight => ({ hex, tint: OVERLAY_COLOURS.cut, alpha: 0.3, mark: 'cross', markColor: OVERLAY_COLOURS.badMark });
const hqSpec = (hex: HexId, ok: boolean): HexHighlight => ({
  hex,
  tint: OVERLAY_COLOURS.hq,
  alpha: 0.3,
  mark: ok ? 'ring' : 'cross',
  markColor: ok ? OVERLAY_COLOURS.hq : OVERLAY_COLOURS.badMark,
  label: 'HQ',
  labelAt: 'bottom',
  labelColor: OVERLAY_COLOURS.hq,
});

/** The hexes a communication line passes, start and end left out (the hexes beside a hexside run: the left one). */
export function lineHexes(from: HexId, to: HexId): HexId[] {
  const a = parseHexId(from);
  const b = parseHexId(to);
  if (!a || !b) return [];
  const out: HexId[] = [];
  for (const step of hexLine(a, b)) {
    const hex = step.kind === 'hex' ? step.hex : step.left;
    const id = canonicalHexId(hexId(hex));
    if (id && id !== from && id !== to && !out.includes(id)) out.push(id);
  }
  return out;
}

function artilleryOverlay(world: World, state: GameState, art: Unit): CommandOverlayResult {
  const marks = new HexMarks();
  const hqs = controllingHqs(state, world, art.id);
  const groundArtillery = !isAirborne(state, art);
  let spotters = 0;
  let cut = 0;
  for (const { hqId, rule } of hqs) {
    const hq = unitById(state, hqId)!;
    marks.put(hqSpec(hq.hex!, true), RANK.hq, `${hq.name} controls ${art.name} [${rule}]`);
    for (const u of allUnits(state)) {
      if (u.side !== art.side || u.id === art.id || !onMap(u)) continue;
      if (!commandLink(state, u, hq, groundArtillery).ok) continue;
      const talk = communicatesFor(state, world, u, hq, groundArtillery);
      if (talk.ok) {
        spotters++;
        if (u.id !== hq.id) marks.put({ hex: u.hex!, tint: OVERLAY_COLOURS.linked, alpha: 0.25, mark: 'dot', markColor: OVERLAY_COLOURS.linked }, RANK.linked, `${u.name} can observe for ${art.name} through ${hq.name}`);
      } else if (talk.rule === '10.6') {
        cut++;
        marks.put(cutSpec(u.hex!), RANK.cut, `${u.name}: ${talk.reason} [10.6]`);
      }
    }
  }
  marks.put({ hex: art.hex!, tint: OVERLAY_COLOURS.hq, alpha: 0, mark: 'ring', markColor: OVERLAY_COLOURS.hq, label: 'ART', labelAt: 'bottom', labelColor: OVERLAY_COLOURS.hq }, RANK.unit);
  const status =
    hqs.length === 0
      ? `${art.name}: no HQ able to control it is in its hex or next to it [5.41, 12.1]; it may fire only at what it sees itself [5.43].`
      : `${art.name}: controlled by ${hqs.map((h) => `${unitById(state, h.hqId)!.name} [${h.rule}]`).join(', ')}; ${spotters} units can observe for it (dots), ${cut} cut off by terrain (crossed) [10.6, 12.2]. Point at a hex to see whether it can be sighted.`;
  const sightings = new Map<HexId, string>();
  const notes = marks.noteMap();
  return {
    hexes: marks.list(),
    status,
    notes,
    noteAt(hex) {
      let text = sightings.get(hex);
      if (text === undefined) {
        const s = indirectSighting(state, world, art.id, hex);
        text = s.ok
          ? s.via === 'self'
            ? `${art.name} sees ${hex} itself [5.43]`
            : `${art.name} can fire at ${hex}: ${unitById(state, s.spotterId)?.name ?? s.spotterId} observes${s.hqId ? ` through ${unitById(state, s.hqId)?.name ?? s.hqId}` : ''} [5.42]`
          : `${art.name} cannot fire at ${hex}: ${s.reason} [${s.rule}]`;
        sightings.set(hex, text);
      }
      const own = notes.get(hex);
      return own ? `${own}; ${text}` : text;
    },
  };
}

function hqOverlay(world: World, state: GameState, hq: Unit): CommandOverlayResult {
  const marks = new HexMarks();
  const formation = hqFormation(state, hq);
  const origin = parseHexId(hq.hex!)!;
  // The communication field: hexes nearby whose line to the HQ is not cut [10.6].
  let field = 0;
  for (const i of hexesWithin(world, hexIndex(origin), COMMAND_VIEW_RADIUS)) {
    const id = hexId(hexFromIndex(i));
    if (id === hq.hex) continue;
    if (!communicationTally(world, id, hq.hex!).failedAt) {
      field++;
      marks.put({ hex: id, tint: OVERLAY_COLOURS.commRange, alpha: 0.14 }, RANK.field);
    }
  }
  let linked = 0;
  let cut = 0;
  if (formation) {
    for (const u of allUnits(state)) {
      if (u.side !== hq.side || u.id === hq.id || !onMap(u)) continue;
      if (!commandChainOf(state, u).some((f) => f.id === formation.id)) continue;
      const talk = communicatesFor(state, world, u, hq, false);
      const distance = hexDistance(origin, parseHexId(u.hex!)!);
      if (talk.ok) {
        linked++;
        marks.put(linkedSpec(u.hex!), RANK.linked, `${u.name}: in communication with ${hq.name}, ${distance} hexes [12.2]`);
      } else {
        cut++;
        marks.put(cutSpec(u.hex!), RANK.cut, `${u.name}: ${talk.reason} [${talk.rule}]`);
      }
    }
  }
  const artillery = allUnits(state).filter((u) => u.type === 'artillery' && u.side === hq.side && onMap(u) && controllingHqs(state, world, u.id).some((c) => c.hqId === hq.id));
  for (const a of artillery) {
    marks.put({ hex: a.hex!, tint: OVERLAY_COLOURS.hq, alpha: 0.3, mark: 'ring', markColor: OVERLAY_COLOURS.hq, label: 'ART', labelAt: 'bottom', labelColor: OVERLAY_COLOURS.hq }, RANK.unit, `${hq.name} controls ${a.name} [12.1]`);
  }
  const problem = controllingHqProblem(hq);
  marks.put(hqSpec(hq.hex!, !problem), RANK.hq, problem && !problem.ok ? `${problem.reason} [${problem.rule}]` : undefined);
  const who = formation ? `${formation.designation} (${formation.echelon})` : 'no formation';
  const control = problem && !problem.ok ? ` It cannot control artillery now: ${problem.reason} [${problem.rule}].` : ` Controls ${artillery.length} artillery unit${artillery.length === 1 ? '' : 's'} next to it (ART) [12.1].`;
  return {
    hexes: marks.list(),
    notes: marks.noteMap(),
    status: `${hq.name} heads ${who}: ${linked} units in communication (ringed), ${cut} cut off (crossed) [10.6, 12.2]; shaded: ${field} hexes within ${COMMAND_VIEW_RADIUS} whose line to it holds (no length limit).${control}`,
  };
}

function unitOverlay(world: World, state: GameState, unit: Unit): CommandOverlayResult {
  const marks = new HexMarks();
  const parts: string[] = [];
  const hqs = commandChainOf(state, unit)
    .map((f) => (f.hqUnitId ? unitById(state, f.hqUnitId) : undefined))
    .filter((hq): hq is Unit => !!hq && onMap(hq) && hq.id !== unit.id);
  const own = hqs[0];
  if (own) for (const hex of lineHexes(unit.hex!, own.hex!)) marks.put({ hex, tint: OVERLAY_COLOURS.hq, alpha: 0.1, mark: 'dot', markColor: OVERLAY_COLOURS.hq }, RANK.line);
  for (const hq of hqs) {
    const talk = communicatesFor(state, world, unit, hq, false);
    marks.put(hqSpec(hq.hex!, talk.ok), RANK.hq, talk.ok ? `${unit.name} can report to ${hq.name} [12.2]` : `${talk.reason} [${talk.rule}]`);
    parts.push(talk.ok ? `in communication with ${hq.name} (${hq.hex})` : `not with ${hq.name} (${hq.hex}): ${talk.reason} [${talk.rule}]`);
  }
  marks.put({ hex: unit.hex!, tint: OVERLAY_COLOURS.linked, alpha: 0, mark: 'ring', markColor: OVERLAY_COLOURS.linked }, RANK.unit);
  const observer = spotterProblem(state, unit);
  const cannot = observer && !observer.ok ? ` It cannot observe for artillery now: ${observer.reason} [${observer.rule}].` : '';
  const status =
    hqs.length === 0
      ? `${unit.name}: no HQ of its chain of command is on the map [12.2].${cannot}`
      : `${unit.name}: ${parts.join('; ')} [10.6, 12.2]; dotted: the line to its own HQ.${cannot}`;
  return { hexes: marks.list(), notes: marks.noteMap(), status };
}

/** The Command overlay for the selected unit, or what to select. */
export function commandOverlay(world: World, state: GameState, selectedUnitId: string | null): CommandOverlayResult {
  const unit = selectedUnitId ? unitById(state, selectedUnitId) : undefined;
  if (!unit || !onMap(unit)) return { hexes: null, status: 'Select a unit for its HQs and communication, an HQ for its units, or artillery for who controls it [12.0].' };
  if (unit.type === 'artillery') return artilleryOverlay(world, state, unit);
  if (unit.type === 'hq') return hqOverlay(world, state, unit);
  return unitOverlay(world, state, unit);
}
