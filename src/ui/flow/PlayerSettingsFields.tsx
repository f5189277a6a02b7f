/**
 * The players' settings as form fields, used by the New game dialog and the Players control: the
 * play style (hot-seat or solo), who plays each side (a person or the computer) and its level, which routine decisions the computer answers for each side
 * (src/rules/legal/autoAnswer.ts), and how far Undo may go.
 */
import { ANSWER_ROUTINE_DECISIONS, ASK_EVERY_DECISION, type AutoAnswerPolicy, type ChoicePolicy, type Side } from '../../rules/api';
import { SIDE_LABEL } from '../labels';
import { COMPUTER_LEVELS, type ComputerLevel } from '../../seats/computer/levels';
import { defaultUndoRule, type PlayStyle, type SessionSettings, type SideController } from './sessionState';
import { UNDO_RULE_LABEL, type UndoRule } from './undoGuard';

const SIDES: readonly Side[] = ['allied', 'german'];

/** The computer player's levels in words (src/seats/computer/levels.ts). */
const LEVEL_LABEL: Readonly<Record<ComputerLevel, string>> = {
  novice: 'Novice — sees what its units observe, little thought per phase',
  standard: 'Standard — sees what its units observe',
  full: 'Full — sees every enemy unit',
};

/** Thresholds offered for "best shot" opportunity fire [8.4]. */
const THRESHOLDS: readonly { value: number; label: string }[] = [
  { value: 1 / 6, label: '1 in 6' },
  { value: 1 / 3, label: '1 in 3' },
  { value: 1 / 2, label: '1 in 2' },
  { value: 2 / 3, label: '2 in 3' },
];

type ChoiceKey = 'fireResult' | 'retreat' | 'advance' | 'displacement' | 'bridge';

/** The yes/no decisions: label, case, what "auto" does, and which sides ever face them. */
const CHOICES: readonly { key: ChoiceKey; label: string; auto: string; sides: readonly Side[] }[] = [
  { key: 'fireResult', label: 'Unit hit by fire [5.32, 5.33, 5.37]', auto: 'keep strength (disperse, stay in Travel)', sides: SIDES },
  { key: 'retreat', label: 'Retreat after a close action [8.71]', auto: 'hex farthest from the enemy', sides: SIDES },
  { key: 'advance', label: 'Advance after a close action [8.49]', auto: 'everyone fit advances', sides: SIDES },
  { key: 'displacement', label: 'Displacement when overstacked [9.33]', auto: 'hex farthest from the enemy', sides: SIDES },
  { key: 'bridge', label: 'Bridge chance [16.5]', auto: 'try to blow it', sides: ['german'] },
];

function sameThreshold(a: number, b: number): boolean {
  return Math.abs(a - b) < 1e-9;
}

export function PlayerSettingsFields({ value, onChange, idPrefix }: { value: SessionSettings; onChange: (next: SessionSettings) => void; idPrefix: string }) {
  const askSides = SIDES.filter((side) => value.seats[side] !== 'computer');
  const computerSides = SIDES.filter((side) => value.seats[side] === 'computer');
  const setStyle = (playStyle: PlayStyle) => onChange({ ...value, playStyle, undo: defaultUndoRule(playStyle) });
  const setPolicy = (side: Side, policy: AutoAnswerPolicy) => onChange({ ...value, auto: { ...value.auto, [side]: policy } });
  const patch = (side: Side, part: Partial<AutoAnswerPolicy>) => setPolicy(side, { ...value.auto[side], ...part });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="player-settings">
      <fieldset className="play-style">
        <legend>Play style</legend>
        <label>
          <input type="radio" name={id('style')} checked={value.playStyle === 'hotSeat'} onChange={() => setStyle('hotSeat')} data-testid={id('style-hotSeat')} />{' '}
          <strong>Hot-seat</strong>: two players, one screen; the screen is handed over whenever the other side must act
        </label>
        <label>
          <input type="radio" name={id('style')} checked={value.playStyle === 'solo'} onChange={() => setStyle('solo')} data-testid={id('style-solo')} />{' '}
          <strong>Solo</strong>: one player sees and plays both sides
        </label>
      </fieldset>

      <fieldset className="seats">
        <legend>Who plays each side</legend>
        {SIDES.map((side) => (
          <label key={side}>
            {SIDE_LABEL[side]}:{' '}
            <select
              value={value.seats[side]}
              onChange={(e) => onChange({ ...value, seats: { ...value.seats, [side]: e.target.value as SideController } })}
              data-testid={id(`seat-${side}`)}
            >
              <option value="person">a person at this screen</option>
              <option value="computer">the computer</option>
            </select>
          </label>
        ))}
        <label>
          Computer level:{' '}
          <select value={value.computerLevel} onChange={(e) => onChange({ ...value, computerLevel: e.target.value as ComputerLevel })} data-testid={id('computer-level')}>
            {COMPUTER_LEVELS.map((level) => (
              <option key={level} value={level}>
                {LEVEL_LABEL[level]}
              </option>
            ))}
          </select>
        </label>
      </fieldset>

      <fieldset className="auto-answers">
        <legend>Decisions the computer answers</legend>
        {/* A side the computer player plays decides everything itself: only a person's side has a column. */}
        {computerSides.length > 0 && <p className="scenario-description">The computer player makes every decision for the {computerSides.map((side) => SIDE_LABEL[side]).join(' and ')} side.</p>}
        {askSides.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Decision</th>
              {askSides.map((side) => (
                <th scope="col" key={side} className={`side-${side}`}>
                  {SIDE_LABEL[side]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Opportunity fire [8.4]</th>
              {askSides.map((side) => (
                <td key={side}>
                  <select
                    aria-label={`${SIDE_LABEL[side]} opportunity fire`}
                    value={value.auto[side].opportunityFire}
                    onChange={(e) => patch(side, { opportunityFire: e.target.value as AutoAnswerPolicy['opportunityFire'] })}
                    data-testid={id(`${side}-opportunityFire`)}
                  >
                    <option value="ask">ask me</option>
                    <option value="never">never fire</option>
                    <option value="best">fire the best shot</option>
                  </select>
                  {value.auto[side].opportunityFire === 'best' && (
                    <select
                      aria-label={`${SIDE_LABEL[side]} opportunity fire: smallest chance of an effect`}
                      title="Fire only when the best shot has at least this chance of any effect; otherwise let the action pass"
                      value={THRESHOLDS.find((t) => sameThreshold(t.value, value.auto[side].opportunityThreshold))?.value ?? value.auto[side].opportunityThreshold}
                      onChange={(e) => patch(side, { opportunityThreshold: Number(e.target.value) })}
                    >
                      {THRESHOLDS.map((t) => (
                        <option key={t.label} value={t.value}>
                          if chance ≥ {t.label}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
              ))}
            </tr>
            {CHOICES.map((choice) => (
              <tr key={choice.key}>
                <th scope="row">{choice.label}</th>
                {askSides.map((side) => (
                  <td key={side}>
                    {choice.sides.includes(side) ? (
                      <select
                        aria-label={`${SIDE_LABEL[side]}: ${choice.label}`}
                        value={value.auto[side][choice.key]}
                        onChange={(e) => patch(side, { [choice.key]: e.target.value as ChoicePolicy })}
                        data-testid={id(`${side}-${choice.key}`)}
                      >
                        <option value="ask">ask me</option>
                        <option value="auto">{choice.auto}</option>
                      </select>
                    ) : (
                      <span className="not-applicable">—</span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="presets">
              <th scope="row">All at once</th>
              {askSides.map((side) => (
                <td key={side}>
                  <button type="button" onClick={() => setPolicy(side, { ...ASK_EVERY_DECISION })} data-testid={id(`${side}-ask-all`)}>
                    Ask me all
                  </button>{' '}
                  <button type="button" onClick={() => setPolicy(side, { ...ANSWER_ROUTINE_DECISIONS })} data-testid={id(`${side}-auto-all`)}>
                    Computer answers all
                  </button>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
        )}
      </fieldset>

      <label className="undo-rule">
        Undo:{' '}
        <select value={value.undo} onChange={(e) => onChange({ ...value, undo: e.target.value as UndoRule })} data-testid={id('undo')}>
          {(Object.keys(UNDO_RULE_LABEL) as UndoRule[]).map((rule) => (
            <option key={rule} value={rule}>
              {UNDO_RULE_LABEL[rule]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
