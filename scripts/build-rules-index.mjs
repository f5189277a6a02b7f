// npm run rules-index: rebuilds src/ui/rules/rulesIndex.json from the team's rules inventory
// (../shared/design/RULES-INVENTORY.md §1; override with RULES_INVENTORY=path). The generated file
// is committed: the app and its build never read ../shared.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { buildRulesIndex, InventoryFormatError } from './rules/buildIndex.mjs';

const source = process.env.RULES_INVENTORY ?? '../shared/design/RULES-INVENTORY.md';
const target = 'src/ui/rules/rulesIndex.json';

if (!existsSync(source)) {
  console.error(`npm run rules-index: ${source} not found (set RULES_INVENTORY to the inventory's path)`);
  process.exit(1);
}
try {
  const wording = JSON.parse(readFileSync('scripts/rules/playerWording.json', 'utf8')).rows;
  const index = buildRulesIndex(readFileSync(source, 'utf8'), wording);
  writeFileSync(target, JSON.stringify(index, null, 1) + '\n');
  console.log(`${target}: ${index.entries.length} cases, ${Object.keys(index.tables).length} tables in the legend`);
} catch (e) {
  if (e instanceof InventoryFormatError) {
    console.error(`npm run rules-index: ${e.message}`);
    process.exit(1);
  }
  throw e;
}
