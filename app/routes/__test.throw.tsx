// Test-only (present only in builds made with INSIGHTLAB_TEST_ROUTES=1): proves the error screen.
export function loader(): never {
  throw new Error("Test route failure: the loader threw on purpose.");
}

export default function Throw() {
  return null;
}
