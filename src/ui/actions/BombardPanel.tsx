/**
 * [30.43] Scenario 30's special bombardments: while the Allied player may call one, a button per hex
 * he may bombard now, with how many are left. The hexes come from the legal list (the engine judges
 * sighting, the 23xx limit and one per hex per phase).
 */
import { useMemo } from 'react';
import { legalCommands, type Command } from '../../rules/api';
import { RuleText } from '../rules/RuleText';
import { useGame, useGameStoreApi, useWorld } from '../storeContext';

export function BombardPanel() {
  const store = useGameStoreApi();
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const offered = useMemo(
    () => (state.bombardments && !state.pending ? legalCommands(state, world, new Set(['command'])).filter((c): c is Extract<Command, { type: 'bombard' }> => c.type === 'bombard') : []),
    [state, world],
  );
  if (offered.length === 0) return null;
  return (
    <div className="bombard-panel" data-testid="bombard-panel">
      <h4>
        <RuleText text={`Special bombardments: ${state.bombardments!.left} left [30.43]`} />
      </h4>
      {offered.map((command) => (
        <button key={command.hex} type="button" data-testid={`bombard-${command.hex}`} onClick={() => store.getState().dispatch(command)}>
          Bombard {command.hex}
        </button>
      ))}
    </div>
  );
}
