/**
 * The sandbox from the screen: a "Sandbox" button opens it on a copy of the position; while it is
 * open a banner across the top says that nothing done here changes the game, with "Return to the
 * game" (drop the copy) and "Continue from here as a new game" (after a confirmation, the copy
 * replaces the game in progress), and the edit panel is shown.
 */
import { useState } from 'react';
import { useSandbox, useSandboxSession } from './sandboxContext';
import { SandboxPanel } from './SandboxPanel';
import type { SandboxSession } from './sandboxSession';
import './sandbox.css';

/** The banner and the edit panel while the sandbox is open (the button that opens it is SandboxButton, in the map's tool strip). */
export function SandboxControls() {
  const session = useSandboxSession();
  return session ? <Controls session={session} /> : null;
}

/** The "Sandbox" button, shown while the sandbox is closed. */
export function SandboxButton() {
  const session = useSandboxSession();
  return session ? <OpenButton session={session} /> : null;
}

function OpenButton({ session }: { session: SandboxSession }) {
  const open = useSandbox(session, (s) => s.sandbox !== null);
  if (open) return null;
  return (
    <button type="button" className="sandbox-button" data-testid="sandbox-button" title="Try a situation on a copy of the position: place units, set their status and the phase, fire and roll" onClick={() => session.getState().enter()}>
      Sandbox
    </button>
  );
}

function Controls({ session }: { session: SandboxSession }) {
  const open = useSandbox(session, (s) => s.sandbox !== null);
  if (!open) return null;
  return (
    <>
      <SandboxBanner session={session} />
      <SandboxPanel session={session} />
    </>
  );
}

function SandboxBanner({ session }: { session: SandboxSession }) {
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="sandbox-banner" role="region" aria-label="Sandbox" data-testid="sandbox-banner">
      <strong>Sandbox — nothing here changes your game</strong>
      {!confirming ? (
        <>
          <button type="button" className="primary" data-testid="sandbox-return" onClick={() => session.getState().leave()}>
            Return to the game
          </button>
          <button type="button" data-testid="sandbox-continue" onClick={() => setConfirming(true)}>
            Continue from here as a new game…
          </button>
        </>
      ) : (
        <span className="sandbox-confirm" role="alertdialog" aria-label="Replace the game in progress?">
          This replaces the game in progress with the position here (and autosaves it). Save your game first to keep it.
          <button
            type="button"
            className="danger"
            data-testid="sandbox-continue-confirm"
            onClick={() => {
              const result = session.getState().continueAsNewGame();
              if (!result.ok) setProblem(result.message);
            }}
          >
            Replace my game
          </button>
          <button type="button" data-testid="sandbox-continue-cancel" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </span>
      )}
      {problem && <span className="sandbox-problem">{problem}</span>}
    </div>
  );
}
