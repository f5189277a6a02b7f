/**
 * The set-up screen of a scenario [24.2, 25.21], shown while `state.deployment` is set. Hot-seat:
 * it names the side now placing, lists that side's zones with their units (placed or still to
 * place), and places the chosen unit in the hex the player clicks on the map (App routes map
 * clicks here through `placeSelectedUnit`). The engine judges every placement; a refusal shows in
 * the notice with its case. The hexes the engine would accept for the chosen unit are shaded on the
 * map (the 'setup' highlight layer) and listed as buttons; the map cursor marks the zone's centre.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { HexHighlight } from '../board';
import { autoDeployment, deploymentHexes, deploymentZoneOf, setUpEntrenchmentsLeft, unplacedUnitIds, validate, type GameState, type HexId, type World } from '../rules/api';
import type { GameStore } from '../store';
import { SIDE_LABEL } from './labels';
import { OVERLAY_COLOURS } from './overlays/highlightSpecs';
import { useTransientHighlights } from './overlays/transientHighlights';
import { requestMapCentre } from './mapCentreRequest';
import { useGame, useGameStoreApi, useWorld } from './storeContext';
import { unitById } from '../rules/api';
import { placeWords, zoneHeading } from './deploymentWords';
import { entrenchmentsToPlace, SetUpEntrenchmentsStep } from './SetUpEntrenchments';
import { useSetUpEntrenchmentMode } from './setUpEntrenchmentMode';

/** "within 2 of C3032", "in C3032". */
/** The selected unit, when it is one the side now setting up may place. */
function placingUnitId(state: GameState, selectedUnitId: string | null): string | null {
  if (!state.deployment || !selectedUnitId) return null;
  return deploymentZoneOf(state, selectedUnitId)?.side === state.deployment.side ? selectedUnitId : null;
}

/** Choose a unit to place: it becomes the selection (the inspector shows it) and the cursor marks its zone's centre. */
function choose(store: GameStore, unitId: string): void {
  useSetUpEntrenchmentMode.getState().setOn(false); // a unit to place: map clicks place it, not entrenchments
  const s = store.getState();
  s.selectUnit(unitId);
  const zone = deploymentZoneOf(s.game.current, unitId);
  if (zone) s.setCursor(zone.center);
}

/**
 * A map click during the set-up: when a unit of the side now placing is selected, ask the engine to
 * place it in `hex` [24.2] and, if it accepts, move the selection on to the next unit still to place.
 * Returns false when there is nothing to place (the click then does what it does in play).
 * `clickedUnitId`: the counter that was clicked, if any; clicking the selected unit itself places nothing.
 */
export function placeSelectedUnit(store: GameStore, hex: HexId, clickedUnitId?: string): boolean {
  const s = store.getState();
  const state = s.game.current;
  const unitId = placingUnitId(state, s.ui.selectedUnitId);
  if (!unitId || clickedUnitId === unitId) return false;
  const result = s.dispatch({ type: 'deploy', unitId, hex });
  if (result.ok) {
    const next = unplacedUnitIds(result.state)[0];
    if (next) choose(store, next);
    else store.getState().selectUnit(null);
  }
  return true;
}

/**
 * The cursor marks the chosen unit's set-up zone; once play begins it must not keep pointing at the
 * last zone's centre (the bar under the map and the Move panel read the cursor when the pointer is
 * off the map).
 */
function useClearCursorWhenSetUpEnds(settingUp: boolean): void {
  const store = useGameStoreApi();
  const wasSettingUp = useRef(settingUp);
  useEffect(() => {
    if (wasSettingUp.current && !settingUp) store.getState().setCursor(null);
    wasSettingUp.current = settingUp;
  }, [settingUp, store]);
}

export function DeploymentPanel() {
  const store = useGameStoreApi();
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const selectedUnitId = useGame((s) => s.ui.selectedUnitId);
  const deployment = state.deployment;
  useClearCursorWhenSetUpEnds(deployment !== null);
  if (!deployment) return null;

  const side = deployment.side;
  const zones = deployment.zones.filter((z) => z.side === side);
  const unplaced = unplacedUnitIds(state);
  const markers = entrenchmentsToPlace(state);
  const entrenchmentsLeft = setUpEntrenchmentsLeft(state);
  const placing = placingUnitId(state, selectedUnitId);
  const finish = validate(state, { type: 'finishDeployment' }, world);
  const nextSide = deployment.order[deployment.order.indexOf(side) + 1];

  return (
    <section className={`deployment side-${side}`} data-testid="deployment-panel" aria-labelledby="deployment-heading">
      <h2 id="deployment-heading" data-testid="deployment-heading">
        {SIDE_LABEL[side]} set-up
      </h2>
      <div className="deployment-actions">
        <button
          type="button"
          disabled={unplaced.length === 0 && entrenchmentsLeft === 0}
          onClick={() => {
            // The engine's own legal set-up for the units still off the map (and entrenchments [30.6]); the player finishes separately.
            for (const command of autoDeployment(store.getState().game.current, world)) {
              if (command.type === 'finishDeployment') continue;
              if (!store.getState().dispatch(command).ok) break;
            }
            store.getState().selectUnit(null);
          }}
        >
          Place the rest for me
        </button>
        <button
          type="button"
          disabled={!finish.ok}
          title={finish.ok ? undefined : `[${finish.rule}] ${finish.message}`}
          onClick={() => {
            store.getState().selectUnit(null);
            store.getState().dispatch({ type: 'finishDeployment' });
          }}
        >
          Finish set-up
        </button>
        <span className="count" data-testid="deployment-count">
          {unplaced.length === 0 && entrenchmentsLeft === 0
            ? 'all placed'
            : [unplaced.length > 0 && `${unplaced.length} to place`, entrenchmentsLeft > 0 && `${entrenchmentsLeft} entrenchment${entrenchmentsLeft === 1 ? '' : 's'} to place`].filter(Boolean).join(', ')}
        </span>
        {!finish.ok && (
          <p className="why-not" data-testid="finish-why-not">
            [{finish.rule}] {finish.message}
          </p>
        )}
      </div>
      <p className="hint">
        {SIDE_LABEL[side]} player: choose a unit, then click a hex on the map to place it [24.2]. A placed unit can be chosen and placed again
        until you finish. {nextSide ? `The ${SIDE_LABEL[nextSide]} player sets up next.` : 'Play begins when you finish.'}
      </p>
      {markers && <SetUpEntrenchmentsStep state={state} markers={markers} />}
      {placing && <PlacingHint state={state} world={world} unitId={placing} onCancel={() => store.getState().selectUnit(null)} store={store} />}
      {zones.map((zone) => (
        <div key={zone.id} className="deployment-zone" data-testid={`zone-${zone.id}`}>
          <h3>
            {zoneHeading(state, zone)}
          </h3>
          <ul>
            {zone.unitIds.map((id) => {
              const unit = unitById(state, id);
              if (!unit || unit.eliminated) return null;
              const placed = unit.hex !== null;
              return (
                <li key={id}>
                  <button
                    type="button"
                    className={`${placed ? 'placed' : 'to-place'}${id === placing ? ' current' : ''}`}
                    aria-pressed={id === placing}
                    data-testid={`deploy-unit-${id}`}
                    onClick={() => {
                      choose(store, id);
                      // A unit picked from the list: the map goes to its zone (placing one after another does not pan).
                      const zone = deploymentZoneOf(store.getState().game.current, id);
                      if (zone) requestMapCentre(zone.center);
                    }}
                  >
                    <span className="mark" aria-hidden="true">
                      {placed ? '✓' : '○'}
                    </span>{' '}
                    {unit.name} <span className="where">{placed ? `placed in ${unit.hex}` : 'to place'}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** What happens on the next map click, and the hexes the engine would accept now (clickable too). */
function PlacingHint({ state, world, unitId, store, onCancel }: { state: GameState; world: World; unitId: string; store: GameStore; onCancel(): void }) {
  const unit = unitById(state, unitId)!;
  const zone = deploymentZoneOf(state, unitId)!;
  const hexes = useMemo(() => deploymentHexes(state, world, unitId), [state, world, unitId]);
  // [24.2] the hexes the engine would accept now, shaded on the map while this unit is being placed.
  const shaded = useMemo<HexHighlight[]>(() => hexes.map((hex) => ({ hex, tint: OVERLAY_COLOURS.reach, alpha: 0.3, mark: 'ring' })), [hexes]);
  useEffect(() => {
    useTransientHighlights.getState().setLayer('setup', shaded);
    return () => useTransientHighlights.getState().setLayer('setup', null);
  }, [shaded]);
  return (
    <div className="placing" data-testid="deployment-placing">
      <p>
        Placing <strong>{unit.name}</strong>: click a hex {placeWords(state, unitId, zone)}.{' '}
        <button type="button" onClick={onCancel} title="Stop placing (Esc)">
          Cancel
        </button>
      </p>
      <p className="allowed">
        {hexes.length === 0 ? 'No hex of its zone can take it now.' : `Allowed now (${hexes.length}): `}
        {hexes.map((hex) => (
          <button key={hex} type="button" className="hex-choice" onClick={() => placeSelectedUnit(store, hex)}>
            {hex}
          </button>
        ))}
      </p>
    </div>
  );
}
