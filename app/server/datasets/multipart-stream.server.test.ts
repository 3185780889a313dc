import { describe, expect, it } from "vitest";
import { MultipartError, multipartBoundary, readMultipart } from "./multipart-stream.server";

const encoder = new TextEncoder();

function body(boundary: string, parts: { name: string; filename?: string; data: Uint8Array | string }[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: text/plain\r\n\r\n`));
    chunks.push(typeof p.data === "string" ? encoder.encode(p.data) : p.data);
    chunks.push(encoder.encode("\r\n"));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function streamOf(bytes: Uint8Array, chunkSize: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + chunkSize));
      at += chunkSize;
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>, boundary: string) {
  const out: { name: string; filename?: string; bytes: number[] }[] = [];
  for await (const part of readMultipart(stream, boundary)) {
    const bytes: number[] = [];
    for await (const c of part.chunks) bytes.push(...c);
    out.push({ name: part.name, filename: part.filename, bytes });
  }
  return out;
}

describe("readMultipart", () => {
  const boundary = "----WebKitFormBoundaryAbC123";
  // File content that contains near-boundaries, CRLFs and every byte value.
  const file = new Uint8Array([...encoder.encode(`a,b\r\n1,2\r\n--${boundary.slice(0, 10)}\r\n-`), ...Array.from({ length: 256 }, (_, i) => i)]);
  const payload = body(boundary, [
    { name: "sheet", data: "Sheet 2" },
    { name: "file", filename: "C:\\Users\\me\\sales.csv", data: file },
  ]);

  it("streams every part intact whatever the chunking", async () => {
    for (const size of [1, 2, 3, 7, 16, 31, 64, 1000, payload.length]) {
      const parts = await collect(streamOf(payload, size), boundary);
      expect(parts.map((p) => p.name)).toEqual(["sheet", "file"]);
      expect(new TextDecoder().decode(new Uint8Array(parts[0].bytes))).toBe("Sheet 2");
      expect(parts[1].filename).toBe("sales.csv");
      expect(parts[1].bytes).toEqual([...file]);
    }
  });

  it("lets a consumer skip a part or read a text field", async () => {
    const names: string[] = [];
    let sheet = "";
    for await (const part of readMultipart(streamOf(payload, 5), boundary)) {
      names.push(part.name);
      if (part.name === "sheet") sheet = await part.text();
    }
    expect(names).toEqual(["sheet", "file"]);
    expect(sheet).toBe("Sheet 2");
  });

  it("refuses a truncated body with a clear error", async () => {
    const truncated = payload.slice(0, payload.length - 20);
    await expect(collect(streamOf(truncated, 9), boundary)).rejects.toThrow(MultipartError);
    await expect(collect(streamOf(truncated, 9), boundary)).rejects.toThrow(/ended before it was complete/);
  });

  it("refuses a body without the boundary", async () => {
    await expect(collect(streamOf(encoder.encode("x".repeat(20_000)), 100), boundary)).rejects.toThrow(/no form boundary/);
  });

  it("reads the boundary from the content type", () => {
    expect(multipartBoundary('multipart/form-data; boundary="abc def"')).toBe("abc def");
    expect(multipartBoundary("multipart/form-data; boundary=----x1")).toBe("----x1");
    expect(multipartBoundary("application/json")).toBeNull();
    expect(multipartBoundary(null)).toBeNull();
  });
});
