/**
 * The formation-display files of the order of battle, by file name: data only, checked and joined by
 * src/scenarios/oob/catalogue.ts. German displays a–n [21.1], Allied ground y and z, England [21.4].
 * A new display file is imported here.
 */
import england from './england.json';
import displayA from './display-a.json';
import displayB from './display-b.json';
import displayC from './display-c.json';
import displayD from './display-d.json';
import displayE from './display-e.json';
import displayF from './display-f.json';
import displayG from './display-g.json';
import displayH from './display-h.json';
import displayI from './display-i.json';
import displayJ from './display-j.json';
import displayK from './display-k.json';
import displayL from './display-l.json';
import displayM from './display-m.json';
import displayN from './display-n.json';
import displayY from './display-y.json';
import displayZ from './display-z.json';

export const DISPLAY_FILES: Readonly<Record<string, unknown>> = {
  'display-a.json': displayA,
  'display-b.json': displayB,
  'display-c.json': displayC,
  'display-d.json': displayD,
  'display-e.json': displayE,
  'display-f.json': displayF,
  'display-g.json': displayG,
  'display-h.json': displayH,
  'display-i.json': displayI,
  'display-j.json': displayJ,
  'display-k.json': displayK,
  'display-l.json': displayL,
  'display-m.json': displayM,
  'display-n.json': displayN,
  'display-y.json': displayY,
  'display-z.json': displayZ,
  'england.json': england,
};
