import type { InvokedFunction } from '../../lambdas/events/invocations';
import type {
  DeclaredAccess,
  FunctionAccess,
  OwnRight,
  PortRight,
  TableEntity,
} from '../../lambdas/deps/function-access';

const ownRights: readonly OwnRight[] = ['table', 'documents', 'photos', 'tokenCipher'];

/**
 * A function's rights: what each port it declares implies (`definePort`'s `access`) merged with
 * what only the function can say (its `access.ts`). Fails synth when the two disagree, so nothing
 * is said twice and nothing is granted that no port uses:
 * - a right or entity a port implies, stated again by the function;
 * - a port asking for a right whose extent the function does not state (a table without mode);
 * - such a right stated although no port of the function uses it.
 */
export function accessOf(name: string, declared: DeclaredAccess): FunctionAccess {
  const { deps, ...own } = declared;
  const ports = Object.entries(deps.ports).map(([port, { access }]) => ({ port, access }));
  const fail = (why: string): never => {
    throw new Error(`Rights of ${name}: ${why}`);
  };

  const implied: Partial<Record<Exclude<PortRight, 'invokes'>, true>> = {};
  const invokes: InvokedFunction[] = [];
  const portItems: TableEntity[] = [];
  for (const { port, access } of ports) {
    const { invokes: invoked, ...grants } = access.grants ?? {};
    for (const right of Object.keys(access.grants ?? {}) as PortRight[]) {
      if (Object.hasOwn(own, right)) fail(`the ${port} port implies ${right}; do not state it`);
    }
    for (const [right, value] of Object.entries(grants)) {
      if (value === true) implied[right as keyof typeof implied] = true;
    }
    invokes.push(...(invoked ?? []));
    for (const entity of access.items ?? []) {
      if (own.items?.includes(entity)) {
        fail(`the ${port} port implies the ${entity.entity} entity; do not list it`);
      }
      if (!portItems.includes(entity)) portItems.push(entity);
    }
  }

  const asked = new Map(
    ports.filter(({ access }) => access.asks).map(({ port, access }) => [access.asks!, port]),
  );
  for (const right of ownRights) {
    const port = asked.get(right);
    if (port && own[right] === undefined) fail(`the ${port} port needs ${right} stated`);
    if (!port && own[right] !== undefined) fail(`${right} is stated but no port uses it`);
  }

  const items = [...(own.items ?? []), ...portItems];
  return {
    ...own,
    ...(items.length ? { items } : {}),
    ...implied,
    ...(invokes.length ? { invokes: [...new Set(invokes)] } : {}),
  };
}
