/**
 * Is a save's starting position the scenario's own set-up? Replaying a file's moves proves only the
 * moves; a position edited before the first move (a unit at 30 SP, an enemy unit gone, chosen dice,
 * other victory conditions) would replay just as well. So the starting position is rebuilt from the
 * scenario's data — the order of battle, the chosen victory set and rule options, the fresh dice of
 * the file's own seed (the seed itself is random, so any seed is fine) — and each unit the file has
 * already set up is placed again through the engine's own `deploy` command [24.2, 25.21], which
 * refuses a hex outside the unit's zone, the play area, its terrain or the stacking limit (and each
 * entrenchment placed at the set-up through `setUpEntrenchment` [30.6]). The result must equal the
 * file's starting position exactly.
 *
 * A game begun with printed counter values (ARCHITECTURE §6) is rebuilt from `catalogue`, the
 * catalogue with those values: a save declares them in its header (saveFile.ts), and a printed value
 * the header does not declare is refused like any other edit.
 *
 * A game born in the sandbox starts from whatever position the player made there; its file says so
 * (`origin: 'sandbox'`) and is not checked here, and the screen labels it.
 */
import { apply, describeRefusal, namedOptionProblem, type Command, type GameState, type World } from '../rules/api';
import { SCENARIOS, type ScenarioEntry, type ScenarioOptions } from '../scenarios';
import { newScenarioGame } from '../scenarios/newGame';
import type { Catalogue } from '../scenarios/oob/catalogue';
import { firstDifference, jsonEqual } from './replay';
import { allUnitIds, hasUnit, positionWithUnitRecord, unitById } from '../rules/api';

/** Where a game's starting position comes from: a scenario's set-up, or the sandbox. */
export type GameOrigin = 'scenario' | 'sandbox';

/** Why `initial` is not a set-up of its scenario (a plain clause), or null when it is one. */
export function startingPositionProblem(initial: GameState, world: World, catalogue?: Catalogue): string | null {
  const entry = SCENARIOS.find((s) => s.id === initial.scenarioId);
  if (!entry) return `it names a scenario this game does not have ("${initial.scenarioId}")`;
  const chosen = matchingChoice(entry, initial, world, catalogue);
  if (typeof chosen === 'string') return chosen;
  const fresh = asEarlierSetUpEntrenchments(chosen, initial);
  const missing = allUnitIds(fresh).find((id) => !hasUnit(initial, id));
  if (missing) return `${unitById(fresh, missing)!.name} ("${missing}") of ${entry.name}'s order of battle is missing`;
  const extra = allUnitIds(initial).find((id) => !hasUnit(fresh, id));
  if (extra) return `it has a unit "${extra}" that is not in ${entry.name}'s order of battle`;

  // [23.0] named rule options may be set per game, to an allowed value; nothing else may be added.
  for (const name of new Set([...Object.keys(initial.options), ...Object.keys(fresh.options)])) {
    if (jsonEqual(initial.options[name], fresh.options[name])) continue;
    const problem = namedOptionProblem(name, initial.options[name]);
    if (problem) return `its rule options are not the scenario's: ${problem}`;
  }
  const placed = placeAsInFile({ ...fresh, options: { ...initial.options } }, initial, world);
  if (typeof placed === 'string') return placed;
  // Compared as files write them (one units record), so the path names a unit, not a bucket.
  const difference = firstDifference(positionWithUnitRecord(initial), positionWithUnitRecord(placed));
  return difference ? describeDifference(difference, initial, placed, entry) : null;
}

/**
 * [30.6] A file begun in the set-up by a version from before the German player placed his set-up
 * entrenchments himself: that version stood them in the starting position, on the first `count`
 * hexes of the front line's list (the bridges' ends and road crossings; preparedness.ts keeps that
 * order), and its set-up had no entrenchment step, so its moves hold no `setUpEntrenchment`. Such a
 * file is checked against the scenario's set-up in that earlier form, and plays on with those
 * entrenchments (docs/scenarios.md, 30.6). A file begun after the set-up needs nothing: its
 * entrenchments are placed again through `setUpEntrenchment` like a newer file's.
 */
function asEarlierSetUpEntrenchments(fresh: GameState, initial: GameState): GameState {
  const markers = fresh.deployment?.entrenchments;
  if (!markers || !initial.deployment || initial.deployment.entrenchments !== undefined) return fresh;
  const deployment = { ...fresh.deployment! };
  delete deployment.entrenchments;
  return { ...fresh, deployment, entrenchments: markers.hexes.slice(0, markers.count) };
}

/**
 * The scenario's fresh set-up for the victory set and rule options the file shows, or why none fits;
 * its units from `catalogue` when the game was begun with printed values (ARCHITECTURE §6).
 */
function matchingChoice(entry: ScenarioEntry, initial: GameState, world: World, catalogue: Catalogue | undefined): GameState | string {
  const seed = initial.dice.seed;
  const choices = allChoices(entry).map((options) => newScenarioGame(entry, world, { seed, options: catalogue ? { ...options, catalogue } : options }));
  const sameVictory = choices.filter((c) => jsonEqual(c.victory?.definition, initial.victory?.definition));
  if (sameVictory.length === 0) {
    const sets = entry.victorySets.map((v) => `${v.name} [${v.rule}]`).join(', ');
    return `its victory conditions are none of the scenario's sets (${sets})`;
  }
  const ids = allUnitIds(initial).sort();
  const sameUnits = sameVictory.filter((c) => jsonEqual(allUnitIds(c).sort(), ids));
  // a rule option may change only the supply sources (30.44): prefer the choice whose sources match
  return sameUnits.find((c) => jsonEqual(c.supply, initial.supply)) ?? sameUnits[0] ?? sameVictory[0]!;
}

/** Every victory set with every combination of the scenario's rule options. */
function allChoices(entry: ScenarioEntry): ScenarioOptions[] {
  let rules: Record<string, boolean>[] = [{}];
  for (const option of entry.ruleOptions) rules = rules.flatMap((r) => [{ ...r, [option.id]: option.default }, { ...r, [option.id]: !option.default }]);
  return entry.victorySets.flatMap((v) => rules.map((r) => ({ victory: v.id, rules: r })));
}

/**
 * Place the units of every side that has set up in the file (and those the side now setting up has
 * placed) as the file has them, through the engine's `deploy` and `finishDeployment` [24.2]: bottom
 * of each stack first, so each stack is built in the file's order.
 */
function placeAsInFile(fresh: GameState, initial: GameState, world: World): GameState | string {
  const deployment = fresh.deployment;
  if (!deployment) return fresh;
  const now = initial.deployment?.side ?? null;
  if (now !== null && !deployment.order.includes(now)) return `its set-up is under way for a side the scenario does not set up`;
  const sides = now === null ? deployment.order : deployment.order.slice(0, deployment.order.indexOf(now) + 1);
  let state = fresh;
  const step = (command: Command): string | null => {
    const result = apply(state, command, world);
    if (result.ok) {
      state = result.state;
      return null;
    }
    return describeRefusal(result);
  };
  for (const side of sides) {
    const ids = deployment.zones.filter((z) => z.side === side).flatMap((z) => z.unitIds);
    const placed = ids
      .map((id) => unitById(initial, id))
      .filter((u): u is NonNullable<typeof u> => u !== undefined && u.hex !== null)
      .sort((a, b) => (a.hex! < b.hex! ? -1 : a.hex! > b.hex! ? 1 : b.stackIndex - a.stackIndex));
    for (const unit of placed) {
      const refused = step({ type: 'deploy', unitId: unit.id, hex: unit.hex! });
      if (refused) return `${unit.name} ("${unit.id}") stands in ${unit.hex}, where its set-up does not allow it: ${refused}`;
    }
    // [30.6] the entrenchments the side placed at its set-up, in the file's order
    const markers = deployment.entrenchments;
    if (markers?.side === side) {
      for (const hex of initial.entrenchments.filter((h) => markers.hexes.includes(h) && !state.entrenchments.includes(h))) {
        const refused = step({ type: 'setUpEntrenchment', hex });
        if (refused) return `its entrenchment in ${hex} was not placed as the set-up allows: ${refused}`;
      }
    }
    if (side !== now) {
      const refused = step({ type: 'finishDeployment' });
      if (refused) return `its set-up was finished without every unit placed: ${refused}`;
    }
  }
  return state;
}

/** The first difference between the file's starting position and the scenario's, in words. */
function describeDifference(path: readonly string[], initial: GameState, scenario: GameState, entry: ScenarioEntry): string {
  const [area, key, ...rest] = path;
  const show = (value: unknown) => {
    const text = value === undefined ? 'nothing' : JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 57)}…` : text;
  };
  const at = (state: GameState) => path.reduce<unknown>((value, part) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), positionWithUnitRecord(state));
  if (area === 'units' && key !== undefined) {
    const own = unitById(initial, key);
    const theirs = unitById(scenario, key);
    if (!theirs) return `it has a unit "${key}" that is not in ${entry.name}'s order of battle`;
    if (!own) return `${theirs.name} ("${key}") of ${entry.name}'s order of battle is missing`;
    const field = rest.join('.') || 'record';
    return `${theirs.name} ("${key}") has ${field} ${show(at(initial))}, where the scenario's set-up gives ${show(at(scenario))}`;
  }
  if (area === 'dice') return `its dice are not the fresh dice of its seed (${path.join('.')} differs): dice may not be chosen`;
  if (area === 'victory') return `its victory conditions differ from the scenario's (${path.join('.')})`;
  if (area === 'formations') return `its chain of command differs from the order of battle (${path.join('.')})`;
  return `it differs from the scenario's set-up at ${path.join('.')} (${show(at(initial))}, where the scenario has ${show(at(scenario))})`;
}
