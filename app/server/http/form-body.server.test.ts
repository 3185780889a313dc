import { describe, expect, it } from "vitest";
import { BROKEN_FORM_MESSAGE, checkPageFormBody, MULTIPART_PRECHECK_BYTES, NOT_A_FORM_MESSAGE } from "./form-body.server";

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
    const urlencoded = post("/login", new URLSearchParams({ email: "a@b.co" }));
    expect(await answer(urlencoded)).toBeNull();
    expect((await urlencoded.formData()).get("email")).toBe("a@b.co");
    const fields = new FormData();
    fields.append("intent", "sample");
    const multipart = new Request(post("/dashboard/data-analysis", fields));
    expect(await answer(multipart)).toBeNull();
    expect((await multipart.formData()).get("intent")).toBe("sample");
  });

  it("refuses JSON, text and other bodies sent to a page with 415", async () => {
    expect(await answer(post("/login", "{}", { "Content-Type": "application/json" }))).toEqual([415, NOT_A_FORM_MESSAGE]);
    expect(await answer(post("/waitlist", "hello", { "Content-Type": "text/plain" }))).toEqual([415, NOT_A_FORM_MESSAGE]);
    expect(await answer(post("/contact", new Uint8Array([1, 2, 3]), { "Content-Type": "application/octet-stream" }))).toEqual([415, NOT_A_FORM_MESSAGE]);
  });

  it("refuses a malformed small multipart body with 400, and leaves large ones (uploads) to their action", async () => {
    const broken = "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nunterminated";
    expect(await answer(post("/login", broken, { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(broken.length) }))).toEqual([400, BROKEN_FORM_MESSAGE]);
    const large = `--x\r\n${"a".repeat(MULTIPART_PRECHECK_BYTES)}`;
    expect(await answer(post("/dashboard/data-analysis", large, { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(large.length) }))).toBeNull();
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
