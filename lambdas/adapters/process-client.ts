/**
 * `build`, called on first use, its client then kept for the process's life, as the AWS examples
 * keep a client at module scope: the ports of a function that call one service share one client
 * (its sockets, its resolved credentials). A process serves one function of one deployment, so
 * the region and endpoint of the first call are those of every later one.
 */
export function processClient<C>(
  build: (region: string, endpoint?: string) => C,
): (region: string, endpoint?: string) => C {
  let client: C | undefined;
  return (region, endpoint) => (client ??= build(region, endpoint));
}
