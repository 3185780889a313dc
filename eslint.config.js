import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

import { ENGINE_FORBIDDEN_GLOBALS, ENGINE_FORBIDDEN_IMPORTS } from "./eslint.engine-boundary.js";

export default tseslint.config(
  { ignores: ["build/", "**/.wrangler/", "node_modules/", "**/worker-configuration.d.ts", "tests/eval/datasets/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Routes get what they need from the services built once per request (workers/load-context.ts);
    // reading bindings or the environment here would bypass them (and the fakes tests inject there).
    files: ["app/routes/**/*.{ts,tsx}", "app/root.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='context'][property.name!='services']",
          message: "Routes read context.services only (no context.env or other context fields).",
        },
      ],
    },
  },
  {
    // The engine is runtime-agnostic: the same code runs in the Worker, the CLI and the tests, so it
    // imports nothing from the app, the Workers or a runtime, and uses only globals all three share.
    files: ["engine/**/*.ts"],
    ignores: ["engine/**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ENGINE_FORBIDDEN_IMPORTS }],
      "no-restricted-globals": ["error", ...ENGINE_FORBIDDEN_GLOBALS],
    },
  },
);
