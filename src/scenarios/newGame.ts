/**
 * A new game from the scenario registry. With `autoDeploy`, each side's set-up [24.2] is done by
 * `autoDeployment` in the scenario's order, so play opens at the scenario's first phase (the app's
 * "computer sets up both sides" choice); without it the game opens in the set-up, which the
 * players do on the set-up panel (src/ui/DeploymentPanel.tsx).
 */
import { apply } from '../rules/engine/apply';
import { createGame } from '../rules/engine/createGame';
import { autoDeployment } from '../rules/scenario/deployment';
import { namedOptionProblem, type NamedOptionValue } from '../rules/engine/namedOptions';
import type { GameState } from '../rules/core/gameState';
import type { World } from '../rules/world/world';
import type { ScenarioEntry, ScenarioOptions } from './index';

export interface NewGameChoice {
  seed: string;
  options?: ScenarioOptions;
  /** Let the computer set up both sides (default false: the game opens in the set-up). */
  autoDeploy?: boolean;
  /**
   * The players' choice of named rule options (readings of unclear cases and optional rules, the
   * engine's list in rules/engine/namedOptions.ts), over the scenario's own [23.0].
   */
  readings?: Readonly<Record<string, NamedOptionValue>>;
}

export function newScenarioGame(entry: ScenarioEntry, world: World, choice: NewGameChoice): GameState {
  let state = createGame(entry.setup(choice.seed, choice.options));
  if (choice.readings) {
    for (const [name, value] of Object.entries(choice.readings)) {
      const problem = namedOptionProblem(name, value);
      if (problem) throw new Error(`${entry.name}: ${problem}`);
    }
    state = { ...state, options: { ...state.options, ...choice.readings } };
  }
  if (!choice.autoDeploy) return state;
  // One pass per side in the order; stop if a side could not be placed completely.
  for (let pass = 0; state.deployment && pass <= state.deployment.order.length; pass++) {
    for (const command of autoDeployment(state, world)) {
      const result = apply(state, command, world);
      if (!result.ok) throw new Error(`${entry.name}: automatic set-up refused: [${result.rule}] ${result.message}`);
      state = result.state;
    }
  }
  if (state.deployment) throw new Error(`${entry.name}: the automatic set-up could not place every unit`);
  return state;
}
