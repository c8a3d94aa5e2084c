/**
 * `load`, called on the first call only and its promise kept, so concurrent callers share one
 * load. A failed load is not kept: the next call tries again (a module or a secret that failed to
 * load once, e.g. for a network blip, must not fail every later request of the container).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      const started = load();
      loading = started;
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
    }
    return loading;
  };
}
