// A posted form as a plain object for a zod schema: fields named in `lists` keep every value (a repeated
// field, e.g. the analyses of a report in order), the others their last value.
export function formFields(form: FormData, lists: readonly string[] = []): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    fields[name] = lists.includes(name) ? [...((fields[name] as string[] | undefined) ?? []), value] : value;
  }
  return fields;
}
