// Where JSON text stops being valid, and what was expected there: JSON.parse's own messages differ
// between JavaScript engines and do not all give a position, so invalid text is checked again here.
// Iterative (no recursion), so deeply nested input cannot overflow the stack.

export interface JsonSyntaxProblem {
  /** Offset of the offending character in the text. */
  offset: number;
  /** What was expected, for the message ("a value", "a comma or ]"…). */
  expected: string;
}

const WS = new Set([32, 9, 10, 13]);

/** The first syntax error of `text` as one JSON value, or null when it is valid. */
export function findJsonError(text: string): JsonSyntaxProblem | null {
  let i = 0;
  const n = text.length;
  const stack: number[] = []; // 123 "{" or 91 "["
  const skip = () => {
    while (i < n && WS.has(text.charCodeAt(i))) i++;
  };
  const fail = (expected: string): JsonSyntaxProblem => ({ offset: Math.min(i, n), expected });

  function scalar(): JsonSyntaxProblem | null {
    const c = text.charCodeAt(i);
    if (c === 34) {
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 34) {
          i++;
          return null;
        }
        if (d === 92) {
          const e = text[i + 1];
          if (e === "u") {
            if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return { offset: i, expected: "four hex digits after \\u" };
            i += 6;
          } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
          else return { offset: i, expected: "a valid escape (\\n, \\\", \\\\…)" };
        } else if (d < 32) return { offset: i, expected: "no control characters inside a string" };
        else i++;
      }
      return fail('a closing "');
    }
    const rest = text.slice(i, i + 5);
    for (const word of ["true", "false", "null"]) {
      if (rest.startsWith(word)) {
        i += word.length;
        return null;
      }
    }
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (m && m[0].length > 0) {
      i += m[0].length;
      return null;
    }
    return fail("a value (text in double quotes, a number, true, false, null, an object or a list)");
  }

  skip();
  // expecting: "value" | "key" | "after" (a comma or a closing bracket)
  let expecting: "value" | "key" | "after" | "first-value" | "first-key" = "value";
  for (;;) {
    skip();
    if (expecting === "value" || expecting === "first-value") {
      if (i >= n) return fail("a value");
      const c = text.charCodeAt(i);
      if (c === 93 && expecting === "first-value") {
        i++;
        stack.pop();
        expecting = "after";
      } else if (c === 123) {
        stack.push(123);
        i++;
        expecting = "first-key";
      } else if (c === 91) {
        stack.push(91);
        i++;
        expecting = "first-value";
      } else {
        const problem = scalar();
        if (problem) return problem;
        expecting = "after";
      }
    } else if (expecting === "key" || expecting === "first-key") {
      if (i >= n) return fail('a property name in double quotes or "}"');
      const c = text.charCodeAt(i);
      if (c === 125 && expecting === "first-key") {
        i++;
        stack.pop();
        expecting = "after";
        continue;
      }
      if (c !== 34) return fail('a property name in double quotes');
      const problem = scalar();
      if (problem) return problem;
      skip();
      if (text.charCodeAt(i) !== 58) return fail('":" after the property name');
      i++;
      expecting = "value";
    } else {
      const top = stack[stack.length - 1];
      if (top === undefined) return i < n ? fail("the end of the text") : null;
      if (i >= n) return fail(top === 123 ? 'a comma or "}"' : 'a comma or "]"');
      const c = text.charCodeAt(i);
      if (c === 44) {
        i++;
        expecting = top === 123 ? "key" : "value";
      } else if ((c === 125 && top === 123) || (c === 93 && top === 91)) {
        i++;
        stack.pop();
      } else return fail(top === 123 ? 'a comma or "}"' : 'a comma or "]"');
    }
  }
}

/** 1-based line and column of `offset` in `text`, starting from a known position. */
export function positionOf(text: string, offset: number, start = { line: 1, column: 1 }): { line: number; column: number } {
  let { line, column } = start;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      column = 1;
    } else column++;
  }
  return { line, column };
}
