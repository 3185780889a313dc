import type { DefineRoutesFunction, RouteManifest } from "@remix-run/dev/dist/config/routes";

export declare function routes(defineRoutes: DefineRoutesFunction): RouteManifest | Promise<RouteManifest>;
export declare const ignoredRouteFiles: string[];
