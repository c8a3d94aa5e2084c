import { Badge } from '@/components/ui/badge';

/** A booking page's state (spec §4): Active or Inactive. */
export function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge variant="success">Active</Badge>
  ) : (
    <Badge variant="secondary">Inactive</Badge>
  );
}
