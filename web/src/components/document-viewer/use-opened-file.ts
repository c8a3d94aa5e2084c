import { useCallback, useEffect, useRef, useState } from 'react';

export type Opened<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; value: T };

/**
 * Opens the file named `fileKey` once (again when the key changes or on `retry`): `open` fetches
 * and parses it, `close` frees what it holds when the file is left. A slow answer for a file the
 * reader has already left is dropped.
 */
export function useOpenedFile<T>(
  fileKey: string,
  open: () => Promise<T>,
  close?: (value: T) => void,
): { opened: Opened<T>; retry: () => void } {
  const [opened, setOpened] = useState<Opened<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks, so a caller's inline functions do not reopen the file on each render.
  const openRef = useRef(open);
  const closeRef = useRef(close);
  useEffect(() => {
    openRef.current = open;
    closeRef.current = close;
  });

  useEffect(() => {
    let live = true;
    let value: T | undefined;
    setOpened({ status: 'loading' });
    openRef.current().then(
      (result) => {
        if (live) {
          value = result;
          setOpened({ status: 'ready', value: result });
        } else closeRef.current?.(result);
      },
      (error: unknown) => {
        if (live) setOpened({ status: 'error', error });
      },
    );
    return () => {
      live = false;
      if (value !== undefined) closeRef.current?.(value);
    };
  }, [fileKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { opened, retry };
}
