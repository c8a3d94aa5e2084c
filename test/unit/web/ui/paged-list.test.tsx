import { screen, waitFor } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { PagedListFooter } from '@/components/ui/paged-list-footer';
import { isKeyOf } from '@/lib/use-action';
import { usePagedList } from '@/lib/use-paged-list';
import { renderScreen } from '../../../support/web/render';

/*
 * A list read a page at a time (All documents, invoices): "Load more" asks for the next page with
 * the last one's cursor, an action that revalidates the list's path reloads every page shown, and
 * a page that fails to load says so with "Try again".
 */

type Page = { items: string[]; nextCursor: string | null };
const PAGES: Record<string, Page> = {
  '': { items: ['a', 'b'], nextCursor: 'c1' },
  c1: { items: ['c'], nextCursor: null },
};

function List({
  fetchPage,
}: {
  fetchPage: (f: readonly string[], cursor: string) => Promise<Page>;
}) {
  const { data, error, size, setSize, isValidating, mutate } = usePagedList(
    '/api/things',
    'user-1',
    ['open'],
    fetchPage,
  );
  const { mutate: revalidate } = useSWRConfig();
  const last = data?.at(-1);
  return (
    <>
      <ul>
        {data
          ?.flatMap((p) => p.items)
          .map((item) => (
            <li key={item}>{item}</li>
          ))}
      </ul>
      <button onClick={() => void revalidate(isKeyOf('/api/things'))}>Changed elsewhere</button>
      <PagedListFooter
        error={error}
        failed="Failed to load things"
        onRetry={() => void mutate()}
        hasMore={Boolean(last?.nextCursor)}
        loadingMore={isValidating && size > (data?.length ?? 0)}
        onMore={() => void setSize(size + 1)}
        label="Load more"
        loadingLabel="Loading more things"
      />
    </>
  );
}

describe('A paged list', () => {
  it('loads the next page with the cursor and the filters, then offers no more', async () => {
    const asked: string[] = [];
    const ui = renderScreen(
      <List
        fetchPage={async (filters, cursor) => {
          asked.push(`${filters.join(',')}:${cursor}`);
          return PAGES[cursor]!;
        }}
      />,
    );
    expect(await screen.findByText('b')).toBeDefined();
    await ui.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('c')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(asked).toEqual(['open:', 'open:c1']);

    asked.length = 0;
    await ui.user.click(screen.getByRole('button', { name: 'Changed elsewhere' }));
    await waitFor(() => expect(asked).toEqual(['open:', 'open:c1']));
  });

  it('says when a page fails, and "Try again" reads it again', async () => {
    let fail = true;
    const ui = renderScreen(
      <List
        fetchPage={async (_, cursor) => {
          if (cursor === 'c1' && fail) throw new Error('Server unavailable');
          return PAGES[cursor]!;
        }}
      />,
    );
    await ui.user.click(await screen.findByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load things');
    expect(alert.textContent).toContain('Server unavailable');
    fail = false;
    await ui.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('c')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
