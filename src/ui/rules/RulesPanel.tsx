/**
 * The rules index: a "Rules index" button and, when open, a panel with a searchable list of every
 * case of the team's paraphrase (filter by words and by area) and the chosen case's summary, area,
 * the tables it needs and its related cases. Escape closes it and gives focus back.
 */
import { useDeferredValue, useEffect, useRef, useState, type Ref } from 'react';
import { areaName, tableWords } from './areaNames';
import { RuleLink } from './RuleLink';
import type { RuleEntry } from './rulesIndex';
import { ChartsView } from './charts/ChartsView';
import { chartFor } from './charts/chartList';
import { closeRules, openChart, openRule, openRulesIndex, useRulesPanel } from './rulesPanelState';
import { useRulesIndex, type RulesIndex } from './useRulesIndex';
import { useEscapeLayer } from '../escapeLayers';

/** Longest list drawn at once; the count says how many more match. */
const SHOWN = 200;

export function RulesPanel() {
  const open = useRulesPanel((s) => s.open);
  // "Rules index" shows the list of cases: it closes the panel only when that list is what it shows.
  const showingIndex = useRulesPanel((s) => s.open && s.chart === null);
  useEscapeLayer(open, closeRules, 'panel');
  return (
    <>
      <button type="button" className="rules-index-button" aria-expanded={showingIndex} data-testid="rules-index-button" onClick={() => (showingIndex ? closeRules() : openRulesIndex())}>
        Rules index
      </button>
      <button type="button" className="rules-index-button charts-button" data-testid="charts-button" onClick={() => openChart('tec')}>
        Charts
      </button>
      {open && <OpenPanel />}
    </>
  );
}

/** The panel while the index loads (a moment, on first use), then the index. */
function OpenPanel() {
  const index = useRulesIndex();
  if (index) return <LoadedPanel index={index} />;
  return (
    <section className="rules-panel" role="dialog" aria-label="Rules" aria-busy="true" data-testid="rules-panel">
      <p className="rules-count">Loading the rules index…</p>
    </section>
  );
}

function LoadedPanel({ index }: { index: RulesIndex }) {
  const { RULE_AREAS, RULE_TABLES, RULES, searchRules } = index;
  const selected = useRulesPanel((s) => s.selected);
  const chart = useRulesPanel((s) => s.chart);
  const entry = selected ? RULES.find((r) => r.id === selected) : undefined;
  const [query, setQuery] = useState('');
  const [area, setArea] = useState('');
  const deferredQuery = useDeferredValue(query);
  const results = searchRules(deferredQuery, area || null);
  const panel = useRef<HTMLElement>(null);
  const detail = useRef<HTMLElement>(null);
  const search = useRef<HTMLInputElement>(null);

  // Focus goes into the panel when it opens (and back where it was when it closes: useEscapeLayer).
  useEffect(() => {
    if (!detail.current) search.current?.focus();
  }, []);
  // A case opened from outside the panel (a link in the log, the inspector or a notice) takes the focus.
  useEffect(() => {
    if (selected && !panel.current?.contains(document.activeElement)) detail.current?.focus();
  }, [selected]);

  return (
    <section
      ref={panel}
      className={chart ? 'rules-panel with-charts' : 'rules-panel'}
      role="dialog"
      aria-labelledby="rules-panel-title"
      data-testid="rules-panel"
    >
      <header>
        <h2 id="rules-panel-title">Rules</h2>
        {/* The panel covers the Charts button at the foot of the map: the same way in, from here. */}
        {!chart && (
          <button type="button" className="panel-charts" data-testid="rules-panel-charts" onClick={() => openChart('tec')}>
            Charts
          </button>
        )}
        <button type="button" aria-label="Close the rules" onClick={closeRules}>
          ×
        </button>
      </header>
      {chart && <ChartsView chart={chart} />}
      {!chart && entry && <RuleDetail entry={entry} tables={RULE_TABLES} ref={detail} />}
      {!chart && (
        <>
          <div className="rules-search">
            <input ref={search} type="search" placeholder="Search cases…" aria-label="Search the rules" data-testid="rules-search" value={query} onChange={(e) => setQuery(e.target.value)} />
            <select aria-label="Area" value={area} onChange={(e) => setArea(e.target.value)} data-testid="rules-area">
              <option value="">All areas</option>
              {[...RULE_AREAS].sort((a, b) => areaName(a).localeCompare(areaName(b))).map((a) => (
                <option key={a} value={a}>
                  {areaName(a)}
                </option>
              ))}
            </select>
          </div>
          <p className="rules-count" aria-live="polite">
            {results.length} of {RULES.length} cases{results.length > SHOWN ? ` (first ${SHOWN} shown)` : ''}
          </p>
          <ul className="rules-list" data-testid="rules-list">
            {results.slice(0, SHOWN).map((r) => (
              <li key={r.id}>
                <button type="button" data-rule={r.id} aria-current={r.id === selected ? 'true' : undefined} onClick={() => openRule(r.id)}>
                  <span className="rule-id">{r.id}</span> {r.title}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="rules-source">Summaries in our own words; cite the case numbers to find the printed rule.</p>
    </section>
  );
}

function RuleDetail({ entry, tables, ref }: { entry: RuleEntry; tables: RulesIndex['RULE_TABLES']; ref: Ref<HTMLElement> }) {
  return (
    <article className="rule-detail" tabIndex={-1} ref={ref} aria-labelledby="rule-detail-title" data-testid="rule-detail" data-rule={entry.id}>
      <h3 id="rule-detail-title">Case {entry.label}</h3>
      <p className="rule-summary">{entry.summary}</p>
      <dl>
        <dt>Area</dt>
        <dd>{areaName(entry.area)}</dd>
        {entry.tables.length > 0 && (
          <>
            <dt>Uses</dt>
            <dd>
              {entry.tables.map((t, i) => {
                const chart = chartFor(t);
                const words = tableWords(t, tables);
                return (
                  <span key={t}>
                    {i > 0 && ', '}
                    {chart ? (
                      <button type="button" className="link" data-testid={`rule-chart-${t}`} onClick={() => openChart(chart)}>
                        {words}
                      </button>
                    ) : (
                      words
                    )}
                  </span>
                );
              })}
            </dd>
          </>
        )}
        {entry.related.length > 0 && (
          <>
            <dt>Related</dt>
            <dd className="rule-related">
              {entry.related.map((id) => (
                <RuleLink key={id} rule={id} />
              ))}
            </dd>
          </>
        )}
      </dl>
    </article>
  );
}
