/** A zod error's issues as field path → message key, the shape the wizards' forms set back on their fields. */
export function fieldErrorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[issue.path.map(String).join('.')] ??= issue.message;
  return fieldErrors;
}
