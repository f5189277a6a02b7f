/** The turn as the bar shows it: short enough for a laptop screen; the tooltip keeps describeTurn's whole text. */
import { turnInfo } from '../rules/api';

/** "GT 50 · 22 Sept · 1001–1200 day" */
export function shortTurn(turn: number): string {
  const t = turnInfo(turn);
  const date = t.day <= 30 ? `${t.day} Sept` : `${t.day - 30} Oct`;
  return `GT ${t.turn} · ${date} · ${t.hours} ${t.isNight ? 'night' : 'day'}`;
}
