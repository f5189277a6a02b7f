/**
 * The set-up panel's step for entrenchment markers [30.6]: while the side now setting up has
 * entrenchments to place, it says how many are down and, with *Place entrenchments* on, a click on
 * a hex of the map (or on its button here) entrenches it, and a click on an entrenched one takes it
 * up again. The engine judges each (`setUpEntrenchment`, `liftSetUpEntrenchment`); a refusal shows
 * in the notice with its case. The open hexes are ringed on the map, the entrenched ones marked E.
 */
import { useEffect, useMemo } from 'react';
import type { HexHighlight } from '../board';
import { canonicalHexId, setUpEntrenchmentsPlaced, type GameState, type HexId, type SetUpEntrenchments } from '../rules/api';
import type { GameStore } from '../store';
import { OVERLAY_COLOURS } from './overlays/highlightSpecs';
import { useTransientHighlights } from './overlays/transientHighlights';
import { requestMapCentre } from './mapCentreRequest';
import { useSetUpEntrenchmentMode } from './setUpEntrenchmentMode';
import { useGameStoreApi } from './storeContext';

/** The entrenchments the side now setting up places, or null. */
export function entrenchmentsToPlace(state: GameState): SetUpEntrenchments | null {
  const markers = state.deployment?.entrenchments;
  return markers && markers.side === state.deployment!.side ? markers : null;
}

/**
 * A map click while *Place entrenchments* is on: entrench the hex, or take up the entrenchment in
 * it [30.6]. Returns false when the step is off or the set-up has none (the click then does what
 * it does otherwise).
 */
export function toggleEntrenchmentAt(store: GameStore, hex: HexId): boolean {
  const s = store.getState();
  const state = s.game.current;
  if (!useSetUpEntrenchmentMode.getState().on || !entrenchmentsToPlace(state)) return false;
  const at = canonicalHexId(hex) ?? hex;
  s.dispatch(state.entrenchments.includes(at) ? { type: 'liftSetUpEntrenchment', hex: at } : { type: 'setUpEntrenchment', hex: at });
  return true;
}

export function SetUpEntrenchmentsStep({ state, markers }: { state: GameState; markers: SetUpEntrenchments }) {
  const store = useGameStoreApi();
  const on = useSetUpEntrenchmentMode((m) => m.on);
  const placed = setUpEntrenchmentsPlaced(state, markers);
  // [30.6] the open hexes ringed while the step is on; the entrenched ones are drawn by the always-on
  // markers layer (overlays/markerHighlights.ts), so they are not drawn here a second time.
  const entrenched = state.entrenchments;
  const shaded = useMemo<HexHighlight[] | null>(
    () => (on ? markers.hexes.filter((hex) => !entrenched.includes(hex)).map((hex) => ({ hex, tint: OVERLAY_COLOURS.reach, alpha: 0.15, mark: 'ring' as const })) : null),
    [on, markers.hexes, entrenched],
  );
  useEffect(() => {
    if (!shaded) return;
    useTransientHighlights.getState().setLayer('setup', shaded);
    return () => useTransientHighlights.getState().setLayer('setup', null);
  }, [shaded]);
  // the step ends with the side's set-up
  useEffect(() => () => useSetUpEntrenchmentMode.getState().setOn(false), []);

  return (
    <div className="deployment-zone setup-entrenchments" data-testid="setup-entrenchments">
      <h3>
        Entrenchments {markers.where} [{markers.rule}]
      </h3>
      <p>
        <span data-testid="setup-entrenchments-count">
          {placed.length} of {markers.count} placed
        </span>{' '}
        <button
          type="button"
          aria-pressed={on}
          data-testid="setup-entrenchments-toggle"
          onClick={() => {
            const next = !on;
            useSetUpEntrenchmentMode.getState().setOn(next);
            if (next) {
              store.getState().selectUnit(null);
              requestMapCentre(markers.hexes[0]!);
            }
          }}
        >
          {on ? 'Stop placing entrenchments' : 'Place entrenchments'}
        </button>
      </p>
      {on && <p className="hint">Click a ringed hex on the map (or below) to entrench it; click an entrenched one (E) to take it up [10.5].</p>}
      {on && (
        <p className="allowed">
          {markers.hexes.map((hex) => (
            <button
              key={hex}
              type="button"
              className={`hex-choice${placed.includes(hex) ? ' placed' : ''}`}
              aria-pressed={placed.includes(hex)}
              data-testid={`setup-entrench-${hex}`}
              onClick={() => toggleEntrenchmentAt(store, hex)}
            >
              {placed.includes(hex) ? `✓ ${hex}` : hex}
            </button>
          ))}
        </p>
      )}
    </div>
  );
}
