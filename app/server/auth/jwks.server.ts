// Public keys for ID-token signatures: a JWKS given in configuration, or fetched from a URL and cached
// for as long as the provider's Cache-Control allows (bounded), refetched once when a new key id appears.

export interface RsaJwk {
  kty: "RSA";
  kid?: string;
  n: string;
  e: string;
  alg?: string;
  use?: string;
}

export interface JwksSource {
  /** The keys; `refresh` asks for a fresh copy (a token named a key we do not know yet). */
  getKeys(options?: { refresh?: boolean }): Promise<RsaJwk[]>;
}

export class JwksError extends Error {
  override name = "JwksError";
}

/** Keeps the RSA signing keys of a JWKS document; throws a clear error when it is not one. */
export function parseJwks(value: unknown): RsaJwk[] {
  const doc = typeof value === "string" ? safeJson(value) : value;
  if (!doc || typeof doc !== "object" || !Array.isArray((doc as { keys?: unknown }).keys)) {
    throw new JwksError('The JWKS is not a JSON object with a "keys" array.');
  }
  const keys = (doc as { keys: unknown[] }).keys.filter(
    (k): k is RsaJwk =>
      !!k && typeof k === "object" && (k as RsaJwk).kty === "RSA" && typeof (k as RsaJwk).n === "string" && typeof (k as RsaJwk).e === "string" &&
      ((k as RsaJwk).use === undefined || (k as RsaJwk).use === "sig"),
  );
  if (keys.length === 0) throw new JwksError("The JWKS holds no RSA signing keys.");
  return keys;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new JwksError("The JWKS is not valid JSON.");
  }
}

export function inlineJwks(json: string): JwksSource {
  const keys = parseJwks(json);
  return { getKeys: async () => keys };
}

const DEFAULT_TTL_SECONDS = 3600;
const MIN_TTL_SECONDS = 60;
const MAX_TTL_SECONDS = 24 * 3600;
/** A token with an unknown key id may trigger a refetch, but not more often than this. */
const MIN_REFETCH_INTERVAL_MS = 60_000;

interface CacheEntry {
  keys: RsaJwk[];
  expiresAt: number;
  fetchedAt: number;
}

// Per isolate: Workers reuse isolates across requests, so this spares most requests a network round trip.
const cache = new Map<string, CacheEntry>();

export function cacheTtlSeconds(cacheControl: string | null): number {
  const maxAge = cacheControl?.match(/(?:^|,)\s*max-age=(\d+)/i)?.[1];
  const seconds = maxAge === undefined ? DEFAULT_TTL_SECONDS : Number(maxAge);
  return Math.min(MAX_TTL_SECONDS, Math.max(MIN_TTL_SECONDS, seconds));
}

export function remoteJwks(url: string, fetchImpl: typeof fetch = fetch, now: () => number = Date.now): JwksSource {
  return {
    async getKeys(options) {
      const cached = cache.get(url);
      const t = now();
      const fresh = cached && cached.expiresAt > t;
      const mayRefetch = !cached || t - cached.fetchedAt >= MIN_REFETCH_INTERVAL_MS;
      if (cached && (fresh || !mayRefetch) && !(options?.refresh && mayRefetch)) return cached.keys;
      let response: Response;
      try {
        response = await fetchImpl(url, { headers: { Accept: "application/json" } });
      } catch (error) {
        if (cached) return cached.keys;
        throw new JwksError(`Could not fetch the signing keys from ${url}: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (!response.ok) {
        if (cached) return cached.keys;
        throw new JwksError(`Could not fetch the signing keys from ${url}: HTTP ${response.status}`);
      }
      const keys = parseJwks(await response.text());
      cache.set(url, { keys, fetchedAt: t, expiresAt: t + cacheTtlSeconds(response.headers.get("Cache-Control")) * 1000 });
      return keys;
    },
  };
}

/** Forgets cached key sets (tests). */
export function clearJwksCache(): void {
  cache.clear();
}
