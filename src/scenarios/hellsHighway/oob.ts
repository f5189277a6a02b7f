/**
 * The counters of scenario 24, Hell's Highway (22–23 Sept) [24.2, 24.3], one spec per counter.
 *
 * The counter sheets are not available. Values quoted by the rules text are marked
 * `rules-glimpse` (RULES-INVENTORY §4.8); everything else is `reconstructed` from the historical
 * order of battle at the scale of [3.5a] (1 SP ≈ 25 men or one vehicle/gun) and the weapon scale of
 * the designer's notes [33.0] (German tanks: 7 MkIV, 8 Panther, 9 Tiger; AT guns: 6 = 6-pounder,
 * 9 = 17-pounder). docs/order-of-battle.md explains every choice.
 */
import type { CounterSpec, FormationSpec, LeaderSpec, OrderOfBattle, Provenance } from '../oob/types';

const glimpse = (source: string): Provenance => ({ kind: 'rules-glimpse', source });
const recon = (source: string): Provenance => ({ kind: 'reconstructed', source });

// ---------------------------------------------------------------------------------------------
// Formations
// ---------------------------------------------------------------------------------------------

type F = Omit<FormationSpec, 'side' | 'nationality'>;
const us = (f: F): FormationSpec => ({ ...f, side: 'allied', nationality: 'US' });
const uk = (f: F): FormationSpec => ({ ...f, side: 'allied', nationality: 'UK' });
const de = (f: F): FormationSpec => ({ ...f, side: 'german', nationality: 'DE' });

export const HELLS_HIGHWAY_FORMATIONS: FormationSpec[] = [
  // US 101st Airborne Division [33.0]
  us({ id: '101xx', designation: '101xx', name: '101st Airborne Division', echelon: 'division', parentId: null, hqCounterId: null, airborne: true }),
  us({ id: '501/101', designation: '501/101', name: '501st Parachute Infantry Regiment', echelon: 'regiment', parentId: '101xx', hqCounterId: 'us-501-hq' }),
  us({ id: '1/501', designation: '1/501', name: '1st Battalion, 501st PIR', echelon: 'battalion', parentId: '501/101', hqCounterId: null }),
  us({ id: '2/501', designation: '2/501', name: '2nd Battalion, 501st PIR', echelon: 'battalion', parentId: '501/101', hqCounterId: null }),
  us({ id: '3/501', designation: '3/501', name: '3rd Battalion, 501st PIR', echelon: 'battalion', parentId: '501/101', hqCounterId: null }),
  us({ id: '506/101', designation: '506/101', name: '506th Parachute Infantry Regiment', echelon: 'regiment', parentId: '101xx', hqCounterId: 'us-506-hq' }),
  us({ id: '2/506', designation: '2/506', name: '2nd Battalion, 506th PIR', echelon: 'battalion', parentId: '506/101', hqCounterId: null }),
  us({ id: '3/506', designation: '3/506', name: '3rd Battalion, 506th PIR', echelon: 'battalion', parentId: '506/101', hqCounterId: null }),
  us({ id: '327/101', designation: '327/101', name: '327th Glider Infantry Regiment', echelon: 'regiment', parentId: '101xx', hqCounterId: 'us-327-hq' }),
  us({ id: '1/327', designation: '1/327', name: '1st Battalion, 327th GIR', echelon: 'battalion', parentId: '327/101', hqCounterId: null }),
  us({ id: '2/327', designation: '2/327', name: '2nd Battalion, 327th GIR', echelon: 'battalion', parentId: '327/101', hqCounterId: null }),
  us({ id: '3/327', designation: '3/327', name: '3rd Battalion, 327th GIR (the former 1/401st GIR)', echelon: 'battalion', parentId: '327/101', hqCounterId: null }),
  // British Guards Armoured Division [33.0]; neither the GAxx nor the 5/GA HQ is in this scenario [24.5]
  uk({ id: 'GAxx', designation: 'GAxx', name: 'Guards Armoured Division', echelon: 'division', parentId: null, hqCounterId: null }),
  uk({ id: '5/GA', designation: '5/GA', name: '5th Guards Armoured Brigade', echelon: 'brigade', parentId: 'GAxx', hqCounterId: null }),
  uk({ id: '1CG/5', designation: '1CG/5', name: '1st (Armoured) Battalion, Coldstream Guards', echelon: 'battalion', parentId: '5/GA', hqCounterId: null }),
  uk({ id: '32/GA', designation: '32/GA', name: '32nd Guards Brigade', echelon: 'brigade', parentId: 'GAxx', hqCounterId: 'uk-32-hq' }),
  uk({ id: '5CG/32', designation: '5CG/32', name: '5th Battalion, Coldstream Guards', echelon: 'battalion', parentId: '32/GA', hqCounterId: null }),
  uk({ id: '1WG/32', designation: '1WG/32', name: '1st Battalion, Welsh Guards', echelon: 'battalion', parentId: '32/GA', hqCounterId: null }),
  uk({ id: '3IG/32', designation: '3IG/32', name: '3rd Battalion, Irish Guards', echelon: 'battalion', parentId: '32/GA', hqCounterId: null }),
  // German
  de({ id: '107x', designation: '107x', name: '107th Panzer Brigade', echelon: 'brigade', parentId: null, hqCounterId: 'de-107-hq' }),
  de({ id: '2107P/107', designation: '2107P/107', name: 'Panzer Battalion 2107 (Panthers)', echelon: 'battalion', parentId: '107x', hqCounterId: null }),
  de({ id: '2107/107', designation: '2107/107', name: 'Panzergrenadier Battalion 2107', echelon: 'battalion', parentId: '107x', hqCounterId: null }),
  de({ id: '280/107', designation: '280/107', name: 'Assault Gun Brigade 280 (detachment)', echelon: 'battalion', parentId: '107x', hqCounterId: null }),
  de({ id: '85xx', designation: '85xx', name: '85th Infantry Division', echelon: 'division', parentId: null, hqCounterId: 'de-85-hq' }),
  de({ id: '1053/85xx', designation: '1053/85xx', name: 'Grenadier Regiment 1053', echelon: 'regiment', parentId: '85xx', hqCounterId: null }),
  de({ id: 'KGH', designation: 'KGH', name: 'Kampfgruppe Huber', echelon: 'kampfgruppe', parentId: '85xx', hqCounterId: 'de-kgh-hq' }),
  de({ id: '1054/85xx', designation: '1054/85xx', name: 'Grenadier Regiment 1054', echelon: 'regiment', parentId: 'KGH', hqCounterId: null }),
  de({ id: '9xx', designation: '9xx', name: '9th SS Panzer Division', echelon: 'division', parentId: null, hqCounterId: null }),
  de({ id: '9/9', designation: '9/9', name: '9th SS Panzer Regiment', echelon: 'regiment', parentId: '9xx', hqCounterId: null }),
  de({ id: 'II/9', designation: 'II/9', name: '2nd Battalion, 9th SS Panzer Regiment (Panthers)', echelon: 'battalion', parentId: '9/9', hqCounterId: null }),
  de({ id: '59xx', designation: '59xx', name: '59th Infantry Division', echelon: 'division', parentId: null, hqCounterId: null }),
  de({ id: '1036/59', designation: '1036/59', name: 'Grenadier Regiment 1036', echelon: 'regiment', parentId: '59xx', hqCounterId: 'de-1036-hq' }),
  de({ id: '7xx', designation: '7xx', name: '7th Parachute Division', echelon: 'division', parentId: null, hqCounterId: 'de-7-hq' }),
  de({ id: '17/7', designation: '17/7', name: '17th Parachute Regiment', echelon: 'regiment', parentId: '7xx', hqCounterId: 'de-17-hq' }),
];

// ---------------------------------------------------------------------------------------------
// Counters
// ---------------------------------------------------------------------------------------------

const C = 'concentrated' as const;
const D = 'dispersed' as const;
const T = 'travel' as const;

/** A leg unit with C/D faces, plus T when a "t" is printed [13.3]. */
function leg(
  base: Omit<CounterSpec, 'modes' | 'parenthesized' | 'bridgeLetter' | 'effectiveness' | 'range' | 'travelPrinted'> & {
    c: number;
    d: number;
    range?: number;
    t?: boolean;
  },
): CounterSpec {
  const { c, d, range, t, ...rest } = base;
  const travelPrinted = t ?? true;
  return {
    ...rest,
    effectiveness: { concentrated: c, dispersed: d },
    parenthesized: false,
    bridgeLetter: null,
    range: range ?? 1,
    travelPrinted,
    modes: travelPrinted ? [C, D, T] : [C, D],
  };
}

/** Armor, armored infantry, TDs: C/D/T [8.9]. */
function tracked(base: Omit<CounterSpec, 'modes' | 'parenthesized' | 'bridgeLetter' | 'effectiveness' | 'range' | 'travelPrinted'> & { c: number; d: number; range?: number }): CounterSpec {
  const { c, d, range, ...rest } = base;
  return { ...rest, effectiveness: { concentrated: c, dispersed: d }, parenthesized: false, bridgeLetter: null, range: range ?? 1, travelPrinted: true, modes: [C, D, T] };
}

/** Artillery, AT, flak: dispersed (fire) or travel (move) only [13.1]; effectiveness on the dispersed face. */
function gun(base: Omit<CounterSpec, 'modes' | 'parenthesized' | 'bridgeLetter' | 'effectiveness' | 'travelPrinted'> & { d: number }): CounterSpec {
  const { d, ...rest } = base;
  return { ...rest, effectiveness: { dispersed: d }, parenthesized: false, bridgeLetter: null, travelPrinted: true, modes: [D, T] };
}

/** HQs: concentrated or travel only [13.2], parenthesised effectiveness [3.41e]. */
function hq(base: Omit<CounterSpec, 'modes' | 'parenthesized' | 'bridgeLetter' | 'effectiveness' | 'range' | 'travelPrinted' | 'type'> & { c: number }): CounterSpec {
  const { c, ...rest } = base;
  return { ...rest, type: 'hq', effectiveness: { concentrated: c }, parenthesized: true, bridgeLetter: null, range: 1, travelPrinted: true, modes: [C, T] };
}

const US_PARA = { side: 'allied', nationality: 'US', airborne: true } as const;
const UK_GDS = { side: 'allied', nationality: 'UK', airborne: false } as const;
const GERMAN = { side: 'german', nationality: 'DE', airborne: false } as const;

const US_RIFLE_WHY =
  'one rifle company of ~140 men = 6 SP [3.5a]; concentrated 3 as the 2/506 6-3 glimpse [24.2]; dispersed 1 (reconstructed: about half, rounded down); morale 3 for elite airborne volunteers';
const US_HW_WHY =
  'HQ company (81 mm mortars, MG platoon) = 6 SP; effectiveness 6 as the 2/506 6-6 glimpse [24.3]; range 2 like most HW [18.1]; dispersed 3; no "t" (man-packed heavy weapons); morale 2';

/** A US airborne battalion: three rifle companies and the HQ company's heavy weapons. */
function usBattalion(bn: string, letters: [string, string, string], glider: boolean, glimpseSource: string | null): CounterSpec[] {
  const [n, reg] = bn.split('/') as [string, string];
  const kind = glider ? 'GIR' : 'PIR';
  const rifle = letters.map((l) =>
    leg({
      ...US_PARA,
      id: `us-${reg}-${n}-${l.toLowerCase()}`,
      name: `${l}/${bn}`,
      subordination: bn,
      formationId: bn,
      type: 'infantry',
      strength: 6,
      c: 3,
      d: 1,
      morale: 3,
      historical: `Company ${l}, ${n}${ordinal(n)} Bn ${reg}th ${kind} (rifles, light MGs, 60 mm mortars)`,
      provenance: glimpseSource ? glimpse(`2/506 6-3 ${glimpseSource}; dispersed 1 and morale 3 reconstructed`) : recon(US_RIFLE_WHY),
    }),
  );
  const hw = leg({
    ...US_PARA,
    id: `us-${reg}-${n}-hw`,
    name: `HW/${bn}`,
    subordination: bn,
    formationId: bn,
    type: 'heavyWeapons',
    strength: 6,
    c: 6,
    d: 3,
    range: 2,
    t: false,
    morale: 2,
    historical: `HQ Company, ${n}${ordinal(n)} Bn ${reg}th ${kind} (81 mm mortars, .30 cal MGs)`,
    provenance: glimpseSource ? glimpse(`2/506 6-6 [24.3]; range 2, dispersed 3 and morale 2 reconstructed`) : recon(US_HW_WHY),
  });
  return [...rifle, hw];
}

function ordinal(n: string): string {
  return n === '1' ? 'st' : n === '2' ? 'nd' : n === '3' ? 'rd' : 'th';
}

const ALLIED_COUNTERS: CounterSpec[] = [
  ...usBattalion('1/501', ['A', 'B', 'C'], false, null),
  ...usBattalion('2/501', ['D', 'E', 'F'], false, null),
  ...usBattalion('3/501', ['G', 'H', 'I'], false, null),
  hq({ ...US_PARA, id: 'us-501-hq', name: '501/101', subordination: '101xx', formationId: '501/101', strength: 2, c: 3, morale: 2, historical: 'HQ and HQ Company, 501st PIR', provenance: recon('regimental HQ: 2 SP (~50 men), (3) for its defence platoon, morale 2; every HQ value reconstructed') }),
  ...usBattalion('2/506', ['D', 'E', 'F'], false, '[24.2, 24.3]'),
  ...usBattalion('3/506', ['G', 'H', 'I'], false, null),
  hq({ ...US_PARA, id: 'us-506-hq', name: '506/101', subordination: '101xx', formationId: '506/101', strength: 2, c: 3, morale: 2, historical: 'HQ and HQ Company, 506th PIR', provenance: recon('regimental HQ: as 501/101') }),
  ...usBattalion('1/327', ['A', 'B', 'C'], true, null),
  ...usBattalion('2/327', ['E', 'F', 'G'], true, null),
  ...usBattalion('3/327', ['A', 'B', 'C'], true, null).map((c) => ({ ...c, historical: c.historical.replace('3rd Bn 327th GIR', '3rd Bn 327th GIR (ex-1/401)') })),
  ...(['1', '2'] as const).map((b) =>
    gun({
      ...US_PARA,
      id: `us-327-at-${b}`,
      name: `${b}/327/101xx`,
      subordination: '327/101xx',
      formationId: '327/101',
      type: 'antitank',
      strength: 4,
      d: 6,
      range: 1,
      morale: 2,
      historical: `antitank battery ${b} attached to the 327th (57 mm = US 6-pounder; 81st Airborne AA/AT Battalion)`,
      provenance: glimpse('327/101xx 4-6 ×2 [24.3]; typed antitank because effectiveness 6 is the 6-pounder value [33.0]; range 1, morale 2 and the dispersed/travel faces [13.1] reconstructed'),
    }),
  ),
  hq({ ...US_PARA, id: 'us-327-hq', name: '327/101', subordination: '101xx', formationId: '327/101', strength: 2, c: 3, morale: 2, historical: 'HQ and HQ Company, 327th GIR', provenance: recon('regimental HQ: as 501/101') }),
  // 1CG/5: "ICG/5 4-7 (x4)" arrives twice [24.3]: eight Sherman troops.
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) =>
    tracked({
      ...UK_GDS,
      id: `uk-1cg-${k}`,
      name: `${k}/1CG/5`,
      subordination: '1CG/5',
      formationId: '1CG/5',
      type: 'armor',
      strength: 4,
      c: 7,
      d: 5,
      morale: 2,
      historical: `troop group ${k} of the 1st (Armoured) Bn Coldstream Guards (Sherman M4, some Fireflies) [33.0]`,
      provenance: glimpse('ICG/5 4-7 ×4 twice [24.3], the Sherman platoon 4-7 [32.0]; dispersed 5 (the Tiger 9/7 pattern of [32.0]: two less) and morale 2 reconstructed'),
    }),
  ),
  // 32nd Guards Brigade: lorried Guards battalions, four rifle companies and a support company's 6-pounders [33.0].
  ...(['5CG/32', '1WG/32', '3IG/32'] as const).flatMap((bn) => {
    const slug = bn.split('/')[0]!.toLowerCase();
    const rifle = ['1', '2', '3', '4'].map((k) =>
      leg({
        ...UK_GDS,
        id: `uk-${slug}-${k}`,
        name: `${k}/${bn}`,
        subordination: bn,
        formationId: bn,
        type: 'infantry',
        strength: 5,
        c: 4,
        d: 2,
        morale: 2,
        historical: `rifle company ${k}, ${bn} (rifles, Brens, 2-inch mortars)`,
        provenance:
          bn === '3IG/32'
            ? glimpse('5-4 from the errata for the 3IG/32 counter (misprinted 316/32); dispersed 2, morale 2, "t" (lorried) reconstructed')
            : recon('as the 3IG/32 5-4 of the errata: a British rifle company of ~120 men = 5 SP; dispersed 2; morale 2; lorried, so a "t"'),
      }),
    );
    const at = gun({
      ...UK_GDS,
      id: `uk-${slug}-at`,
      name: `S/${bn}`,
      subordination: bn,
      formationId: bn,
      type: 'antitank',
      strength: 6,
      d: 6,
      range: 1,
      morale: 1,
      historical: `Support Company anti-tank platoon, ${bn} (six 6-pounders)`,
      provenance: recon('the battalion\'s predominant weapon is the 6-pounder [33.0]: 6 guns = 6 SP [3.5a], effectiveness 6 = 6-pounder [33.0]; morale 1 for a gun crew'),
    });
    return [...rifle, at];
  }),
  hq({ ...UK_GDS, id: 'uk-32-hq', name: '32/GA', subordination: 'GAxx', formationId: '32/GA', strength: 2, c: 3, morale: 2, historical: 'HQ 32nd Guards Brigade', provenance: recon('brigade HQ; printed "32/GdA" in [24.3], "32/GA" in [33.0]; values as the US regimental HQs') }),
];

const GERMAN_COUNTERS: CounterSpec[] = [
  // 107th Panzer Brigade
  ...[1, 2, 3].map((k) =>
    tracked({
      ...GERMAN,
      id: `de-2107p-${k}`,
      name: `${k}/2107P/107`,
      subordination: '2107P/107',
      formationId: '2107P/107',
      type: 'armor',
      strength: 6,
      c: 8,
      d: 6,
      morale: 2,
      historical: `${k}. Kompanie, Panzer-Abteilung 2107 (Panther Ausf. G)`,
      provenance: recon('Panther = effectiveness 8 [33.0]; 6 tanks (a company reduced by the fighting at Son on 19–20 Sept) = 6 SP; dispersed 6 (two less); morale 2'),
    }),
  ),
  tracked({
    ...GERMAN,
    id: 'de-2107p-4',
    name: '4/2107P/107',
    subordination: '2107P/107',
    formationId: '2107P/107',
    type: 'tankDestroyer',
    strength: 4,
    c: 7,
    d: 5,
    morale: 2,
    historical: '4. Kompanie, Panzer-Abteilung 2107 (Jagdpanzer IV)',
    provenance: recon('Jagdpanzer IV with the MkIV gun = 7 [33.0]; 4 vehicles; C/D/T TD [8.9]'),
  }),
  ...[1, 2, 3].map((k) =>
    tracked({
      ...GERMAN,
      id: `de-2107-${k}`,
      name: `${k}/2107/107`,
      subordination: '2107/107',
      formationId: '2107/107',
      type: 'armoredInfantry',
      strength: 6,
      c: 4,
      d: 2,
      morale: 2,
      historical: `${k}. Kompanie, Panzergrenadier-Bataillon 2107 (SPW half-tracks)`,
      provenance: recon('a half-track Panzergrenadier company of ~150 men = 6 SP; 4 for its many MGs; dispersed 2; morale 2 (new 1944 brigade)'),
    }),
  ),
  gun({
    ...GERMAN,
    id: 'de-2107-4',
    name: '4/2107/107',
    subordination: '2107/107',
    formationId: '2107/107',
    type: 'flak',
    strength: 4,
    d: 5,
    range: 2,
    morale: 1,
    historical: '4. (schwere) Kompanie, Panzergrenadier-Bataillon 2107 (20 mm flak on half-tracks)',
    provenance: recon('the heavy company\'s flak platoon: 4 guns, effectiveness 5, range 2; flak is dispersed/travel only [13.1]'),
  }),
  ...[1, 2].map((k) =>
    tracked({
      ...GERMAN,
      id: `de-280-${k}`,
      name: `${k}/280/107`,
      subordination: '280/107',
      formationId: '280/107',
      type: 'tankDestroyer',
      strength: 5,
      c: 7,
      d: 5,
      morale: 2,
      historical: `battery ${k}, Sturmgeschütz-Brigade 280 (StuG III, 75 mm L/48)`,
      provenance: recon('assault guns (Sturm 75 mm [33.0]) carry the MkIV gun = 7; typed TD (C/D/T, [8.9]); two batteries of 5 is a guess'),
    }),
  ),
  hq({ ...GERMAN, id: 'de-107-hq', name: '107x', subordination: '107x', formationId: '107x', strength: 2, c: 4, morale: 2, historical: 'Stab Panzer-Brigade 107', provenance: recon('brigade HQ with its escort: 2 SP, (4), morale 2') }),
  // 85th Infantry Division
  ...[1, 2, 3, 4].map((k) =>
    leg({
      ...GERMAN,
      id: `de-1053-${k}`,
      name: `${k}/1053/85xx`,
      subordination: '1053/85xx',
      formationId: '1053/85xx',
      type: 'infantry',
      strength: 4,
      c: 3,
      d: 1,
      t: false,
      morale: 1,
      historical: `rifle company ${k}, Grenadier-Regiment 1053 (remnants rebuilt in Sept 1944)`,
      provenance: recon('a weak grenadier company of ~100 men = 4 SP; 3; no transport, no "t"; morale 1 for a division rebuilt from stragglers'),
    }),
  ),
  leg({
    ...GERMAN,
    id: 'de-1053-hw',
    name: 'HW/1053/85xx',
    subordination: '1053/85xx',
    formationId: '1053/85xx',
    type: 'heavyWeapons',
    strength: 3,
    c: 5,
    d: 2,
    range: 2,
    t: false,
    morale: 1,
    historical: 'heavy company, Grenadier-Regiment 1053 (MG 42s, 81 mm mortars)',
    provenance: recon('MGs and mortars: 3 SP, 5, range 2 like most HW [18.1], morale 1'),
  }),
  gun({ ...GERMAN, id: 'de-85-7-9', name: 'I/185/85xx', subordination: '85xx', formationId: '85xx', type: 'artillery', strength: 7, d: 9, range: 15, morale: 1, historical: 'Artillerie-Regiment 185, heavy battalion (150 mm sFH 18)', provenance: glimpse('85xx 7-9 [24.2]; read as artillery (7 guns, 9 for 150 mm); range 15 and morale 1 reconstructed') }),
  leg({ ...GERMAN, id: 'de-85-5-4', name: 'Füs/185/85xx', subordination: '85xx', formationId: '85xx', type: 'infantry', strength: 5, c: 4, d: 2, morale: 2, historical: 'Füsilier-Bataillon 185 (bicycle infantry)', provenance: glimpse('85xx 5-4 (printed "54") [24.2]; read as the divisional fusiliers (5 SP infantry, 4); dispersed 2, "t" (bicycles) and morale 2 reconstructed') }),
  gun({ ...GERMAN, id: 'de-85-5-8', name: 'II/185/85xx', subordination: '85xx', formationId: '85xx', type: 'artillery', strength: 5, d: 8, range: 12, morale: 1, historical: 'Artillerie-Regiment 185, light battalion (105 mm leFH 18)', provenance: glimpse('85xx 5-8 [24.2]; read as artillery (5 guns, 8 for 105 mm); range 12 and morale 1 reconstructed') }),
  gun({ ...GERMAN, id: 'de-85-3-9', name: 'PzJg/185/85xx', subordination: '85xx', formationId: '85xx', type: 'antitank', strength: 3, d: 9, range: 2, morale: 1, historical: 'Panzerjäger-Abteilung 185 (88 mm PaK 43)', provenance: glimpse('85xx 3-9 [24.2]; read as three 88 mm PaK (9 like the 17-pounder [33.0]); type antitank, range 2 and morale 1 reconstructed') }),
  hq({ ...GERMAN, id: 'de-85-hq', name: '85xx', subordination: '85xx', formationId: '85xx', strength: 2, c: 3, morale: 1, historical: 'Stab 85. Infanterie-Division', provenance: recon('divisional HQ: 2 SP, (3), morale 1 like its division') }),
  // Kampfgruppe Huber (1054/85xx)
  ...[1, 2, 3].map((k) =>
    leg({
      ...GERMAN,
      id: `de-1054-${k}`,
      name: `${k}/1054/85xx`,
      subordination: '1054/85xx',
      formationId: '1054/85xx',
      type: 'infantry',
      strength: 4,
      c: 3,
      d: 1,
      t: false,
      morale: 1,
      historical: `rifle company ${k}, Kampfgruppe Huber (Grenadier-Regiment 1054)`,
      provenance: recon('as 1053/85xx: a weak grenadier company, 4 SP, 3, no "t", morale 1; three rifle companies as the Huber regiment of other games of the battle'),
    }),
  ),
  leg({
    ...GERMAN,
    id: 'de-1054-hw',
    name: 'HW/1054/85xx',
    subordination: '1054/85xx',
    formationId: '1054/85xx',
    type: 'heavyWeapons',
    strength: 3,
    c: 5,
    d: 2,
    range: 2,
    t: false,
    morale: 1,
    historical: 'heavy company, Kampfgruppe Huber (MGs, mortars)',
    provenance: recon('as HW/1053/85xx'),
  }),
  hq({ ...GERMAN, id: 'de-kgh-hq', name: 'KGH', subordination: '85xx', formationId: 'KGH', strength: 2, c: 3, morale: 1, historical: 'Stab Kampfgruppe Huber', provenance: recon('Kampfgruppe HQ: 2 SP, (3), morale 1') }),
  // II/9 (Panthers per [33.0])
  ...[1, 2].map((k) =>
    tracked({
      ...GERMAN,
      id: `de-ii9-${k}`,
      name: `${k}/II/9`,
      subordination: 'II/9',
      formationId: 'II/9',
      type: 'armor',
      strength: 4,
      c: 8,
      d: 6,
      morale: 3,
      historical: `company ${k}, II./SS-Panzer-Regiment 9 (Panthers per [33.0])`,
      provenance: recon('[33.0] lists II/9 as Panthers = 8; a weak battalion in Sept 1944: two counters of 4 tanks; SS morale 3'),
    }),
  ),
  // 1036/59 (one battalion of the regiment)
  ...[1, 2, 3].map((k) =>
    leg({
      ...GERMAN,
      id: `de-1036-${k}`,
      name: `${k}/1036/59xx`,
      subordination: '1036/59xx',
      formationId: '1036/59',
      type: 'infantry',
      strength: 5,
      c: 3,
      d: 1,
      t: false,
      morale: 2,
      historical: `rifle company ${k}, I./Grenadier-Regiment 1036`,
      provenance: recon('a grenadier company of ~125 men = 5 SP, 3, no "t"; morale 2 (a cohesive division from the 15th Army)'),
    }),
  ),
  leg({ ...GERMAN, id: 'de-1036-hw', name: 'HW/1036/59xx', subordination: '1036/59xx', formationId: '1036/59', type: 'heavyWeapons', strength: 3, c: 5, d: 2, range: 2, t: false, morale: 2, historical: 'heavy company, I./Grenadier-Regiment 1036', provenance: recon('as HW/1053/85xx, morale 2') }),
  hq({ ...GERMAN, id: 'de-1036-hq', name: '1036/59', subordination: '59xx', formationId: '1036/59', strength: 2, c: 3, morale: 2, historical: 'Stab Grenadier-Regiment 1036', provenance: recon('regimental HQ: 2 SP, (3), morale 2') }),
  // 17th Parachute Regiment, 7th Parachute Division
  ...[1, 2, 3, 4].map((k) =>
    leg({
      ...GERMAN,
      id: `de-17-${k}`,
      name: `${k}/17/7`,
      subordination: '17/7',
      formationId: '17/7',
      type: 'infantry',
      strength: 5,
      c: 4,
      d: 2,
      t: false,
      morale: 2,
      historical: `Fallschirmjäger company ${k}, Fallschirmjäger-Regiment 17 (ground-role, MG-heavy)`,
      provenance: recon('FJ company ~125 men = 5 SP; 4 for its MG scale; morale 2 (hastily formed from training and Luftwaffe personnel); no airborne symbol'),
    }),
  ),
  leg({ ...GERMAN, id: 'de-17-hw', name: 'HW/17/7', subordination: '17/7', formationId: '17/7', type: 'heavyWeapons', strength: 3, c: 5, d: 2, range: 2, t: false, morale: 2, historical: 'heavy company, Fallschirmjäger-Regiment 17 (mortars, heavy MGs)', provenance: recon('as the other German HW, morale 2') }),
  hq({ ...GERMAN, id: 'de-17-hq', name: '17/7', subordination: '7xx', formationId: '17/7', strength: 2, c: 3, morale: 2, historical: 'Stab Fallschirmjäger-Regiment 17', provenance: recon('regimental HQ: 2 SP, (3), morale 2') }),
  hq({ ...GERMAN, id: 'de-7-hq', name: '7xx', subordination: '7xx', formationId: '7xx', strength: 2, c: 3, morale: 2, historical: 'Stab 7. Fallschirmjäger-Division (Erdmann)', provenance: recon('divisional HQ ("one only" [24.3]: the HQ, not the other 7xx counters); 2 SP, (3), morale 2') }),
];

// ---------------------------------------------------------------------------------------------
// Leaders [19.8]: neither 24.2 nor 24.3 lists a leader; these are the ones whose HQ is in the
// scenario. Whether the scenario uses them is the scenario definition's decision.
// ---------------------------------------------------------------------------------------------

export const HELLS_HIGHWAY_LEADERS: LeaderSpec[] = [
  { id: 'ldr-erdmann', name: 'Oberst Erdmann', side: 'german', hqCounterId: 'de-7-hq', provenance: { kind: 'rules-glimpse', source: '[19.8] leader list: Erdmann with 7xx, GT 52 (the turn 7xx arrives in [24.3])' } },
  { id: 'ldr-maltzahn', name: 'Oberst von Maltzahn (printed "Meltzborn")', side: 'german', hqCounterId: 'de-107-hq', provenance: { kind: 'rules-glimpse', source: '[19.8] leader list: "Meltzborn" with 107x (historically Oberst Berndt-Joachim Freiherr von Maltzahn)' } },
];

export const HELLS_HIGHWAY_COUNTERS: CounterSpec[] = [...ALLIED_COUNTERS, ...GERMAN_COUNTERS];

export const HELLS_HIGHWAY_OOB: OrderOfBattle = {
  id: 'hells-highway',
  formations: HELLS_HIGHWAY_FORMATIONS,
  counters: HELLS_HIGHWAY_COUNTERS,
  leaders: HELLS_HIGHWAY_LEADERS,
};
