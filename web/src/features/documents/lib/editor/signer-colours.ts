/**
 * One colour per signer, by their place in the signing order, so the sender sees at a glance whose
 * field is whose. Full class names are written out so Tailwind finds them; each pairs a light and
 * a dark-mode look.
 */
const SIGNER_COLOURS = [
  {
    field: 'border-blue-500 bg-blue-100/80 text-blue-950',
    swatch: 'bg-blue-500',
    ring: 'ring-blue-500',
  },
  {
    field: 'border-emerald-500 bg-emerald-100/80 text-emerald-950',
    swatch: 'bg-emerald-500',
    ring: 'ring-emerald-500',
  },
  {
    field: 'border-amber-500 bg-amber-100/80 text-amber-950',
    swatch: 'bg-amber-500',
    ring: 'ring-amber-500',
  },
  {
    field: 'border-purple-500 bg-purple-100/80 text-purple-950',
    swatch: 'bg-purple-500',
    ring: 'ring-purple-500',
  },
  {
    field: 'border-rose-500 bg-rose-100/80 text-rose-950',
    swatch: 'bg-rose-500',
    ring: 'ring-rose-500',
  },
  {
    field: 'border-cyan-500 bg-cyan-100/80 text-cyan-950',
    swatch: 'bg-cyan-500',
    ring: 'ring-cyan-500',
  },
] as const;

export type SignerColour = (typeof SIGNER_COLOURS)[number];

/** The colour of the signer with this e-mail: their position in `signers`, cycling. */
export function signerColour(email: string, signers: readonly { email: string }[]): SignerColour {
  const position = signers.findIndex((s) => s.email === email);
  return SIGNER_COLOURS[Math.max(0, position) % SIGNER_COLOURS.length]!;
}
