/** The game screen: turn bar on top, the map with its hex line and tool strip under it, and the inspector and log beside it. */
import { openingHexes, viewCentre } from './map/viewCentre';
import { useMemo, useState } from 'react';
import type { MapData } from '../rules/api';
import { ActionsPanel } from './actions/ActionsPanel';
import { actOnHexClick, actOnUnitClick, dropUnit, moveOntoOwnCounter, selectionBeforePress, startUnitDrag } from './actions/routeClick';
import { BoardView } from './BoardView';
import { DeploymentPanel, placeSelectedUnit } from './DeploymentPanel';
import { toggleEntrenchmentAt } from './SetUpEntrenchments';
import { PlayFlow } from './flow/PlayFlow';
import { HexStatus } from './HexStatus';
import { LogPanel } from './LogPanel';
import { Notice } from './Notice';
import { OverlayControls } from './OverlayControls';
import { useTransientHighlights } from './overlays/transientHighlights';
import { NO_OVERLAYS, useOverlayHighlights } from './overlays/useOverlayHighlights';
import { PhaseBar } from './PhaseBar';
import { PhaseGuide } from './PhaseGuide';
import { BatteryBox } from './reinforcements/BatteryBox';
import { EnglandPanel } from './airLanding/EnglandPanel';
import { enterSelectedReinforcementAt } from './reinforcements/enterReinforcement';
import { ReinforcementPanel } from './reinforcements/ReinforcementPanel';
import { GameStatusPanel } from './status/GameStatusPanel';
import { SandboxControls } from './sandbox/SandboxControls';
import { KeyboardHelp } from './settings/KeyboardHelp';
import { useKeyboardPlay } from './settings/useKeyboardPlay';
import { useGame, useGameStoreApi, useWorld } from './storeContext';
import { UnitInspector } from './UnitInspector';
import { useShortcuts } from './useShortcuts';
import { VictoryScreen } from './VictoryScreen';
import { Welcome } from './welcome/Welcome';
import { LoadCheckCover } from './flow/LoadCheckCover';
import { MapTools } from './MapTools';
import { useDisplaySettings } from './settings/displaySettings';
import { reachDrawnNow, REACH_WAITS } from './overlays/reachSetting';
import { unitById, unitsInBuckets } from '../rules/api';

export function App() {
  const world = useWorld();
  useShortcuts();
  useKeyboardPlay('C3013');
  return (
    <div className="app">
      <SandboxControls />
      <PhaseBar />
      <Notice />
      <PlayFlow />
      <VictoryScreen />
      <KeyboardHelp />
      <Welcome />
      <main className="main">
        <LoadCheckCover />
        <MapArea map={world.map} />
        <aside className="side-panel">
          <PhaseGuide />
          <DeploymentPanel />
          <ReinforcementPanel />
          <BatteryBox />
          <EnglandPanel />
          <ActionsPanel />
          <GameStatusPanel />
          <UnitInspector />
          <LogPanel />
        </aside>
      </main>
    </div>
  );
}

function MapArea({ map }: { map: MapData }) {
  const store = useGameStoreApi();
  const world = useWorld();
  const unitBuckets = useGame((s) => s.game.current.unitBuckets);
  const selectedUnitId = useGame((s) => s.ui.selectedUnitId);
  const hoverHex = useGame((s) => s.ui.hoverHex);
  const cursorHex = useGame((s) => s.ui.cursorHex);
  const playArea = useGame((s) => s.game.current.playArea);
  const initialPosition = useGame((s) => s.game.initial);
  const unitList = useMemo(() => unitsInBuckets(unitBuckets), [unitBuckets]);
  // Worked out once per game (new or loaded) and again as each side's set-up begins and play opens,
  // on the counters there at that moment [24.1, 24.2].
  const placingSide = useGame((s) => s.game.current.deployment?.side ?? null);
  const opening = useMemo(
    () => ({ centre: viewCentre(playArea, openingHexes(store.getState().game.current)), game: initialPosition, placingSide }),
    [store, playArea, initialPosition, placingSide],
  );
  const [overlays, setOverlays] = useState(NO_OVERLAYS);
  // Reach: on by default, kept in the Display settings, drawn only in a movement phase (reachSetting.ts).
  const reachOn = useDisplaySettings((s) => s.reachOverlay);
  const reachNow = useGame((s) => reachDrawnNow(s.game.current));
  const drawn = useMemo(() => ({ ...overlays, reach: reachOn && reachNow }), [overlays, reachOn, reachNow]);
  const ticked = useMemo(() => ({ ...overlays, reach: reachOn }), [overlays, reachOn]);
  const overlay = useOverlayHighlights(drawn);
  const status = useMemo(() => (reachOn && !reachNow ? { ...overlay.status, reach: REACH_WAITS } : overlay.status), [overlay.status, reachOn, reachNow]);
  const transient = useTransientHighlights((s) => s.layers);
  // Overlays first, then the path preview and log highlights on top (the record's order is the draw order).
  const highlights = useMemo(() => ({ ...overlay.layers, ...transient }), [overlay.layers, transient]);
  return (
    <div className="map-area">
      <BoardView
        map={map}
        units={unitList}
        selectedUnitId={selectedUnitId}
        cursor={cursorHex}
        initialCenter={opening.centre}
        recentreKey={opening}
        highlights={highlights}
        playArea={playArea}
        onHover={(hex) => store.getState().setHover(hex)}
        // In a movement phase an own counter can be dragged to a hex: a move along the path [8.0].
        onUnitDragStart={(id) => startUnitDrag(store, id)}
        onUnitDrop={(id, hex) => dropUnit(store, world, id, hex)}
        onUnitClick={(id) => {
          // The press selected the counter in case it was dragged; a click is judged on the selection before it.
          selectionBeforePress(store, id);
          // During the set-up a click on a counter places the chosen unit in that counter's hex [24.2].
          const at = unitById(store.getState().game.current, id)?.hex;
          if (at && placeSelectedUnit(store, at, id)) return;
          // [30.6] with the set-up's entrenchment step on, a click on a counter entrenches its hex (or takes it up)
          if (at && toggleEntrenchmentAt(store, at)) return;
          // In play: an enemy counter becomes the fire target or the hex to assault [5.0, 8.6].
          if (actOnUnitClick(store, id)) return;
          // An own counter the selected stack can reach: the click moves the stack onto it (Alt+click selects it) [8.0, 9.0].
          if (moveOntoOwnCounter(store, world, id)) return;
          store.getState().selectUnit(id);
        }}
        onHexClick={(hex) => {
          if (placeSelectedUnit(store, hex)) return;
          if (toggleEntrenchmentAt(store, hex)) return;
          // A waiting reinforcement is selected: a click on one of its entry hexes enters it [22.0].
          if (enterSelectedReinforcementAt(store, world, hex)) return;
          // In play: a hex the selected stack can reach is a move there, step by step [8.0].
          if (actOnHexClick(store, hex, world)) return;
          store.getState().setCursor(hex);
          store.getState().selectUnit(null);
        }}
      />
      <OverlayControls
        toggles={ticked}
        onChange={(next) => {
          if (next.reach !== reachOn) useDisplaySettings.getState().setReachOverlay(next.reach);
          setOverlays({ ...next, reach: false });
        }}
        status={status}
      />
      <HexStatus hex={hoverHex ?? cursorHex} map={map} note={overlay.noteAt(hoverHex ?? cursorHex)} />
      <MapTools />
    </div>
  );
}
