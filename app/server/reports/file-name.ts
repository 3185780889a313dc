// Download file names: readable, safe on every file system, and safe inside a Content-Disposition header.

/** "Q3 Review: North/South" + "pdf" → "Q3 Review North-South.pdf" (at most 80 characters before the extension). */
export function safeFileName(title: string, extension: string): string {
  const base = title
    .normalize("NFKC")
    .replace(/[\\/]+/g, "-")
    .replace(/\p{Cc}+/gu, " ")
    .replace(/["*:<>?|;,=%]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s-]+|[.\s]+$/g, "")
    .slice(0, 80)
    .trim();
  return `${base || "InsightLab export"}.${extension}`;
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / RFC 5987). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.normalize("NFKD").replace(/[^\x20-\x7e]/g, "").replace(/["\\]/g, "") || "download";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
