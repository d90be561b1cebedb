// What the shell takes from the order feature: the slot that keeps the page's order machine above the routes.
export { OrderSlotProvider } from './OrderSlot';
