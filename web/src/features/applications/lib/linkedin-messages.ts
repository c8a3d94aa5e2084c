/** The texts of the LinkedIn quick fill (spec §8 "LinkedIn connect"). */
export const linkedInMessages = {
  redirecting: 'Redirecting to LinkedIn',
  redirectingDescription: 'Please authorize access to pre-fill your information',
  failed: 'LinkedIn Connection Failed',
  failedDescription: 'Please try again.',
  notConfigured:
    'LinkedIn sign-in is not configured for this environment, so the form has to be filled in by hand.',
  otherAccount:
    "You're signed in with another account. Sign out first, then use Quick Fill with LinkedIn.",
  notCompleted: 'The LinkedIn sign-in did not complete. Please try again.',
  filled: 'Details added from LinkedIn',
  filledDescription: 'Check them, then complete the rest of the form.',
  noPhoto: "Your LinkedIn photo couldn't be added here; you can upload one in the Photo section.",
} as const;
