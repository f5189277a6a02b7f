/**
 * The drop planner's map layer [14.2, 14.21, 14.92]: the flight path, every flak unit counted, and
 * a heat map of the hexes the serial may land in with their chances (prohibited ground ringed, all
 * water crossed). Colours only: the numbers come from the engine's `dropOutlook`.
 */
import type { HexHighlight } from '../../board';
import type { DropOutlook, HexId } from '../../rules/api';
import { OVERLAY_COLOURS } from '../overlays/highlightSpecs';

const PATH = 0x56b4e9;
const FLAK = 0xd55e00;
const HEAT = 0xe69f00;
const PATHFINDER = 0x009e73;

/** Each placed pathfinder marker [14.3]: a ring and the formation it guides, so a player sees where the drop zones are. */
export function pathfinderHighlights(markers: readonly { hex: HexId; designation: string }[]): HexHighlight[] {
  return markers.map((m) => ({ hex: m.hex, tint: PATHFINDER, alpha: 0.25, mark: 'ring' as const, label: `PF ${m.designation}`, labelAt: 'above' as const }));
}

export function percent(ways: number, outOf: number): string {
  const p = (100 * ways) / outOf;
  return p >= 10 ? `${Math.round(p)}%` : p >= 1 ? `${p.toFixed(1)}%` : `${p.toFixed(2)}%`;
}

export function dropHighlights(outlook: DropOutlook, target: HexId): HexHighlight[] {
  const out: HexHighlight[] = outlook.path.filter((h) => h !== target).map((hex) => ({ hex, tint: PATH, alpha: 0.2 }));
  for (const f of outlook.flak) out.push({ hex: f.hex, tint: FLAK, alpha: 0.45, mark: 'cross', label: 'FLAK', labelAt: 'above' });
  const odds = outlook.odds;
  if (odds) {
    const top = Math.max(...odds.landings.map((l) => l.ways), 1);
    for (const l of odds.landings) {
      out.push({
        hex: l.hex,
        tint: l.ground === 'allWater' ? OVERLAY_COLOURS.blocked : HEAT,
        alpha: 0.15 + 0.55 * (l.ways / top),
        label: percent(l.ways, odds.outOf),
        ...(l.ground === 'prohibited' ? { mark: 'ring' as const, markColor: OVERLAY_COLOURS.badMark } : l.ground === 'allWater' ? { mark: 'cross' as const } : {}),
      });
    }
  } else {
    out.push({ hex: target, tint: FLAK, alpha: 0.4, mark: 'cross' });
  }
  return out;
}
