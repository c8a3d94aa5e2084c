import { loadOnce } from '../load-once';

/** A port whose members are all methods answering promises, so a call can wait for a load. */
type AsyncMethods<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * The port's adapter, imported (with the AWS SDK client it brings) on the first call of one of its
 * methods rather than when the port is built. An area declares every port its routes may use, and
 * ports are built when a route first reads them, so without this a bundle evaluates, at its cold
 * start, the SDK client of every port that any of its routes uses: S3 for `applications` whose
 * only S3 route is the photo upload. Only for ports that some requests of an area never call; the
 * table, which nearly every request reads, stays imported with the bundle.
 */
export function importedOnFirstCall<T extends AsyncMethods<T>>(load: () => Promise<T>): T {
  const adapter = loadOnce(load);
  return new Proxy({} as T, {
    get(_target, name) {
      // Not a thenable (`await deps.events` must give the port, not call a `then` it lacks).
      if (typeof name !== 'string' || name === 'then') return undefined;
      return async (...args: unknown[]): Promise<unknown> => {
        const loaded = await adapter();
        const method: unknown = loaded[name as keyof T];
        if (typeof method !== 'function') throw new TypeError(`The adapter has no method ${name}`);
        return Reflect.apply(method, loaded, args);
      };
    },
  });
}
