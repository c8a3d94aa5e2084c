import { Link } from 'react-router';
import FolderOpen from 'lucide-react/icons/folder-open';
import { LIBRARY_CATEGORY_LABELS, type TLibrary } from '@contracts/documents/library';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** One library on the grid (spec §2): the whole card opens it. */
export function LibraryCard({ library }: { library: TLibrary }) {
  const count = library.documentCount;
  return (
    <Card className="relative h-full transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-muted/40">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-3">
          <h2 className="flex min-w-0 items-center gap-2 text-lg leading-tight font-semibold break-words">
            <FolderOpen className="size-5 shrink-0 text-primary" aria-hidden />
            <Link
              to={`/documents/libraries/${encodeURIComponent(library.id)}`}
              className="outline-none after:absolute after:inset-0"
            >
              {library.name}
            </Link>
          </h2>
          <Badge variant="secondary">
            {LIBRARY_CATEGORY_LABELS[library.category]}
            {library.categoryValue ? `: ${library.categoryValue}` : ''}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm text-muted-foreground">
        <p className="line-clamp-3 break-words">{library.description || 'No description'}</p>
        <p className="font-medium text-foreground">
          {count} {count === 1 ? 'document' : 'documents'}
        </p>
      </CardContent>
    </Card>
  );
}
