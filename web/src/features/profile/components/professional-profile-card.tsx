import { professionalProfileMessages } from '@contracts/account/professional-profile';
import { LoadFailed } from '@/components/ui/load-failed';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useProfessionalProfile } from '../api/professional-profile';
import { ProfessionalProfileForm, profileTexts } from './professional-profile-form';

/** "Your profile" as a card: the profile's form once it is loaded. */
export function ProfessionalProfileCard({ sub }: { sub: string }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl leading-none font-semibold tracking-tight">{profileTexts.title}</h2>
        <CardDescription>{profileTexts.lead}</CardDescription>
      </CardHeader>
      <CardContent>
        <LoadedProfile sub={sub}>
          {(profile) => <ProfessionalProfileForm profile={profile} />}
        </LoadedProfile>
      </CardContent>
    </Card>
  );
}

/** Renders `children` with the profile once loaded; a spinner meanwhile, a retry on failure. */
export function LoadedProfile({
  sub,
  children,
}: {
  sub: string;
  children: (
    profile: NonNullable<ReturnType<typeof useProfessionalProfile>['data']>,
  ) => React.ReactNode;
}) {
  const { data, error, mutate } = useProfessionalProfile(sub);
  if (data) return <>{children(data)}</>;
  if (error)
    return (
      <LoadFailed
        title={professionalProfileMessages.loadFailed}
        error={error}
        onRetry={() => void mutate()}
      />
    );
  return (
    <div className="flex items-center gap-3 text-muted-foreground">
      <Spinner label="Loading your profile" />
      <span>Loading your profile...</span>
    </div>
  );
}
