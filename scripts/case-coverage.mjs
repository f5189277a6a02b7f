// npm run coverage:cases: per area of the rules inventory (../shared/design/RULES-INVENTORY.md §1,
// or RULES_INVENTORY=path), how many of its cases a PASSING test names in its title ('[9.11] ...').
//   node scripts/case-coverage.mjs              runs the unit tests that cite cases, counts the passing ones
//   node scripts/case-coverage.mjs --static     reads the titles only (fast; does not know if they pass)
//   node scripts/case-coverage.mjs --results f  reads a vitest JSON report already written
//   --areas modes,stacking                      only those areas;  --uncited  lists the uncited cases
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { buildRulesIndex } from './rules/buildIndex.mjs';
import { caseCoverage, casesCitedBy, titlesInSource } from './rules/caseCoverage.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const value = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

const source = process.env.RULES_INVENTORY ?? '../shared/design/RULES-INVENTORY.md';
if (!existsSync(source)) {
  console.error(`coverage:cases: ${source} not found (set RULES_INVENTORY to the inventory's path)`);
  process.exit(1);
}
const index = buildRulesIndex(readFileSync(source, 'utf8'));

function testFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'e2e' ? [] : testFiles(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

function passingTitles(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults.filter((t) => t.status === 'passed').map((t) => [...t.ancestorTitles, t.title].join(' ')),
  );
}

let titles;
let how;
if (flag('--static')) {
  titles = testFiles('tests').flatMap((f) => titlesInSource(readFileSync(f, 'utf8')));
  how = 'titles read from the test files (not run)';
} else {
  let reportPath = value('--results');
  if (!reportPath) {
    const citing = testFiles('tests').filter((f) => titlesInSource(readFileSync(f, 'utf8')).some((t) => casesCitedBy(t).length > 0));
    reportPath = join(tmpdir(), `case-coverage-${process.pid}.json`);
    try {
      execFileSync('npx', ['vitest', 'run', '--reporter=json', `--outputFile=${reportPath}`, ...citing], { stdio: ['ignore', 'ignore', 'inherit'] });
    } catch {
      // failing tests still write the report; they simply do not count
    }
  }
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  titles = passingTitles(report);
  how = `passing tests (${titles.length}) of ${reportPath}`;
}

const only = value('--areas')?.split(',');
const rows = caseCoverage(index, titles).filter((r) => !only || only.includes(r.area));
const pct = (r) => (r.total ? Math.round((1000 * r.cited) / r.total) / 10 : 100);
console.log(`Cases cited by ${how}:\n`);
console.log('area                 cited/total   %');
for (const r of rows) {
  console.log(`${r.area.padEnd(20)} ${`${r.cited}/${r.total}`.padStart(11)} ${String(pct(r)).padStart(5)}${flag('--uncited') && r.uncited.length ? `   uncited: ${r.uncited.join(' ')}` : ''}`);
}
const total = rows.reduce((s, r) => ({ cited: s.cited + r.cited, total: s.total + r.total }), { cited: 0, total: 0 });
console.log(`${'all'.padEnd(20)} ${`${total.cited}/${total.total}`.padStart(11)} ${String(pct(total)).padStart(5)}`);
