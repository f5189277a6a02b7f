import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// No import cycles in src/ (STYLE.md house habits): a cycle means two modules that cannot be
// understood, tested or loaded apart. Type-only imports count too: they still tie the files.

const SRC = resolve('src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const ext of ['', ...EXTENSIONS]) {
    const candidate = base + ext;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((m) => resolveImport(file, m[1]!)).filter((t): t is string => !!t);
    graph.set(file, targets);
  }
  return graph;
}

function findCycle(graph: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('import graph of src/', () => {
  it('every relative import resolves to a file', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(20);
    for (const [file, targets] of graph) {
      const specs = [...readFileSync(file, 'utf8').matchAll(IMPORT)].length;
      expect(targets, relative(SRC, file)).toHaveLength(specs);
    }
  });

  it('has no import cycles', () => {
    const cycle = findCycle(importGraph());
    expect(cycle?.map((f) => relative(SRC, f)).join(' → ')).toBeUndefined();
  });
});

const RULES = join(SRC, 'rules');

/** The folder of src/rules a file belongs to ('(root)' for index.ts and other top-level files). */
function rulesFolder(file: string): string {
  const parts = relative(RULES, file).split(/[\\/]/);
  return parts.length > 1 ? parts[0]! : '(root)';
}

/** Folder-level import graph of src/rules: an edge a → b when some file in a imports a file in b. */
function folderGraph(): Map<string, Map<string, string[]>> {
  const folders = new Map<string, Map<string, string[]>>();
  for (const [file, targets] of importGraph()) {
    if (!file.startsWith(RULES + '/')) continue;
    const from = rulesFolder(file);
    for (const target of targets) {
      if (!target.startsWith(RULES + '/')) continue;
      const to = rulesFolder(target);
      if (to === from) continue;
      const edges = folders.get(from) ?? new Map<string, string[]>();
      edges.set(to, [...(edges.get(to) ?? []), relative(RULES, file)]);
      folders.set(from, edges);
    }
  }
  return folders;
}

describe('folders of src/rules (docs/extending.md)', () => {
  it('have no import cycle between folders: each folder sits on the ones below it', () => {
    const graph = folderGraph();
    const asFiles = new Map([...graph].map(([from, edges]) => [from, [...edges.keys()]]));
    const cycle = findCycle(asFiles);
    const why = cycle?.slice(1).map((to, i) => `${cycle[i]} → ${to} (${graph.get(cycle[i]!)?.get(to)?.[0]})`);
    expect(why).toBeUndefined();
  });

  it('core/ — the contract — imports no rules folder but hex/ (feature areas extend it instead)', () => {
    const imported = [...(folderGraph().get('core')?.keys() ?? [])];
    expect(imported.filter((folder) => folder !== 'hex')).toEqual([]);
  });

  it('define/ — how modules declare themselves — imports no feature area, so every area may use it', () => {
    const imported = [...(folderGraph().get('define')?.keys() ?? [])].sort();
    expect(imported.filter((folder) => !['core', 'hex', 'sequence', 'world', 'map', 'tables'].includes(folder))).toEqual([]);
  });

  it('the check itself sees folder edges (the engine imports the areas it registers)', () => {
    expect([...(folderGraph().get('engine')?.keys() ?? [])]).toEqual(expect.arrayContaining(['fire', 'movement', 'core']));
  });
});
