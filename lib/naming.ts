/** `send-booking-mail` / `MeetingBooked` / `system` → `SendBookingMail` / `MeetingBooked` / `System`. */
export const pascalCase = (value: string) =>
  value
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
