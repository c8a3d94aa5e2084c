import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Button, type ButtonProps } from './button';

/** The "Back to Home" button that several screens carry (spec §2). */
export function BackToHome(props: Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  return (
    <Button asChild {...props}>
      <Link to="/">
        <ArrowLeft aria-hidden />
        Back to Home
      </Link>
    </Button>
  );
}
