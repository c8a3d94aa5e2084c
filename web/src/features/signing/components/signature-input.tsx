import { useId, useState } from 'react';
import type { TSignature } from '@contracts/documents/signing';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SignaturePad } from './signature-pad';

/** A typed signature is shown in a handwriting-like face. */
export const TYPED_SIGNATURE_CLASS = 'font-serif text-2xl italic';

/**
 * The signature: typed (the signer's name, prefilled) or drawn. Either way the parent gets the
 * current signature, or null while there is none.
 */
export function SignatureInput({
  name,
  onChange,
}: {
  name: string;
  onChange: (signature: TSignature | null) => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<'typed' | 'drawn'>('typed');
  const [typed, setTyped] = useState(name);
  const [drawn, setDrawn] = useState<string | null>(null);

  const report = (nextMode: 'typed' | 'drawn', nextTyped: string, nextDrawn: string | null) =>
    onChange(
      nextMode === 'typed'
        ? nextTyped.trim()
          ? { type: 'typed', text: nextTyped.trim() }
          : null
        : nextDrawn
          ? { type: 'drawn', dataUrl: nextDrawn }
          : null,
    );

  return (
    <Tabs
      value={mode}
      onValueChange={(value) => {
        const next = value === 'drawn' ? 'drawn' : 'typed';
        setMode(next);
        report(next, typed, drawn);
      }}
      className="grid gap-3"
    >
      <TabsList aria-label="How to sign">
        <TabsTrigger value="typed">Type</TabsTrigger>
        <TabsTrigger value="drawn">Draw</TabsTrigger>
      </TabsList>
      <TabsContent value="typed" className="mt-0 grid gap-2">
        <Label htmlFor={`${id}-typed`}>Type your name</Label>
        <Input
          id={`${id}-typed`}
          value={typed}
          maxLength={100}
          autoComplete="name"
          onChange={(e) => {
            setTyped(e.target.value);
            report('typed', e.target.value, drawn);
          }}
        />
        <p
          className={`min-h-10 rounded-md border border-dashed px-3 py-1 ${TYPED_SIGNATURE_CLASS}`}
          aria-label="Signature preview"
        >
          {typed}
        </p>
      </TabsContent>
      {/* Kept mounted, so switching to Type and back does not wipe the drawing. */}
      <TabsContent value="drawn" forceMount className="mt-0 data-[state=inactive]:hidden">
        <SignaturePad
          label="Signature drawing area"
          onChange={(dataUrl) => {
            setDrawn(dataUrl);
            report('drawn', typed, dataUrl);
          }}
        />
      </TabsContent>
    </Tabs>
  );
}
