import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import Plus from 'lucide-react/icons/plus';
import { EMPTY_MESSAGE, ZAddTickerMessage } from '@contracts/ticker/ticker-message';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { addTickerMessage } from '../api/add-ticker-message';
import { errorMessage } from '@/lib/error-message';

/** "Add Ticker Message": a text field that adds on Enter or with the Add button. */
export function AddTickerMessage({ onAdded }: { onAdded: () => void }) {
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding) return;
    // The API's own rule: empty or whitespace-only is refused here, without asking the server.
    const check = ZAddTickerMessage.safeParse({ message: text });
    if (!check.success) {
      toast.error('Validation Error', {
        description: check.error.issues[0]?.message ?? EMPTY_MESSAGE,
      });
      return;
    }
    setAdding(true);
    try {
      await addTickerMessage(check.data);
      toast.success('Message added');
      setText('');
      onAdded();
    } catch (error) {
      toast.error('Error', { description: errorMessage(error) });
    } finally {
      setAdding(false);
    }
  }

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
          <form className="flex flex-col gap-2 sm:flex-row" onSubmit={(e) => void submit(e)}>
            <label htmlFor={`${id}-message`} className="sr-only">
              Ticker message
            </label>
            <Input
              id={`${id}-message`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="e.g. New: fractional CISO roles in healthcare"
              maxLength={280}
              autoComplete="off"
            />
            <Button type="submit" disabled={adding} className="shrink-0">
              <Plus aria-hidden />
              {adding ? 'Adding...' : 'Add'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
