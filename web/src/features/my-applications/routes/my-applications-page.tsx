import { ApplicationList } from '../components/application-list';
import { MyScreen } from '../components/my-screen';
import { listTexts } from '../lib/my-applications';

/** `/my/applications`: the signed-in applicant's own submissions and where each one stands. */
export default function MyApplicationsPage() {
  return (
    <MyScreen title={listTexts.title}>
      {(user) => (
        <>
          <header className="grid gap-1">
            <h1 className="text-3xl font-bold tracking-tight">{listTexts.title}</h1>
            <p className="text-muted-foreground">{listTexts.lead}</p>
          </header>
          <ApplicationList sub={user.sub} />
        </>
      )}
    </MyScreen>
  );
}
