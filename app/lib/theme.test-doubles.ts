// Test doubles for the theme tests (imported only by *.test.ts).

/** A stand-in for <html>: a class set and a dataset. */
export function fakeRoot(initialClasses: string[] = []) {
  const classes = new Set(initialClasses);
  return {
    classes,
    dataset: {} as DOMStringMap,
    classList: {
      add: (...tokens: string[]) => tokens.forEach((t) => classes.add(t)),
      remove: (...tokens: string[]) => tokens.forEach((t) => classes.delete(t)),
    },
  };
}
