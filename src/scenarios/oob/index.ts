/** Order-of-battle format, schema, conversion to engine units and printed-values override. */
export * from './types';
export * from './schema';
export * from './toUnits';
export * from './printedOverride';
export * from './toFormations';
