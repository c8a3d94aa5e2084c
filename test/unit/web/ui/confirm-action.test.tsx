import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { renderScreen } from '../../../support/web/render';

/* The question before a step that cannot be taken back (spec §5), as a person answers it. */

describe('A confirmed action', () => {
  function Leave({ onLeave }: { onLeave: () => void }) {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmAction
        open={open}
        onOpenChange={setOpen}
        title="Leave without saving?"
        description="Your changes will be lost."
        cancelLabel="Stay"
        confirmLabel="Leave"
        onConfirm={onLeave}
      >
        <p>Two fields changed.</p>
      </ConfirmAction>
    );
  }

  it('can be opened by the screen, with more to say than its question', async () => {
    const left: boolean[] = [];
    const ui = renderScreen(<Leave onLeave={() => left.push(true)} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByText('Two fields changed.')).toBeDefined();
    await ui.user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(left).toEqual([true]);
  });

  it('offers only the way out when the answer is known to be no', async () => {
    const ui = renderScreen(
      <ConfirmAction
        trigger={<Button>Delete</Button>}
        title="This item cannot be deleted"
        description={<p>It is still in use.</p>}
        cancelLabel="Close"
        confirmLabel={null}
        onConfirm={() => {}}
      />,
    );
    await ui.user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This item cannot be deleted' });
    expect(within(dialog).getByText('It is still in use.')).toBeDefined();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close']);
  });
});
