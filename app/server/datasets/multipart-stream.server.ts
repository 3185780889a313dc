// A streaming multipart/form-data reader. Unlike request.formData() (and the packaged parsers, which
// buffer each part), file bytes flow through as chunks, so a 100 MB upload never sits in memory.
import { concat } from "../../../engine/read/bytes";

export class MultipartError extends Error {
  override name = "MultipartError";
}

export interface MultipartPartInfo {
  /** The form field name. */
  name: string;
  /** Present for file fields: the file name the browser sent (path stripped). */
  filename?: string;
  contentType?: string;
}

export interface StreamedPart extends MultipartPartInfo {
  /** The part's bytes, in order. Drain it (or call `text()`) before asking for the next part. */
  chunks: AsyncIterable<Uint8Array>;
  /** Reads a small text field whole; refuses fields larger than `maxBytes`. */
  text(maxBytes?: number): Promise<string>;
}

const CR = 13;
const LF = 10;
const MAX_HEADER_BYTES = 8 * 1024;
const MAX_PARTS = 20;

/** Reads the boundary from a `multipart/form-data; boundary=…` content type, or null. */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && boundary.length <= 200 ? boundary : null;
}

/** Index of `needle` in `haystack` at or after `from`, or -1. */
function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  for (let i = haystack.indexOf(first, from); i !== -1 && i <= last; i = haystack.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

function parseHeaders(raw: string): MultipartPartInfo {
  const headers = new Map<string, string>();
  for (const line of raw.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const disposition = headers.get("content-disposition") ?? "";
  const param = (key: string) => {
    const m = new RegExp(`;\\s*${key}="([^"]*)"|;\\s*${key}=([^;]+)`, "i").exec(disposition);
    const value = m?.[1] ?? m?.[2];
    // Browsers percent-encode quotes and line breaks in names (HTML's multipart rules), nothing else.
    return value?.replace(/%22/g, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n").trim();
  };
  const name = param("name");
  if (!/^form-data\b/i.test(disposition) || name === undefined) {
    throw new MultipartError("The upload is malformed: a part has no form-data name.");
  }
  const filename = param("filename");
  return {
    name,
    // Old browsers send the full client path; keep only the file's own name.
    filename: filename === undefined ? undefined : filename.split(/[\\/]/).pop() ?? "",
    contentType: headers.get("content-type"),
  };
}

/**
 * Yields the parts of a multipart body as they arrive. Each part's bytes are streamed through `chunks`;
 * memory stays bounded by the largest network chunk plus the boundary length.
 */
export async function* readMultipart(body: ReadableStream<Uint8Array>, boundary: string): AsyncGenerator<StreamedPart> {
  const reader = body.getReader();
  const encoder = new TextEncoder();
  const opening = encoder.encode(`--${boundary}`);
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  let buffer: Uint8Array = new Uint8Array(0);
  let ended = false;

  const fill = async (): Promise<boolean> => {
    if (ended) return false;
    const { done, value } = await reader.read();
    if (done) {
      ended = true;
      return false;
    }
    buffer = concat([buffer, value]);
    return true;
  };
  const need = async (n: number) => {
    while (buffer.length < n) {
      if (!(await fill())) throw new MultipartError("The upload ended before it was complete. Please try again.");
    }
  };

  try {
    // Preamble: skip to the first boundary.
    for (;;) {
      const at = indexOf(buffer, opening);
      if (at !== -1) {
        buffer = buffer.subarray(at + opening.length);
        break;
      }
      if (buffer.length > MAX_HEADER_BYTES) throw new MultipartError("The upload is malformed: no form boundary found.");
      if (!(await fill())) throw new MultipartError("The upload is empty or malformed.");
    }

    for (let partCount = 0; ; partCount++) {
      await need(2);
      if (buffer[0] === 45 && buffer[1] === 45) return; // "--": the closing boundary
      if (buffer[0] !== CR || buffer[1] !== LF) throw new MultipartError("The upload is malformed after a boundary.");
      if (partCount >= MAX_PARTS) throw new MultipartError("The upload has too many form fields.");
      buffer = buffer.subarray(2);

      let headerEnd: number;
      for (;;) {
        headerEnd = indexOf(buffer, encoder.encode("\r\n\r\n"));
        if (headerEnd !== -1) break;
        if (buffer.length > MAX_HEADER_BYTES) throw new MultipartError("The upload is malformed: a part header is too large.");
        await need(buffer.length + 1);
      }
      const info = parseHeaders(new TextDecoder().decode(buffer.subarray(0, headerEnd)));
      buffer = buffer.subarray(headerEnd + 4);

      let partDone = false;
      async function* chunks(): AsyncGenerator<Uint8Array> {
        while (!partDone) {
          const at = indexOf(buffer, delimiter);
          if (at !== -1) {
            const data = buffer.subarray(0, at);
            buffer = buffer.subarray(at + delimiter.length);
            partDone = true;
            if (data.length > 0) yield data;
            return;
          }
          // Everything except a possible partial delimiter at the end is part content.
          const safe = buffer.length - (delimiter.length - 1);
          if (safe > 0) {
            const data = buffer.subarray(0, safe);
            buffer = buffer.subarray(safe);
            yield data;
          }
          if (!(await fill())) throw new MultipartError("The upload ended before it was complete. Please try again.");
        }
      }
      // Each iteration continues where the last stopped, so a consumer that breaks out early is harmless.
      const part: StreamedPart = {
        ...info,
        chunks: { [Symbol.asyncIterator]: () => chunks() },
        async text(maxBytes = 64 * 1024) {
          let out: Uint8Array = new Uint8Array(0);
          for await (const chunk of chunks()) {
            out = concat([out, chunk.slice()]);
            if (out.length > maxBytes) throw new MultipartError(`The form field "${info.name}" is too long.`);
          }
          return new TextDecoder().decode(out);
        },
      };
      yield part;
      // The consumer may skip a part: drain what it left.
      for await (const _ of chunks()) {
        // discard
      }
    }
  } finally {
    reader.releaseLock();
  }
}
