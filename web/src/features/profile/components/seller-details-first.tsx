import { useState, type ReactNode } from 'react';
import { ProfessionalProfileForm } from './professional-profile-form';
import { LoadedProfile } from './professional-profile-card';

export const sellerTexts = {
  heading: 'First, who is the invoice from?',
  lead: 'An issued invoice cannot be changed, so it names you as its seller from your profile. You give these details once; change them later under Your profile.',
  continue: 'Save and continue',
} as const;

/**
 * Before a professional's first invoice: their profile's form while it names no seller (the
 * server refuses such an invoice), then `children` — the invoice's own form — once it does.
 */
export function SellerDetailsFirst({ sub, children }: { sub: string; children: ReactNode }) {
  const [given, setGiven] = useState(false);
  return (
    <LoadedProfile sub={sub}>
      {(profile) =>
        given || profile.name.trim() ? (
          children
        ) : (
          <section className="grid gap-4" aria-labelledby="seller-details-heading">
            <div className="grid gap-1">
              <h3 id="seller-details-heading" className="font-semibold">
                {sellerTexts.heading}
              </h3>
              <p className="text-sm text-muted-foreground">{sellerTexts.lead}</p>
            </div>
            <ProfessionalProfileForm
              profile={profile}
              submitLabel={sellerTexts.continue}
              onSaved={() => setGiven(true)}
            />
          </section>
        )
      }
    </LoadedProfile>
  );
}
