/**
 * The rules index's areas in a player's words, for the Area filter and a case's details. The
 * index keeps short keys ('fire-direct', 'observation-los'); these are what the panel shows.
 */
export const AREA_NAMES: Readonly<Record<string, string>> = {
  airlanding: 'Air landings',
  airstrike: 'Airstrikes',
  'bridges-engineers': 'Bridges and engineers',
  'close-action': 'Close action',
  communication: 'Communication',
  disruption: 'Disruption',
  'fire-direct': 'Direct fire',
  'fire-indirect': 'Indirect fire (artillery)',
  leaders: 'Leaders',
  modes: 'Modes',
  movement: 'Movement',
  'observation-los': 'Observation and line of sight',
  offmap: 'Off-map movement',
  'opportunity-fire': 'Opportunity fire',
  optional: 'Optional rules',
  reinforcements: 'Reinforcements',
  scenario: 'Scenarios',
  sequence: 'Sequence of play',
  stacking: 'Stacking',
  subordination: 'Subordination and command',
  supply: 'Supply',
  terrain: 'Terrain',
  victory: 'Victory',
  weather: 'Weather',
  zoc: 'Zones of control',
};

/** Words for an area key; an area the list does not know shows as its key with spaces. */
export function areaName(area: string): string {
  return AREA_NAMES[area] ?? area.replace(/-/g, ' ');
}

/**
 * What a case needs, in words: a numbered table by its number and short name ("Table 5.61 (DFVM)"),
 * a data set by what it is ("the map's terrain").
 */
const DATA_SET_NAMES: Readonly<Record<string, string>> = {
  MAP: "the map's terrain",
  CTR: "the counters' printed values",
  FD: 'the formation displays (England display included)',
  TRT: 'the Turn Record Track',
  OMD: 'the German Off-map Movement Display',
  DIAG: 'a rulebook diagram (not reproduced here)',
};

export function tableWords(code: string, tables: Readonly<Record<string, string>>): string {
  if (DATA_SET_NAMES[code]) return DATA_SET_NAMES[code];
  if (/^\d/.test(code)) return tables[code] ? `Table ${code} (${tables[code]})` : `Table ${code}`;
  return tables[code] ?? code;
}
