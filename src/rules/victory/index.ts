/** Victory conditions as data, the running record, and the report [24.6, 25.5]. */
export * from './types';
export * from './casualties';
export * from './hexSets';
export * from './record';
export * from './evaluate';
export * from './gameEnd';
export * from './schema';
