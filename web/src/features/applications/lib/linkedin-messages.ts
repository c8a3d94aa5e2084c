/** The texts of the LinkedIn quick fill (spec §8 "LinkedIn connect"). */
export const linkedInMessages = {
  redirecting: 'Redirecting to LinkedIn',
  redirectingDescription: 'Please authorize access to pre-fill your information',
  failed: 'LinkedIn Connection Failed',
  failedDescription: 'Please try again.',
  notConfigured:
    'LinkedIn sign-in is not configured for this environment, so the form has to be filled in by hand.',
  notCompleted: 'The LinkedIn sign-in did not complete. Please try again.',
  /** LinkedIn's consent screen was closed with "Cancel". */
  cancelled: 'LinkedIn access was not granted, so nothing was filled in.',
  /** The callback page, while it asks the API for the profile. */
  fetching: 'Bringing in your LinkedIn details…',
  /** The callback's profile request without a session (signed out in another tab meanwhile). */
  signedOut: 'You were signed out. Please sign in again, then use Quick Fill with LinkedIn.',
  /** The signed-in flow's return without a profile to apply (another tab took it, storage off). */
  profileMissing: 'Your LinkedIn details did not arrive here. Please try again.',
  filled: 'Details added from LinkedIn',
  filledDescription: 'Check them, then complete the rest of the form.',
  noPhoto: "Your LinkedIn photo couldn't be added here; you can upload one in the Photo section.",
} as const;
