/**
 * The computer player's progress line: "The German player is thinking…" with the phase and the
 * actions taken in it, or why it stopped (with a button to let it try again).
 */
import { phaseDefinition } from '../../rules/api';
import { SIDE_LABEL } from '../labels';
import { useGame } from '../storeContext';
import { useComputerStatus } from './computerStatus';

export function ComputerThinking() {
  const thinking = useComputerStatus((s) => s.thinking);
  const actions = useComputerStatus((s) => s.actions);
  const stopped = useComputerStatus((s) => s.stopped);
  const phase = useGame((s) => s.game.current.phase);
  if (stopped) {
    return (
      <div className="computer-thinking stopped" role="status" data-testid="computer-stopped">
        {stopped}{' '}
        <button type="button" onClick={() => useComputerStatus.getState().set({ stopped: null })}>
          Let the computer try again
        </button>
      </div>
    );
  }
  if (!thinking) return null;
  return (
    <div className={`computer-thinking side-${thinking}`} role="status" aria-live="polite" data-testid="computer-thinking">
      The {SIDE_LABEL[thinking]} player is thinking… ({phaseDefinition(phase).name} Phase, {actions} action{actions === 1 ? '' : 's'} so far)
    </div>
  );
}
