import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { ignoredRouteFiles, routes } from "./remix.config.js";

export default defineConfig({
  plugins: [
    cloudflareDevProxyVitePlugin({ remoteBindings: false }),
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
