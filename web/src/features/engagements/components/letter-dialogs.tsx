import { useId } from 'react';
import { Link } from 'react-router';
import FileSignature from 'lucide-react/icons/file-signature';
import FilePlus from 'lucide-react/icons/file-plus';
import {
  engagementMessages,
  LETTER_MESSAGE_MAX,
  SIGNING_ORDER_LABELS,
  SIGNING_ORDERS,
  ZChangeOrder,
  ZSendLetter,
  type TChangeOrder,
  type TEngagement,
} from '@contracts/engagements/engagement';
import { Button } from '@/components/ui/button';
import { DialogForm } from '@/components/ui/dialog-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useFormDialog } from '@/lib/forms/use-form-dialog';
import { engagementKey } from '../api/get-engagement';
import { engagementsPath } from '../api/get-engagements';
import { sendChangeOrder, sendLetter } from '../api/send-letter';
import { letterDocumentPath } from '../lib/engagement-display';
import type { EngagementFormApi } from '../lib/form-types';
import { TermsFields } from './terms-fields';

/** The signing order as a radio group, with what each choice means. */
function SigningOrderField({ form }: { form: { register: (name: 'signingOrder') => object } }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Who signs first</legend>
      {SIGNING_ORDERS.map((order) => (
        <label key={order} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            value={order}
            className="size-4 accent-primary"
            {...form.register('signingOrder')}
          />
          {SIGNING_ORDER_LABELS[order]}
        </label>
      ))}
    </fieldset>
  );
}

const revalidateOf = (engagement: TEngagement) => [engagementsPath, engagementKey(engagement.id)];

/**
 * "Send letter for signature" on a draft: the letter is drawn from the draft's terms and
 * clauses, and mailed to the client's approver and to you, one after the other in the order
 * chosen. Once everyone has signed, the engagement is active on exactly those terms.
 */
export function SendLetterDialog({ engagement }: { engagement: TEngagement }) {
  const { form, act, busy, dialog, close } = useFormDialog(ZSendLetter, {
    signingOrder: 'clientFirst',
    message: '',
  });
  const onSubmit = form.submit(async (values) => {
    const done = await act({
      run: () => sendLetter(engagement.id, values),
      success: engagementMessages.letterSent,
      error: engagementMessages.letterFailed,
      revalidate: revalidateOf(engagement),
    });
    if (done.ok) close();
  });
  return (
    <FormDialog
      {...dialog}
      title="Send letter for signature"
      description="The letter states this draft's terms and your clauses. It goes to the client's approver and to you: the second signer is asked once the first has signed. When both have signed, the engagement becomes active on exactly these terms."
      trigger={
        <Button>
          <FileSignature aria-hidden />
          Send letter for signature
        </Button>
      }
    >
      <DialogForm onSubmit={onSubmit} busy={busy} submitLabel="Send letter" busyLabel="Sending...">
        <SigningOrderField form={form} />
        <FormField
          field={form.field('message')}
          label="Message to the signers (optional)"
          hint={`Put in their signing e-mail; at most ${LETTER_MESSAGE_MAX} characters.`}
        >
          {(control) => <Textarea {...control} rows={3} />}
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}

/** The change order's form starts from the terms in effect today and the engagement's end. */
const changeOrderValues = (engagement: TEngagement): TChangeOrder => ({
  model:
    engagement.terms.model.kind === 'retainer'
      ? { ...engagement.terms.model, hoursPerMonth: String(engagement.terms.model.hoursPerMonth) }
      : engagement.terms.model,
  rollover:
    engagement.terms.rollover.kind === 'carry'
      ? { kind: 'carry', capHours: String(engagement.terms.rollover.capHours) }
      : { kind: 'none' },
  lateCancellationHours: engagement.terms.lateCancellationHours,
  noticeDays: engagement.terms.noticeDays,
  endDate: engagement.endDate ?? '',
  effectiveFrom: '',
  signingOrder: 'clientFirst',
  message: '',
});

/**
 * "New change order" on an active engagement: the amended terms and end, and the day they take
 * effect. Sent for signature like the letter; until it is signed, the terms stay as they are.
 */
export function ChangeOrderDialog({ engagement }: { engagement: TEngagement }) {
  const id = useId();
  const { form, act, busy, dialog, close } = useFormDialog(
    ZChangeOrder,
    changeOrderValues(engagement),
  );
  const onSubmit = form.submit(async (values) => {
    const done = await act({
      run: () => sendChangeOrder(engagement.id, values),
      success: engagementMessages.changeOrderSent,
      error: engagementMessages.letterFailed,
      revalidate: revalidateOf(engagement),
    });
    if (done.ok) close();
  });
  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-2xl"
      title="New change order"
      description="A change order amends the terms from the day it takes effect, once both sides have signed it. Until then the engagement keeps its current terms."
      trigger={
        <Button variant="outline">
          <FilePlus aria-hidden />
          New change order
        </Button>
      }
    >
      <DialogForm
        onSubmit={onSubmit}
        busy={busy}
        submitLabel="Send change order"
        busyLabel="Sending..."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField field={form.field('effectiveFrom')} label="Takes effect on">
            {(control) => <Input {...control} type="date" min={engagement.startDate} required />}
          </FormField>
          <FormField
            field={form.field('endDate')}
            label="End date"
            hint="Leave empty for no end date."
          >
            {(control) => <Input {...control} type="date" min={engagement.startDate} />}
          </FormField>
        </div>
        {/* The terms' fields are named as in the engagement form, which they are shared with. */}
        <TermsFields
          form={form as unknown as EngagementFormApi}
          currency={engagement.currency}
          idPrefix={`${id}-terms`}
        />
        <SigningOrderField form={form} />
        <FormField field={form.field('message')} label="Message to the signers (optional)">
          {(control) => <Textarea {...control} rows={2} />}
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}

/** A letter being prepared or out for signature: no other may go out meanwhile. */
export const isOut = (letter: TEngagement['letters'][number]) =>
  letter.status === 'preparing' || letter.status === 'sent';

/** While a letter is out: who is signing, and where to follow it. */
export function LetterOutNotice({ engagement }: { engagement: TEngagement }) {
  const out = engagement.letters.find(isOut);
  if (!out) return null;
  if (out.status === 'preparing')
    return (
      <p role="status" className="rounded-md border bg-muted/40 p-4 text-sm">
        {out.kind === 'letter' ? 'The letter is' : 'The change order is'} being prepared: it goes
        out for signature in a moment.
      </p>
    );
  return (
    <p role="status" className="rounded-md border bg-muted/40 p-4 text-sm">
      {out.kind === 'letter'
        ? 'The letter is out for signature.'
        : 'A change order is out for signature.'}{' '}
      <Link
        to={letterDocumentPath(out.documentId)}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        Follow its signing
      </Link>
    </p>
  );
}
