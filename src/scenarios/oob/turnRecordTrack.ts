/**
 * The Turn Record Track data (src/data/oob/turnRecordTrack.json) checked: per day the Allied Lift
 * Points [14.61] and both sides' airstrikes per segment [15.0]; per Game-Turn the display letters (or
 * England serial groups) that bring reinforcements [21.0, 22.0]. Each figure carries its source.
 */
import { z } from 'zod';
import trackData from '../../data/oob/turnRecordTrack.json';
import { DISPLAY_LETTERS, SERIAL_GROUPS } from './displaySchema';

const source = z.string().min(3);
const count = z.number().int().min(0).max(60);

export const turnRecordTrackSchema = z
  .object({
    source,
    days: z.array(
      z
        .object({
          day: z.number().int().min(1).max(10),
          date: z.string().min(1),
          liftPoints: count,
          liftSource: source,
          airstrikes: z.object({ allied: count, german: count }).strict(),
          airSource: source,
        })
        .strict(),
    ),
    reinforcements: z.array(
      z
        .object({
          turn: z.number().int().min(1).max(106),
          side: z.enum(['allied', 'german']),
          letters: z.array(z.enum([...DISPLAY_LETTERS, ...SERIAL_GROUPS])).min(1),
          source,
        })
        .strict(),
    ),
  })
  .strict();

export type TurnRecordTrack = z.infer<typeof turnRecordTrackSchema>;

let track: TurnRecordTrack | null = null;

export function turnRecordTrack(): TurnRecordTrack {
  if (track === null) {
    const parsed = turnRecordTrackSchema.safeParse(trackData);
    if (!parsed.success) throw new Error(`turnRecordTrack.json is broken: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    track = parsed.data;
  }
  return track;
}

/** The Allied Lift Points of a day (1 = 17 Sept) [14.61]; 0 outside the track. */
export function liftPointsOfDay(day: number): number {
  return turnRecordTrack().days.find((d) => d.day === day)?.liftPoints ?? 0;
}

/** Airstrike allotments per day in the shape the game state keeps (`state.air.allotments`) [15.0]. */
export function airstrikeAllotments(): Record<string, { allied: number; german: number }> {
  return Object.fromEntries(turnRecordTrack().days.map((d) => [String(d.day), { ...d.airstrikes }]));
}
