/**
 * [30.43] Scenario 30's special bombardments: while the Allied player may call one, how many are
 * left and one compact row, a list of the hexes he may bombard now (each with the German counters
 * in it; choosing one centres the map there) and a button that bombards the chosen hex, so the
 * move panel below stays in view. The hexes come from the legal list (the engine judges sighting,
 * the 23xx limit and one per hex per phase).
 */
import { useMemo, useState } from 'react';
import { legalCommands, type Command } from '../../rules/api';
import { requestMapCentre } from '../mapCentreRequest';
import { RuleText } from '../rules/RuleText';
import { useGame, useGameStoreApi, useWorld } from '../storeContext';
import { bombardTargetText } from './bombardWords';

export function BombardPanel() {
  const store = useGameStoreApi();
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const offered = useMemo(
    () => (state.bombardments && !state.pending ? legalCommands(state, world, new Set(['command'])).filter((c): c is Extract<Command, { type: 'bombard' }> => c.type === 'bombard') : []),
    [state, world],
  );
  const [chosenHex, setChosenHex] = useState<string>('');
  if (offered.length === 0) return null;
  // the chosen hex while it is still offered (a hex bombarded this phase drops out), else the first
  const chosen = offered.find((c) => c.hex === chosenHex) ?? offered[0]!;
  return (
    <div className="bombard-panel" data-testid="bombard-panel">
      <h4>
        <RuleText text={`Special bombardments: ${state.bombardments!.left} left [30.43]`} />
      </h4>
      <div className="bombard-row">
        <select
          data-testid="bombard-hex"
          aria-label={`Hex to bombard (${offered.length} in sight)`}
          value={chosen.hex}
          onChange={(e) => {
            const command = offered.find((c) => c.hex === e.target.value);
            if (!command) return;
            setChosenHex(command.hex);
            requestMapCentre(command.hex);
          }}
        >
          {offered.map((command) => (
            <option key={command.hex} value={command.hex}>
              {bombardTargetText(state, command.hex)}
            </option>
          ))}
        </select>
        <button type="button" data-testid="bombard-go" onClick={() => store.getState().dispatch(chosen)}>
          Bombard {chosen.hex}
        </button>
      </div>
    </div>
  );
}
