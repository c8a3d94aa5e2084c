import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { RequireUser } from '@/features/auth/require-user';
import { ProfessionalProfileCard } from '../components/professional-profile-card';
import { profileTexts } from '../components/professional-profile-form';

/** Where the profile is edited; other screens link here when they need it. */
export const PROFILE_PATH = '/account/profile';

/**
 * `/account/profile` ("Your profile"): the professional's name, company, address and tax number,
 * asked once and used wherever they are named to a client. Signed-out visitors go to sign in and
 * come back here.
 */
export default function ProfilePage() {
  return (
    <>
      <DocumentTitle title={profileTexts.title} />
      <RequireUser>
        {(user) => (
          <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
            <div className="grid gap-1">
              <h1 className="text-3xl font-bold tracking-tight">{profileTexts.title}</h1>
              <p className="text-muted-foreground">
                Your clients see this name instead of your account e-mail.{' '}
                <Link
                  to="/account/security"
                  className="font-medium text-primary underline underline-offset-4"
                >
                  Account security
                </Link>{' '}
                holds your password and sign-in settings.
              </p>
            </div>
            <ProfessionalProfileCard sub={user.sub} />
          </div>
        )}
      </RequireUser>
    </>
  );
}
