/**
 * The counter sheet: every formation display of the game (German a–n, Allied ground y and z, the
 * England display's serials) with its counters drawn as on the map, the chain of command, when and
 * where each counter arrives and the source of its values; and "Load printed values…", which first
 * says what file it wants (with an example and a template of the values in use to download), then
 * checks the file against every counter, says what it changed, or says plainly why not.
 */
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { counterCatalogue, type Catalogue } from '../../scenarios/oob/catalogue';
import { printedValuesTemplateText } from '../../scenarios/oob/printedTemplate';
import type { DisplayFile } from '../../scenarios/oob/displaySchema';
import type { CounterSpec } from '../../scenarios/oob/types';
import { CounterTile } from './CounterTile';
import { arrivalOf, chainOfCommand, counterById, displayKeyLines, displaysInOrder, formationTree, frontFaceLabel, type FormationNode } from './orderOfBattle';
import { usePrintedValues } from './printedValues';
import './oob.css';

const KIND_WORDS = { printed: 'printed (your file)', 'rules-glimpse': 'given by the rules text', reconstructed: 'reconstructed' } as const;

function faces(c: CounterSpec): string {
  return (['concentrated', 'dispersed', 'travel'] as const)
    .filter((m) => c.effectiveness[m] !== undefined)
    .map((m) => `${m} ${c.parenthesized ? `(${c.effectiveness[m]})` : c.effectiveness[m]}`)
    .join(', ') || (c.bridgeLetter ? `bridge letter ${c.bridgeLetter} [3.41c]` : '—');
}

function CounterDetails({ counter, display }: { counter: CounterSpec; display: DisplayFile }) {
  const catalogue = usePrintedValues((s) => s.catalogue) ?? counterCatalogue();
  const chain = chainOfCommand(catalogue, counter);
  return (
    <aside className="oob-details" data-testid="oob-details" aria-label={`Counter ${counter.name}`}>
      <h3>
        {counter.name} <span className="oob-muted">{frontFaceLabel(counter)}</span>
      </h3>
      <p>{counter.historical}</p>
      <dl>
        <dt>Counter id</dt><dd data-testid="oob-counter-id"><code>{counter.id}</code> (what a printed-values file names)</dd>
        <dt>Type</dt><dd>{counter.type}{counter.airborne ? ', airborne symbol [3.41f]' : ''}</dd>
        <dt>Strength</dt><dd>{counter.strength} SP [3.5a]</dd>
        <dt>Effectiveness</dt><dd>{faces(counter)} [3.5b]</dd>
        <dt>Morale</dt><dd>{counter.morale} [3.5d]</dd>
        <dt>Range</dt><dd>{counter.range} [3.5e]</dd>
        <dt>Modes</dt><dd>{counter.modes.join(', ')}{counter.travelPrinted ? ' ("t" printed)' : ''}</dd>
        <dt>Subordination</dt><dd>{counter.subordination}</dd>
        <dt>Chain of command</dt>
        <dd data-testid="oob-chain">{chain.map((f) => `${f.designation} (${f.name}${f.hqCounterId ? `, HQ ${counterById(catalogue, f.hqCounterId)?.name ?? f.hqCounterId}` : ''})`).join(' → ') || '—'}</dd>
        <dt>Arrives</dt><dd data-testid="oob-arrival">{arrivalOf(catalogue, display, counter)}</dd>
        <dt>Values</dt>
        <dd data-testid="oob-source">
          <strong>{KIND_WORDS[counter.provenance.kind]}</strong>: {counter.provenance.source}
        </dd>
      </dl>
    </aside>
  );
}

function FormationBlock({ node, selected, onSelect, depth }: { node: FormationNode; selected: string | null; onSelect: (id: string) => void; depth: number }) {
  const f = node.formation;
  return (
    <section className="oob-formation" style={{ marginLeft: `${Math.min(depth, 3) * 0.8}em` }} data-testid={`oob-formation-${f.id}`}>
      <h4 title={f.source}>
        {f.designation} <span className="oob-muted">{f.name} · {f.echelon}</span>
      </h4>
      {node.counters.length > 0 && (
        <div className="oob-sheet">
          {node.counters.map((c) => (
            <CounterTile key={c.id} counter={c} selected={selected === c.id} onSelect={() => onSelect(c.id)} />
          ))}
        </div>
      )}
      {node.children.map((child) => (
        <FormationBlock key={child.formation.id} node={child} selected={selected} onSelect={onSelect} depth={depth + 1} />
      ))}
    </section>
  );
}

function SerialBoxes({ display, selected, onSelect }: { display: DisplayFile; selected: string | null; onSelect: (id: string) => void }) {
  const catalogue = usePrintedValues((s) => s.catalogue) ?? counterCatalogue();
  return (
    <>
      {(display.groups ?? []).map((g) => (
        <section key={g.group} className="oob-formation" data-testid={`oob-group-${g.group}`}>
          <h4 title={g.source}>
            Group {g.group} <span className="oob-muted">serials {g.first}–{g.last}</span>
          </h4>
          {(display.serials ?? [])
            .filter((s) => s.group === g.group)
            .map((s) => {
              const counters = s.counterIds.map((id) => counterById(catalogue, id)).filter((c): c is CounterSpec => c !== undefined);
              const leaders = (s.leaderIds ?? []).map((id) => display.leaders.find((l) => l.id === id)?.name ?? id);
              return (
                <div key={s.serial} className="oob-serial" title={s.source}>
                  <span className="oob-serial-label">
                    {s.serial}
                    <small>{counters.reduce((sp, c) => sp + c.strength, 0)} SP</small>
                    {leaders.length > 0 && <small>{leaders.join(', ')}</small>}
                  </span>
                  <div className="oob-sheet">
                    {counters.map((c) => (
                      <CounterTile key={c.id} counter={c} selected={selected === c.id} onSelect={() => onSelect(c.id)} />
                    ))}
                  </div>
                </div>
              );
            })}
        </section>
      ))}
    </>
  );
}

/** What a printed-values file looks like: one counter's entry, shown before the player picks a file. */
const EXAMPLE_ENTRY = `{
  "format": "httr-printed-counters",
  "version": 1,
  "source": "counter sheet 2, my copy",
  "counters": {
    "us-506-2-d": { "strength": 6, "effectiveness": { "concentrated": 3, "dispersed": 1 }, "morale": 3 }
  }
}`;

/** The current values of every counter as a printed-values file, downloaded. */
function downloadTemplate(catalogue: Catalogue, loadedSource: string | null): void {
  const source = loadedSource ? `template of the values loaded from "${loadedSource}"` : 'template of the reconstructed values: correct them against your counter sheets';
  const blob = new Blob([printedValuesTemplateText(catalogue, source)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'httr-printed-values-template.json';
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Says what file it wants (format, an example, the template) before the player picks one [ARCHITECTURE §6]. */
function PrintedValuesHelp({ onChoose, onClose }: { onChoose: () => void; onClose: () => void }) {
  const printed = usePrintedValues();
  const catalogue = printed.catalogue ?? counterCatalogue();
  return (
    <div className="oob-printed-help" role="region" aria-label="The printed-values file" data-testid="oob-printed-help">
      <p>
        A JSON file (<code>.json</code>) with <code>"format": "httr-printed-counters"</code>, <code>"version": 1</code>, a <code>source</code> saying
        where you read the values, and under <code>counters</code> one entry per counter id (shown in each counter's details here) giving only the
        values you correct: <code>strength</code>, <code>effectiveness</code> (per face: concentrated, dispersed, travel), <code>parenthesized</code>,{' '}
        <code>bridgeLetter</code>, <code>morale</code>, <code>range</code>, <code>travelPrinted</code>, <code>modes</code>, <code>airborne</code>. For example:
      </p>
      <pre data-testid="oob-printed-example">{EXAMPLE_ENTRY}</pre>
      <p>
        The easiest start is the template: every counter ({catalogue.oob.counters.length}) with the values in use, one a line. Correct it against your
        counter sheets and load it; the file is checked against every counter and nothing changes if anything in it is wrong.
      </p>
      <div className="oob-printed-actions">
        <button type="button" onClick={() => downloadTemplate(catalogue, printed.source)} data-testid="oob-printed-template">
          Download a template
        </button>
        <button type="button" onClick={onChoose} data-testid="oob-printed-choose">
          Choose a file…
        </button>
        <button type="button" onClick={onClose} data-testid="oob-printed-help-close">
          Cancel
        </button>
      </div>
    </div>
  );
}

/** The display's deployment key and arrival codes, where the sources give them. */
function DisplayKey({ display }: { display: DisplayFile }) {
  const catalogue = usePrintedValues((s) => s.catalogue) ?? counterCatalogue();
  const lines = displayKeyLines(catalogue, display);
  if (lines.length === 0) return null;
  return (
    <details className="oob-key" data-testid="oob-display-key">
      <summary>Deployment key and arrival codes ({lines.length})</summary>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  );
}

function PrintedValuesControl() {
  const input = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState(false);
  const printed = usePrintedValues();
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setAsking(false);
    printed.load(file.name, await file.text());
    e.target.value = '';
  };
  return (
    <div className="oob-printed" data-testid="oob-printed">
      <button type="button" onClick={() => setAsking(true)} aria-expanded={asking} data-testid="oob-load-printed">
        Load printed values…
      </button>
      <input ref={input} type="file" accept=".json,application/json" hidden onChange={onFile} data-testid="oob-printed-file" />
      {asking && <PrintedValuesHelp onChoose={() => input.current?.click()} onClose={() => setAsking(false)} />}
      {printed.catalogue && (
        <>
          <button type="button" onClick={printed.reset} data-testid="oob-reset-printed">
            Back to the reconstructed values
          </button>
          <p role="status" data-testid="oob-printed-status">
            {printed.fileName} ({printed.source}) loaded: {printed.changes.length} value{printed.changes.length === 1 ? '' : 's'} on {printed.counters} counter{printed.counters === 1 ? '' : 's'} changed. New games use them; a game under way keeps the values it began with.
          </p>
          <ul className="oob-changes" data-testid="oob-printed-changes">
            {printed.changes.slice(0, 40).map((c) => (
              <li key={`${c.counterId}-${c.field}`}>
                {c.name}: {c.field} {c.from} → {c.to}
              </li>
            ))}
            {printed.changes.length > 40 && <li>… and {printed.changes.length - 40} more</li>}
          </ul>
        </>
      )}
      {printed.refusal && (
        <p role="alert" className="oob-refusal" data-testid="oob-printed-refusal">
          {printed.refusal}
        </p>
      )}
    </div>
  );
}

export function OrderOfBattleView({ onClose }: { onClose: () => void }) {
  const catalogue = usePrintedValues((s) => s.catalogue) ?? counterCatalogue();
  const displays = useMemo(() => displaysInOrder(catalogue), [catalogue]);
  const [letter, setLetter] = useState<string>(displays[0]?.display ?? 'a');
  const [selected, setSelected] = useState<string | null>(null);
  const display = displays.find((d) => d.display === letter) ?? displays[0]!;
  const counter = selected ? counterById(catalogue, selected) : undefined;
  const sp = display.counters.reduce((sum, c) => sum + (counterById(catalogue, c.id)?.strength ?? 0), 0);
  return (
    <div className="oob-backdrop">
      <section className="oob-view" role="dialog" aria-modal="true" aria-label="Order of battle" data-testid="oob-view">
        <header>
          <h2>Order of battle</h2>
          <PrintedValuesControl />
          <button type="button" onClick={onClose} data-testid="oob-close" autoFocus>
            Close
          </button>
        </header>
        <nav className="oob-displays" aria-label="Formation displays">
          {displays.map((d) => (
            <button key={d.display} type="button" aria-pressed={d.display === display.display} data-testid={`oob-display-${d.display}`} title={d.title} onClick={() => { setLetter(d.display); setSelected(null); }}>
              {d.display === 'england' ? 'England' : d.display}
            </button>
          ))}
        </nav>
        <div className="oob-body">
          <main className="oob-main">
            <p className="oob-title" data-testid="oob-display-title">
              <strong>{display.display === 'england' ? display.title : `Display ${display.display}: ${display.title}`}</strong> · {display.counters.length} counters, {sp} SP ·{' '}
              <span className="oob-muted">{display.source}</span>
            </p>
            <DisplayKey display={display} />
            {display.serials ? (
              <SerialBoxes display={display} selected={selected} onSelect={setSelected} />
            ) : (
              formationTree(catalogue, display).map((node) => <FormationBlock key={node.formation.id} node={node} selected={selected} onSelect={setSelected} depth={0} />)
            )}
          </main>
          {counter ? <CounterDetails counter={counter} display={display} /> : <aside className="oob-details oob-muted">Click a counter to see its values, chain of command, arrival and sources.</aside>}
        </div>
      </section>
    </div>
  );
}
