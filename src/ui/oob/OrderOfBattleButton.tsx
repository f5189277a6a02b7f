/** The "Counters" button (in the tool strip under the map, beside "Display") that opens the order-of-battle view. */
import { useCallback, useState } from 'react';
import { useEscapeLayer } from '../escapeLayers';
import { OrderOfBattleView } from './OrderOfBattleView';
import './oob.css';

export function OrderOfBattleButton() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useEscapeLayer(open, close, 'modal');
  return (
    <>
      <button type="button" className="oob-button" data-testid="oob-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Counters
      </button>
      {open && <OrderOfBattleView onClose={close} />}
    </>
  );
}
