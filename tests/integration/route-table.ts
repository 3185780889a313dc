// The routes of remix.config.js as the app serves them (test-only routes included, as in the test build), and
// what each route module answers: the authorization suite and the hostile-input suite visit every one.
import type { DefineRouteFunction, DefineRoutesFunction } from "@remix-run/dev/dist/config/routes";
import { routes } from "../../remix.config.js";

export interface TableRoute {
  /** The route module, e.g. "routes/dashboard.tsx". */
  file: string;
  /** The full path as the table's key: "/dashboard/data-analysis/:datasetId", "*" for the splat route. */
  path: string;
}

/** The routes remix.config.js defines (test-only routes included, as in the test build), with full paths. */
export function tableRoutes(): TableRoute[] {
  const found: TableRoute[] = [];
  const parents: string[] = [];
  const route: DefineRouteFunction = (path = "", file, optionsOrChildren, children) => {
    const segments = [...parents, path].filter((s) => s !== "");
    found.push({ file, path: path === "*" && parents.length === 0 ? "*" : `/${segments.join("/")}`.replace(/\/+/g, "/") });
    const nested = typeof optionsOrChildren === "function" ? optionsOrChildren : children;
    if (nested) {
      parents.push(path);
      nested();
      parents.pop();
    }
  };
  const collect: DefineRoutesFunction = (callback) => {
    callback(route);
    return {};
  };
  const previous = process.env.INSIGHTLAB_TEST_ROUTES;
  process.env.INSIGHTLAB_TEST_ROUTES = "1";
  try {
    routes(collect);
  } finally {
    if (previous === undefined) delete process.env.INSIGHTLAB_TEST_ROUTES;
    else process.env.INSIGHTLAB_TEST_ROUTES = previous;
  }
  return found;
}

const routeModules = import.meta.glob<Record<string, unknown>>("../../app/routes/*.{ts,tsx}");

/** What each route module answers: a GET (loader or page) and/or a POST (action). */
export async function moduleMethods(file: string): Promise<{ get: boolean; action: boolean }> {
  const load = routeModules[`../../app/${file}`];
  if (!load) throw new Error(`remix.config.js names ${file}, which does not exist`);
  const mod = await load();
  return { get: "loader" in mod || "default" in mod, action: "action" in mod };
}
