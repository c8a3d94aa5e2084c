import { routeKey, routes, type RouteDef } from '../../lambdas/routes';

export interface RouteMatch {
  route: RouteDef;
  routeKey: string;
  /** Decoded values, keyed by the template's names; undefined when the route has none. */
  pathParameters?: Record<string, string>;
}

interface Compiled {
  route: RouteDef;
  regex: RegExp;
  names: string[];
  /** Literal segments outrank variables, as in API Gateway: `/a/new` wins over `/a/{id}`. */
  literalSegments: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(route: RouteDef): Compiled {
  const names: string[] = [];
  let literalSegments = 0;
  const pattern = route.path
    .split('/')
    .map((segment) => {
      const greedy = /^\{(\w+)\+\}$/.exec(segment);
      if (greedy?.[1]) {
        names.push(greedy[1]);
        return '(.+)';
      }
      const variable = /^\{(\w+)\}$/.exec(segment);
      if (variable?.[1]) {
        names.push(variable[1]);
        return '([^/]+)';
      }
      literalSegments += 1;
      return escape(segment);
    })
    .join('/');
  return { route, regex: new RegExp(`^${pattern}$`), names, literalSegments };
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export type RouteMatcher = (method: string, rawPath: string) => RouteMatch | undefined;

/** Picks the route API Gateway would pick for a method and raw path, or undefined (its 404). */
export function createRouteMatcher(table: RouteDef[]): RouteMatcher {
  const compiled = table.map(compile).sort((a, b) => b.literalSegments - a.literalSegments);
  return (method, rawPath) => {
    for (const candidate of compiled) {
      if (candidate.route.method !== method) continue;
      const match = candidate.regex.exec(rawPath);
      if (!match) continue;
      const pathParameters = candidate.names.length
        ? Object.fromEntries(candidate.names.map((name, i) => [name, decode(match[i + 1] ?? '')]))
        : undefined;
      return { route: candidate.route, routeKey: routeKey(candidate.route), pathParameters };
    }
    return undefined;
  };
}

export const matchRoute = createRouteMatcher(routes);
