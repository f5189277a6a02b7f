/**
 * The tool strip under the map, below the hex line: Sandbox, Rules index, Charts, Display, Counters
 * and Help. A row of the layout of its own, so the buttons never cover a counter (they used to float
 * over the map's bottom-left corner); their panels still open over the map.
 */
import { memo } from 'react';
import { OrderOfBattleButton } from './oob/OrderOfBattleButton';
import { RulesPanel } from './rules/RulesPanel';
import { SandboxButton } from './sandbox/SandboxControls';
import { DisplayMenu } from './settings/DisplayMenu';
import { HelpButton } from './welcome/Welcome';

/** Memoised: the map area re-renders as the pointer moves, the strip has nothing to redraw then. */
export const MapTools = memo(function MapTools() {
  return (
    <div className="map-tools" role="toolbar" aria-label="Tools" data-testid="map-tools">
      <SandboxButton />
      <RulesPanel />
      <DisplayMenu />
      <OrderOfBattleButton />
      <HelpButton />
    </div>
  );
});
