import { useId } from 'react';
import Plus from 'lucide-react/icons/plus';
import { ZAddTickerMessage } from '@contracts/ticker/ticker-message';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useAction } from '@/lib/use-action';
import { addTickerMessage } from '../api/add-ticker-message';
import { adminTickerKey } from '../api/get-admin-ticker';

/**
 * "Add Ticker Message": a text field that adds on Enter or with the Add button. The API's own
 * rule refuses an empty or whitespace-only message here, without asking the server (spec §5).
 */
export function AddTickerMessage() {
  const id = useId();
  const form = useContractForm(ZAddTickerMessage, {
    defaultValues: { message: '' },
    idPrefix: id,
  });
  const { act, busy } = useAction();
  const message = form.field('message');

  const onSubmit = form.submit(async (input) => {
    const added = await act({
      run: () => addTickerMessage(input),
      success: 'Message added',
      error: 'Error',
      revalidate: [adminTickerKey],
    });
    if (added.ok) form.reset();
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardHeader>
          <h2 id={`${id}-title`} className="text-xl leading-none font-semibold tracking-tight">
            Add Ticker Message
          </h2>
          <CardDescription>
            Active messages scroll across the top of the home page, in the order below.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="flex flex-col gap-2 sm:flex-row" onSubmit={onSubmit}>
            <label htmlFor={message.id} className="sr-only">
              Ticker message
            </label>
            <Input
              {...message.input}
              id={message.id}
              placeholder="e.g. New: fractional CISO roles in healthcare"
              autoComplete="off"
            />
            <Button type="submit" disabled={busy} className="shrink-0">
              <Plus aria-hidden />
              {busy ? 'Adding...' : 'Add'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
