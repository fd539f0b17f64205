import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

type LazyRoute = Pick<RouteObject, 'element' | 'handle'>;

interface LazyHandle {
  preload: () => Promise<unknown>;
}

function isLazyHandle(handle: unknown): handle is LazyHandle {
  return typeof (handle as LazyHandle | undefined)?.preload === 'function';
}

/**
 * A route element whose module loads when the route is first shown. The loader stays on the
 * route (`handle.preload`) so that preloadRoutes can fetch every level of a match at once
 * (layout, guard and page) instead of one after the other as each renders.
 */
export function lazyElement(load: Load<object>): LazyRoute;
export function lazyElement<P extends object>(load: Load<P>, props: P): LazyRoute;
export function lazyElement<P extends object>(load: Load<P>, props?: P): LazyRoute {
  return { element: createElement(lazy(load), props), handle: { preload: load } satisfies LazyHandle };
}

/** Starts loading the modules of every route matching `pathname`; React.lazy then finds them loaded or on the way. */
export function preloadRoutes(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    // A failed load is reported by React.lazy itself, to the route error boundary.
    if (isLazyHandle(route.handle)) route.handle.preload().catch(() => undefined);
  }
}
