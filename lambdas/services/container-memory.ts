/**
 * What a warm container remembers between requests, for facts that let a request skip a read:
 * at most `max` entries, the one used longest ago dropped first. Only for facts that are checked
 * on use or cannot change; each user says which.
 */
export function containerMemory<V>(max: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        // Used again: now the most recent.
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    delete(key: string): void {
      entries.delete(key);
    },
  };
}
