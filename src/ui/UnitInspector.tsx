/**
 * What a counter is and what state it is in, opened by clicking it: printed values per face,
 * current values, status, its situation (supply, control, sight, what it may do now), the cases
 * that govern it, its stack, and the mode changes the rules allow it right now.
 */
import { currentMorale, MOVEMENT_ALLOWANCE, phaseDefinition, unitsInHex, validate, type Mode, type PhaseKind, type Unit } from '../rules/api';
import { mpLeft } from './actions/moves';
import { modeChangeConsequence } from './modeConsequence';
import { StackViewer } from './StackViewer';
import { UnitSituation } from './inspector/UnitSituation';
import { effectivenessText, MODE_LABEL, NATIONALITY_LABEL, SIDE_LABEL, UNIT_TYPE_LABEL } from './labels';
import { RuleText } from './rules/RuleText';
import { useGame, useGameStoreApi, useWorld } from './storeContext';
import { unitById } from '../rules/api';

const ALL_MODES: Mode[] = ['concentrated', 'dispersed', 'travel'];

export function UnitInspector() {
  const store = useGameStoreApi();
  const state = useGame((s) => s.game.current);
  const selectedId = useGame((s) => s.ui.selectedUnitId);
  const unit = selectedId ? unitById(state, selectedId) : undefined;

  if (!unit) {
    return (
      <section className="inspector empty" data-testid="inspector">
        <h2>Unit</h2>
        <p>Click a counter to see its values, status and the rules that govern it.</p>
      </section>
    );
  }

  const stack = unit.hex ? unitsInHex(state, unit.hex) : [unit];
  const lost = unit.printedStrength - unit.strength;
  const status = [
    unit.status.disrupted && 'Disrupted [11.5]',
    unit.status.depleted && 'Depleted [11.3]',
    unit.hex && state.entrenchments.includes(unit.hex) && 'Entrenched [10.5]',
    unit.status.fired && firedWords(phaseDefinition(state.phase).kind, phaseDefinition(state.phase).phasing === unit.side),
    unit.status.modeChanged && 'Changed mode this phase [13.0]',
  ].filter(Boolean) as string[];

  return (
    <section className={`inspector side-${unit.side}`} data-testid="inspector">
      <h2 data-testid="inspector-name">{unit.name}</h2>
      <p className="subtitle">
        {SIDE_LABEL[unit.side]} · {NATIONALITY_LABEL[unit.nationality]} · {UNIT_TYPE_LABEL[unit.type]}
        {unit.airborne ? <RuleText text=" · airborne [3.41f]" /> : ''}
      </p>
      <dl className="values">
        <dt title="[17.0]">Subordination</dt>
        <dd data-testid="inspector-subordination">{unit.subordination}</dd>
        <dt title="[3.5a] printed strength minus losses">Strength</dt>
        <dd data-testid="inspector-strength">
          {unit.strength} SP{lost > 0 ? ` (printed ${unit.printedStrength}, lost ${lost})` : ''}
        </dd>
        <dt title="[3.5d] printed triangles minus SP lost">Morale</dt>
        <dd data-testid="inspector-morale">
          {currentMorale(unit)}
          {lost > 0 ? ` (printed ${unit.printedMorale})` : ''}
        </dd>
        <dt title="[3.5e] hexes; 1 where none is printed">Range</dt>
        <dd data-testid="inspector-range">{unit.range}</dd>
        <dt title="[3.31] the face the counter shows">Mode</dt>
        <dd data-testid="inspector-mode">{MODE_LABEL[unit.mode]}</dd>
        <dt>Hex</dt>
        <dd data-testid="inspector-hex">{unit.hex ?? 'off the map'}{stack.length > 1 ? <RuleText text={` · ${unit.stackIndex + 1} of ${stack.length} in the stack [9.2]`} /> : ''}</dd>
        <dt title="[3.5c]">Movement</dt>
        {/* An assault or a one-hex move [8.15] may spend past the allowance: never show less than nothing left. */}
        <dd data-testid="inspector-movement">{unit.offMapBattery ? 'never moves (off-map battery)' : `${mpLeft(unit)} of ${MOVEMENT_ALLOWANCE} MP left`}</dd>
      </dl>
      <table className="effectiveness" data-testid="inspector-effectiveness">
        <caption>
          <RuleText text={`Effectiveness by mode [3.5b]${unit.effectivenessParenthesized ? ' — in parentheses: opportunity fire only [5.27]' : ''}`} />
        </caption>
        <thead>
          <tr>
            {ALL_MODES.map((m) => (
              <th key={m} className={m === unit.mode ? 'current' : ''}>
                {MODE_LABEL[m]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {ALL_MODES.map((m) => (
              <td key={m} className={m === unit.mode ? 'current' : ''} data-mode={m}>
                {unit.modes.includes(m) ? effectivenessText(unit, m) : 'n/a'}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className="status" data-testid="inspector-status">
        <RuleText text={status.length ? status.join(' · ') : 'Ready: not disrupted, not depleted.'} />
      </p>
      <UnitSituation unit={unit} />
      <ModeChangeButtons unit={unit} onChange={(to) => store.getState().dispatch({ type: 'changeMode', unitId: unit.id, to })} />
      <ExitButton unit={unit} onExit={() => store.getState().dispatch({ type: 'exitMap', unitId: unit.id })} />
      <StackViewer unit={unit} />
    </section>
  );
}

/** [30.51, 30.52] Leave the map, shown only where the scenario opens an edge to this unit now. */
function ExitButton({ unit, onExit }: { unit: Unit; onExit: () => void }) {
  const state = useGame((s) => s.game.current);
  const world = useWorld();
  if (!unit.hex || !state.playArea?.exits?.some((e) => e.side === unit.side)) return null;
  const verdict = validate(state, { type: 'exitMap', unitId: unit.id }, world);
  if (!verdict.ok && verdict.code === 'NO_EXIT_HERE') return null;
  return (
    <div className="exit-map">
      <button type="button" data-testid="exit-map" disabled={!verdict.ok} title={verdict.ok ? 'Leave the map for good by this edge' : `[${verdict.rule}] ${verdict.message}`} onClick={onExit}>
        Leave the map
      </button>
      {!verdict.ok && (
        <p className="why-not">
          <RuleText text={`[${verdict.rule}] ${verdict.message}`} />
        </p>
      )}
    </div>
  );
}

function ModeChangeButtons({ unit, onChange }: { unit: Unit; onChange: (to: Mode) => void }) {
  const state = useGame((s) => s.game.current);
  const world = useWorld();
  const options = unit.modes.filter((m) => m !== unit.mode);
  if (options.length === 0) return null;
  const choices = options.map((to) => ({ to, verdict: validate(state, { type: 'changeMode', unitId: unit.id, to }, world) }));
  const reasons = [...new Set(choices.flatMap(({ verdict }) => (verdict.ok ? [] : [`[${verdict.rule}] ${verdict.message}`])))];
  return (
    <div className="mode-change">
      <h3>
        <RuleText text="Change mode [13.0]" />
      </h3>
      {choices.map(({ to, verdict }) => (
        <div key={to} className="mode-choice">
          <button type="button" disabled={!verdict.ok} title={verdict.ok ? `Change to ${MODE_LABEL[to].toLowerCase()}` : `[${verdict.rule}] ${verdict.message}`} onClick={() => onChange(to)}>
            → {MODE_LABEL[to]}
          </button>
          {verdict.ok && (
            <span className="mode-consequence" data-testid={`mode-consequence-${to}`}>
              {' '}
              <RuleText text={modeChangeConsequence(world, state, unit, to)} />
            </span>
          )}
        </div>
      ))}
      {reasons.map((reason) => (
        <p key={reason} className="why-not" data-testid="mode-change-why-not">
          <RuleText text={reason} />
        </p>
      ))}
    </div>
  );
}

/**
 * The engine keeps a unit's "fired" flag from its shot until the next fire phase begins, because a
 * unit that fired may not move in the movement phase right after [8.0]. Say what it means now: in a
 * fire phase it has fired [5.24]; in the movement phase after, it may not move or assault; in
 * other phases it says nothing (opportunity fire in a movement phase is named as such).
 */
function firedWords(kind: PhaseKind, phasing: boolean): string | false {
  if (kind === 'conditionalFire' || kind === 'freeFire') return 'Has fired this phase [5.24]';
  if (kind === 'conditionalMovement') return phasing ? 'Fired in the fire phase just before: may not move or assault [8.0]' : 'Has fired at a moving enemy this phase [8.4]';
  return false;
}
