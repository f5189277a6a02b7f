/**
 * The formation-display files of the order of battle, by file name: data only, checked and joined by
 * src/scenarios/oob/catalogue.ts. A new display file is imported here.
 */
import england from './england.json';

export const DISPLAY_FILES: Readonly<Record<string, unknown>> = {
  'england.json': england,
};
