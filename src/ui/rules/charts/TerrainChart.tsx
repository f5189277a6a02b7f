/**
 * The Terrain Effects Chart [10.15] from the chart in use: for one movement column (the selected
 * unit's, or the one picked) the MP to enter each terrain by mode, then stacking, line of sight,
 * communication and day observation; the hexside features and the links. The selected unit's mode
 * column and the terrain of its hex are lit.
 */
import { useState } from 'react';
import { HEXSIDE_FEATURES, LINK_KINDS, MOVEMENT_COLUMNS, movementColumn, TERRAIN_TYPES, type Mode, type MoveCost, type MovementColumn } from '../../../rules/api';
import { terrainAt } from '../../../rules/api';
import { useGame, useWorld } from '../../storeContext';
import { RuleText } from '../RuleText';
import { markClass } from './markClass';
import { COLUMN_WORDS, FEATURE_WORDS, LINK_WORDS, TERRAIN_WORDS } from './terrainWords';
import { unitById } from '../../../rules/api';

const MODES: readonly Mode[] = ['dispersed', 'concentrated', 'travel'];
const MODE_LETTER: Readonly<Record<Mode, string>> = { dispersed: 'D', concentrated: 'C', travel: 'T' };

function cost(c: MoveCost): string {
  return c === 'prohibited' ? 'P' : String(c);
}
function rate(r: number | null): string {
  return r === null ? '—' : String(r);
}

export function TerrainChart() {
  const world = useWorld();
  const tec = world.terrainEffects;
  const selected = useGame((s) => (s.ui.selectedUnitId ? unitById(s.game.current, s.ui.selectedUnitId) : undefined));
  const unitColumn = selected ? movementColumn(selected.type, selected.mode) : null;
  const [picked, setPicked] = useState<MovementColumn | null>(null);
  const column: MovementColumn = picked ?? (unitColumn && unitColumn !== 'immobile' ? unitColumn : 'leg');
  const litMode = selected && unitColumn === column ? selected.mode : null;
  const litTerrain = selected?.hex ? terrainAt(world.map, selected.hex) : null;
  return (
    <section className="chart" data-testid="chart-10.15">
      <h4>
        <RuleText text="Terrain Effects Chart [10.15]" />
      </h4>
      {selected && (
        <p className="chart-reading" data-testid="chart-10.15-reading">
          {selected.name}: {unitColumn === 'immobile' ? 'may not move in this mode' : `${COLUMN_WORDS[unitColumn!]} column, ${selected.mode}`}
          {litTerrain ? `, in ${TERRAIN_WORDS[litTerrain]}` : ''}
        </p>
      )}
      <label>
        <RuleText text="Movement column [8.3]" />{' '}
        <select aria-label="Movement column" value={column} onChange={(e) => setPicked(e.target.value as MovementColumn)}>
          {MOVEMENT_COLUMNS.map((c) => (
            <option key={c} value={c}>
              {COLUMN_WORDS[c]}
            </option>
          ))}
        </select>
      </label>
      <table>
        <caption>
          <RuleText text="MP to enter, by mode (P prohibited); stacking limit [9.1]; blocks line of sight [6.4]; communication weight [10.6]; day observation range [6.62]" />
        </caption>
        <thead>
          <tr>
            <th scope="col">Terrain</th>
            {MODES.map((m) => (
              <th key={m} scope="col" className={markClass(false, litMode === m)}>
                {MODE_LETTER[m]}
              </th>
            ))}
            <th scope="col">Stack</th>
            <th scope="col">LOS</th>
            <th scope="col">Comm.</th>
            <th scope="col">Obs.</th>
          </tr>
        </thead>
        <tbody>
          {TERRAIN_TYPES.map((t) => {
            const e = tec.hex[t];
            const row = litTerrain === t;
            return (
              <tr key={t} data-terrain={t}>
                <th scope="row" className={markClass(row, false)}>
                  {TERRAIN_WORDS[t]}
                </th>
                {MODES.map((m) => (
                  <td key={m} className={markClass(row, litMode === m)} data-mark={row && litMode === m ? 'reading' : undefined}>
                    {cost(e.move[column][m])}
                  </td>
                ))}
                <td className={markClass(row, false)}>{e.stacking}</td>
                <td className={markClass(row, false)}>{e.blocksLos ? 'blocks' : ''}</td>
                <td className={markClass(row, false)}>{e.communication === 'none' ? '' : e.communication}</td>
                <td className={markClass(row, false)}>{e.dayObservationRange}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <table>
        <caption>
          <RuleText text="Hexsides: MP added to cross without a bridge [10.13]; observation [6.11]" />
        </caption>
        <thead>
          <tr>
            <th scope="col">Hexside</th>
            {MODES.map((m) => (
              <th key={m} scope="col" className={markClass(false, litMode === m)}>
                {MODE_LETTER[m]}
              </th>
            ))}
            <th scope="col">Sight</th>
          </tr>
        </thead>
        <tbody>
          {HEXSIDE_FEATURES.map((f) => {
            const e = tec.hexside[f];
            return (
              <tr key={f}>
                <th scope="row">{FEATURE_WORDS[f]}</th>
                {MODES.map((m) => (
                  <td key={m} className={markClass(false, litMode === m)}>
                    {e.move[column][m] === 'prohibited' ? 'P' : `+${e.move[column][m]}`}
                  </td>
                ))}
                <td>{e.blocksObservation ? 'stops all' : e.blocksLos ? 'blocks LOS' : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <table>
        <caption>
          <RuleText text="Links: MP per hex along a connected link, instead of the terrain [10.11]; raised [10.12] (— no benefit)" />
        </caption>
        <thead>
          <tr>
            <th scope="col">Link</th>
            {MODES.map((m) => (
              <th key={m} scope="col" className={markClass(false, litMode === m)}>
                {MODE_LETTER[m]}
              </th>
            ))}
            <th scope="col">Raised T</th>
          </tr>
        </thead>
        <tbody>
          {LINK_KINDS.map((k) => {
            const e = tec.link[k];
            return (
              <tr key={k}>
                <th scope="row">{LINK_WORDS[k]}</th>
                {MODES.map((m) => (
                  <td key={m} className={markClass(false, litMode === m)}>
                    {rate(e.rate[column][m])}
                  </td>
                ))}
                <td>{rate(e.raisedRate[column].travel)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="chart-note">{tec.provenance.kind === 'reconstructed' ? 'Reconstructed by the project (the printed chart is lost).' : `Printed: ${tec.provenance.source}.`}</p>
    </section>
  );
}
