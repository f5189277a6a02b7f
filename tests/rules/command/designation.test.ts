// Printed subordination designations [17.0, 17.11–17.16; RULES-INVENTORY §4.8 designation families].
import { describe, expect, it } from 'vitest';
import { designationFits, formationAncestors, parseDesignation, type Formation } from '../../../src/rules';
import { HELLS_HIGHWAY_COUNTERS, HELLS_HIGHWAY_FORMATIONS } from '../../../src/scenarios/hellsHighway/oob';

describe('designation families', () => {
  it('[17.11] battalion/regiment on a company: 1/501, 1CG/5, II/9, I/6iii', () => {
    expect(parseDesignation('1/501')).toMatchObject({ level: 'battalion', own: '1', parent: '501', parentLevel: 'regiment' });
    expect(parseDesignation('1CG/5')).toMatchObject({ level: 'battalion', own: '1CG', parent: '5' });
    // German battalions print Roman numerals even when the regiment shares its number with the division
    expect(parseDesignation('II/9')).toMatchObject({ level: 'battalion', own: 'II', parent: '9' });
    expect(parseDesignation('I/6iii')).toMatchObject({ level: 'battalion', own: 'I', parent: '6', parentLevel: 'regiment' });
  });

  it('[17.12] regiment/division on an HQ: 501/101, 1/1, 5/GA', () => {
    expect(parseDesignation('501/101', { hq: true })).toMatchObject({ level: 'regiment', own: '501', parent: '101', parentLevel: 'division' });
    expect(parseDesignation('1/1', { hq: true })).toMatchObject({ level: 'regiment', own: '1', parent: '1' });
    // the same text on a company is a battalion of the 1st Parachute Brigade [17.11]
    expect(parseDesignation('1/1')).toMatchObject({ level: 'battalion', own: '1', parent: '1' });
  });

  it('[17.13] companies straight under a regiment: 1053/85, 1053/85xx, 17/7', () => {
    expect(parseDesignation('1053/85')).toMatchObject({ level: 'regiment', own: '1053', parent: '85', parentLevel: 'division' });
    expect(parseDesignation('1053/85xx')).toMatchObject({ level: 'regiment', own: '1053', parent: '85', parentLevel: 'division' });
    expect(parseDesignation('17/7')).toMatchObject({ level: 'regiment', own: '17', parent: '7' });
    expect(parseDesignation('17/7', { regimentDirectDivisions: new Set() })).toMatchObject({ level: 'battalion' });
  });

  it('[17.14, 12.4] echelon marks: 85xx division, 30xxx corps, IIParaxxx corps, OBWxxxx army', () => {
    expect(parseDesignation('85xx')).toMatchObject({ level: 'division', own: '85', parent: null });
    expect(parseDesignation('30xxx')).toMatchObject({ level: 'corps', own: '30' });
    expect(parseDesignation('IIParaxxx')).toMatchObject({ level: 'corps', own: 'IIPara' });
    expect(parseDesignation('OBWxxxx')).toMatchObject({ level: 'army', own: 'OBW' });
  });

  it('[17.15] independent regiments and brigades: 6iii, 406iii, 8x, 107x, FBx, 6iii Ind', () => {
    expect(parseDesignation('6iii')).toMatchObject({ level: 'regiment', own: '6', independent: true });
    expect(parseDesignation('406iii')).toMatchObject({ level: 'regiment', own: '406', independent: true });
    expect(parseDesignation('8x')).toMatchObject({ level: 'brigade', own: '8', independent: true });
    expect(parseDesignation('107x')).toMatchObject({ level: 'brigade', own: '107' });
    expect(parseDesignation('FBx')).toMatchObject({ level: 'brigade', own: 'FB' });
    expect(parseDesignation('6iii Ind')).toMatchObject({ level: 'regiment', own: '6', independent: true });
  });

  it('[17.16] "ind" outfits: KGWltr ind, 502ind, NdrInd, 6Pnl Ind, 15*19ind, HFlak', () => {
    expect(parseDesignation('KGWltr ind')).toMatchObject({ level: 'independent', own: 'KGWltr', parent: null, independent: true });
    expect(parseDesignation('502ind')).toMatchObject({ level: 'independent', own: '502' });
    expect(parseDesignation('NdrInd')).toMatchObject({ level: 'independent', own: 'Ndr' });
    expect(parseDesignation('6Pnl Ind')).toMatchObject({ level: 'independent', own: '6Pnl' });
    expect(parseDesignation('15*19ind')).toMatchObject({ level: 'independent', own: '15*19' });
    expect(parseDesignation('HFlak')).toMatchObject({ level: 'independent', own: 'HFlak' });
    expect(parseDesignation('KGH')).toMatchObject({ level: 'kampfgruppe', own: 'KGH' });
  });
});

describe("Hell's Highway order of battle against its formation tree [17.0]", () => {
  const formations: Record<string, Formation> = Object.fromEntries(
    HELLS_HIGHWAY_FORMATIONS.map((f) => [f.id, { id: f.id, designation: f.designation, echelon: f.echelon, side: f.side, nationality: f.nationality, parentId: f.parentId, hqUnitId: f.hqCounterId }]),
  );

  it('[17.11, 17.13, 17.14] every combat counter’s printed subordination names its formation', () => {
    const problems: string[] = [];
    for (const c of HELLS_HIGHWAY_COUNTERS.filter((x) => x.type !== 'hq')) {
      const fit = designationFits(formations, parseDesignation(c.subordination), c.formationId);
      if (!fit.ok) problems.push(`${c.id}: ${fit.reason}`);
    }
    expect(problems).toEqual([]);
  });

  it('[17.12] every HQ counter’s printed name is its formation, and its subordination field names that formation or one above it', () => {
    const problems: string[] = [];
    for (const c of HELLS_HIGHWAY_COUNTERS.filter((x) => x.type === 'hq')) {
      const fit = designationFits(formations, parseDesignation(c.name, { hq: true }), c.formationId);
      if (!fit.ok) problems.push(`${c.id} name: ${fit.reason}`);
      const sub = parseDesignation(c.subordination, { hq: true });
      const chain = formationAncestors(formations, c.formationId);
      if (!chain.some((f) => parseDesignation(f.designation, { hq: f.echelon !== 'battalion' }).own === sub.own)) problems.push(`${c.id} subordination ${c.subordination} is not in its chain`);
    }
    expect(problems).toEqual([]);
  });

  it('[17.0] a counter filed under the wrong formation is caught', () => {
    expect(designationFits(formations, parseDesignation('2/506'), '1/501')).toMatchObject({ ok: false });
    expect(designationFits(formations, parseDesignation('1054/85xx'), '1053/85xx')).toMatchObject({ ok: false });
    expect(designationFits(formations, parseDesignation('502ind'), '1/501')).toMatchObject({ ok: false });
  });
});
