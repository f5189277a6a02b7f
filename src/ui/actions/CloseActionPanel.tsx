/**
 * Close assault from the selected stack [8.6, 8.7]: the enemy-held hexes next to it; for the chosen
 * one, the engine's preview (top units, differentials, odds, Close Action Value, the chance of each
 * result) and, when the rules allow it now, the button that announces it.
 */
import { useEffect } from 'react';
import { closeActionPreview, type Unit } from '../../rules/api';
import { closeActionChartMarks, setChartMarks } from '../rules/charts/chartMarks';
import { openChart } from '../rules/rulesPanelState';
import { RuleText } from '../rules/RuleText';
import { useGame, useGameStoreApi, useWorld } from '../storeContext';
import { useActionUi } from './actionState';
import { unitName } from './describe';
import { ExplanationView } from './ExplanationView';
import { adjacentEnemyHexes, assaultUnitIds } from './moves';

export function CloseActionPanel({ unit }: { unit: Unit }) {
  const store = useGameStoreApi();
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const { assaultHex, wholeStack, shift, set } = useActionUi();
  const targets = adjacentEnemyHexes(state, unit);
  const target = assaultHex && targets.includes(assaultHex) ? assaultHex : null;
  const unitIds = assaultUnitIds(state, unit, wholeStack && !shift);
  const preview = target ? closeActionPreview(state, world, unitIds, target) : null;
  // The charts in the rules panel light the cells this assault reads [8.72, 8.73].
  const factors = preview && !('ok' in preview) ? preview.factors : null;
  useEffect(() => setChartMarks(factors && target ? { what: `close action: ${unit.name} against ${target}`, closeAction: closeActionChartMarks(factors, world.tables) } : null));
  useEffect(() => () => setChartMarks(null), []);
  if (targets.length === 0) return null;

  return (
    <div className="close-action-panel" data-testid="close-action-panel">
      <h3>
        <RuleText text="Close assault [8.6]" />
      </h3>
      <p className="choices">
        {targets.map((hex) => (
          <button key={hex} type="button" className={hex === target ? 'current' : ''} aria-pressed={hex === target} data-testid={`assault-hex-${hex}`} onClick={() => set({ assaultHex: hex })}>
            {hex}
          </button>
        ))}
      </p>
      {preview && 'ok' in preview && (
        <p className="why-not">
          <RuleText text={`${preview.message} [${preview.rule}]`} />
        </p>
      )}
      {preview && !('ok' in preview) && target && (
        <div className="chosen" data-testid="close-action-preview">
          <p>
            {unitName(state, preview.factors.leadId)} against {unitName(state, preview.factors.defenderTopId)}: odds {preview.factors.odds}, value {preview.factors.value}
            {' '}(effectiveness {preview.factors.effectivenessDifferential >= 0 ? '+' : ''}
            {preview.factors.effectivenessDifferential}, morale {preview.factors.moraleDifferential >= 0 ? '+' : ''}
            {preview.factors.moraleDifferential}; strength {preview.factors.attackStrength} to {preview.factors.defenceStrength})
          </p>
          <ExplanationView explanation={preview.explanation} />
          <p className="chart-links">
            On the charts:{' '}
            <button type="button" className="link" data-testid="close-action-chart" onClick={() => openChart('closeAction')}>
              8.72, 8.73
            </button>
          </p>
          {preview.refusal && (
            <p className="why-not">
              <RuleText text={`${preview.refusal.message} [${preview.refusal.rule}]`} />
            </p>
          )}
          <button
            type="button"
            className="primary"
            data-testid="assault-button"
            disabled={preview.refusal !== null}
            onClick={() => store.getState().dispatch({ type: 'closeAction', unitIds, target })}
          >
            Assault {target} with {unitIds.length} unit{unitIds.length > 1 ? 's' : ''}
          </button>
        </div>
      )}
      {!target && <p className="hint">Pick a hex (or click an adjacent enemy counter) to see the odds first.</p>}
    </div>
  );
}
