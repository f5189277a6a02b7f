import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint configuration is the guard that keeps the engine pure (ARCHITECTURE §3); these tests
// check that the guard itself catches what it must.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layers: src/rules imports nothing above it', () => {
  it.each([
    ["import { useState } from 'react';", 'react'],
    ["import { Graphics } from 'pixi.js';", 'pixi.js'],
    ["import { create } from 'zustand';", 'zustand'],
    ["import { immer } from 'zustand/middleware/immer';", 'zustand/'],
    ["import { createBoard } from '../board/createBoard';", 'board'],
    ["import { App } from '../../ui/App';", 'UI'],
    ["import { createGameStore } from '../store';", 'store'],
  ])('refuses %s in src/rules', async (line) => {
    const found = await problems(`${line}\nexport const used = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`, 'src/rules/engine/example.ts');
    expect(found.some((p) => p.startsWith('no-restricted-imports'))).toBe(true);
  });

  it('refuses Math.random in the engine: dice come from the state', async () => {
    const found = await problems('export const roll = () => Math.random();\n', 'src/rules/engine/example.ts');
    expect(found.some((p) => p.startsWith('no-restricted-properties'))).toBe(true);
  });

  it('refuses the DOM and browser storage in the engine', async () => {
    const found = await problems('export const x = () => [window.innerWidth, localStorage.length];\n', 'src/rules/engine/example.ts');
    expect(found.filter((p) => p.startsWith('no-restricted-globals'))).toHaveLength(2);
  });

  it('scenario data also stays free of the screen', async () => {
    const found = await problems("import { useState } from 'react';\nexport const used = [useState];\n", 'src/scenarios/example.ts');
    expect(found.some((p) => p.startsWith('no-restricted-imports'))).toBe(true);
  });

  it('the UI may use React and the store', async () => {
    const found = await problems("import { useState } from 'react';\nexport const used = [useState];\n", 'src/ui/Example.tsx');
    expect(found.filter((p) => p.startsWith('no-restricted'))).toEqual([]);
  });
});

describe('layers: the screen and the store use the engine only through src/rules/api', () => {
  it.each([
    ["import { unitsInHex } from '../rules/state/stacks';", 'src/ui/Example.tsx'],
    ["import { unitsInHex } from '../rules';", 'src/ui/Example.tsx'],
    ["import { unitsInHex } from '../../rules/state/stacks';", 'src/ui/flow/Example.tsx'],
    ["import { unitsInHex } from '../rules/state/stacks';", 'src/board/example.ts'],
    ["import { unitsInHex } from '../rules';", 'src/store/example.ts'],
  ])('refuses %s in %s', async (line, filePath) => {
    const found = await problems(`${line}\nexport const used = [unitsInHex];\n`, filePath);
    expect(found.some((p) => p.startsWith('no-restricted-imports') && p.includes('import from src/rules/api'))).toBe(true);
  });

  it.each([
    ["import { unitsInHex } from '../rules/api';", 'src/ui/Example.tsx'],
    ["import { unitsInHex } from '../../rules/api';", 'src/ui/flow/Example.tsx'],
    ["import { RuleText } from '../rules/RuleText';", 'src/ui/flow/Example.tsx'],
  ])('allows %s in %s', async (line, filePath) => {
    const name = line.match(/\{ (\w+) \}/)?.[1];
    const found = await problems(`${line}\nexport const used = [${name}];\n`, filePath);
    expect(found.filter((p) => p.startsWith('no-restricted'))).toEqual([]);
  });
});
