/**
 * The play flow mounted once by the App: the New game dialog, the hot-seat hand-over cover, the
 * Command Phase report, the computer's automatic answers, and the computer player of the sides the
 * session gives it, with its progress line. (The End phase summary hangs under
 * its button in the turn bar.)
 */
import { CommandReport } from './CommandReport';
import { ComputerThinking } from './ComputerThinking';
import { useComputerPlayer } from './useComputerPlayer';
import { HandOver } from './HandOver';
import { NewGameDialog } from './NewGameDialog';
import { useAutoAnswers } from './useAutoAnswers';

export function PlayFlow() {
  useAutoAnswers();
  useComputerPlayer();
  return (
    <>
      <ComputerThinking />
      <CommandReport />
      <NewGameDialog />
      <HandOver />
    </>
  );
}
