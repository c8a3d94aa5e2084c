import { ApplicationPage } from '../components/application-page';
import { PartnerApplicationForm } from '../components/partner-application-form';

/** `/apply-partner`: the partner application (spec §2). */
export default function ApplyPartnerPage() {
  return (
    <ApplicationPage
      title="Join Our Partner Network"
      description="Consultancies, managed security providers, resellers and recruiters: partner with us to bring experienced security leadership to your clients."
    >
      <PartnerApplicationForm />
    </ApplicationPage>
  );
}
