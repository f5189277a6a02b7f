import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Positions keep their units in buckets (src/rules/state/unitBuckets.ts); everything else reads and
// writes them through that module's accessors, so that the shape can change in one file. Indexes
// kept per position may hold the bucket list by identity, but nothing outside the module looks inside.
const ACCESSORS = join('src', 'rules', 'state', 'unitBuckets.ts');
const REACHES_IN = /\.unitBuckets\s*\[|\.unitBucketOf\s*\[|Object\.(?:values|keys|entries|assign)\(\s*[\w.]*\.unitBucket|\.unitBuckets\.(?:push|map|forEach|flatMap|filter|length)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('units are reached through state/unitBuckets.ts', () => {
  it('no source file outside it reads or writes inside the buckets', () => {
    const offenders = sourceFiles('src')
      .filter((file) => file !== ACCESSORS)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
          .filter(({ line }) => REACHES_IN.test(line))
          .map(({ at }) => at),
      );
    expect(offenders).toEqual([]);
  });

  it('the check finds a direct read', () => {
    expect(REACHES_IN.test('const unit = state.unitBuckets[0]![id];')).toBe(true);
    expect(REACHES_IN.test('const bucket = draft.unitBucketOf[id];')).toBe(true);
    expect(REACHES_IN.test('for (const b of Object.values(state.unitBuckets))')).toBe(true);
    expect(REACHES_IN.test('const unit = unitById(state, id);')).toBe(false);
  });
});
