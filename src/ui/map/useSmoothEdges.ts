/**
 * Whether the map draws smooth edges now: the player's Display setting, or where it was never
 * chosen, on unless this browser draws WebGL in software (src/ui/settings/softwareRenderer.ts).
 */
import { smoothEdgesFor, useDisplaySettings } from '../settings/displaySettings';
import { softwareRendering } from '../settings/softwareRenderer';

export function useSmoothEdges(): boolean {
  const smoothEdges = useDisplaySettings((s) => s.smoothEdges);
  return smoothEdgesFor({ smoothEdges }, softwareRendering());
}
