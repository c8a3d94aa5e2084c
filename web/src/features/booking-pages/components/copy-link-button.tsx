import Copy from 'lucide-react/icons/copy';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { publicLink } from '../lib/public-link';

/** Copies a booking page's public link (`{origin}/book/{slug}`) and says "Link copied!". */
export function CopyLinkButton({
  slug,
  label = 'Copy Link',
  ...props
}: { slug: string; label?: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  async function copy() {
    const link = publicLink(slug);
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied!', { description: link });
    } catch {
      toast.error('Could not copy the link', { description: `Copy it by hand: ${link}` });
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()} {...props}>
      <Copy aria-hidden />
      {label}
    </Button>
  );
}
