import { ApplicationPage } from '../components/application-page';
import { CisoApplicationForm } from '../components/ciso/ciso-application-form';

/** `/apply-ciso`: the professional application (spec §2). */
export default function ApplyCisoPage() {
  return (
    <ApplicationPage
      title="Join Our Community"
      description="Apply to join our network of virtual and fractional security leaders. We read every application and get back to you personally."
    >
      <CisoApplicationForm />
    </ApplicationPage>
  );
}
