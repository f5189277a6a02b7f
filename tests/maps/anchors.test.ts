/**
 * Anchor tests: every hex the rules name (MAP-ANCHORS §3) has on the built map what the rules
 * say is there. Reads the published public/maps/map.json (rebuild with npm run maps).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hexId, neighbors, parseHexId, type HexId } from '../../src/rules/hex';
import { bridgesAt, hexsideFeaturesBetween, linksBetween, pairKey, terrainAt, type MapData } from '../../src/rules/map/mapData';
import { parseMapData } from '../../src/rules/map/mapSchema';

function loadMap(): MapData {
  const parsed = parseMapData(JSON.parse(readFileSync('public/maps/map.json', 'utf8')));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.map;
}
const map = loadMap();

const canonicalOf = (id: string): HexId => hexId(parseHexId(id)!);
const terrain = (id: string) => terrainAt(map, canonicalOf(id));
const isLand = (id: string) => terrain(id) !== 'allWater';

/** Hexes reachable from `from` by road links (bridges in water hexes included), stopping at `to`. */
function roadPath(from: string, to: string): HexId[] | undefined {
  const start = canonicalOf(from);
  const goal = canonicalOf(to);
  const prev = new Map<HexId, HexId | null>([[start, null]]);
  const queue: HexId[] = [start];
  while (queue.length) {
    const cur = queue.shift()!;
    if (cur === goal) {
      const path: HexId[] = [];
      for (let h: HexId | null = cur; h; h = prev.get(h) ?? null) path.unshift(h);
      return path;
    }
    for (const n of neighbors(parseHexId(cur)!)) {
      const id = hexId(n);
      if (prev.has(id)) continue;
      if (!linksBetween(map, cur, id).some((l) => l.kind === 'road')) continue;
      prev.set(id, cur);
      queue.push(id);
    }
  }
  return undefined;
}

/** A road bridge on the path: over a hexside or through a water hex. */
function roadBridgesOn(path: HexId[]) {
  const out = [];
  for (let i = 0; i < path.length; i++) {
    out.push(...bridgesAt(map, path[i]!).filter((b) => b.kind === 'road'));
    if (i > 0) out.push(...bridgesAt(map, pairKey(path[i - 1]!, path[i]!)!).filter((b) => b.kind === 'road'));
  }
  return out;
}

describe('the built map', () => {
  it('is a valid version 2 map file', () => {
    expect(map.version).toBe(2);
  });

  it('only bridges or ferries lead a road into an all-water hex', () => {
    for (const key of Object.keys(map.links)) {
      for (const id of key.split('~')) {
        if (terrainAt(map, id as HexId) === 'allWater') expect(bridgesAt(map, id).length, `${key} enters water at ${id}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('road exits and the highway', () => {
  it.each(['D0109', 'D0120', 'D0132'])('[11.12] %s is a road exit on the south edge of Map D', (id) => {
    expect(parseHexId(id)!.row).toBe(1);
    const roads = neighbors(parseHexId(id)!).filter((n) => linksBetween(map, id, hexId(n)).some((l) => l.kind === 'road'));
    expect(roads.length).toBeGreaterThan(0);
  });

  const stages: [string, string, string][] = [
    ['D0120', 'D5218', 'south edge to Eindhoven [11.12, 31.15]'],
    ['D5218', 'C0117', 'Eindhoven to the C/D seam [26.52]'],
    ['C0117', 'C0715', 'to Zon over the Son bridge [26.61]'],
    ['C0715', 'C1608', 'to St-Oedenrode [31.15]'],
    ['C1608', 'C2411', 'to Koevering [24.61]'],
    ['C2411', 'C3013', 'to Veghel over the canal bridge 2813/2914 [24.61]'],
    ['C3013', 'C4419', 'to Uden [24.61]'],
    ['C4419', 'C6122', 'to the C/B seam [26.61, 27.51]'],
    ['B0122', 'B0826', 'to Grave [27.52]'],
    ['B0826', 'B3336', 'over the Grave bridge to the Nijmegen bridge [27.52]'],
    ['B3336', 'A0130', 'to the A/B seam [29.52]'],
    ['A0130', 'A2032', 'to the south end of the Arnhem road bridge [29.52]'],
    ['A2032', 'A2232', 'over the Arnhem road bridge [28.51]'],
  ];
  it.each(stages)('the highway runs by road from %s to %s (%s)', (from, to) => {
    expect(roadPath(from, to), `${from} → ${to}`).toBeDefined();
  });

  it('[16.5] the highway bridges: Son canal (blowable), Veghel canal, Grave, Nijmegen and Arnhem river road bridges (permanent)', () => {
    const path = roadPath('D0120', 'A2232')!;
    expect(path).toBeDefined();
    const bridges = roadBridgesOn(path);
    const son = bridgesAt(map, pairKey('C0615', 'C0715')!);
    expect(son).toContainEqual(expect.objectContaining({ kind: 'road', over: 'canal', blowable: true }));
    const veghel = bridgesAt(map, pairKey('C2813', 'C2914')!);
    expect(veghel).toContainEqual(expect.objectContaining({ kind: 'road', over: 'canal', blowable: true }));
    for (const at of ['B1025', 'B3336', 'A2133']) {
      expect(bridgesAt(map, at), at).toContainEqual(expect.objectContaining({ kind: 'road', over: 'river', blowable: false }));
      expect(bridges.some((b) => b.at === at)).toBe(true);
    }
  });

  it('[10.12] the highway crosses the Betuwe on a raised road; the river bridges themselves are not raised-only', () => {
    expect(linksBetween(map, 'B3830', 'A0130')).toContainEqual({ kind: 'road', raised: true });
    expect(linksBetween(map, 'A2032', 'A2133')).toContainEqual({ kind: 'road' });
    expect(linksBetween(map, 'B3236', 'B3336')).toContainEqual({ kind: 'road' });
  });

  it('[errata] the Meuse-Escaut canal bridge joins D0611 and D0711 and may be blown', () => {
    expect(hexsideFeaturesBetween(map, 'D0611', 'D0711')).toContain('canal');
    expect(bridgesAt(map, pairKey('D0611', 'D0711')!)).toContainEqual(expect.objectContaining({ kind: 'road', over: 'canal', blowable: true }));
  });

  it('[31.15] C1608 St-Oedenrode has a bridge over the Dommel', () => {
    const sides = neighbors(parseHexId('C1608')!).map((n) => pairKey('C1608', hexId(n))!);
    expect(sides.some((k) => bridgesAt(map, k).some((b) => b.over === 'stream'))).toBe(true);
  });

  it('[31.15] B2530 and B1539 carry road bridges over the Maas-Waal canal', () => {
    for (const id of ['B2530', 'B1539']) {
      const sides = neighbors(parseHexId(id)!).map((n) => pairKey(id, hexId(n))!);
      expect(sides.some((k) => bridgesAt(map, k).some((b) => b.over === 'canal' && b.kind === 'road')), id).toBe(true);
    }
  });

  it('[28.51] A1926 is the north end of the Arnhem railway bridge', () => {
    const sides = neighbors(parseHexId('A1926')!).map((n) => hexId(n));
    expect(sides.some((n) => terrainAt(map, n) === 'allWater' && bridgesAt(map, n).some((b) => b.kind === 'railroad'))).toBe(true);
  });
});

describe('towns, cities, forests and water named by the rules', () => {
  it('[3.8, 26.51] C0715 is the town of Zon', () => {
    expect(terrain('C0715')).toBe('town');
    expect(map.places).toContainEqual(expect.objectContaining({ name: 'Zon', hex: 'C0715' }));
  });
  it('[27.52] B0826 is the town of Grave', () => expect(terrain('B0826')).toBe('town'));
  it('[3.8] A2332 is the city of Arnhem', () => expect(terrain('A2332')).toBe('city'));
  it('[14.21] B0115-B0117 are the village of Schaijk', () => {
    for (const id of ['B0115', 'B0116', 'B0117']) expect(terrain(id), id).toBe('town');
  });
  it.each(['C0811', 'C0813'])('[errata] %s is a forest hex', (id) => expect(terrain(id)).toBe('forest'));
  it('[14.2] A0240 is an all-water hex', () => expect(terrain('A0240')).toBe('allWater'));
  it('[errata] the hexside A1444/A1545 is blocked and both hexes hold a small body of water', () => {
    expect(hexsideFeaturesBetween(map, 'A1444', 'A1545')).toContain('blocked');
    expect(map.smallWater).toEqual(expect.arrayContaining(['A1444', 'A1545']));
    expect(isLand('A1444') && isLand('A1545')).toBe(true);
  });
  it.each(['A2338', 'B3533'])('[10.6] %s is a city hex counted as a fort for LOS', (id) => {
    expect(terrain(id)).toBe('city');
    expect(map.fortForLos).toContain(id);
  });
});

/** A ferry runs bank – water – bank: land at both ends, all water between. */
function expectBankToBank(hexes: HexId[]) {
  expect(isLand(hexes[0]!) && isLand(hexes[hexes.length - 1]!)).toBe(true);
  expect(hexes.length).toBeGreaterThanOrEqual(3);
  for (const h of hexes.slice(1, -1)) expect(terrainAt(map, h), h).toBe('allWater');
}

describe('ferries', () => {
  it('[10.9, 28.41] a permanent ferry crosses the Neder Rijn at Driel/Heveadorp, landing at or next to A1822', () => {
    const f = map.ferries.find((x) => x.name.includes('Driel'))!;
    expect(f).toBeDefined();
    const ends = [f.hexes[0]!, f.hexes[f.hexes.length - 1]!];
    const near = ['A1822', ...neighbors(parseHexId('A1822')!).map(hexId)];
    expect(ends.some((e) => near.includes(e))).toBe(true);
    expectBankToBank(f.hexes);
  });
  it('[16.16] a permanent ferry crosses at Pannerden, near A1050', () => {
    const f = map.ferries.find((x) => x.name.includes('Pannerden'))!;
    expect(f).toBeDefined();
    const a1050 = parseHexId('A1050')!;
    expect(f.hexes.some((h) => Math.abs(parseHexId(h)!.row - a1050.row) <= 2 && Math.abs(parseHexId(h)!.col - a1050.col) <= 2)).toBe(true);
    expectBankToBank(f.hexes);
  });
});

describe('deployment and entry hexes are on land', () => {
  const hexes = [
    'C2411', 'C2534', 'C2601', 'C2701', 'C2709', 'C3013', 'C3032', 'C3403', 'C4319', 'C4419', // Hell's Highway [24.2, 24.3]
    'C0911', 'C1010', 'C1013', 'C1110', 'C2512', 'B1332', 'B2048', 'B2148', 'B2449', 'B2548', 'B3044', // drop and HQ hexes [26.2, 27.2, 27.41]
    'A1914', 'A2316', 'A2409', 'A2419', 'A2324', 'A2024', 'A2528', 'A1954', 'A3930', 'A3947', 'A3445', 'C1033', 'D1616', 'D6117', // [19.8, 28.2, 28.43]
  ];
  it.each(hexes)('%s is passable land', (id) => {
    expect(isLand(id)).toBe(true);
  });
  it.each(['C0911', 'C1010', 'C1110', 'A1914', 'A2316', 'A2409', 'B2048', 'B2449'])('[14.2] drop zone %s is open ground', (id) => {
    expect(['clear', 'mixed', 'polder', 'hilltop', 'slope', 'broken', 'rough']).toContain(terrain(id));
  });
});
