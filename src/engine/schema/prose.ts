/**
 * A schema's words for people (a `description`), typed as a plain string: a schema written
 * `as const` keeps its structure as a literal type, which the derived types need, but not its
 * prose, which would make the literal too long for a declaration file to hold.
 */
export function prose(text: string): string {
  return text;
}
