/** The date-and-time picker for moving a meeting, for the visitor's manage-booking page. */
export { MoveSlotPicker, type SlotsSource } from './components/move-slot-picker';
