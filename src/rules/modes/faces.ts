/**
 * Which printed face of its counter a unit shows [3.31a, 3.32], and whether a Travel marker lies on
 * it [8.21]. A counter has two faces: the front is its strongest mode (concentrated where it has
 * one, else dispersed) and the back its weaker one. A counter with three modes shows Travel by a
 * marker on its front face (armor, recon and infantry with a "t"); a counter whose two modes
 * include Travel prints Travel on its back (HQs, artillery, AT, flak, tank destroyers without a
 * dispersed face).
 */
import type { Mode, Unit } from '../core/unit';

export interface CounterFace {
  face: 'front' | 'back';
  /** [8.21] Travel shown by a marker placed on the counter, not by a printed face. */
  travelMarker: boolean;
}

/** [3.32] The mode printed on the front of a counter with these modes. */
export function frontFaceMode(modes: readonly Mode[]): Mode {
  return modes.includes('concentrated') ? 'concentrated' : 'dispersed';
}

/** [8.21] Travel is a printed face when the counter has only two modes and Travel is one of them. */
export function travelIsPrintedFace(modes: readonly Mode[]): boolean {
  return modes.includes('travel') && !(modes.includes('concentrated') && modes.includes('dispersed'));
}

export function counterFace(unit: Pick<Unit, 'mode' | 'modes'>): CounterFace {
  if (unit.mode === frontFaceMode(unit.modes)) return { face: 'front', travelMarker: false };
  if (unit.mode === 'travel' && !travelIsPrintedFace(unit.modes)) return { face: 'front', travelMarker: true };
  return { face: 'back', travelMarker: false };
}
