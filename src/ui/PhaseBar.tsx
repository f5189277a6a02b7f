/** The turn and phase, who is phasing, and the game-wide buttons. */
import { useRef, useState } from 'react';
import { describeTurn, phaseDefinition, PHASES } from '../rules';
import { DEFAULT_SCENARIO_ID, SCENARIOS, scenarioById } from '../scenarios';
import { newScenarioGame } from '../scenarios/newGame';
import { selectCanRedo, selectCanUndo, type AutosaveStatus } from '../store';
import { SIDE_LABEL } from './labels';
import { useGame, useGameStoreApi, useWorld } from './storeContext';

/** What the bar says about the autosave. */
const AUTOSAVE_WORDS: Readonly<Record<AutosaveStatus, string>> = { idle: '', saving: 'saving…', saved: 'autosaved', failed: 'autosave failed' };

export function PhaseBar() {
  const store = useGameStoreApi();
  const world = useWorld();
  const [scenarioId, setScenarioId] = useState(DEFAULT_SCENARIO_ID);
  const scenario = scenarioById(scenarioId) ?? SCENARIOS[0]!;
  const [victory, setVictory] = useState(scenario.victorySets[0]?.id ?? '');
  const [autoDeploy, setAutoDeploy] = useState(false);
  const turn = useGame((s) => s.game.current.turn);
  const phase = useGame((s) => s.game.current.phase);
  const ended = useGame((s) => s.game.current.ended);
  const settingUp = useGame((s) => s.game.current.deployment?.side ?? null);
  const canUndo = useGame(selectCanUndo);
  const canRedo = useGame(selectCanRedo);
  const autosave = useGame((s) => s.ui.autosave);
  const fileInput = useRef<HTMLInputElement>(null);
  const definition = phaseDefinition(phase);
  const phasing = definition.phasing;

  const save = () => {
    const blob = new Blob([store.getState().exportSave()], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `httr-GT${turn}-phase${phase}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const load = async (file: File | undefined) => {
    if (!file) return;
    store.getState().importSave(await file.text());
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <header className="phase-bar" data-testid="phase-bar">
      <div className="turn">{describeTurn(turn)}</div>
      {settingUp ? (
        <div className={`phase side-${settingUp}`} title="Set-up before play [24.2, 25.21]">
          <span className="phase-number">Before phase {phase}</span>{' '}
          <span className="phase-name" data-testid="phase-name">
            {SIDE_LABEL[settingUp]} set-up
          </span>
          <span className="phasing"> — {SIDE_LABEL[settingUp]} player</span>
        </div>
      ) : (
        <div className={`phase side-${phasing ?? 'none'}`} title={`Cases ${definition.rules.join(', ')}`}>
          <span className="phase-number">
            Phase {phase}/{PHASES.length}
          </span>{' '}
          <span className="phase-name" data-testid="phase-name">
            {definition.name}
          </span>
          {phasing && <span className="phasing"> — {SIDE_LABEL[phasing]} player</span>}
        </div>
      )}
      <div className="buttons">
        <select aria-label="Scenario" data-testid="new-game-scenario" value={scenario.id} title={scenario.description} onChange={(e) => {
          const next = scenarioById(e.target.value) ?? scenario;
          setScenarioId(next.id);
          setVictory(next.victorySets[0]?.id ?? '');
        }}>
          {SCENARIOS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} [{s.rule}]
            </option>
          ))}
        </select>
        <select aria-label="Victory conditions" data-testid="new-game-victory" value={victory} onChange={(e) => setVictory(e.target.value)}>
          {scenario.victorySets.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name} victory [{v.rule}]
            </option>
          ))}
        </select>
        <label className="auto-deploy" title="Skip the set-up [24.2]: the computer places both sides' units">
          <input type="checkbox" checked={autoDeploy} onChange={(e) => setAutoDeploy(e.target.checked)} data-testid="new-game-auto-deploy" /> computer sets up both sides
        </label>
        <button
          type="button"
          onClick={() => {
            const victoryName = scenario.victorySets.find((v) => v.id === victory)?.name ?? victory;
            if (window.confirm(`Start a new game of ${scenario.name} (${victoryName} victory conditions)? The game in progress is replaced (save it first to keep it).`)) {
              // A fresh seed for every new game; the game opens in the set-up unless the computer is to place both sides.
              const seed = `${scenario.id}-${Math.random().toString(36).slice(2, 10)}`;
              store.getState().newGame(newScenarioGame(scenario, world, { seed, options: { victory }, autoDeploy }));
            }
          }}
        >
          New game
        </button>
        <button
          type="button"
          disabled={!!ended || !!settingUp}
          onClick={() => store.getState().dispatch({ type: 'endPhase' })}
          title={settingUp ? 'Play begins when both sides have finished the set-up [24.2]' : 'End this phase (E)'}
        >
          End phase
        </button>
        <button type="button" disabled={!canUndo} onClick={() => store.getState().undo()} title="Undo (Ctrl+Z)">
          Undo
        </button>
        <button type="button" disabled={!canRedo} onClick={() => store.getState().redo()} title="Redo (Ctrl+Y)">
          Redo
        </button>
        <button type="button" onClick={save}>
          Save…
        </button>
        <label className="button">
          Load…
          <input ref={fileInput} type="file" accept="application/json,.json" hidden data-testid="load-input" onChange={(e) => void load(e.target.files?.[0])} />
        </label>
        <span className={`autosave autosave-${autosave}`} title="Autosave to this browser after every command">
          {AUTOSAVE_WORDS[autosave]}
        </span>
      </div>
      {ended && <div className="ended">{ended.reason}</div>}
    </header>
  );
}
