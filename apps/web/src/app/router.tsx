import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '../lib/paths.ts';
import { adminPages } from './admin-routes.tsx';
import { RequireAdmin, SuperAdminHome } from './guards.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { publicPages } from './public-routes.tsx';
import { RouteError } from './route-error.tsx';

/*
 * Every page is a lazy route: its code is fetched on first visit, so the home page
 * ships only the shell and itself, and the back office's chunks (layout and pages)
 * never reach the public pages. RequireUser and RequireAdmin are tiny and stay eager.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: () => null,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            element: <SuperAdminHome />,
            errorElement: <RouteError />,
            children: publicPages,
          },
        ],
      },
      {
        path: paths.adminLogin,
        errorElement: <RouteError />,
        lazy: async () => ({
          Component: (await import('../features/auth/admin-login-page.tsx')).AdminLoginPage,
        }),
      },
      {
        path: '/admin',
        element: <RequireAdmin />,
        errorElement: <RouteError />,
        children: [
          {
            lazy: async () => ({
              Component: (await import('./layouts/admin-layout.tsx')).AdminLayout,
            }),
            children: adminPages,
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/**
 * Loads the code of the lazy routes that match `location`, so the browser can hydrate the
 * server's HTML in one go: a lazy route would render nothing (the HydrateFallback) first.
 */
export async function loadRoutesFor(location: string): Promise<void> {
  const lazyMatches = matchRoutes(routes, location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}
