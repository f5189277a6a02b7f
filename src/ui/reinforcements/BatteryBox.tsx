/**
 * The off-map battery box [24.4]: the batteries that fire from beyond the map edge, with strength,
 * effectiveness, what they have fired this phase and whether they may fire now (the case and reason
 * when not). "Fire with" selects a battery: the fire panel then lists its targets with spotting,
 * Fire Value and the chance of every result, as for artillery on the map.
 */
import { offMapBatteries, phaseDefinition, strengthLeftToFire, type Nationality, type Side } from '../../rules/api';
import { actionMode } from '../actions/moves';
import { NATIONALITY_LABEL, SIDE_LABEL } from '../labels';
import { RuleText } from '../rules/RuleText';
import { useGame, useGameStoreApi } from '../storeContext';
import { unitById } from '../../rules/api';

function spotterWord(nationality: Nationality | undefined): string {
  return nationality ? NATIONALITY_LABEL[nationality] : 'friendly';
}

export function BatteryBox() {
  const store = useGameStoreApi();
  const state = useGame((s) => s.game.current);
  const selectedUnitId = useGame((s) => s.ui.selectedUnitId);
  if (state.deployment || state.ended) return null;
  const sides = (['allied', 'german'] as const satisfies readonly Side[]).map((side) => ({ side, batteries: offMapBatteries(state, side) })).filter((s) => s.batteries.length > 0);
  if (sides.length === 0) return null;
  const phasing = phaseDefinition(state.phase).phasing;
  return (
    <section className="battery-box" data-testid="battery-box" aria-labelledby="battery-box-heading">
      {sides.map(({ side, batteries }) => (
        <details key={side} open={side === phasing && batteries.some((b) => b.problem === null)}>
          <summary id="battery-box-heading">
            <RuleText text={`${SIDE_LABEL[side]} off-map batteries (${batteries.length}) [24.4]`} />
          </summary>
          {!(side === phasing && actionMode(state) === 'fire') && (
            <p className="hint">
              <RuleText text={`They fire only in the ${SIDE_LABEL[side]} fire phases, at hexes a ${spotterWord(unitById(state, batteries[0]!.unitId)?.offMapBattery?.spotterNationality)} unit on the map sees; never as opportunity fire [24.4].`} />
            </p>
          )}
          <ul>
            {batteries.map(({ unitId, problem }) => {
              const unit = unitById(state, unitId)!;
              const left = strengthLeftToFire(state, unitId);
              const fired = left < unit.strength;
              const chosen = unitId === selectedUnitId;
              return (
                <li key={unitId} className={chosen ? 'current' : ''} data-testid={`battery-${unitId}`}>
                  <span className="name">{unit.name}</span>{' '}
                  <span className="where">
                    {unit.strength}-{unit.effectiveness.dispersed ?? '?'}, range {unit.range} rows from row {unit.offMapBattery?.fromRow} of Map {unit.offMapBattery?.section}
                    {fired ? (left > 0 ? ` · ${left} SP left to fire [5.26]` : ' · has fired [5.24]') : ''}
                  </span>{' '}
                  {problem === null && left > 0 ? (
                    <button type="button" className={chosen ? 'current' : ''} aria-pressed={chosen} data-testid={`battery-fire-${unitId}`} onClick={() => store.getState().selectUnit(unitId)}>
                      Fire with it
                    </button>
                  ) : problem && side === phasing && actionMode(state) === 'fire' ? (
                    <span className="why-not">
                      <RuleText text={`${problem.reason} [${problem.rule}]`} />
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </details>
      ))}
    </section>
  );
}
