// An HTTP/2 + TLS front for a local HTTP/1.1 server, so Lighthouse sees the site as Cloudflare's edge serves it
// (one multiplexed connection) rather than as `wrangler dev` does (HTTP/1.1, six connections, no TLS).
// The certificate is self-signed for 127.0.0.1 and made with Debian's `openssl`; Chromium is told to accept it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";

// HTTP/2 forbids connection-specific headers; the origin's must not be passed on.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), "insightlab-cert-"));
  try {
    const r = spawnSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-keyout", "key.pem", "-out", "cert.pem"],
      { cwd: dir, encoding: "utf8" },
    );
    if (r.error || r.status !== 0) {
      throw new Error(`openssl is needed for the HTTP/2 front (sudo apt-get install -y openssl): ${r.error?.message ?? r.stderr}`);
    }
    return { key: readFileSync(path.join(dir, "key.pem")), cert: readFileSync(path.join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves `origin` (http://host:port) over HTTPS with HTTP/2 on a free local port; bodies pass through untouched. */
export async function startHttp2Front(origin: string): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(origin);
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(":") && !HOP_BY_HOP.has(name)) headers[name] = value;
    headers.host = target.host;
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (up) => {
      const out: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(up.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
      res.writeHead(up.statusCode ?? 502, out);
      up.pipe(res);
    });
    upstream.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`Upstream error: ${error.message}`);
    });
    req.pipe(upstream);
  });
  // Sessions a browser left open would keep close() waiting.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const close = () =>
    new Promise<void>((resolve) => {
      for (const session of sessions) session.destroy();
      server.close(() => resolve());
    });
  return { url: `https://127.0.0.1:${port}`, close };
}
