/**
 * One line of log text per engine event. Each rules area declares its events' lines beside the
 * events themselves (src/rules/<area>/events.ts); the engine's registry gathers them.
 */
export { formatEvent, type UnitNamer } from '../rules/api';
