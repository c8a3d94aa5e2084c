/**
 * A tab's storage kept in a map, for the drafts and notes the application forms keep across a
 * sign-in; `items` lets a test read or seed what was kept.
 */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
