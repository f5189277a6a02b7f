/**
 * The sandbox's edit panel: for the unit last selected, its mode, strength, disruption, Depleted
 * marker and supply, moving it to the hex last clicked or taking it off; for that hex, a unit from
 * those off the map (grouped by side and formation, with a filter) or a copy; the Game-Turn and
 * phase; a new seed for the dice. Each edit goes through the engine's sandbox edits: a refusal
 * shows its case and reason, a warning what the game would not have allowed.
 */
import { useEffect, useMemo, useState } from 'react';
import { PHASES, phaseDefinition, unitsOffMap, unitSupply, type GameState, type HexId, type PhaseNumber, type Unit } from '../../rules/api';
import { nameOf } from '../inspector/unitSituation';
import { MODE_LABEL, SIDE_LABEL } from '../labels';
import { RuleText } from '../rules/RuleText';
import { useGame, useWorld } from '../storeContext';
import { useSandbox } from './sandboxContext';
import { outcomeText, type SandboxSession } from './sandboxSession';
import { unitById } from '../../rules/api';

/** Longest list of units to place drawn at once; the filter narrows it. */
const SHOWN = 80;

export function SandboxPanel({ session }: { session: SandboxSession }) {
  const [collapsed, setCollapsed] = useState(false);
  const selected = useGame((s) => s.ui.selectedUnitId);
  const cursor = useGame((s) => s.ui.cursorHex);
  const state = useGame((s) => s.game.current);
  const unitId = useSandbox(session, (s) => s.unitId);
  const outcome = useSandbox(session, (s) => s.outcome);
  const edits = useSandbox(session, (s) => s.edits);
  // The panel keeps working on the last unit selected while the player clicks hexes.
  useEffect(() => {
    if (selected) session.getState().focusUnit(selected);
  }, [selected, session]);
  const unit = unitId ? unitById(state, unitId) : undefined;

  return (
    <section className={`sandbox-panel${collapsed ? ' collapsed' : ''}`} data-testid="sandbox-panel" aria-label="Sandbox edits">
      <header>
        <h2>Sandbox edits</h2>
        <button type="button" aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
          {collapsed ? 'Show' : 'Hide'}
        </button>
      </header>
      {!collapsed && (
        <div className="sandbox-body">
          <p className="hint">Fire and close action are tried with the usual panels on the right, which show the chances before you roll; Undo takes a tried roll back.</p>
          {outcome && (
            <p className={`sandbox-outcome ${outcome.ok ? (outcome.warnings.length ? 'warning' : 'done') : 'refused'}`} data-testid="sandbox-outcome" role="status">
              <RuleText text={outcomeText(outcome)} />
            </p>
          )}
          <UnitEdits session={session} state={state} unit={unit} hex={cursor} />
          <HexEdits session={session} state={state} hex={cursor} unit={unit} />
          <ClockEdits key={`${state.turn}-${state.phase}-${state.dice.seed}`} session={session} state={state} />
          {edits.length > 0 && (
            <details className="sandbox-edits">
              <summary>
                {edits.length} edit{edits.length === 1 ? '' : 's'} so far
              </summary>
              <ol>
                {edits.map((e, i) => (
                  <li key={i}>{e}</li>
                ))}
              </ol>
              <button type="button" onClick={() => session.getState().startOver()}>
                Start over from the game’s position
              </button>
            </details>
          )}
        </div>
      )}
    </section>
  );
}

function UnitEdits({ session, state, unit, hex }: { session: SandboxSession; state: GameState; unit: Unit | undefined; hex: HexId | null }) {
  const edit = session.getState().edit;
  if (!unit) {
    return (
      <fieldset className="sandbox-unit">
        <legend>Unit</legend>
        <p className="hint">Click a counter to change it.</p>
      </fieldset>
    );
  }
  const strengths = Array.from({ length: unit.printedStrength }, (_, i) => i + 1);
  return (
    <fieldset className="sandbox-unit" data-testid="sandbox-unit">
      <legend>
        {unit.name} <span className={`side side-${unit.side}`}>{SIDE_LABEL[unit.side]}</span> {unit.hex ? `in ${unit.hex}` : unit.eliminated ? '(eliminated)' : '(off the map)'}
      </legend>
      <label>
        Mode{' '}
        <select data-testid="sandbox-mode" value={unit.mode} onChange={(e) => edit({ kind: 'setMode', unitId: unit.id, mode: e.target.value as Unit['mode'] })}>
          {unit.modes.map((m) => (
            <option key={m} value={m}>
              {MODE_LABEL[m]}
            </option>
          ))}
        </select>
      </label>
      {unit.printedStrength > 0 && (
        <label>
          Strength{' '}
          <select data-testid="sandbox-strength" value={unit.strength} onChange={(e) => edit({ kind: 'setStrength', unitId: unit.id, strength: Number(e.target.value) })}>
            {unit.strength < 1 && <option value={unit.strength}>{unit.strength}</option>}
            {strengths.map((n) => (
              <option key={n} value={n}>
                {n} of {unit.printedStrength} SP
              </option>
            ))}
          </select>
        </label>
      )}
      {unit.type !== 'leader' && (
        <div className="sandbox-flags">
          <label>
            <input type="checkbox" data-testid="sandbox-disrupted" checked={unit.status.disrupted} onChange={(e) => edit({ kind: 'setDisrupted', unitId: unit.id, disrupted: e.target.checked })} /> Disrupted
          </label>
          <label>
            <input type="checkbox" data-testid="sandbox-depleted" checked={unit.status.depleted} onChange={(e) => edit({ kind: 'setDepleted', unitId: unit.id, depleted: e.target.checked })} /> Depleted
          </label>
        </div>
      )}
      <SupplyLine session={session} state={state} unit={unit} />
      {unit.hex && phaseDefinition(state.phase).kind === 'conditionalMovement' && (
        <p className="hint">In a movement phase a click on a hex it can reach moves it by the rules; press Escape first to pick a hex to put it in.</p>
      )}
      <div className="sandbox-buttons">
        {unit.hex ? (
          <>
            <button type="button" data-testid="sandbox-move" disabled={!hex || hex === unit.hex} title={hex ? undefined : 'Click a hex on the map first'} onClick={() => hex && edit({ kind: 'moveUnit', unitId: unit.id, hex })}>
              Move to {hex && hex !== unit.hex ? hex : 'the hex you click'}
            </button>
            <button type="button" data-testid="sandbox-remove" onClick={() => edit({ kind: 'removeUnit', unitId: unit.id })}>
              Take off the map
            </button>
          </>
        ) : (
          <button type="button" data-testid="sandbox-place-focused" disabled={!hex} onClick={() => hex && edit({ kind: 'placeUnit', unitId: unit.id, hex })}>
            Place in {hex ?? 'the hex you click'}
          </button>
        )}
        {unit.type !== 'hq' && unit.type !== 'leader' && !unit.offMapBattery && (
          <button type="button" data-testid="sandbox-copy" disabled={!hex} onClick={() => hex && edit({ kind: 'placeUnit', unitId: unit.id, hex, copy: true })}>
            Put a copy in {hex ?? 'the hex you click'}
          </button>
        )}
      </div>
    </fieldset>
  );
}

/** An HQ's supply is set (its Depleted marker, 11.23); any other unit's is traced where it stands [11.31]. */
function SupplyLine({ session, state, unit }: { session: SandboxSession; state: GameState; unit: Unit }) {
  const world = useWorld();
  const verdict = useMemo(() => (unit.hex && unit.type !== 'hq' ? unitSupply(state, world, unit.id) : null), [state, world, unit.id, unit.hex, unit.type]);
  if (unit.type === 'hq') {
    return (
      <label>
        Supply{' '}
        <select data-testid="sandbox-supply" value={unit.status.depleted ? 'out' : 'in'} onChange={(e) => session.getState().edit({ kind: 'setSupply', unitId: unit.id, supplied: e.target.value === 'in' })}>
          <option value="in">In supply</option>
          <option value="out">Out of supply (Depleted) </option>
        </select>
      </label>
    );
  }
  if (!verdict) return null;
  const via = verdict.supplied ? nameOf(state, verdict.via) : '';
  const text = verdict.supplied ? `Supply: traced now, in supply via ${via} [${verdict.rule}]` : `Supply: traced now, out of supply — ${verdict.reason} [${verdict.rule}]`;
  return (
    <p className="sandbox-supply-trace" data-testid="sandbox-supply-trace">
      <RuleText text={`${text}. Move it or set an HQ's supply to change it.`} />
    </p>
  );
}

function formationName(state: GameState, unit: Unit): string {
  const f = unit.formationId ? state.formations[unit.formationId] : undefined;
  return f ? f.designation : 'independent';
}

function HexEdits({ session, state, hex, unit }: { session: SandboxSession; state: GameState; hex: HexId | null; unit: Unit | undefined }) {
  const [filter, setFilter] = useState('');
  const pool = useMemo(() => unitsOffMap(state), [state]);
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matching = pool.filter((u) => {
    const text = `${u.name} ${u.subordination} ${SIDE_LABEL[u.side]} ${formationName(state, u)} ${u.type}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
  const shown = matching.slice(0, SHOWN);
  const groups = new Map<string, Unit[]>();
  for (const u of shown) {
    const key = `${SIDE_LABEL[u.side]} — ${formationName(state, u)}`;
    const list = groups.get(key);
    if (list) list.push(u);
    else groups.set(key, [u]);
  }
  const target = hex ?? unit?.hex ?? null;
  return (
    <fieldset className="sandbox-hex" data-testid="sandbox-hex">
      <legend>{target ? `Add a unit to ${target}` : 'Add a unit'}</legend>
      {!target && <p className="hint">Click a hex on the map, then choose a unit that is off the map.</p>}
      <input type="search" placeholder="Filter units off the map…" aria-label="Filter units off the map" data-testid="sandbox-filter" value={filter} onChange={(e) => setFilter(e.target.value)} />
      <p className="hint">
        {matching.length} of {pool.length} units off the map{matching.length > SHOWN ? ` (first ${SHOWN} shown)` : ''}
      </p>
      <div className="sandbox-pool">
        {[...groups].map(([group, units]) => (
          <div key={group} className="sandbox-group">
            <h4>{group}</h4>
            <ul>
              {units.map((u) => (
                <li key={u.id}>
                  <button type="button" data-testid={`sandbox-place-${u.id}`} disabled={!target} onClick={() => target && session.getState().edit({ kind: 'placeUnit', unitId: u.id, hex: target })}>
                    {u.name}
                  </button>
                  <span className="why-off">{u.eliminated ? 'eliminated' : u.arrival ? `arrives GT ${u.arrival.turn}` : 'off the map'}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** Keyed by turn, phase and seed, so its fields start again from the game whenever those change. */
function ClockEdits({ session, state }: { session: SandboxSession; state: GameState }) {
  const [turn, setTurn] = useState(String(state.turn));
  const [phase, setPhase] = useState<PhaseNumber>(state.phase);
  const [seed, setSeed] = useState(`${state.dice.seed}-1`);
  return (
    <fieldset className="sandbox-clock">
      <legend>Game-Turn and phase, dice</legend>
      <div className="sandbox-row">
        <label>
          GT <input type="number" min={1} max={state.lastTurn} data-testid="sandbox-turn" value={turn} onChange={(e) => setTurn(e.target.value)} />
        </label>
        <select aria-label="Phase" data-testid="sandbox-phase" value={phase} onChange={(e) => setPhase(Number(e.target.value) as PhaseNumber)}>
          {PHASES.map((p) => (
            <option key={p.number} value={p.number}>
              {p.number}. {p.name}
            </option>
          ))}
        </select>
        <button type="button" data-testid="sandbox-set-phase" onClick={() => session.getState().edit({ kind: 'setPhase', turn: Number(turn), phase })}>
          Set
        </button>
      </div>
      <div className="sandbox-row">
        <label>
          Seed <input type="text" data-testid="sandbox-seed" value={seed} onChange={(e) => setSeed(e.target.value)} />
        </label>
        <button type="button" data-testid="sandbox-reseed" onClick={() => session.getState().edit({ kind: 'reseed', seed })}>
          Reseed the dice
        </button>
      </div>
      <p className="hint">Now seed “{state.dice.seed}”, {state.dice.rolled} dice rolled.</p>
    </fieldset>
  );
}
