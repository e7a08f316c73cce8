export { routeList };
export type { ListedRoute };

import type { FastifyInstance } from 'fastify';

/** One method and path the app answers. */
interface ListedRoute {
  method: string;
  url: string;
}

// Every route the app registered, from Fastify's own tree of paths (each line a segment under the line above it,
// four characters further in); the HEAD routes Fastify adds for GET are left out.
function routeList(app: FastifyInstance): ListedRoute[] {
  const routes: ListedRoute[] = [];
  const above: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    above.length = depth;
    const url = above.join('') + match[2]!;
    above.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}
