/**
 * The open decision [8.47] (opportunity fire, a hit unit's choice, retreat, advance, displacement,
 * a bridge chance): names the side that must answer and offers exactly the answers the engine
 * accepts now (`legalCommands`), each shot with its Fire Value and chances. In hot-seat play the
 * screen is handed over first (src/ui/flow/HandOver.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { fireOptions, jointAttackPartners, legalCommands, type Command, type FireOption, type GameState, type World } from '../../rules/api';
import { RuleText } from '../rules/RuleText';
import { useGame, useGameStoreApi, useWorld } from '../storeContext';
import { commandLabel, deciderLine, FIRE_LINE_LABEL, outcomesText, unitName } from './describe';
import { followOutcomeText } from './followPath';
import { useMoveUi } from './moveUi';
import { unitById } from '../../rules/api';
import { leaverChoice, pickedLeavers, withLeavers } from '../airLanding/overstackLeavers';

/** [17.2] The partners an opportunity shot announces: those ticked that may join this firer's attack. */
function announcedFor(state: GameState, world: World, command: Command, ticked: readonly string[]): string[] {
  if (command.type !== 'opportunityFire' || ticked.length === 0) return [];
  const partners = jointAttackPartners(state, world, command.firerId, command.targetId);
  return ticked.filter((id) => partners.includes(id));
}

/** Fire Value, line and chances of an opportunity shot, or null for other answers. */
function shotDetail(state: GameState, world: World, command: Command, announced: readonly string[]): string | null {
  if (command.type !== 'opportunityFire') return null;
  const option = fireOptions(state, world, command.firerId, undefined, announced).find((o): o is Extract<FireOption, { legal: true }> => o.legal && o.targetId === command.targetId);
  if (!option) return null;
  const a = option.assessment;
  return `FV ${a.fireValue}, ${FIRE_LINE_LABEL[a.line]}: ${outcomesText(a.outcomes)}`;
}

/**
 * Where a move was stopped by this decision and why: the Move panel's own words for the last move
 * along a path when it is the latest thing that happened, else the trigger of the opportunity-fire
 * window (the units held in a hex until the enemy has decided) [8.4, 8.47].
 */
function stoppedMoveText(state: GameState, lastMove: ReturnType<typeof useMoveUi.getState>['lastMove'], fresh: boolean): string | null {
  if (lastMove && fresh && lastMove.status !== 'arrived') return followOutcomeText(state, lastMove);
  const trigger = state.pending?.kind === 'opportunityFire' ? state.pending.trigger : undefined;
  if (!trigger) return null;
  const who = trigger.targetIds.map((id) => unitName(state, id)).join(', ');
  return `${who} ${trigger.targetIds.length > 1 ? 'are' : 'is'} held in ${trigger.hex}: the enemy next to it may fire first, then the game goes on [8.4].`;
}

export function DecisionCard() {
  const store = useGameStoreApi();
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const pending = state.pending;
  const lastMove = useMoveUi((s) => s.lastMove);
  const fresh = useGame((s) => s.game.log.length) === useMoveUi((s) => s.lastMoveLogLength);
  const [ticked, setTicked] = useState<{ window: unknown; ids: string[] }>({ window: null, ids: [] });
  const [leavers, setLeavers] = useState<{ window: unknown; ids: string[] }>({ window: null, ids: [] });
  const card = useRef<HTMLElement>(null);
  // A decision that opens below the side panel's fold is brought into view: the game waits on it.
  useEffect(() => {
    if (pending) card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [pending]);
  if (!pending) return null;
  const stopped = stoppedMoveText(state, lastMove, fresh);
  const answers = legalCommands(state, world);
  // [17.2] units that some shot of this window could announce as partners of a joint attack.
  const shots = answers.filter((c): c is Extract<Command, { type: 'opportunityFire' }> => c.type === 'opportunityFire');
  const jointable = [...new Set(shots.flatMap((c) => jointAttackPartners(state, world, c.firerId, c.targetId)))].sort();
  const chosen = ticked.window === pending ? ticked.ids.filter((id) => jointable.includes(id)) : [];
  // [14.5] the player picks which landed units leave an overstacked hex
  const leaving = leaverChoice(state);
  const picked = leaving ? pickedLeavers(answers, leavers.window === pending ? leavers.ids : []) : [];
  return (
    <section ref={card} className={`decision-card side-${pending.side}`} data-testid="decision-card" aria-labelledby="decision-heading">
      <h2 id="decision-heading">{deciderLine(pending.side)}</h2>
      {stopped && (
        <p className="move-outcome window" data-testid="decision-move-stopped">
          <RuleText text={stopped} />
        </p>
      )}
      <p className="prompt">
        <RuleText text={`${pending.prompt} [${pending.rule}]`} />
      </p>
      {answers.length === 0 && <p className="why-not">No answer is possible; this should not happen.</p>}
      {jointable.length > 0 && (
        <fieldset className="joint-attack" data-testid="decision-joint">
          <legend>
            <RuleText text="Announce a joint attack with [17.2]" />
          </legend>
          <p className="hint">A unit of another formation may fire later in this window only if the first shot announces it; every firer then pays the multi-formation penalty.</p>
          {jointable.map((id) => (
            <label key={id}>
              <input
                type="checkbox"
                data-testid={`decision-joint-${id}`}
                checked={chosen.includes(id)}
                onChange={(e) => setTicked({ window: pending, ids: e.target.checked ? [...chosen, id] : chosen.filter((x) => x !== id) })}
              />{' '}
              {unitById(state, id)?.name ?? id} ({unitById(state, id)?.hex})
            </label>
          ))}
        </fieldset>
      )}
      {leaving && (
        <fieldset className="joint-attack" data-testid="decision-leavers">
          <legend>
            <RuleText text={leaving.minimum === 1 ? 'The unit that leaves [14.5]' : `The ${leaving.minimum} units that leave [14.5]`} />
          </legend>
          {leaving.movable.map(({ id, name }) => (
            <label key={id}>
              <input
                type={leaving.minimum === 1 ? 'radio' : 'checkbox'}
                name="decision-leavers"
                data-testid={`decision-leaver-${id}`}
                checked={picked.includes(id)}
                onChange={(e) => setLeavers({ window: pending, ids: leaving.minimum === 1 ? [id] : e.target.checked ? [...picked, id] : picked.filter((x) => x !== id) })}
              />{' '}
              {name}
            </label>
          ))}
        </fieldset>
      )}
      <ul className="answers">
        {answers.map((answer, i) => {
          const command = leaving ? withLeavers(answer, picked) : answer;
          const announced = announcedFor(state, world, command, chosen);
          const detail = shotDetail(state, world, command, announced);
          const sent = announced.length > 0 ? ({ ...command, with: announced } as Command) : command;
          return (
            <li key={i}>
              <button type="button" data-testid={`answer-${command.type}`} onClick={() => store.getState().dispatch(sent)}>
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
