import { Badge } from '@/components/ui/badge';

/**
 * A booking page's state (spec §4): Active or Inactive (paused: visitors see "Calendar Not
 * Found"), or Deleting while a deletion that stopped midway waits to be finished.
 */
export function ActiveBadge({ active, deleting = false }: { active: boolean; deleting?: boolean }) {
  if (deleting) return <Badge variant="outline">Deleting</Badge>;
  return active ? (
    <Badge variant="success">Active</Badge>
  ) : (
    <Badge variant="secondary">Inactive</Badge>
  );
}
