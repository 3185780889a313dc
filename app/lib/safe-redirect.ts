// Where to send a user after sign-in: only a path on this site, never another origin.

export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

const MAX_REDIRECT_LENGTH = 2048;
const SAME_SITE = "https://same.site.invalid";

/**
 * Returns `to` as the browser would follow it, when that is a path on this site (`/dashboard/reports?x=1`),
 * otherwise the fallback. The check runs on the URL parser's result, not on the raw string: the parser turns
 * `/..//evil`, `/%2e%2e//evil` and `/.//evil` into `//evil`, which a browser reads as another host.
 */
export function safeRedirect(to: unknown, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof to !== "string" || to.length === 0 || to.length > MAX_REDIRECT_LENGTH || !to.startsWith("/")) return fallback;
  // Browsers drop tabs and newlines and read `\` as `/`, so those never reach the parser.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  const path = normalisedSameSitePath(to);
  // Parsed once more: what we answer must itself resolve to the same path on this site.
  return path !== null && normalisedSameSitePath(path) === path ? path : fallback;
}

function normalisedSameSitePath(to: string): string | null {
  let url: URL;
  try {
    url = new URL(to, SAME_SITE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE || url.pathname.startsWith("//") || url.pathname.includes("\\")) return null;
  const path = url.pathname + url.search + url.hash;
  return path.length <= MAX_REDIRECT_LENGTH ? path : null;
}

/** The login URL that brings the user back to `path` after signing in. */
export function loginPathFor(path: string): string {
  const target = safeRedirect(path, "");
  return target && target !== DEFAULT_AFTER_SIGN_IN ? `/login?redirectTo=${encodeURIComponent(target)}` : "/login";
}
