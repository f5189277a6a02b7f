/**
 * The small floating panel in the map's corner that switches the map overlays on and off: reach
 * of the selected stack, line of sight, zones of control, supply, stacking room and command
 * (artillery control and communication). Each overlay on gets one line saying what it shows (or
 * why it shows nothing, with the case). It starts folded to its title button (the map stays in
 * view), and stays as the player last left it.
 */
import { useDisplaySettings } from './settings/displaySettings';
import type { OverlayName, OverlayToggles, OverlayView } from './overlays/useOverlayHighlights';
import { RuleText } from './rules/RuleText';

const OVERLAYS: { name: OverlayName; label: string; title: string }[] = [
  { name: 'reach', label: 'Reach', title: 'Where the selected stack can move this phase, MP cost per hex [8.0]' },
  { name: 'sight', label: 'Line of sight', title: 'Hexes the selected unit (or the clicked hex) observes [6.0]' },
  { name: 'zoc', label: 'ZOC', title: 'Zones of control of both sides [7.0]' },
  { name: 'supply', label: 'Supply', title: 'Supply of the phasing side as a Command Phase would judge it now [11.0]' },
  { name: 'stacking', label: 'Stacking room', title: 'Strength points that may still enter each occupied hex [9.1]' },
  { name: 'command', label: 'Command', title: 'Artillery control and communication of the selected unit or HQ [10.6, 12.0]' },
];

export interface OverlayControlsProps {
  toggles: OverlayToggles;
  onChange(toggles: OverlayToggles): void;
  status: OverlayView['status'];
}

export function OverlayControls({ toggles, onChange, status }: OverlayControlsProps) {
  // Folded to one small button by default; the player's choice is kept with the Display settings.
  const open = useDisplaySettings((s) => s.overlaysOpen);
  const setOpen = useDisplaySettings((s) => s.setOverlaysOpen);
  const on = OVERLAYS.filter((o) => toggles[o.name]);
  return (
    <section className="overlay-controls" data-testid="overlay-controls" aria-label="Map overlays">
      <header>
        <button type="button" className="overlay-toggle-panel" aria-expanded={open} onClick={() => setOpen(!open)}>
          Overlays{on.length > 0 ? ` (${on.length})` : ''} {open ? '▾' : '▸'}
        </button>
      </header>
      {open && (
        <>
          <div className="overlay-buttons">
            {OVERLAYS.map((o) => (
              <label key={o.name} title={o.title}>
                <input
                  type="checkbox"
                  data-testid={`overlay-${o.name}`}
                  checked={toggles[o.name]}
                  onChange={(e) => onChange({ ...toggles, [o.name]: e.target.checked })}
                />
                {o.label}
              </label>
            ))}
          </div>
          {on.length > 0 && (
            <ul className="overlay-status" data-testid="overlay-status">
              {on.map((o) => (
                <li key={o.name} data-overlay={o.name}>
                  <strong>{o.label}:</strong> <RuleText text={status[o.name] ?? ''} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
