/** "What now?": the current phase's purpose, how to play it on this screen, and what ending it does. */
import { phaseDefinition } from '../rules/api';
import { SIDE_LABEL } from './labels';
import { PHASE_GUIDE } from './phaseGuide';
import { RuleText } from './rules/RuleText';
import { useGame } from './storeContext';

export function PhaseGuide() {
  const phase = useGame((s) => s.game.current.phase);
  const settingUp = useGame((s) => s.game.current.deployment !== null);
  const ended = useGame((s) => !!s.game.current.ended);
  if (settingUp || ended) return null;
  const definition = phaseDefinition(phase);
  const guide = PHASE_GUIDE[definition.kind];
  return (
    <details className="phase-guide" data-testid="phase-guide">
      <summary>
        What now? {definition.phasing ? `${SIDE_LABEL[definition.phasing]} ` : ''}
        {definition.name.replace(/^(Allied|German) /, '')} phase
      </summary>
      <p>
        <RuleText text={guide.purpose} />
      </p>
      <ul>
        {guide.steps.map((step) => (
          <li key={step}>
            <RuleText text={step} />
          </li>
        ))}
      </ul>
      {guide.onEnd && (
        <p className="on-end">
          <RuleText text={guide.onEnd} />
        </p>
      )}
    </details>
  );
}
