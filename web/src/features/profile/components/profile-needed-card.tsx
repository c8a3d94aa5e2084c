import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useProfessionalProfile } from '../api/professional-profile';
import { ProfessionalProfileForm } from './professional-profile-form';

export const profileNeededTexts = {
  title: 'Tell your visitors who you are',
  lead: 'Your booking pages, timesheets, signing requests and invoices name you to your clients. Give your name once; without it they show your account e-mail, or no host at all.',
} as const;

/**
 * The profile asked where a professional first needs it (their booking pages): shown only while
 * it has no name, and gone once saved. Says nothing while loading or when it cannot be loaded:
 * the page around it works without it.
 */
export function ProfileNeededCard({ sub }: { sub: string }) {
  const { data } = useProfessionalProfile(sub);
  if (!data || data.name.trim()) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl leading-none font-semibold tracking-tight">
          {profileNeededTexts.title}
        </h2>
        <CardDescription>{profileNeededTexts.lead}</CardDescription>
      </CardHeader>
      <CardContent>
        <ProfessionalProfileForm profile={data} />
      </CardContent>
    </Card>
  );
}
