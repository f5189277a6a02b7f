/**
 * The New game dialog: the scenario, its victory conditions [24.6] and rule options, the readings
 * and optional rules of the engine [23.0], the seed of the
 * dice (prefilled at random, editable so a game can be played again), whether the computer sets up
 * both sides [24.2], and the players' settings (hot-seat or solo, automatic decisions, Undo).
 * Starting replaces the game in progress. Escape or Cancel closes it without changing anything.
 */
import { useState } from 'react';
import { useEscapeLayer } from '../escapeLayers';
import { describeTurn, phaseDefinition, type NamedOptionValue } from '../../rules/api';
import { DEFAULT_SCENARIO_ID, SCENARIOS, scenarioById, type ScenarioEntry } from '../../scenarios';
import { newScenarioGame } from '../../scenarios/newGame';
import { usePrintedValues } from '../oob/printedValues';
import { freshSeed } from '../../store';
import { useGame, useGameStoreApi, useWorld } from '../storeContext';
import { useFlowScreen } from './flowScreen';
import { PlayerSettingsFields } from './PlayerSettingsFields';
import { RuleReadingsFields } from './RuleReadingsFields';
import { settingsOf, useSession, type SessionSettings } from './sessionState';
import './flow.css';

/** A fresh seed for the dice: the scenario id and 64 random bits from the platform's crypto. */
export function randomSeed(scenario: ScenarioEntry): string {
  return freshSeed(scenario.id);
}

function ruleDefaults(scenario: ScenarioEntry): Record<string, boolean> {
  return Object.fromEntries(scenario.ruleOptions.map((o) => [o.id, o.default]));
}

function closeNewGame(): void {
  useFlowScreen.getState().set({ newGameOpen: false });
}

export function NewGameDialog() {
  const open = useFlowScreen((s) => s.newGameOpen);
  useEscapeLayer(open, closeNewGame, 'modal');
  if (!open) return null;
  return <NewGameForm />;
}

function NewGameForm() {
  const store = useGameStoreApi();
  const world = useWorld();
  const current = useGame((s) => s.game.current);
  // A game with moves (or one opened from a file) is worth a warning; a fresh game nobody has played is not.
  const played = useGame((s) => s.game.log.length > 0 || s.ui.loadCheck !== null);
  const [scenario, setScenario] = useState<ScenarioEntry>(() => scenarioById(DEFAULT_SCENARIO_ID) ?? SCENARIOS[0]!);
  const [victory, setVictory] = useState(scenario.victorySets[0]?.id ?? '');
  const [rules, setRules] = useState<Record<string, boolean>>(() => ruleDefaults(scenario));
  const [seed, setSeed] = useState(() => randomSeed(scenario));
  const [autoDeploy, setAutoDeploy] = useState(false);
  const [readings, setReadings] = useState<Record<string, NamedOptionValue>>({});
  const [settings, setSettings] = useState<SessionSettings>(() => settingsOf(useSession.getState()));
  const [problem, setProblem] = useState<string | null>(null);
  const printedCatalogue = usePrintedValues((s) => s.catalogue);
  const printedSource = usePrintedValues((s) => s.source);

  const chooseScenario = (id: string) => {
    const next = scenarioById(id) ?? scenario;
    setScenario(next);
    setVictory(next.victorySets[0]?.id ?? '');
    setRules(ruleDefaults(next));
    setSeed(randomSeed(next));
  };

  const start = () => {
    const trimmed = seed.trim();
    if (!trimmed) {
      setProblem('The seed may not be empty: it is what the dice are rolled from.');
      return;
    }
    let initial;
    try {
      initial = newScenarioGame(scenario, world, { seed: trimmed, options: { victory, rules, catalogue: printedCatalogue ?? undefined }, autoDeploy, readings });
    } catch (error) {
      setProblem(`The game could not be set up: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    // [4.0] The Undo setting goes with the game; in hot-seat both players agree on it here, at the start.
    const result = store.getState().newGame(initial, { undo: { rule: settings.undo, fixed: settings.playStyle === 'hotSeat' } });
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    const session = useSession.getState();
    session.setSettings(settings);
    session.handOverTo(null);
    useFlowScreen.getState().set({ newGameOpen: false, summaryOpen: false, skipSummaryFor: null, reportDismissed: null, autoHold: null });
  };

  const where = current.ended ? 'a finished game' : `${describeTurn(current.turn)}, ${current.deployment ? 'set-up' : `${phaseDefinition(current.phase).name} Phase`}`;
  return (
    <div className="flow-backdrop">
      <form
        className="flow-dialog new-game-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="new-game-title"
        data-testid="new-game-dialog"
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <h2 id="new-game-title">New game</h2>
        {/* The choices scroll inside the dialog; the warning and Start stay in view below them at any window height. */}
        <div className="dialog-body" data-testid="new-game-body">
          <div className="field-grid">
            <label htmlFor="new-game-scenario">Scenario</label>
            <select id="new-game-scenario" autoFocus value={scenario.id} title={scenario.description} onChange={(e) => chooseScenario(e.target.value)} data-testid="new-game-scenario">
              {SCENARIOS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} [{s.rule}]
                </option>
              ))}
            </select>
            <label htmlFor="new-game-victory">Victory conditions</label>
            <select id="new-game-victory" value={victory} onChange={(e) => setVictory(e.target.value)} data-testid="new-game-victory">
              {scenario.victorySets.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name} [{v.rule}]
                </option>
              ))}
            </select>
            <label htmlFor="new-game-seed">Seed of the dice</label>
            <span className="seed">
              <input
                id="new-game-seed"
                // In hot-seat the fresh seed stays hidden (it would tell the dice); it is shown after the game.
                type={settings.playStyle === 'hotSeat' ? 'password' : 'text'}
                autoComplete="off"
                value={seed}
                spellCheck={false}
                onChange={(e) => setSeed(e.target.value)}
                title="The same seed, scenario and choices give the same dice: type an earlier game's seed to play it again"
                data-testid="new-game-seed"
              />
              <button type="button" onClick={() => setSeed(randomSeed(scenario))}>
                New seed
              </button>
            </span>
          </div>
          <p className="scenario-description">{scenario.description}</p>

          {scenario.ruleOptions.length > 0 && (
            <fieldset className="rule-options">
              <legend>Rule options</legend>
              {scenario.ruleOptions.map((option) => (
                <label key={option.id}>
                  <input
                    type="checkbox"
                    checked={rules[option.id] ?? option.default}
                    onChange={(e) => setRules({ ...rules, [option.id]: e.target.checked })}
                    data-testid={`new-game-rule-${option.id}`}
                  />{' '}
                  {option.label} [{option.rule}]
                </label>
              ))}
            </fieldset>
          )}

          <RuleReadingsFields scenarioId={scenario.id} value={readings} onChange={setReadings} />

          <label className="auto-deploy" title="Skip the set-up [24.2]: the computer places both sides' units">
            <input type="checkbox" checked={autoDeploy} onChange={(e) => setAutoDeploy(e.target.checked)} data-testid="new-game-auto-deploy" /> The computer sets up both sides
            [24.2]
          </label>

          <PlayerSettingsFields value={settings} onChange={setSettings} idPrefix="new-game" />

          <p className="scenario-description" data-testid="new-game-counter-values">
            Counter values: {printedSource ? `printed values loaded from "${printedSource}" (Counters → Load printed values…)` : 'the reconstructed ones (Counters → Load printed values… to use your own)'}.
          </p>
        </div>
        <footer className="dialog-footer">
          {played && (
            <p className="warning" role="note">
              Starting replaces the game in progress ({where}). Save it first to keep it.
            </p>
          )}
          {problem && (
            <p className="problem" role="alert">
              {problem}
            </p>
          )}
          <div className="dialog-buttons">
            <button type="submit" className="primary" data-testid="new-game-start">
              Start
            </button>
            <button type="button" onClick={closeNewGame}>
              Cancel
            </button>
          </div>
        </footer>
      </form>
    </div>
  );
}
