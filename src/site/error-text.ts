// A rule error's message for people: RuleError.message starts with the rule ids and ends with the
// JSON path; pages and the playground show the ids as links and the path as the field, so both go.
export const plainMessage = (message: string): string =>
  message.replace(/^[A-Z0-9-]+(?:, [A-Z0-9-]+)*: /, "").replace(/\s*\(at \$[^)]*\)$/, "");
