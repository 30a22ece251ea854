import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAdmin, RequireAuth, RequirePartner } from './guards.tsx';

// Which route needs which role, read from the route table itself: a guard standing in front of a route
// (its `Component`) applies to everything beneath it. Nothing here repeats a path; add a guard to the
// table and the Protected Routes page says so.

export type Requirement = 'login' | 'partner' | 'admin';

/** What each guard asks, and what happens to a visitor who does not have it. */
export const REQUIREMENTS: Record<Requirement, { label: string; otherwise: string }> = {
  login: { label: 'Ingelogd', otherwise: 'Naar /auth, daarna terug naar deze pagina' },
  partner: { label: 'Rol partner', otherwise: 'Uitleg: dit deel is voor tankstationpartners' },
  admin: { label: 'Rol admin', otherwise: 'Naar /app' },
};

const GUARDS = new Map<unknown, Requirement>([
  [RequireAuth, 'login'],
  [RequirePartner, 'partner'],
  [RequireAdmin, 'admin'],
]);

export interface RouteAccess {
  /** The full path, `/app/vehicles`; `*` for every other path. */
  path: string;
  /** The guards in front of it, outermost first. */
  requires: Requirement[];
  /** Where the route sends the visitor on, when it is a redirect. */
  redirectTo: string | null;
}

function join(parent: string, path: string): string {
  if (path === '*') return '*';
  return `${parent.replace(/\/$/, '')}/${path}`;
}

function redirectOf(element: RouteObject['element']): string | null {
  if (!isValidElement<{ to?: unknown }>(element) || element.type !== Navigate) return null;
  return typeof element.props.to === 'string' ? element.props.to : null;
}

/** Every page of the route table (an index route stands for its parent's path), with its guards. */
export function routeAccess(
  routes: RouteObject[],
  parent = '',
  inherited: Requirement[] = [],
): RouteAccess[] {
  return routes.flatMap((route) => {
    const guard = GUARDS.get(route.Component);
    const requires = guard ? [...inherited, guard] : inherited;
    const path = route.path ? join(parent, route.path) : parent;
    const isPage = route.index === true || (route.path !== undefined && !route.children?.length);
    const own: RouteAccess[] = isPage
      ? [{ path: path || '/', requires, redirectTo: redirectOf(route.element) }]
      : [];
    return [...own, ...routeAccess(route.children ?? [], path, requires)];
  });
}
