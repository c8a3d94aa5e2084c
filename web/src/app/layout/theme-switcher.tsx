import { useEffect, useRef, type KeyboardEvent } from 'react';
import Check from 'lucide-react/icons/check';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTheme, type ThemeChoice } from './theme';

const options: { value: ThemeChoice; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

/**
 * Light / Dark / System as a small menu button (WAI-ARIA menu pattern: arrows move, Escape closes
 * and returns focus). Written here rather than with a menu library, which would cost about a fifth
 * of the landing page's JavaScript budget for three items.
 */
export function ThemeSwitcher() {
  const { choice, resolved, setChoice, menuOpen: open, setMenuOpen: setOpen } = useTheme();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const items = menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]');
    const current = [...(items ?? [])].find((el) => el.getAttribute('aria-checked') === 'true');
    (current ?? items?.[0])?.focus();
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = [
      ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []),
    ];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (e.key === 'ArrowDown') focusAt(at + 1);
    else if (e.key === 'ArrowUp') focusAt(at - 1);
    else if (e.key === 'Home') focusAt(0);
    else if (e.key === 'End') focusAt(items.length - 1);
    else if (e.key === 'Escape') close();
    else if (e.key === 'Tab') setOpen(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

  const TriggerIcon = resolved === 'dark' ? Moon : Sun;
  return (
    <div className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label="Change theme"
        title="Change theme"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'theme-menu' : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <TriggerIcon aria-hidden />
      </Button>
      {open && (
        <div
          ref={menuRef}
          id="theme-menu"
          role="menu"
          aria-label="Theme"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-1 min-w-36 rounded-md border bg-card p-1 text-card-foreground shadow-md"
        >
          {options.map(({ value, label, Icon }) => (
            <button
              key={value}
              type="button"
              role="menuitemradio"
              aria-checked={choice === value}
              tabIndex={-1}
              onClick={() => {
                setChoice(value);
                close();
              }}
              className={cn(
                'flex w-full cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent focus:bg-accent focus:outline-none [&_svg]:size-4',
              )}
            >
              <Icon aria-hidden />
              <span className="flex-1">{label}</span>
              {choice === value && <Check aria-hidden />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
