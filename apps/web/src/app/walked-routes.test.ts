import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WALKED_ROUTES } from '../../../../e2e/support/walked-routes';
import { routes } from './router';

/** Every path the router declares, joined with its parents' ('/courses/:courseId'). */
function declaredPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    const here = route.path || route.index ? [own.replace(/\/+/g, '/')] : [];
    return [...here, ...declaredPaths(route.children ?? [], route.path ? own : parent)];
  });
}

describe("the every-screen walk (e2e/fit-every-screen.test.ts) follows the router's table", () => {
  it('walks every route the router declares, and no route it does not', () => {
    const declared = [...new Set(declaredPaths(routes))].sort();
    const walked = WALKED_ROUTES.map((route) => route.pattern).sort();
    expect(declared.length).toBeGreaterThan(20);
    expect(walked).toEqual(declared);
  });

  it('opens every route as at least one role', () => {
    expect(WALKED_ROUTES.filter((route) => route.roles.length === 0)).toEqual([]);
  });
});
