/**
 * The overlays switched on, computed from the current game state through the engine's queries.
 * Each layer is memoised on what it depends on, so the board (which redraws a layer only when
 * handed a new array) redraws only the layers whose inputs changed.
 */
import { useMemo } from 'react';
import type { HexHighlight } from '../../board';
import { judgeSupply, zocMap, type HexId, type Side } from '../../rules/api';
import { useActionUi } from '../actions/actionState';
import { moveGroupIds } from '../actions/moves';
import { useMoveUi } from '../actions/moveUi';
import { useGame, useWorld } from '../storeContext';
import { commandOverlay, type CommandOverlayResult } from './commandOverlay';
import { markerHighlights } from './markerHighlights';
import { corridorHighlights, corridorShown } from './corridorHighlights';
import { describeCorridorHex } from '../hexDescription';
import {
  reachOverlay,
  sightOverlay,
  stackingHighlights,
  supplyHighlights,
  supplyPathHighlights,
  supplySide,
  supplyStatus,
  zocHighlights,
  type OverlayResult,
} from './highlightSpecs';
import { unitById } from '../../rules/api';

export type OverlayName = 'reach' | 'sight' | 'zoc' | 'supply' | 'stacking' | 'command';

export type OverlayToggles = Readonly<Record<OverlayName, boolean>>;

export const NO_OVERLAYS: OverlayToggles = { reach: false, sight: false, zoc: false, supply: false, stacking: false, command: false };

/**
 * Board layer names, bottom to top (the order is the draw order). Tests and the board hook use
 * these names (`window.__board.highlightCount('reach')`). `corridor` (the optional road rule's band
 * [30.46], while it applies to the side acting) and `markers` (blown bridges, bridges under repair,
 * entrenchments) are always on, whatever the toggles.
 */
export const HIGHLIGHT_LAYERS = ['corridor', 'markers', 'zoc-allied', 'zoc-german', 'stacking', 'supply', 'sight', 'reach', 'supply-path', 'command'] as const;
export type HighlightLayerName = (typeof HIGHLIGHT_LAYERS)[number];

export interface OverlayView {
  /** Every layer by name (null when off), in draw order. */
  layers: Readonly<Record<HighlightLayerName, HexHighlight[] | null>>;
  /** One line per overlay switched on. */
  status: Partial<Record<OverlayName, string>>;
  /** Words for the hex under the pointer from the overlays on (e.g. why a line of sight is blocked). */
  noteAt(hex: HexId | null): string | undefined;
}

const OFF: OverlayResult = { hexes: null, status: '' };

export function useOverlayHighlights(toggles: OverlayToggles): OverlayView {
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const selectedUnitId = useGame((s) => s.ui.selectedUnitId);
  const cursorHex = useGame((s) => s.ui.cursorHex);

  // The same units the move panel would move: the whole stack, the unit alone with Shift, the
  // units ticked in the stack list, or a stack already moving without the units it joined [8.11, 9.0].
  const wholeStack = useActionUi((s) => s.wholeStack);
  const shift = useActionUi((s) => s.shift);
  const picked = useMoveUi((s) => s.picked);
  const reach = useMemo(() => {
    if (!toggles.reach) return OFF;
    const unit = selectedUnitId ? unitById(state, selectedUnitId) : undefined;
    return reachOverlay(world, state, selectedUnitId, unit ? moveGroupIds(state, unit, { wholeStack, shift, picked }) : undefined);
  }, [toggles.reach, world, state, selectedUnitId, wholeStack, shift, picked]);
  const sight = useMemo(
    () => (toggles.sight ? sightOverlay(world, state, selectedUnitId, cursorHex) : OFF),
    [toggles.sight, world, state, selectedUnitId, cursorHex],
  );
  const zoc = useMemo(() => {
    if (!toggles.zoc) return null;
    const sides: Side[] = ['allied', 'german'];
    const [allied, german] = sides.map((side) => zocHighlights(zocMap(world, state, side), side));
    return { allied: allied!, german: german!, status: `Zones of control [7.0]: Allied ${allied!.length} hexes (khaki), German ${german!.length} (blue).` };
  }, [toggles.zoc, world, state]);
  const supplyReport = useMemo(() => (toggles.supply ? judgeSupply(state, world, supplySide(state)) : null), [toggles.supply, world, state]);
  const supply = useMemo(() => (supplyReport ? supplyHighlights(supplyReport) : null), [supplyReport]);
  const supplyPath = useMemo(() => (supplyReport ? supplyPathHighlights(supplyReport, selectedUnitId) : null), [supplyReport, selectedUnitId]);
  const stacking = useMemo(() => (toggles.stacking ? stackingHighlights(world, state) : null), [toggles.stacking, world, state]);
  const command = useMemo<CommandOverlayResult>(
    () => (toggles.command ? commandOverlay(world, state, selectedUnitId) : OFF),
    [toggles.command, world, state, selectedUnitId],
  );

  // [10.5, 16.5–16.7] the game's markers, always shown; redrawn only when they change
  const bridges = state.bridges;
  const entrenchments = state.entrenchments;
  const markers = useMemo(() => markerHighlights(world.map, { bridges, entrenchments }), [world.map, bridges, entrenchments]);
  // [30.46] the road rule's band, drawn again only when the rule's data or its showing changes
  const shownCorridor = corridorShown(state);
  const playArea = state.playArea;
  const corridor = useMemo(() => (shownCorridor ? corridorHighlights(shownCorridor, playArea) : null), [shownCorridor, playArea]);

  return useMemo(() => {
    const layers: Record<HighlightLayerName, HexHighlight[] | null> = {
      corridor,
      markers,
      'zoc-allied': zoc?.allied ?? null,
      'zoc-german': zoc?.german ?? null,
      stacking,
      supply,
      sight: sight.hexes,
      reach: reach.hexes,
      'supply-path': supplyPath,
      command: command.hexes,
    };
    const status: Partial<Record<OverlayName, string>> = {};
    if (toggles.reach) status.reach = reach.status;
    if (toggles.sight) status.sight = sight.status;
    if (zoc) status.zoc = zoc.status;
    if (supplyReport) status.supply = supplyStatus(supplyReport, state, selectedUnitId);
    if (toggles.stacking) status.stacking = 'Stacking room [9.1]: SP that may still enter each occupied hex.';
    if (toggles.command) status.command = command.status;
    const noteAt = (hex: HexId | null): string | undefined => {
      if (!hex) return undefined;
      const notes = [shownCorridor ? describeCorridorHex(shownCorridor, hex) : undefined, sight.notes?.get(hex), command.noteAt ? command.noteAt(hex) : command.notes?.get(hex)].filter((n) => n);
      return notes.length > 0 ? notes.join(' · ') : undefined;
    };
    return { layers, status, noteAt };
  }, [toggles, corridor, shownCorridor, markers, reach, sight, zoc, stacking, supply, supplyPath, supplyReport, command, state, selectedUnitId]);
}

