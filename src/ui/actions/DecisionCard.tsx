/**
 * The open decision [8.47] (opportunity fire, a hit unit's choice, retreat, advance, displacement,
 * a bridge chance): names the side that must answer and offers exactly the answers the engine
 * accepts now (`legalCommands`), each shot with its Fire Value and chances. In hot-seat play the
 * screen is handed over first (src/ui/flow/HandOver.tsx).
 */
import { fireOptions, legalCommands, type Command, type FireOption, type GameState, type World } from '../../rules/api';
import { RuleText } from '../rules/RuleText';
import { useGame, useGameStoreApi, useWorld } from '../storeContext';
import { chancesText, commandLabel, deciderLine, fireResultWords, FIRE_LINE_LABEL } from './describe';

/** Fire Value, line and chances of an opportunity shot, or null for other answers. */
function shotDetail(state: GameState, world: World, command: Command): string | null {
  if (command.type !== 'opportunityFire') return null;
  const option = fireOptions(state, world, command.firerId).find((o): o is Extract<FireOption, { legal: true }> => o.legal && o.targetId === command.targetId);
  if (!option) return null;
  const a = option.assessment;
  return `FV ${a.fireValue}, ${FIRE_LINE_LABEL[a.line]}: ${chancesText(a.chances, fireResultWords)}`;
}

export function DecisionCard() {
  const store = useGameStoreApi();
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const pending = state.pending;
  if (!pending) return null;
  const answers = legalCommands(state, world);
  return (
    <section className={`decision-card side-${pending.side}`} data-testid="decision-card" aria-labelledby="decision-heading">
      <h2 id="decision-heading">{deciderLine(pending.side)}</h2>
      <p className="prompt">
        <RuleText text={`${pending.prompt} [${pending.rule}]`} />
      </p>
      {answers.length === 0 && <p className="why-not">No answer is possible; this should not happen.</p>}
      <ul className="answers">
        {answers.map((command, i) => {
          const detail = shotDetail(state, world, command);
          return (
            <li key={i}>
              <button type="button" data-testid={`answer-${command.type}`} onClick={() => store.getState().dispatch(command)}>
                {commandLabel(state, command)}
              </button>
              {detail && <span className="chances">{detail}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
