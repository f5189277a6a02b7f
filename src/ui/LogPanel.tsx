/**
 * Every command and what it did, newest last, dice included. Each entry is a button: pointing at
 * it or focusing it rings on the map the hexes it concerns (src/ui/log/entryHexes.ts); a click pins
 * that highlight until clicked again and centres the map on the entry's first hex. The list follows
 * the newest entry unless the player has scrolled up to read.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { phaseDefinition, type GameState, type Side } from '../rules/api';
import { describeCommand, type LogEntry } from '../store';
import { formatEvent } from './formatEvent';
import { entryDice, entryHexes } from './log/entryHexes';
import { shownEntry, useLogFocus } from './log/logFocus';
import { requestMapCentre } from './mapCentreRequest';
import { LOG_KIND_WORDS, LOG_KINDS, logEntryShown, NO_LOG_FILTER, type LogFilter, type LogKind } from './log/logFilter';
import { logHighlights } from './log/logHighlights';
import { logRows, rowOfIndex, type LogRow } from './log/moveRuns';
import { SIDE_LABEL } from './labels';
import './log/log.css';
import { useTransientHighlights } from './overlays/transientHighlights';
import { RuleText } from './rules/RuleText';
import { LetterText } from './airLanding/ResultBadge';
import { logLineLetters } from './airLanding/resultWords';

import { useGame } from './storeContext';
import { reasonFor, useComputerStatus, type ComputerReason } from './flow/computerStatus';
import { unitById } from '../rules/api';

/** Log lines that carry a result letter of the Air Landing Table [14.92, 23.3]. */
const LETTERED_EVENTS: ReadonlySet<string> = new Set(['serialFlown', 'supplyheadDropped']);

/** How close to the bottom (px) still counts as "reading the newest". */
const STICK_SLACK = 24;
/** A scroll this soon after the player's wheel, touch, key or pointer counts as the player's. */
const USER_SCROLL_MS = 1500;

export function LogPanel() {
  const log = useGame((s) => s.game.log);
  const state = useGame((s) => s.game.current);
  const shown = useLogFocus(shownEntry);
  const pinned = useLogFocus((s) => s.pinned);
  const scroller = useRef<HTMLElement>(null);
  const stick = useRef(true);
  const userScrollAt = useRef(0);
  // Entries arrived while the reader was scrolled up: the "Newest" button shows.
  const [behind, setBehind] = useState(false);
  const toNewest = () => {
    const el = scroller.current;
    stick.current = true;
    setBehind(false);
    if (el) el.scrollTop = el.scrollHeight;
  };
  // The filter belongs to one game: a new or loaded game starts with every entry shown.
  const initial = useGame((s) => s.game.initial);
  const [filterOf, setFilterOf] = useState<{ initial: GameState; filter: LogFilter }>({ initial, filter: NO_LOG_FILTER });
  const filter = filterOf.initial === initial ? filterOf.filter : NO_LOG_FILTER;
  const setFilter = (next: LogFilter) => setFilterOf({ initial, filter: next });
  const filtered = filter.side !== null || filter.kind !== null || filter.text.trim() !== '';
  const shownIndices = useMemo(
    () => log.flatMap((entry, i) => (!filtered || logEntryShown(entry, `${commandWords(entry, state)} ${entry.events.map((e) => formatEvent(e, (id) => unitById(state, id)?.name)).join(' ')}`, state, filter) ? [i] : [])),
    [log, state, filter, filtered],
  );
  // A computer move is one row however many steps it took (the log itself keeps every step).
  const reasons = useComputerStatus((s) => s.reasons);
  const rows = useMemo(() => logRows(log, (i) => runKeyOf(reasons, i, log[i]!.command)), [log, reasons]);
  const rowOf = useMemo(() => rowOfIndex(rows), [rows]);
  const shownRows = useMemo(() => {
    const visible = new Set(shownIndices);
    return rows.filter((row) => (row.kind === 'entry' ? visible.has(row.index) : row.indices.some((i) => visible.has(i))));
  }, [rows, shownIndices]);
  const markUserScroll = () => {
    userScrollAt.current = Date.now();
  };

  // An undo can remove the pinned entry.
  useEffect(() => {
    const s = useLogFocus.getState();
    if (s.pinned !== null && s.pinned >= log.length) s.unpin();
    if (s.hovered !== null && s.hovered >= log.length) s.hover(null);
  }, [log.length]);

  const hexes = useMemo(() => {
    const row = shown === null ? undefined : rowOf.get(shown);
    if (!row) return null;
    // A run shows its whole path (each step's own hexes, without repeats).
    const indices = row.kind === 'entry' ? [row.index] : row.indices;
    return [...new Set(indices.flatMap((i) => entryHexes(log[i]!, state)))];
  }, [shown, rowOf, log, state]);
  useEffect(() => {
    useTransientHighlights.getState().setLayer('log', hexes && hexes.length > 0 ? logHighlights(hexes) : null);
  }, [hexes]);
  useEffect(() => () => useTransientHighlights.getState().setLayer('log', null), []);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
    else if (el && log.length > 0) setBehind(true);
  }, [log.length]);
  // Text grown or the panel resized: a reader at the newest entry stays there.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stick.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.lastElementChild ?? el.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <section
      className="log"
      data-testid="log"
      aria-labelledby="log-heading"
      ref={scroller}
      // Only the player's own scrolling (wheel, touch, keys, the scroll bar) decides whether the
      // list keeps to the newest entry; focus moves and layout changes scroll it too and must not.
      onWheel={markUserScroll}
      onTouchStart={markUserScroll}
      onKeyDown={markUserScroll}
      onPointerDown={markUserScroll}
      onScroll={(e) => {
        if (Date.now() - userScrollAt.current > USER_SCROLL_MS) return;
        const el = e.currentTarget;
        stick.current = el.scrollTop + el.clientHeight >= el.scrollHeight - STICK_SLACK;
        if (stick.current) setBehind(false);
      }}
    >
      <h2 id="log-heading">Log</h2>
      {log.length === 0 && <p className="hint">Nothing has happened yet.</p>}
      {log.length > 0 && <p className="log-help">Point at an entry to see its hexes on the map; click to pin and centre.</p>}
      {log.length > 0 && (
        <div className="log-filter" data-testid="log-filter">
          <select aria-label="Side" data-testid="log-filter-side" value={filter.side ?? ''} onChange={(e) => setFilter({ ...filter, side: (e.target.value || null) as Side | null })}>
            <option value="">Both sides</option>
            <option value="allied">{SIDE_LABEL.allied}</option>
            <option value="german">{SIDE_LABEL.german}</option>
          </select>
          <select aria-label="Kind" data-testid="log-filter-kind" value={filter.kind ?? ''} onChange={(e) => setFilter({ ...filter, kind: (e.target.value || null) as LogKind | null })}>
            <option value="">Everything</option>
            {LOG_KINDS.map((k) => (
              <option key={k} value={k}>
                {LOG_KIND_WORDS[k]}
              </option>
            ))}
          </select>
          <input type="search" aria-label="Unit or words" placeholder="Unit…" data-testid="log-filter-text" value={filter.text} onChange={(e) => setFilter({ ...filter, text: e.target.value })} />
          {filtered && (
            <span className="log-filter-count" data-testid="log-filter-count">
              {shownIndices.length} of {log.length}
            </span>
          )}
        </div>
      )}
      <ol>
        {shownRows.map((row) =>
          row.kind === 'entry' ? (
            <LogItem key={row.index} entry={log[row.index]!} index={row.index} shown={shown === row.index} pinned={pinned === row.index} state={state} />
          ) : (
            <MoveRunItem key={row.indices[0]} run={row} log={log} shown={shown !== null && row.indices.includes(shown)} pinned={pinned !== null && row.indices.includes(pinned)} state={state} />
          ),
        )}
      </ol>
      {behind && (
        <button type="button" className="log-newest" data-testid="log-newest" onClick={toNewest} title="Scroll to the newest entry and keep following new ones">
          ↓ Newest
        </button>
      )}
    </section>
  );
}

/** The plan a computer's step belongs to (its side and reason), or null when no computer gave it. */
function runKeyOf(reasons: Record<number, ComputerReason>, index: number, command: LogEntry['command']): string | null {
  const reason = reasonFor(reasons, index, command);
  return reason ? `${reason.side}: ${reason.reason}` : null;
}

/** Set-up commands are given before play begins [24.2], whatever phase number the game shows. */
const SET_UP_COMMANDS: ReadonlySet<string> = new Set(['deploy', 'setUpEntrenchment', 'liftSetUpEntrenchment', 'finishDeployment']);

/** The command in words, with unit names in place of the ids the engine uses. */
function commandWords(entry: LogEntry, state: GameState): string {
  return describeCommand(entry.command).replace(/"([^"]+)"/g, (quoted, id: string) => unitById(state, id)?.name ?? quoted);
}

function LogItem({ entry, index, shown, pinned, state }: { entry: LogEntry; index: number; shown: boolean; pinned: boolean; state: GameState }) {
  const focus = useLogFocus.getState;
  const dice = entryDice(entry);
  const when = SET_UP_COMMANDS.has(entry.command.type) ? 'Set-up' : phaseDefinition(entry.phase).name;
  const head = `GT ${entry.turn} · ${when}: ${commandWords(entry, state)}`;
  const nameOf = (id: string) => unitById(state, id)?.name;
  const reason = useComputerStatus((s) => reasonFor(s.reasons, index, entry.command));
  const diceText = dice.length > 0 ? `dice ${dice.map((d) => d.join('+')).join(', ')}` : '';
  return (
    <li
      className={`log-entry${shown ? ' shown' : ''}${pinned ? ' pinned' : ''}`}
      data-testid={`log-entry-${index}`}
      onMouseEnter={() => focus().hover(index)}
      onMouseLeave={() => focus().hover(null)}
    >
      <button
        type="button"
        className="log-entry-head"
        aria-pressed={pinned}
        aria-label={`${head}${diceText ? `, ${diceText}` : ''}. ${pinned ? 'Pinned on the map; click to unpin.' : 'Show on the map.'}`}
        onFocus={() => focus().hover(index)}
        onBlur={() => focus().hover(null)}
        onClick={() => {
          if (focus().togglePin(index)) {
            const first = entryHexes(entry, state)[0];
            if (first) requestMapCentre(first);
          }
        }}
      >
        <span className="when">{head}</span>
        {diceText && <span className="log-dice" data-testid="log-dice"> · {diceText}</span>}
      </button>
      {reason && (
        <p className="log-computer-reason" data-testid="log-computer-reason">
          <RuleText text={`${SIDE_LABEL[reason.side]} computer: ${reason.reason}${reason.rule ? ` [${reason.rule}]` : ''}`} />
        </p>
      )}
      <ul>
        {entry.events.map((event, j) => (
          <li key={j} className={`event-${event.type}`}>
            {/* A flight's or supplyhead's result letter as the table's badge [14.92]. */}
            {LETTERED_EVENTS.has(event.type) ? <LetterText text={logLineLetters(formatEvent(event, nameOf))} /> : <RuleText text={formatEvent(event, nameOf)} />}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** One computer move of several steps [8.0]: the stack, its path and the reason, in one row. */
function MoveRunItem({ run, log, shown, pinned, state }: { run: Extract<LogRow, { kind: 'moveRun' }>; log: readonly LogEntry[]; shown: boolean; pinned: boolean; state: GameState }) {
  const focus = useLogFocus.getState;
  const last = run.indices[run.indices.length - 1]!;
  const first = log[run.indices[0]!]!;
  const reason = useComputerStatus((s) => reasonFor(s.reasons, last, log[last]!.command));
  const names = run.unitIds.map((id) => unitById(state, id)?.name ?? id).join(', ');
  const steps = run.indices.length;
  const head = `GT ${first.turn} · ${phaseDefinition(first.phase).name}: move ${names} ${run.path.join(' → ')} (${steps} steps)`;
  return (
    <li
      className={`log-entry log-move-run${shown ? ' shown' : ''}${pinned ? ' pinned' : ''}`}
      data-testid={`log-move-run-${last}`}
      onMouseEnter={() => focus().hover(last)}
      onMouseLeave={() => focus().hover(null)}
    >
      <button
        type="button"
        className="log-entry-head"
        aria-pressed={pinned}
        aria-label={`${head}. ${pinned ? 'Pinned on the map; click to unpin.' : 'Show the path on the map.'}`}
        onFocus={() => focus().hover(last)}
        onBlur={() => focus().hover(null)}
        onClick={() => {
          const end = run.path[run.path.length - 1];
          if (focus().togglePin(last) && end) requestMapCentre(end);
        }}
      >
        <span className="when">{head}</span>
      </button>
      {reason && (
        <p className="log-computer-reason" data-testid="log-computer-reason">
          <RuleText text={`${SIDE_LABEL[reason.side]} computer: ${reason.reason}${reason.rule ? ` [${reason.rule}]` : ''}`} />
        </p>
      )}
    </li>
  );
}
