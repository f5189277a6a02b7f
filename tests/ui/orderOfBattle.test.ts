import { describe, expect, it } from 'vitest';
import { counterCatalogue } from '../../src/scenarios/oob/catalogue';
import { arrivalOf, chainOfCommand, counterById, displayKeyLines, displaysInOrder, formationTree, frontFaceLabel } from '../../src/ui/oob/orderOfBattle';
import { SvgPen } from '../../src/ui/oob/svgPen';

const catalogue = counterCatalogue();
const display = (letter: string) => catalogue.displays.find((d) => d.display === letter)!;
const counter = (id: string) => counterById(catalogue, id)!;

describe('the order-of-battle view’s data', () => {
  it('[21.0, 22.1] lists a display\'s deployment key and arrival codes in turn order, naming who and the source', () => {
    const lines = displayKeyLines(catalogue, display('c'));
    expect(lines[0]).toMatch(/^2C West: Game-Turn 2, Map C west edge: 1034\/59xx \(rules 26\.3/);
    expect(lines.map((l) => l.split(':')[0])).toEqual(['2C West', '4C West', '7C West', '11C West', '13C West']);
    expect(displayKeyLines(catalogue, display('k'))[0]).toMatch(/^set-up on D1616: KGWltr/);
  });

  it('[21.1, 21.4] lists the displays German a–n, then y and z, then England', () => {
    expect(displaysInOrder(catalogue).map((d) => d.display)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'y', 'z', 'england']);
  });

  it('[17.0] shows a display as formation trees holding their counters', () => {
    const tree = formationTree(catalogue, display('h'));
    expect(tree.map((n) => n.formation.id)).toEqual(['85xx']);
    expect(tree[0]!.children.map((n) => n.formation.id)).toEqual(['1053/85xx', 'KGH']);
    expect(tree[0]!.children[1]!.children[0]!.counters.map((c) => c.id)).toEqual(['de-1054-1', 'de-1054-2', 'de-1054-3', 'de-1054-hw']);
  });

  it('[17.0] gives a counter’s chain of command up to its top formation', () => {
    expect(chainOfCommand(catalogue, counter('de-1054-1')).map((f) => f.id)).toEqual(['1054/85xx', 'KGH', '85xx']);
  });

  it('[14.4, 19.8, 22.1] says where a counter comes from: its serial, its display’s arrival code, its deployment key, or that the key is not in the text', () => {
    expect(arrivalOf(catalogue, display('england'), counter('us-101-hq'))).toMatch(/^England, serial 8 \(group p\)/);
    expect(arrivalOf(catalogue, display('b'), counter('de-a9-1'))).toMatch(/^arrival code 3A3930: Game-Turn 3, Map A A3930/);
    expect(arrivalOf(catalogue, display('k'), counter('de-kgw-hq'))).toMatch(/^sets up on D1616/);
    expect(arrivalOf(catalogue, display('h'), counter('de-85-7-9'))).toMatch(/the display's own key for it is not in the rules text/);
  });

  it('[3.41c, 3.41e, 13.1] prints the front face as the counter does', () => {
    expect(['us-506-2-d', 'de-85-hq', 'de-85-7-9', 'uk-re30-b1'].map((id) => frontFaceLabel(counter(id)))).toEqual(['6-3', '2-(3)', '7-9', '8-B']);
  });

  it('draws the map’s symbol calls as SVG paths', () => {
    const pen = new SvgPen();
    pen.rect(0, 0, 10, 5).stroke({ width: 1, color: 0x161616 });
    pen.moveTo(0, 5).lineTo(10, 0).stroke({ width: 1.25, color: 0x161616 });
    pen.circle(5, 2.5, 1).fill({ color: 0xff0000 });
    expect(pen.shapes).toEqual([
      { d: 'M0 0h10v5h-10Z', stroke: '#161616', width: 1 },
      { d: 'M0 5L10 0', stroke: '#161616', width: 1.25 },
      { d: 'M4 2.5a1 1 0 1 0 2 0a1 1 0 1 0 -2 0', fill: '#ff0000' },
    ]);
  });
});
