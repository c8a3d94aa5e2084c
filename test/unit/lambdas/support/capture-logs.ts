import { vi } from 'vitest';

/**
 * Swallows what the Powertools logger prints (its own Console over stdout/stderr) and hands the
 * JSON lines back, so a test can assert on a log line without filling the run's output.
 */
export function captureLogs(): {
  lines: () => Array<Record<string, unknown>>;
  restore: () => void;
} {
  const chunks: string[] = [];
  const swallow = (chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(swallow);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(swallow);
  return {
    lines: () =>
      chunks
        .flatMap((c) => c.split('\n'))
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    restore: () => {
      out.mockRestore();
      err.mockRestore();
    },
  };
}
