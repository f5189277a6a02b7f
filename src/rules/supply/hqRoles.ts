/**
 * Where an HQ sits in the chain of supply, read from the formation tree [17.4, 18.31, 11.21, 11.22]:
 *
 * - `unlimited`: divisional, corps and army HQs trace a road path of any length to a source [11.21].
 * - `independent`: HQs of regiments, brigades or smaller with no division above them [17.15]: a road
 *   path of any length to a source [11.21], or 8 MP to a higher HQ of their tree (the army's supreme
 *   command, or any defined higher HQ) [11.22, 17.4].
 * - `regimental`: HQs below a division: 8 MP to any higher HQ of their tree (they may skip their
 *   division and go to corps or army) or to their division's source [11.22, 17.4, 18.31].
 *
 * A higher HQ whose counter is gone is skipped: its place in the chain is simply bypassed [17.18].
 */
import type { Formation } from '../core/formation';
import { formationAncestors } from '../core/formation';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { unitById } from '../state/unitBuckets';

export type HqClass = 'unlimited' | 'independent' | 'regimental';

export interface HqRole {
  hqId: string;
  /** The formation this HQ commands, or null when none names it (it then traces as independent). */
  formation: Formation | null;
  klass: HqClass;
  /** HQ unit ids of the formations above, nearest first, destroyed ones skipped [17.18]. */
  superiors: string[];
  /** Levels above it in the tree (superiors are judged first). */
  depth: number;
}

const TOP_ECHELONS = new Set(['army', 'corps', 'division']);

/** The unit is gone from the game: eliminated or no longer in the state [17.18]. */
export function hqDestroyed(state: GameState, hqUnitId: string | null): boolean {
  if (hqUnitId === null) return true;
  const unit = unitById(state, hqUnitId);
  return !unit || unit.eliminated !== undefined;
}

const RANK: Readonly<Record<string, number>> = { battalion: 0, regiment: 1, brigade: 1, kampfgruppe: 1, division: 2, corps: 3, army: 4 };

/** Formation commanded by each HQ unit id; an HQ named its division's new HQ heads the division [17.19]. */
export function formationsByHq(state: GameState): Map<string, Formation> {
  const out = new Map<string, Formation>();
  for (const f of Object.values(state.formations)) {
    if (f.hqUnitId === null) continue;
    const held = out.get(f.hqUnitId);
    if (!held || RANK[f.echelon]! > RANK[held.echelon]!) out.set(f.hqUnitId, f);
  }
  return out;
}

export function hqRole(state: GameState, hq: Unit, byHq: ReadonlyMap<string, Formation>): HqRole {
  const formation = byHq.get(hq.id) ?? null;
  if (!formation) {
    // An HQ no formation names: it heads its own tree, or hangs under the formation it belongs to.
    const above = formationAncestors(state.formations, hq.formationId);
    return { hqId: hq.id, formation: null, klass: 'independent', superiors: liveHqs(state, above, hq.id), depth: above.length };
  }
  const chain = formationAncestors(state.formations, formation.id);
  // [17.17, 30.44] an HQ attached to another formation's HQ answers to that HQ and the ones above it
  const above = hq.attachedTo !== undefined ? formationAncestors(state.formations, hq.attachedTo) : chain.slice(1);
  let klass: HqClass;
  if (TOP_ECHELONS.has(formation.echelon)) klass = 'unlimited';
  else if (above.some((f) => f.echelon === 'division')) klass = 'regimental';
  else klass = 'independent';
  return { hqId: hq.id, formation, klass, superiors: liveHqs(state, above, hq.id), depth: above.length };
}

function liveHqs(state: GameState, formations: readonly Formation[], self: string): string[] {
  const out: string[] = [];
  for (const f of formations) {
    if (f.hqUnitId === self || hqDestroyed(state, f.hqUnitId)) continue;
    out.push(f.hqUnitId!);
  }
  return out;
}

/**
 * Why a supplied HQ cannot pass supply on, or null [18.31: not in Travel; 11.5: a disrupted unit has
 * no part in the supply chain; it must stand on the map to be traced to].
 */
export function notProviderReason(hq: Unit): { rule: string; reason: string } | null {
  if (hq.eliminated) return { rule: '17.18', reason: 'eliminated' };
  if (hq.hex === null) return { rule: '11.31', reason: 'not on the map' };
  if (hq.mode === 'travel') return { rule: '18.31', reason: 'in Travel mode' };
  if (hq.status.disrupted) return { rule: '11.5', reason: 'disrupted' };
  return null;
}
