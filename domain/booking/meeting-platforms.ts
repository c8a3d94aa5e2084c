import type { TOAuthProvider, TProvider } from '@contracts/booking/connection';
import { MEETING_PLATFORMS, type TMeetingPlatform } from '@contracts/booking/meeting';

/**
 * Which video platforms a booking page may offer its visitors, and which of its connected
 * calendars a booking's event is written to. A join link exists only when the event is written
 * to a calendar of the platform's own provider (Google makes Meet links, Microsoft Teams links),
 * so a platform is offered only when the page has a synced calendar of that provider, and a
 * booking that asks for it is written there.
 */

/** The provider whose calendar makes each platform's join link. */
export const PLATFORM_PROVIDER: Record<TMeetingPlatform, TOAuthProvider> = {
  google_meet: 'google',
  teams: 'microsoft',
};

interface Connected {
  id: string;
  provider: TProvider;
}

/** The platforms whose link one of `synced` (the page's Google and Microsoft calendars) makes. */
export function linkPlatforms(synced: readonly Pick<Connected, 'provider'>[]): TMeetingPlatform[] {
  return MEETING_PLATFORMS.filter((platform) =>
    synced.some((c) => c.provider === PLATFORM_PROVIDER[platform]),
  );
}

/**
 * The calendar a booking's event goes to, of `synced` (oldest first): with a platform, one of its
 * provider's, the primary when it is one; without, the primary, else the oldest. Undefined when
 * none fits: no event is written (and a platform asked for would get no link).
 */
export function bookingTarget<C extends Connected>(
  synced: readonly C[],
  primaryId: string | undefined,
  platform: TMeetingPlatform | null | undefined,
): C | undefined {
  const fit = platform ? synced.filter((c) => c.provider === PLATFORM_PROVIDER[platform]) : synced;
  return fit.find((c) => c.id === primaryId) ?? fit[0];
}
