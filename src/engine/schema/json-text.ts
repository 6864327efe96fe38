/**
 * JSON as people read it: an object or list that fits on its line is written on one line
 * (`{ "$ref": "#/$defs/Target" }`, `"required": ["op", "amount"]`), a longer one one member a
 * line, indented by two spaces. Parsed back, it is the same value.
 */

/** Lines are kept to this many characters where a member allows. */
const WIDTH = 120;

function oneLine(value: unknown): string {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[${value.map(oneLine).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([key, sub]) => `${JSON.stringify(key)}: ${oneLine(sub)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** `value` written from column `column` of a line indented by `indent`, with `after` characters after it. */
function write(value: unknown, indent: string, column: number, after: number): string {
  const flat = oneLine(value);
  if (typeof value !== 'object' || value === null || column + flat.length + after <= WIDTH) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((sub, index) => `${inner}${write(sub, inner, inner.length, index < value.length - 1 ? 1 : 0)}`);
    return `[\n${items.join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const members = entries.map(([key, sub], index) => {
    const head = `${inner}${JSON.stringify(key)}: `;
    return `${head}${write(sub, inner, head.length, index < entries.length - 1 ? 1 : 0)}`;
  });
  return `{\n${members.join(',\n')}\n${indent}}`;
}

/** The text of a JSON file holding `value`, ending with a newline. */
export function jsonText(value: unknown): string {
  return `${write(value, '', 0, 0)}\n`;
}
