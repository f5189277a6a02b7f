/** The keyboard help dialog: every key by where it works (keys.ts). Escape or the button closes it. */
import { useCallback, useEffect, useRef } from 'react';
import { useEscapeLayer } from '../escapeLayers';
import { useKeyboardHelp } from './keyboardHelp';
import { KEY_GROUPS } from './keys';
import './settings.css';

export function KeyboardHelp() {
  const open = useKeyboardHelp((s) => s.open);
  const setOpen = useKeyboardHelp((s) => s.setOpen);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEscapeLayer(open, useCallback(() => setOpen(false), [setOpen]), 'modal');
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <div className="keyboard-help-backdrop" onClick={() => setOpen(false)}>
      <div
        className="keyboard-help"
        role="dialog"
        aria-modal="true"
        aria-labelledby="keyboard-help-title"
        data-testid="keyboard-help"
        onClick={(e) => e.stopPropagation()}
      >
        <header>
          <h2 id="keyboard-help-title">Keyboard</h2>
          <button type="button" ref={closeRef} onClick={() => setOpen(false)}>
            Close
          </button>
        </header>
        {KEY_GROUPS.map((group) => (
          <section key={group.title}>
            <h3>{group.title}</h3>
            <dl>
              {group.keys.map((k) => (
                <div key={k.keys}>
                  <dt>
                    <kbd>{k.keys}</kbd>
                  </dt>
                  <dd>{k.what}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </div>
  );
}
