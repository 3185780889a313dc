import { describe, expect, it } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, passwordPolicyError, verifyPassword } from "./password.server";

describe("hashPassword / verifyPassword", () => {
  it("stores the scheme, iterations, a 16-byte salt and the hash, never the password", async () => {
    const stored = await hashPassword("correct horse battery");
    const [scheme, iterations, salt, hash] = stored.split("$");
    expect(scheme).toBe("pbkdf2-sha256");
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    expect(atob(salt)).toHaveLength(16);
    expect(atob(hash)).toHaveLength(32);
    expect(stored).not.toContain("correct horse");
  });

  it("salts every hash differently", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("accepts the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("s3cret-passphrase");
    expect(await verifyPassword("s3cret-passphrase", stored)).toEqual({ ok: true, needsRehash: false });
    expect(await verifyPassword("s3cret-passphrasE", stored)).toEqual({ ok: false, needsRehash: false });
  });

  it("asks for a rehash when the stored parameters are older than the current ones", async () => {
    const old = await hashPassword("legacy password", { iterations: 1000, saltBytes: 8 });
    expect(await verifyPassword("legacy password", old)).toEqual({ ok: true, needsRehash: true });
    expect(await verifyPassword("other password", old)).toEqual({ ok: false, needsRehash: false });
  });

  it("never matches an unreadable or foreign hash", async () => {
    for (const stored of ["", "plain", "bcrypt$10$abc$def", "pbkdf2-sha256$0$AA==$AA==", "pbkdf2-sha256$999999999$AA==$AA==", "pbkdf2-sha256$1000$!!$AA=="]) {
      expect((await verifyPassword("anything", stored)).ok).toBe(false);
    }
  });
});

describe("passwordPolicyError", () => {
  it("refuses passwords under 8 characters with a clear message", () => {
    expect(passwordPolicyError("1234567")).toBe("Password must be at least 8 characters.");
    expect(passwordPolicyError("12345678")).toBeNull();
    expect(passwordPolicyError("x".repeat(1025))).toBe("Password must be at most 1024 characters.");
  });
});
