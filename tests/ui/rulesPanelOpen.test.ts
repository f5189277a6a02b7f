// Where the rules panel opens (src/ui/rules/rulesPanelState.ts): the "Rules index" button opens
// the list of cases it names, even after a chart was the last thing shown; Charts and a case link
// open where they point.
import { beforeEach, describe, expect, it } from 'vitest';
import { closeRules, openChart, openRule, openRulesIndex, useRulesPanel } from '../../src/ui/rules/rulesPanelState';

describe('the rules panel opens where its way in points', () => {
  beforeEach(() => useRulesPanel.setState({ open: false, selected: null, chart: null }));

  it('[10.15] after the Terrain Effects Chart was viewed and the panel closed, "Rules index" opens on the cases', () => {
    openChart('tec');
    expect(useRulesPanel.getState()).toMatchObject({ open: true, chart: 'tec' });
    closeRules();
    openRulesIndex();
    expect(useRulesPanel.getState()).toMatchObject({ open: true, chart: null });
  });

  it('[8.41] a case opened from a link is still the one shown beside the index', () => {
    openRule('8.41');
    closeRules();
    openRulesIndex();
    expect(useRulesPanel.getState()).toMatchObject({ open: true, chart: null, selected: '8.41' });
  });

  it('[10.15] Charts opens on its chart whatever the panel showed', () => {
    openRulesIndex();
    openChart('tec');
    expect(useRulesPanel.getState()).toMatchObject({ open: true, chart: 'tec' });
  });
});
