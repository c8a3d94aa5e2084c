/**
 * What the visitor's page says of the moves their link has left (the server counts them and
 * refuses a move past the last, `domain/booking/link-moves.ts`). With none left it names the way
 * to the host instead of offering times.
 */
export function linkMovesText(booking: { movesLeft: number; pageName: string }): string {
  const { movesLeft, pageName } = booking;
  if (movesLeft > 0)
    return `You can move this meeting ${movesLeft} more ${movesLeft === 1 ? 'time' : 'times'} with this link.`;
  const meeting = pageName ? `"${pageName}"` : 'this meeting';
  return `This link has moved the meeting as often as it may. To change the time of ${meeting} again, please contact the host by replying to your booking email.`;
}
