/**
 * A small chain of command for the communication, artillery-control and multi-formation tests:
 * 101st Airborne (506 → 1/506, 2/506; 502), 82nd Airborne, the airborne corps HQ (reach
 * 'airborneArtillery'), XXX Corps (reach 'allArtillery') over the Guards Armoured Division (5 Gds
 * Bde → 1 Gds Bn), the 43rd Division (129 Bde) outside that tree, and on the German side II Para Corps (reach 'allArtillery'), 9 SS Division and the
 * independent 107 Panzer Brigade.
 */
import type { Formation, Unit } from '../../../src/rules';
import { unit } from '../../support/builders';

const f = (id: string, echelon: Formation['echelon'], parentId: string | null, hqUnitId: string | null, extra: Partial<Formation> = {}): Formation => ({
  id,
  designation: id,
  echelon,
  side: 'allied',
  nationality: 'US',
  parentId,
  hqUnitId,
  ...extra,
});
const de = { side: 'german', nationality: 'DE' } as const;

export const FORMATIONS: Formation[] = [
  f('abn', 'corps', null, 'hq-abn', { airborne: true, reach: 'airborneArtillery' }),
  f('101', 'division', null, 'hq-101', { airborne: true }),
  f('506', 'regiment', '101', 'hq-506', { airborne: true }),
  f('1/506', 'battalion', '506', null, { airborne: true }),
  f('2/506', 'battalion', '506', null, { airborne: true }),
  f('502', 'regiment', '101', 'hq-502', { airborne: true }),
  f('1/502', 'battalion', '502', null, { airborne: true }),
  f('82', 'division', null, 'hq-82', { airborne: true }),
  f('505', 'regiment', '82', 'hq-505', { airborne: true }),
  f('30xxx', 'corps', null, 'hq-30', { nationality: 'UK', reach: 'allArtillery' }),
  f('gds', 'division', '30xxx', 'hq-gds', { nationality: 'UK' }),
  f('5gds', 'brigade', 'gds', 'hq-5gds', { nationality: 'UK' }),
  f('1gds', 'battalion', '5gds', null, { nationality: 'UK' }),
  f('43', 'division', null, 'hq-43', { nationality: 'UK' }),
  f('129', 'brigade', '43', 'hq-129', { nationality: 'UK' }),
  f('IIPara', 'corps', null, 'hq-iipara', { ...de, reach: 'allArtillery' }),
  f('9SS', 'division', null, 'hq-9ss', de),
  f('19SS', 'regiment', '9SS', 'hq-19ss', de),
  f('107', 'brigade', 'IIPara', 'hq-107', de),
];

/** An HQ counter of a formation (it belongs to the formation it commands). */
export function hq(id: string, formationId: string, hex: string, more: Partial<Unit> = {}): Unit {
  const german = FORMATIONS.find((x) => x.id === formationId)?.side === 'german';
  return unit({
    id,
    type: 'hq',
    formationId,
    hex: hex as Unit['hex'],
    modes: ['concentrated', 'travel'],
    effectiveness: { concentrated: 2 },
    effectivenessParenthesized: true,
    ...(german ? { side: 'german', nationality: 'DE' } : {}),
    ...more,
  });
}

/** A combat unit of a formation (infantry unless told). */
export function member(id: string, formationId: string | undefined, hex: string, more: Partial<Unit> = {}): Unit {
  const german = formationId !== undefined && FORMATIONS.find((x) => x.id === formationId)?.side === 'german';
  return unit({
    id,
    ...(formationId ? { formationId } : {}),
    hex: hex as Unit['hex'],
    ...(german ? { side: 'german', nationality: 'DE' } : {}),
    ...more,
  });
}

/** A towed artillery battery of a formation. */
export function battery(id: string, formationId: string, hex: string, more: Partial<Unit> = {}): Unit {
  return member(id, formationId, hex, {
    type: 'artillery',
    mode: 'dispersed',
    modes: ['dispersed', 'travel'],
    effectiveness: { dispersed: 5 },
    range: 12,
    ...more,
  });
}
