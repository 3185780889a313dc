// Where to send a user after sign-in: only a path on this site, never another origin.

export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

/**
 * Returns `to` when it is a same-site path (`/dashboard/reports?x=1`), otherwise the fallback.
 * Refuses protocol-relative (`//evil`), backslash tricks (`/\evil`), schemes and control characters.
 */
export function safeRedirect(to: unknown, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  try {
    const base = "https://same.site.invalid";
    const url = new URL(to, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** The login URL that brings the user back to `path` after signing in. */
export function loginPathFor(path: string): string {
  const target = safeRedirect(path, "");
  return target && target !== DEFAULT_AFTER_SIGN_IN ? `/login?redirectTo=${encodeURIComponent(target)}` : "/login";
}
