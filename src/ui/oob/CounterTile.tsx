/**
 * One counter as the map draws it [3.5]: the side's colour, the designation along the top, the
 * type symbol (the map's own drawing code, through SvgPen) and strength-effectiveness of the front
 * face at the bottom (HQs in parentheses [3.41e], bridge engineers B or T [3.41c]).
 */
import type { GraphicsContext } from 'pixi.js';
import { LAYOUT, HALF } from '../../board/counterFaces';
import { COUNTER } from '../../board/metrics';
import { drawNatoSymbol } from '../../board/natoSymbol';
import { COUNTER_EDGE, COUNTER_INK, SIDE_FACE } from '../../board/palette';
import type { CounterSpec } from '../../scenarios/oob/types';
import { frontFaceLabel } from './orderOfBattle';
import { colorHex, SvgPen } from './svgPen';

export function CounterTile({ counter, selected, onSelect }: { counter: CounterSpec; selected: boolean; onSelect: () => void }) {
  const pen = new SvgPen();
  drawNatoSymbol(pen as unknown as GraphicsContext, counter.type, counter.airborne, LAYOUT.symbol, COUNTER_INK);
  const ink = colorHex(COUNTER_INK);
  return (
    <button
      type="button"
      className={`oob-counter${selected ? ' selected' : ''}`}
      data-testid={`oob-counter-${counter.id}`}
      aria-pressed={selected}
      title={`${counter.name}: ${counter.historical}`}
      onClick={onSelect}
    >
      <svg viewBox={`${-HALF - 1} ${-HALF - 1} ${COUNTER + 2} ${COUNTER + 2}`} width="56" height="56" aria-hidden="true">
        <rect x={-HALF} y={-HALF} width={COUNTER} height={COUNTER} fill={colorHex(SIDE_FACE[counter.side].front)} stroke={colorHex(COUNTER_EDGE)} strokeWidth={1.2} />
        <text x={0} y={LAYOUT.nameY + LAYOUT.nameSize} fontSize={LAYOUT.nameSize} textAnchor="middle" fill={ink} textLength={counter.name.length > 9 ? LAYOUT.nameMaxWidth : undefined} lengthAdjust="spacingAndGlyphs">
          {counter.name}
        </text>
        {pen.shapes.map((s, i) => (
          <path key={i} d={s.d} fill={s.fill ?? 'none'} stroke={s.stroke ?? 'none'} strokeWidth={s.width} />
        ))}
        {counter.range > 1 && (
          <text x={HALF - 3} y={LAYOUT.valuesY - 2} fontSize={7} textAnchor="end" fill={ink}>
            {counter.range}
          </text>
        )}
        <text x={0} y={LAYOUT.valuesY + LAYOUT.valuesSize} fontSize={LAYOUT.valuesSize} fontWeight="bold" textAnchor="middle" fill={ink}>
          {frontFaceLabel(counter)}
        </text>
        {counter.travelPrinted && counter.modes.includes('concentrated') && counter.type !== 'hq' && (
          <text x={-HALF + 2} y={LAYOUT.valuesY - 2} fontSize={7} fill={ink}>
            t
          </text>
        )}
        {counter.morale > 0 && (
          <text x={-HALF + 2} y={HALF - 2} fontSize={5} fill={ink} aria-label={`morale ${counter.morale}`}>
            {'▲'.repeat(counter.morale)}
          </text>
        )}
      </svg>
    </button>
  );
}
