/**
 * The "Display" button (in the tool strip under the map, beside "Rules index") and its popover: text scale of the
 * panels and bars, smooth edges on the map, and the keyboard help. The overlays' colours are colour-blind safe by default
 * (docs/overlays.md), so there is no palette to choose.
 */
import { useCallback, useEffect, useState } from 'react';
import { useKeyboardHelp } from './keyboardHelp';
import { useSmoothEdges } from '../map/useSmoothEdges';
import { applyDisplaySettings, TEXT_SCALES, useDisplaySettings } from './displaySettings';
import { softwareRendering } from './softwareRenderer';
import { useEscapeLayer } from '../escapeLayers';
import './settings.css';

export function DisplayMenu() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useEscapeLayer(open, close, 'popover');
  const textScale = useDisplaySettings((s) => s.textScale);
  const setTextScale = useDisplaySettings((s) => s.setTextScale);
  const smoothEdges = useSmoothEdges();
  const setSmoothEdges = useDisplaySettings((s) => s.setSmoothEdges);
  useEffect(() => applyDisplaySettings({ textScale }), [textScale]);
  return (
    <div className="display-menu">
      <button type="button" className="display-button" aria-expanded={open} aria-controls="display-popover" data-testid="display-button" onClick={() => setOpen(!open)}>
        Display
      </button>
      {open && (
        <div
          id="display-popover"
          className="display-popover"
          role="group"
          aria-label="Display settings"
          data-testid="display-popover"
        >
          <fieldset>
            <legend>Text size</legend>
            {TEXT_SCALES.map((scale) => (
              <label key={scale}>
                <input type="radio" name="text-scale" value={scale} data-testid={`text-scale-${Math.round(scale * 100)}`} checked={textScale === scale} onChange={() => setTextScale(scale)} />
                {Math.round(scale * 100)}%
              </label>
            ))}
          </fieldset>
          <label className="display-check">
            <input type="checkbox" data-testid="smooth-edges" checked={smoothEdges} onChange={(e) => setSmoothEdges(e.target.checked)} />
            Smooth edges on the map
          </label>
          <p className="display-note">
            {softwareRendering()
              ? 'This browser draws the map without a graphics card, where smooth edges slow every frame: they start off here.'
              : 'Turn off if panning and zooming are slow.'}
          </p>
          <p className="display-note">Map overlays use colours told apart with red–green colour blindness, and marks as well as colour.</p>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              useKeyboardHelp.getState().setOpen(true);
            }}
          >
            Keyboard keys (?)
          </button>
        </div>
      )}
    </div>
  );
}
