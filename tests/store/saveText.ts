// Tests read and edit save files as a person would read them: a version 4 file's command log opened
// into one object per command (`commands`) and its saved position whole, then written back as the
// game writes them (src/store/commandLog.ts, saveFile.ts).
import { decodeCommandLog, encodeCommandLog } from '../../src/store/commandLog';
import { jsonEqual } from '../../src/store/replay';
import type { SaveFile } from '../../src/store';
import type { GameState } from '../../src/rules';
import { positionFromUnitRecord, positionWithUnitRecord } from '../../src/rules/state/unitBuckets';

export type OpenedSave = Record<string, unknown> & SaveFile;

/** A written save with its log opened into `commands` and the parts its saved position shares with the starting one filled in. */
export function openSave(text: string): OpenedSave {
  const data = JSON.parse(text) as Record<string, unknown>;
  const decoded = decodeCommandLog(data['log']);
  if (!decoded.ok) throw new Error(decoded.problem);
  const { log: _log, ...rest } = data;
  const initial = rest['initial'] as Record<string, unknown>;
  const state = rest['state'] as Record<string, unknown>;
  for (const key of rest['unchangedSinceStart'] as string[]) state[key] = structuredClone(initial[key]);
  // The engine's shape: units in buckets (the file keeps one record; state/unitBuckets.ts).
  return { ...rest, initial: positionFromUnitRecord(initial as never), state: positionFromUnitRecord(state as never), commands: decoded.commands } as unknown as OpenedSave;
}

/** A position as the file writes it (one units record); anything else (a test's broken body) as it is. */
function fileForm(position: unknown): Record<string, unknown> {
  const bucketed = position !== null && typeof position === 'object' && Array.isArray((position as { unitBuckets?: unknown }).unitBuckets);
  return (bucketed ? positionWithUnitRecord(position as GameState) : position) as Record<string, unknown>;
}

/** An opened save written back as the game writes it (an edited shared part is written in the saved position). */
export function closeSave(save: OpenedSave): string {
  const { commands, ...rest } = save;
  const initial = fileForm(rest.initial);
  const state = { ...fileForm(rest.state) };
  const unchanged = ((rest['unchangedSinceStart'] as string[] | undefined) ?? []).filter((key) => jsonEqual(state[key], initial[key]));
  for (const key of unchanged) delete state[key];
  return JSON.stringify({ ...rest, initial, unchangedSinceStart: unchanged, state, log: encodeCommandLog(commands) });
}
