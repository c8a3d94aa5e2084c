/**
 * The waits between reads of a just-booked meeting while its calendar makes the join link (the
 * provider answers after the booking did, usually within seconds): soon at first, then further
 * apart, about a minute in all. After the last, the screen stops asking and says the link comes
 * with the confirmation mail, which is sent once the link exists.
 */
export const JOIN_LINK_WAITS_MS: readonly number[] = [
  1_000, 2_000, 3_000, 5_000, 8_000, 10_000, 15_000, 16_000,
];

/** The wait before read number `reads + 1`, or undefined once the reads are used up. */
export const joinLinkWait = (reads: number): number | undefined => JOIN_LINK_WAITS_MS[reads - 1];
