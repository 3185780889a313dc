// The per-request CSP nonce (after the Epic Stack's NonceProvider): the server renders it on every inline
// script — the theme script, Remix's <Scripts>, <ScrollRestoration> and streamed data — and sends it in the
// Content-Security-Policy, which allows no other inline script. In the browser it is empty: scripts added
// after the first load come from our own origin ('self').
import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
