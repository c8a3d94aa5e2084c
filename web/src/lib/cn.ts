import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (13 KB gzipped on the first load): a
 * component that accepts `className` puts it last, and callers don't pass conflicting utilities.
 */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
