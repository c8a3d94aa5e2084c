import { ApplicationPage } from '../components/application-page';
import { RoleRequestForm } from '../components/role-request-form';

/** `/post-role`: a company's role request (spec §2). */
export default function PostRolePage() {
  return (
    <ApplicationPage
      title="Tell Us What You Need"
      description="Describe your company and the security leadership you're after. We screen the candidates and introduce you to the right match."
    >
      <RoleRequestForm />
    </ApplicationPage>
  );
}
