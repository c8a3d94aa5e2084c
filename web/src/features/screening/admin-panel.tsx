import { Link } from 'react-router';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';

/**
 * Public entry: the applications' card on the Admin Dashboard (features/admin), the way to the
 * screening screens. A file of its own so the dashboard loads none of the screening code.
 */
export function ApplicationsAdminPanel() {
  return (
    <section aria-labelledby="applications-panel-title">
      <Card>
        <CardHeader>
          <h2
            id="applications-panel-title"
            className="text-xl leading-none font-semibold tracking-tight"
          >
            Applications
          </h2>
          <CardDescription>Screen professionals, role requests and partners</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild>
            <Link to="/admin/applications">
              Open applications
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </section>
  );
}
