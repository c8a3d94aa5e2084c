import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/**
 * A whole number of years of experience, up to 50, in a field as narrow as the number: what the
 * application asks for and what a role requires are read on the same scale.
 */
export function YearsInput({ min, ...props }: ComponentProps<typeof Input> & { min: 0 | 1 }) {
  return (
    <Input
      {...props}
      type="number"
      inputMode="numeric"
      min={min}
      max={50}
      step={1}
      className="sm:max-w-40"
    />
  );
}
