import { useEffect } from 'react';
import { webConfig } from '@/config/web-config';
import { resolveWsUrl, subscribeLive } from '../lib/live-updates';

/** Keeps the ticker current: refetches on every change notice and after every (re)connect. */
export function useLiveTicker(refetch: (version?: string) => void): void {
  useEffect(() => {
    const url = resolveWsUrl(webConfig().wsUrl, window.location.href);
    return subscribeLive(url, { onChange: refetch, onOpen: () => refetch() });
  }, [refetch]);
}
