/**
 * The sandbox's edits: changes a solo player makes to a position to set up a situation to try
 * (issue "Play it", item 7). They are not commands of the game and never enter its log; each one
 * takes a position and gives a new one, or refuses with a case and a plain reason like a command.
 */
import type { Refusal } from '../core/refusal';
import type { HexId } from '../hex';
import type { PhaseNumber } from '../sequence/phases';
import type { GameState } from '../core/gameState';
import type { Mode } from '../core/unit';

export type SandboxEdit =
  /** A unit off the map (a reinforcement, an eliminated unit) onto a hex; with `copy`, a new counter like it. */
  | { kind: 'placeUnit'; unitId: string; hex: HexId; copy?: boolean }
  /** Off the map (a sandbox copy is deleted). */
  | { kind: 'removeUnit'; unitId: string }
  /** Straight to another hex, no movement rules. */
  | { kind: 'moveUnit'; unitId: string; hex: HexId }
  | { kind: 'setMode'; unitId: string; mode: Mode }
  | { kind: 'setStrength'; unitId: string; strength: number }
  | { kind: 'setDisrupted'; unitId: string; disrupted: boolean }
  | { kind: 'setDepleted'; unitId: string; depleted: boolean }
  /** An HQ's supply as the last Command Phase found it [11.23]. */
  | { kind: 'setSupply'; unitId: string; supplied: boolean }
  /** Any Game-Turn and phase, with the phase's bookkeeping started afresh. */
  | { kind: 'setPhase'; turn: number; phase: PhaseNumber }
  /** A new seed for the dice, so a roll tried again comes out differently. */
  | { kind: 'reseed'; seed: string };

export type SandboxEditKind = SandboxEdit['kind'];

/** Something the edit did that the game would not allow, kept because a sandbox may want it. */
export interface SandboxWarning {
  rule: string;
  message: string;
}

export type SandboxResult = { ok: true; state: GameState; warnings: SandboxWarning[] } | Refusal;
