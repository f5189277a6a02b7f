/**
 * Plain words for a bridge in messages, prompts and buttons: its name on the map where it has one,
 * otherwise what it carries and where — "the road bridge between D0611 and D0711" — never the
 * internal key ("D0611~D0711/road") a player cannot read.
 */
import type { MapBridge } from './mapData';

/** "between D0611 and D0711" for a hexside site, "at C2914" for an all-water river hex. */
function placeWords(at: string): string {
  const [a, b] = at.split('~');
  return b === undefined ? `at ${a}` : `between ${a} and ${b}`;
}

export function describeBridge(bridge: Pick<MapBridge, 'at' | 'kind' | 'name'>): string {
  return bridge.name ?? `the ${bridge.kind} bridge ${placeWords(bridge.at)}`;
}

/** The same words from a bridge key alone (`at/kind`, see `bridgeKey`), where no map is at hand. */
export function describeBridgeKey(key: string): string {
  const slash = key.lastIndexOf('/');
  if (slash < 0) return `the bridge ${placeWords(key)}`;
  return `the ${key.slice(slash + 1)} bridge ${placeWords(key.slice(0, slash))}`;
}
