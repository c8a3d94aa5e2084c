/**
 * `build`, called once per region and endpoint, its client then kept for the container's life: the
 * ports of a function that call one service share one client (its sockets, its resolved
 * credentials). Keyed by the endpoint too, as the local launcher may point the same process at
 * another stack, whose ports must reach that stack's stand-ins.
 */
export function sharedClient<C>(
  build: (region: string, endpoint?: string) => C,
): (region: string, endpoint?: string) => C {
  const clients = new Map<string, C>();
  return (region, endpoint) => {
    const key = `${region} ${endpoint ?? ''}`;
    let client = clients.get(key);
    if (!client) clients.set(key, (client = build(region, endpoint)));
    return client;
  };
}
