/** The sandbox's edits of a position (solo testing of situations); see docs/sandbox.md. */
export * from './types';
export * from './edits';
export * from './placement';
export * from './unitStatus';
export * from './phase';
export * from './pool';
export { editableUnit } from './unitChecks';
