import { describe, expect, it } from 'vitest';
import {
  hoursText,
  monthLabel,
  monthName,
  previousMonth,
} from '@/features/engagements/lib/budget-display';

describe('The budget’s words', () => {
  it('writes minutes as hours with at most two decimals', () => {
    expect(hoursText(450)).toBe('7.5 h');
    expect(hoursText(480)).toBe('8 h');
    expect(hoursText(0)).toBe('0 h');
    // Rounded half up, as the timesheets' hours are: 7 min is 0.1166… h.
    expect(hoursText(7)).toBe('0.12 h');
    expect(hoursText(44_640)).toBe('744 h');
  });

  it('names months, and steps back across a year', () => {
    expect(monthLabel('2030-03')).toBe('March 2030');
    expect(monthName('2030-12')).toBe('December');
    expect(previousMonth('2030-03')).toBe('2030-02');
    expect(previousMonth('2030-01')).toBe('2029-12');
  });
});
