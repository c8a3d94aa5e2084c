import { useEffect, useRef } from 'react';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useTheme, type ThemeChoice } from './theme';
import { THEME_TRIGGER_LABEL, ThemeTriggerIcon, takeTriggerFocus } from './theme-trigger';

const options: { value: ThemeChoice; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

const isChoice = (value: string): value is ThemeChoice => options.some((o) => o.value === value);

/**
 * The Radix menu to pick the light, dark or system theme. Loaded after first paint (see
 * `theme-switcher.tsx`), so `openNow` opens it when the visitor pressed the stand-in button before.
 */
export default function ThemeMenu({ openNow }: { openNow: boolean }) {
  const { choice, setChoice } = useTheme();
  const triggerRef = useRef<HTMLButtonElement>(null);

  // The stand-in button had focus: hand it over to the real trigger so keyboard users keep their place.
  useEffect(() => {
    if (takeTriggerFocus() && !openNow) triggerRef.current?.focus();
  }, [openNow]);

  return (
    <DropdownMenu modal={false} defaultOpen={openNow}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={triggerRef}
          variant="ghost"
          size="icon"
          aria-label={THEME_TRIGGER_LABEL}
          title={THEME_TRIGGER_LABEL}
        >
          <ThemeTriggerIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-label="Theme"
          value={choice}
          onValueChange={(value) => {
            if (isChoice(value)) setChoice(value);
          }}
        >
          {options.map(({ value, label, Icon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <Icon aria-hidden />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
