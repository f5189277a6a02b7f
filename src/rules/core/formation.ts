/**
 * Formations and the chain of command [17.0–17.19, 12.1–12.44]. Subordination is data: every
 * formation names its parent and the HQ counter that commands it, and every unit names the
 * formation it belongs to, so supply chains, artillery control, communication and the
 * multi-formation rules read one tree instead of parsing printed designations.
 */
import type { Nationality, Side } from './unit';

export type Echelon = 'army' | 'corps' | 'division' | 'brigade' | 'regiment' | 'kampfgruppe' | 'battalion';

/**
 * What a higher HQ may do outside its own tree [12.41–12.44, 18.52]: control any artillery of the
 * given scope, and let any unit of that scope talk to it.
 */
export type CommandReach = 'allArtillery' | 'airborneArtillery';

export interface Formation {
  id: string;
  /** As printed, e.g. `501/101`, `85xx`, `30xxx`. */
  designation: string;
  echelon: Echelon;
  side: Side;
  nationality: Nationality;
  /** Parent formation id, or null at the top (or for an independent regiment/brigade) [17.15]. */
  parentId: string | null;
  /** Id of the HQ unit commanding this formation, or null when the game has no such counter. */
  hqUnitId: string | null;
  /** Airborne formation (82nd, 101st, 1st British, Polish brigade and their parts) [11.13, 12.43, 17.21d]. */
  airborne?: boolean;
  /** [12.41–12.44] Army/corps HQs that control artillery beyond their own tree. */
  reach?: CommandReach;
  /** [12.41, 18.52] German Flak Brigade and HFlak/LFlak batteries: any HQ of the side may control and supply them. */
  controlledByAnyHq?: boolean;
  /** [18.52] HFlak/LFlak: may attach to any HQ without penalty; a later switch costs a Game-Turn out of supply. */
  attachesToAnyHq?: boolean;
  /** [17.19] The regimental formation whose HQ was named this division's HQ after the old one was destroyed. */
  promotedFrom?: string;
}

/** A formation and every formation above it, nearest first (stops on a missing id or a loop). */
export function formationAncestors(formations: Readonly<Record<string, Formation>>, formationId: string | null | undefined): Formation[] {
  const chain: Formation[] = [];
  const seen = new Set<string>();
  let id = formationId ?? null;
  while (id !== null && !seen.has(id)) {
    const formation = formations[id];
    if (!formation) break;
    chain.push(formation);
    seen.add(id);
    id = formation.parentId;
  }
  return chain;
}

/** Is `formationId` the formation `ancestorId` or one below it? */
export function isWithin(formations: Readonly<Record<string, Formation>>, formationId: string | null | undefined, ancestorId: string): boolean {
  return formationAncestors(formations, formationId).some((f) => f.id === ancestorId);
}
