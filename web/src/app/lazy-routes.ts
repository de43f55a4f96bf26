import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes that match `location` and puts what they export into the routes themselves, so that the
 * router's first render is the page the server rendered (not the loader shown while a route's chunk loads).
 */
export async function resolveLazyRoutes(
  routes: RouteObject[],
  location: string,
  basename?: string,
): Promise<void> {
  const matches = matchRoutes(routes, location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
