import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useTheme } from './theme';

export const THEME_TRIGGER_LABEL = 'Change theme';

/** Sun in the light theme, moon in the dark one. */
export function ThemeTriggerIcon() {
  const { resolved } = useTheme();
  return resolved === 'dark' ? <Moon aria-hidden /> : <Sun aria-hidden />;
}

/** Whether the stand-in button held focus when the real menu replaced it. */
let standInFocused = false;
export const setStandInFocused = (focused: boolean) => {
  standInFocused = focused;
};
export const takeTriggerFocus = () => {
  const had = standInFocused;
  standInFocused = false;
  return had;
};
