/**
 * The checks that the table page's and the inspector page's words all come from their
 * catalogues (src/table/page/i18n/, src/inspect/page/i18n/):
 * - in a page's HTML, no text node and no `placeholder`, `title` or `alt` attribute holds a
 *   word: the words come from `data-i18n`, `data-i18n-placeholder` and `data-i18n-title`, whose
 *   keys the catalogue has;
 * - in a page's TypeScript, no literal with words is given as an element's text: a child of the
 *   DOM builders (`el(tag, attrs, ...children)`, the chart's `svg(...)` alike), a `title` or `placeholder`, an element's
 *   `textContent`, what is appended to one, a part pushed onto a label, or what a function
 *   returns (`return over ? 'over' : ''`, `() => 'Tick the cards'`). A literal inside a call (`say('zone.hand')`) is
 *   that call's business: a key, an identifier.
 */

/** Comments out of the way: a sentence in a comment is shown to nobody. */
export const withoutComments = (source: string) => source.replace(/\/\*[^]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/\s\/\/ .*$/gm, '');

/** Whether text shown as it is holds a word: any letter (an escape such as `\\n` is none). A page shows no identifier as its text. */
export function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\\./g, ' '));
}

/** The words of an HTML page outside the catalogue mechanism: text nodes, and word-bearing attributes. */
export function htmlWords(html: string): string[] {
  const body = html.replace(/<!--[^]*?-->/g, '').replace(/<(script|style)\b[^>]*>[^]*?<\/\1>/g, '');
  const texts = [...body.matchAll(/>([^<]+)</g)].map((m) => (m[1] as string).trim()).filter((text) => /\p{L}/u.test(text));
  const attributes = [...body.matchAll(/\s(placeholder|title|alt|aria-label)="([^"]*)"/g)].map((m) => `${m[1]}="${m[2]}"`);
  return [...texts, ...attributes];
}

/** The catalogue keys an HTML page names. */
export function htmlKeys(html: string): string[] {
  return [...html.matchAll(/\sdata-i18n(?:-placeholder|-title)?="([^"]*)"/g)].map((m) => m[1] as string);
}

/** The end of the bracketed group opening at `start` (`(`, `{`, `[`), skipping strings and templates. */
function closing(code: string, start: number): number {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i] as string;
    if (c === "'" || c === '"' || c === '`') i = stringEnd(code, i);
    else if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return code.length;
}

/** The index of the quote closing the literal opening at `start`; a template's `${...}` skipped whole. */
function stringEnd(code: string, start: number): number {
  const quote = code[start];
  for (let i = start + 1; i < code.length; i++) {
    if (code[i] === '\\') i++;
    else if (quote === '`' && code.startsWith('${', i)) i = closing(code, i + 1);
    else if (code[i] === quote) return i;
  }
  return code.length;
}

/** The top-level arguments of the call whose `(` is at `open`. */
function argumentsAt(code: string, open: number): string[] {
  const end = closing(code, open);
  const args: string[] = [];
  let from = open + 1;
  for (let i = open + 1; i < end; i++) {
    const c = code[i] as string;
    if (c === "'" || c === '"' || c === '`') i = stringEnd(code, i);
    else if (c === '(' || c === '{' || c === '[') i = closing(code, i);
    else if (c === ',') {
      args.push(code.slice(from, i));
      from = i + 1;
    }
  }
  args.push(code.slice(from, end));
  return args.filter((arg) => arg.trim() !== '');
}

/** The expression starting at `start`: up to a `,` or `;` of its level, or the bracket closing the one it is in. */
function valueAt(code: string, start: number): string {
  for (let i = start; i < code.length; i++) {
    const c = code[i] as string;
    if (c === "'" || c === '"' || c === '`') i = stringEnd(code, i);
    else if (c === '(' || c === '{' || c === '[') i = closing(code, i);
    else if (c === ',' || c === ';' || c === ')' || c === '}' || c === ']') return code.slice(start, i);
  }
  return code.slice(start);
}

/**
 * The text an expression shows as it is: each literal's own text, a template's `${...}`
 * searched again, and a call's arguments left out (`say('key')` is the call's business; an
 * element built inside is checked as its own call).
 */
function shownText(expression: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < expression.length; i++) {
    const c = expression[i] as string;
    // A call's arguments, an element access (`object['buffed']`), a literal compared with (`=== 'string'`): no text shown.
    if ((c === '(' || c === '[') && /[\w$)\]>]\s*$/.test(expression.slice(0, i))) i = closing(expression, i);
    else if ((c === "'" || c === '"') && /[=!]==\s*$/.test(expression.slice(0, i))) i = stringEnd(expression, i);
    else if (c === "'" || c === '"') {
      const end = stringEnd(expression, i);
      found.push(expression.slice(i + 1, end));
      i = end;
    } else if (c === '`') {
      const end = stringEnd(expression, i);
      const body = expression.slice(i + 1, end);
      let own = '';
      for (let j = 0; j < body.length; j++) {
        if (body[j] === '\\') {
          own += body.slice(j, j + 2);
          j++;
        } else if (body.startsWith('${', j)) {
          const inner = closing(body, j + 1);
          found.push(...shownText(body.slice(j + 2, inner)));
          own += '…';
          j = inner;
        } else own += body[j];
      }
      found.push(own);
      i = end;
    }
  }
  return found;
}

/**
 * Whether a returned literal reads as words (a function may also return a key, a selector, an
 * address): words with a space between them, or a capitalised word (`Swiss`).
 */
function isSentence(text: string): boolean {
  const trimmed = text.replace(/\\./g, ' ').trim();
  return /\p{L}\s+\S|\S\s+\p{L}/u.test(trimmed) || /^\p{Lu}\p{Ll}/u.test(trimmed);
}

/** The literals with words a page's TypeScript gives as an element's text (see the module's comment). */
export function pageLiteralWords(source: string): string[] {
  const code = withoutComments(source).replace(/^import .*$/gm, '');
  const shown: string[] = [];
  for (const m of code.matchAll(/\b(?:el|svg)\(/g)) shown.push(...argumentsAt(code, (m.index ?? 0) + m[0].length - 1).slice(2));
  for (const m of code.matchAll(/\b(?:title|placeholder)\s*:\s*|\.(?:textContent|innerText|title|placeholder)\s*=\s*/g)) {
    shown.push(valueAt(code, (m.index ?? 0) + m[0].length));
  }
  for (const m of code.matchAll(/\.(?:append|prepend|replaceChildren|push)\(/g)) shown.push(...argumentsAt(code, (m.index ?? 0) + m[0].length - 1));
  const returned: string[] = [];
  // What a function gives back to be shown: `return x ? 'yes' : 'no';`, `() => 'Tick the cards'`.
  for (const m of code.matchAll(/\breturn\s+(?![{\s])|=>\s*(?=[`'"])/g)) {
    returned.push(valueAt(code, (m.index ?? 0) + m[0].length));
  }
  return [...shown.flatMap(shownText).filter(hasWords), ...returned.flatMap(shownText).filter(isSentence)];
}
