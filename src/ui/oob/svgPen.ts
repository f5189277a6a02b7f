/**
 * A pen that takes the drawing calls the map's counter symbols make (src/board/natoSymbol.ts) and
 * writes them as SVG paths, so the order-of-battle view draws each symbol with the map's own code.
 * Only the calls that code uses are here: rect, circle, ellipse, arc, moveTo, lineTo, stroke, fill.
 */
export interface PenShape {
  d: string;
  stroke?: string;
  fill?: string;
  width?: number;
}

const hex = (color: number) => `#${color.toString(16).padStart(6, '0')}`;
const n = (x: number) => Math.round(x * 100) / 100;

export class SvgPen {
  readonly shapes: PenShape[] = [];
  private path = '';

  rect(x: number, y: number, w: number, h: number): this {
    this.path += `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z`;
    return this;
  }
  circle(cx: number, cy: number, r: number): this {
    return this.ellipse(cx, cy, r, r);
  }
  ellipse(cx: number, cy: number, rx: number, ry: number): this {
    this.path += `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0`;
    return this;
  }
  /** Pixi's arc: angles in radians, increasing clockwise on screen, as SVG's sweep flag 1. */
  arc(cx: number, cy: number, r: number, start: number, end: number): this {
    const x0 = cx + r * Math.cos(start);
    const y0 = cy + r * Math.sin(start);
    const x1 = cx + r * Math.cos(end);
    const y1 = cy + r * Math.sin(end);
    const large = end - start > Math.PI ? 1 : 0;
    this.path += `${this.path === '' ? 'M' : 'L'}${n(x0)} ${n(y0)}A${n(r)} ${n(r)} 0 ${large} 1 ${n(x1)} ${n(y1)}`;
    return this;
  }
  moveTo(x: number, y: number): this {
    this.path += `M${n(x)} ${n(y)}`;
    return this;
  }
  lineTo(x: number, y: number): this {
    this.path += `L${n(x)} ${n(y)}`;
    return this;
  }
  stroke(style: { width?: number; color?: number }): this {
    this.shapes.push({ d: this.path, stroke: hex(style.color ?? 0), width: style.width ?? 1 });
    this.path = '';
    return this;
  }
  fill(style: { color?: number }): this {
    this.shapes.push({ d: this.path, fill: hex(style.color ?? 0) });
    this.path = '';
    return this;
  }
}

export const colorHex = hex;
