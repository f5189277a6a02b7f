/**
 * Commands: everything a player can ask of the engine, as plain serialisable objects
 * (ARCHITECTURE §4).
 *
 * `CommandMap` maps each command type to its shape. It is empty here: each command declares its
 * own shape in its module (`<area>/commands/<type>.ts`) by augmenting this interface, beside its
 * schema, validation and resolution, and the engine's registry checks that every declared type is
 * registered (docs/extending.md).
 */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CommandMap {}

export type CommandType = keyof CommandMap;

/** Any command the engine knows. */
export type Command = CommandMap[CommandType];

/** The command of one type. */
export type CommandOf<K extends CommandType> = CommandMap[K];
