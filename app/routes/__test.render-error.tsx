// Test-only (present only in builds made with INSIGHTLAB_TEST_ROUTES=1): a render error in the browser,
// which the top-level error screen shows with its own message (SPEC §8 'Render error').
import { useState } from "react";

export default function RenderError() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error("Test render failure: the page broke on purpose.");
  return (
    <main className="p-8">
      <button type="button" onClick={() => setBroken(true)}>
        Break this page
      </button>
    </main>
  );
}
