import type { MyBox } from '../myBoxes';

/**
 * THE SLOT FOR THE LOCK CONTROLS of a box on My boxes (entrance, backup entrance, box door). The
 * feature that opens smart locks online renders its controls here, for every box the customer may
 * open, own or shared (`box.contractId`, `box.warehouse.lockVersion`). Until it exists a box shows
 * none, and the slot's element takes no room (My.css).
 */
export function LockControlsSlot(_: { box: MyBox }) {
  return null;
}
