import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type ViteDevServer } from "vite";
import { staticAssetHeadersFile } from "./app/server/security-headers.server";
import type * as LoadContextModule from "./workers/load-context";
import { ignoredRouteFiles, routes } from "./remix.config.js";

// `npm run dev`: the same load context as the Worker, loaded through Vite so that a saved change to it or to
// any server module is picked up on the next request. Bindings are wrangler's local D1/R2/Queues.
let devServer: ViteDevServer | undefined;
const captureDevServer = { name: "insightlab-dev-server", configureServer: (server: ViteDevServer) => void (devServer = server) };

// Static files are answered before the Worker runs: their headers come from a `_headers` file in the client build.
const staticAssetHeaders: Plugin = {
  name: "insightlab-static-asset-headers",
  apply: "build",
  generateBundle() {
    if (this.environment.config.build.ssr) return;
    this.emitFile({ type: "asset", fileName: "_headers", source: staticAssetHeadersFile() });
  },
};

export default defineConfig({
  plugins: [
    captureDevServer,
    staticAssetHeaders,
    cloudflareDevProxyVitePlugin({
      remoteBindings: false,
      async getLoadContext({ context }) {
        const { createLoadContext } = (await devServer!.ssrLoadModule("/workers/load-context.ts")) as typeof LoadContextModule;
        const env = { ...(context.cloudflare.env as Env), ENVIRONMENT: "development" };
        return createLoadContext(env, context.cloudflare.ctx as ExecutionContext);
      },
    }),
    remix({
      ignoredRouteFiles,
      routes,
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
    tailwindcss(),
  ],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  ssr: { resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] } },
});
