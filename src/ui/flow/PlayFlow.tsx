/**
 * The play flow mounted once by the App: the New game dialog, the hot-seat hand-over cover, the
 * Command Phase report, and the computer's automatic answers. (The End phase summary hangs under
 * its button in the turn bar.)
 */
import { CommandReport } from './CommandReport';
import { HandOver } from './HandOver';
import { NewGameDialog } from './NewGameDialog';
import { useAutoAnswers } from './useAutoAnswers';

export function PlayFlow() {
  useAutoAnswers();
  return (
    <>
      <CommandReport />
      <NewGameDialog />
      <HandOver />
    </>
  );
}
