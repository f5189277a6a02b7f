/** Every key the game answers to, as data: the keyboard help dialog lists these (KeyboardHelp.tsx). */
export interface KeyHelp {
  keys: string;
  what: string;
}

export interface KeyGroup {
  title: string;
  keys: KeyHelp[];
}

export const KEY_GROUPS: readonly KeyGroup[] = [
  {
    title: 'On the map (click it or Tab to it first)',
    keys: [
      { keys: 'Arrow keys, W A S D', what: 'pan the map' },
      { keys: '+ / −', what: 'zoom in / out' },
      { keys: 'Shift + arrow keys', what: 'move the hex cursor (the bar under the map describes its hex and units)' },
      { keys: 'Enter or Space', what: 'act on the cursor hex as a click would: place, step, target, or select its top unit' },
      { keys: '] / [', what: 'select the next / previous unit in the cursor hex' },
    ],
  },
  {
    title: 'Anywhere',
    keys: [
      { keys: 'E', what: 'end the phase (the End phase summary asks first when something is still possible)' },
      { keys: 'Escape', what: 'close the topmost open panel or dialog (this help too); with none open, clear the selection' },
      { keys: 'Ctrl + Z', what: 'undo the last command (unless the Players setting keeps Undo before a die roll)' },
      { keys: 'Ctrl + Y or Ctrl + Shift + Z', what: 'redo' },
      { keys: '?', what: 'this list of keys' },
      { keys: 'Tab / Shift + Tab', what: 'move between the map, the panels, their buttons and the log entries' },
    ],
  },
  {
    title: 'In the log',
    keys: [{ keys: 'Tab to an entry', what: 'rings its hexes on the map; Enter pins it and centres the map there' }],
  },
];
