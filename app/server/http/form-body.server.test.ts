import { describe, expect, it } from "vitest";
import { BROKEN_FORM_MESSAGE, checkPageFormBody, FILE_FORM_BYTES, formTooLargeMessage, MAX_PAGE_FORM_BYTES, NOT_A_FORM_MESSAGE } from "./form-body.server";

function post(path: string, body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request(`https://insightlab.example${path}`, { method: "POST", body, headers });
}

/** The refusal as [status, message], or null when the request goes on to Remix. */
async function answer(request: Request): Promise<[number, string] | null> {
  const checked = await checkPageFormBody(request);
  return checked.ok ? null : [checked.response.status, await checked.response.text()];
}

describe("checkPageFormBody", () => {
  it("lets web forms through, urlencoded and multipart, and leaves the body readable for the action", async () => {
    const urlencoded = await checkPageFormBody(post("/login", new URLSearchParams({ email: "a@b.co" })));
    expect(urlencoded.ok && (await urlencoded.request.formData()).get("email")).toBe("a@b.co");
    const fields = new FormData();
    fields.append("intent", "sample");
    const multipart = await checkPageFormBody(new Request(post("/dashboard/data-analysis", fields)));
    expect(multipart.ok && (await multipart.request.formData()).get("intent")).toBe("sample");
  });

  it("refuses JSON, text and other bodies sent to a page with 415", async () => {
    expect(await answer(post("/login", "{}", { "Content-Type": "application/json" }))).toEqual([415, NOT_A_FORM_MESSAGE]);
    expect(await answer(post("/waitlist", "hello", { "Content-Type": "text/plain" }))).toEqual([415, NOT_A_FORM_MESSAGE]);
    expect(await answer(post("/contact", new Uint8Array([1, 2, 3]), { "Content-Type": "application/octet-stream" }))).toEqual([415, NOT_A_FORM_MESSAGE]);
  });

  it("refuses a malformed small multipart body with 400, and leaves large ones (uploads) to their action", async () => {
    const broken = "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nunterminated";
    expect(await answer(post("/login", broken, { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(broken.length) }))).toEqual([400, BROKEN_FORM_MESSAGE]);
    const large = `--x\r\n${"a".repeat(MAX_PAGE_FORM_BYTES)}`;
    expect(await answer(post("/dashboard/data-analysis", large, { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(large.length) }))).toBeNull();
  });

  it("refuses a form larger than a page takes with 413, by its declared length or as a chunked body arrives", async () => {
    const big = new URLSearchParams({ name: "x".repeat(MAX_PAGE_FORM_BYTES) }).toString();
    const tooLarge = [413, formTooLargeMessage(MAX_PAGE_FORM_BYTES)];
    expect(await answer(post("/waitlist", big, { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(big.length) }))).toEqual(tooLarge);
    const chunked = (text: string) =>
      new Request("https://insightlab.example/login", {
        method: "POST",
        body: new Blob([text]).stream(),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        duplex: "half",
      } as RequestInit);
    expect(await answer(chunked(big))).toEqual(tooLarge);
    // A chunked form within the limit is read once here and handed on whole.
    const small = chunked("email=a%40b.co&password=x");
    const checked = await checkPageFormBody(small);
    expect(checked.ok && (await checked.request.formData()).get("email")).toBe("a@b.co");
    const multipart = `--x\r\n${"a".repeat(MAX_PAGE_FORM_BYTES)}`;
    expect(await answer(post("/dashboard/reports", multipart, { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(multipart.length) }))).toEqual(tooLarge);
  });

  it("lets the pages that take a file take it: Settings its logo up to 2 MB, Data Analysis any file (its action checks the plan)", async () => {
    const multipart = (path: string, bytes: number) => post(path, "x", { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(bytes) });
    expect(await answer(multipart("/dashboard/settings", 1_500_000))).toBeNull();
    expect(await answer(multipart("/dashboard/settings", FILE_FORM_BYTES["/dashboard/settings"] + 1))).toEqual([413, formTooLargeMessage(FILE_FORM_BYTES["/dashboard/settings"])]);
    expect(await answer(multipart("/dashboard/data-analysis", 90_000_000))).toBeNull();
    // A file's bytes are only allowed as multipart: urlencoded is a form without a file.
    expect((await answer(post("/dashboard/settings", "a=" + "x".repeat(MAX_PAGE_FORM_BYTES), { "Content-Type": "application/x-www-form-urlencoded" })))?.[0]).toBe(413);
  });

  it("leaves the JSON API and reads alone", async () => {
    expect(await answer(post("/api/waitlist", "{}", { "Content-Type": "application/json" }))).toBeNull();
    expect(await answer(new Request("https://insightlab.example/login"))).toBeNull();
  });

  it("hands an empty POST on as an empty form, whatever its content type", async () => {
    for (const request of [post("/logout", null), post("/login", "", { "Content-Type": "text/plain", "Content-Length": "0" })]) {
      const checked = await checkPageFormBody(request);
      expect(checked.ok).toBe(true);
      if (!checked.ok) continue;
      expect([...(await checked.request.formData()).keys()]).toEqual([]);
      expect(checked.request.method).toBe("POST");
      expect(checked.request.url).toBe(request.url);
    }
  });
});
