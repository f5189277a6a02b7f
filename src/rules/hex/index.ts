/** Hex geometry of the stitched four-section map. See grid.ts for the convention. */
export * from './grid';
export * from './hexId';
export * from './axial';
export * from './neighbors';
export * from './distance';
export * from './line';
export * from './pixel';
export * from './adjacent';
