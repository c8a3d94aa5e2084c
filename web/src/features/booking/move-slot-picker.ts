/** The date-and-time picker for moving a meeting: the visitor's, and the owner's reschedule. */
export { MoveSlotPicker, type SlotsSource } from './components/move-slot-picker';
export { useChosenSlot } from './components/use-chosen-slot';
