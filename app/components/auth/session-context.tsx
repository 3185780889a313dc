// The client's view of the session (SPEC §4): loading → logged-in (user set) or logged-out (user null).
// The root loader hands over the server's answer, so pages are right on first paint; without it (e.g. on
// the error screen) the session is asked for once, giving up after 5000 ms.
import { useNavigate, useRevalidator } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { toast } from "~/components/ui/use-toast";
import { AUTH_TOASTS } from "~/lib/auth-messages";
import type { SessionUser } from "~/lib/session-user";

export type SessionStatus = "loading" | "logged-in" | "logged-out";

/** SPEC §4 / §9: loading ends after this long even if nothing answered. */
export const AUTH_LOADING_TIMEOUT_MS = 5000;
/** SPEC §3: a hint for the UI only; the server never trusts it. */
export const IS_AUTHENTICATED_KEY = "isAuthenticated";
export const PROFILE_URL = "/api/users/profile";
export const LOGOUT_URL = "/api/auth/logout";

export interface SessionContextValue {
  status: SessionStatus;
  user: SessionUser | null;
  /** Replaces the user (e.g. after POST /api/auth/login returned one). */
  setUser(user: SessionUser | null): void;
  /** Fetches the profile uncached and replaces the stored user; resolves to the new user (null when signed out). */
  refresh(): Promise<SessionUser | null>;
  /** Ends the session on the server, shows 'Logged Out' (or 'Logout Error') and goes to `/`. */
  logout(): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** GET /api/users/profile, uncached: the user, null when signed out (401), an Error otherwise. */
export async function fetchProfile(signal?: AbortSignal): Promise<SessionUser | null> {
  const response = await fetch(PROFILE_URL, { cache: "no-store", credentials: "same-origin", headers: { Accept: "application/json" }, signal });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return (await response.json()) as SessionUser;
}

function rememberAuthenticated(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(IS_AUTHENTICATED_KEY, "true");
    else localStorage.removeItem(IS_AUTHENTICATED_KEY);
  } catch {
    // Storage can be unavailable (private modes, disabled cookies): the hint is optional.
  }
}

export function SessionProvider({ serverUser, children }: { serverUser: SessionUser | null | undefined; children: ReactNode }) {
  const [user, setUserState] = useState<SessionUser | null>(serverUser ?? null);
  const [status, setStatus] = useState<SessionStatus>(serverUser === undefined ? "loading" : serverUser ? "logged-in" : "logged-out");
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const revalidateRef = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidateRef.current = revalidator.revalidate;
  });

  const setUser = useCallback((next: SessionUser | null) => {
    setUserState(next);
    setStatus(next ? "logged-in" : "logged-out");
  }, []);

  // The server's answer wins whenever the root loader runs again (after sign-in, sign-out, revalidation).
  const [lastServerUser, setLastServerUser] = useState(serverUser);
  if (serverUser !== lastServerUser) {
    setLastServerUser(serverUser);
    if (serverUser !== undefined) {
      setUserState(serverUser);
      setStatus(serverUser ? "logged-in" : "logged-out");
    }
  }

  // No server answer: ask once, and stop waiting after 5000 ms.
  useEffect(() => {
    if (serverUser !== undefined) return;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), AUTH_LOADING_TIMEOUT_MS);
    fetchProfile(controller.signal)
      .then(setUser)
      .catch((error: unknown) => {
        console.warn("Could not determine the session:", error);
        setUser(null);
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [serverUser, setUser]);

  useEffect(() => {
    if (status !== "loading") rememberAuthenticated(status === "logged-in");
  }, [status]);

  const refresh = useCallback(async () => {
    try {
      const next = await fetchProfile();
      setUser(next);
      return next;
    } catch (error) {
      // SPEC §8: a failed refresh is only logged.
      console.warn("Could not refresh the profile:", error);
      return user;
    }
  }, [setUser, user]);

  const logout = useCallback(async () => {
    try {
      const response = await fetch(LOGOUT_URL, { method: "POST", credentials: "same-origin" });
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    } catch (error) {
      console.warn("Logout failed:", error);
      toast({ variant: "destructive", ...AUTH_TOASTS.logoutFailed });
      return;
    }
    setUser(null);
    toast(AUTH_TOASTS.logoutSuccess);
    navigate("/");
    revalidateRef.current();
  }, [navigate, setUser]);

  const value = useMemo(() => ({ status, user, setUser, refresh, logout }), [status, user, setUser, refresh, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session: `{ status, user, setUser, refresh, logout }`. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider> (app/root.tsx provides it).");
  return value;
}
