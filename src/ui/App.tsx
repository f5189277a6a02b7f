/** The game screen: turn bar on top, the map, and the inspector and log beside it. */
import { useEffect, useMemo, useState } from 'react';
import { parseMapData, type MapData } from '../rules';
import { BoardView } from './BoardView';
import { HexStatus } from './HexStatus';
import { LogPanel } from './LogPanel';
import { Notice } from './Notice';
import { PhaseBar } from './PhaseBar';
import { useGame, useGameStoreApi } from './storeContext';
import { UnitInspector } from './UnitInspector';
import { useShortcuts } from './useShortcuts';

type MapLoad = { status: 'loading' } | { status: 'ready'; map: MapData } | { status: 'failed'; message: string };

export function App() {
  const [mapLoad, setMapLoad] = useState<MapLoad>({ status: 'loading' });
  useShortcuts();

  useEffect(() => {
    let cancelled = false;
    fetch('maps/map.json')
      .then((response) => {
        if (!response.ok) throw new Error(`the server answered ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((json) => {
        const parsed = parseMapData(json);
        if (!cancelled) setMapLoad(parsed.ok ? { status: 'ready', map: parsed.map } : { status: 'failed', message: parsed.message });
      })
      .catch((error: unknown) => {
        if (!cancelled) setMapLoad({ status: 'failed', message: `The map could not be loaded: ${String(error)}` });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <div className="app">
      <PhaseBar />
      <Notice />
      <main className="main">
        {mapLoad.status === 'ready' ? <MapArea map={mapLoad.map} /> : <div className="board placeholder">{mapLoad.status === 'loading' ? 'Loading the map…' : mapLoad.message}</div>}
        <aside className="side-panel">
          <UnitInspector />
          <LogPanel />
        </aside>
      </main>
    </div>
  );
}

function MapArea({ map }: { map: MapData }) {
  const store = useGameStoreApi();
  const units = useGame((s) => s.game.current.units);
  const selectedUnitId = useGame((s) => s.ui.selectedUnitId);
  const hoverHex = useGame((s) => s.ui.hoverHex);
  const cursorHex = useGame((s) => s.ui.cursorHex);
  const unitList = useMemo(() => Object.values(units), [units]);
  return (
    <div className="map-area">
      <BoardView
        map={map}
        units={unitList}
        selectedUnitId={selectedUnitId}
        cursor={cursorHex}
        initialCenter="C3013"
        onHover={(hex) => store.getState().setHover(hex)}
        onUnitClick={(id) => store.getState().selectUnit(id)}
        onHexClick={(hex) => {
          store.getState().setCursor(hex);
          store.getState().selectUnit(null);
        }}
      />
      <HexStatus hex={hoverHex ?? cursorHex} map={map} />
    </div>
  );
}
