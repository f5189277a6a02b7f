/** Whether the keyboard help dialog is open (the "?" key, the Display menu). Screen state only. */
import { create } from 'zustand';

export const useKeyboardHelp = create<{ open: boolean; setOpen(open: boolean): void }>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
