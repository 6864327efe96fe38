/**
 * No text shown to a person is written outside a catalogue:
 * - every `violation(...)` call in src/ takes its message from a catalogue (`refuse(key, rule,
 *   values)`, or `violation(code, text(key, values), rule)` where the code is computed), never a
 *   string or template literal;
 * - the places that put words together from catalogues (each game's describe.ts, the event words
 *   shared by the games) hold no sentence of their own: their string literals are catalogue keys,
 *   identifiers they compare with, or separators without a word (`, `, ` · `, a line break);
 * - the command line's commands describe themselves and their options, print, and refuse a
 *   command line (`UsageError`, an option parser's `InvalidArgumentError`), only through the
 *   catalogue (`say(key, values)`, `text(key, values)`);
 * - the deck reader's faults (Riftbound deck codes, lists and their import) are catalogue texts;
 * - the card compilers' reasons for refusing a card (`new Refusal(...)`, `reasoned(...)`) are
 *   catalogue texts;
 * - the server's errors (src/server/) are its catalogue's texts: no `ServerError`, `wireError`
 *   or error `message` is given words of its own;
 * - the pages (the table page, the inspector page) hold no words in their HTML and give no
 *   literal with words as an element's text (page-words.ts says how each is found);
 * - the checks of a game state's data (each game's state check, position and setup, the
 *   engine's snapshot and game loading, the scenario runner's) make their faults from
 *   catalogues: no fault given a literal or another error's English `message`, none moved to
 *   another path by a spread that would lose its words;
 * - the inspector's server (src/inspect/, its page aside) tells a page why a message is refused
 *   only through its catalogue: no `error` or `message` given a literal with words, no error
 *   thrown with one;
 * - the typed client (src/client/) makes its own errors' messages from its catalogue.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlKeys, htmlWords, pageLiteralWords } from './page-words.js';
import { tablePageMessages } from '../../src/table/page/i18n/messages.js';
import { inspectorPageMessages } from '../../src/inspect/page/i18n/messages.js';

const ROOT = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `violation(` calls whose message (second argument) is a literal: the code, then a quote or a backtick. */
const LITERAL_MESSAGE = /\bviolation\(\s*(?:'[^']*'|[\w.]+)\s*,\s*[`'"]/g;

function literalRefusals(text: string): string[] {
  return [...text.matchAll(LITERAL_MESSAGE)].map((m) => m[0]);
}

/** The places that word things from catalogues only. */
const WORDING_FILES = ['src/engine/game/event-words.ts', 'src/engine/i18n/words.ts', ...sources('src/games').filter((file) => file.endsWith('/describe.ts'))];

/** Comments out of the way: a sentence in a comment is shown to nobody. */
const withoutComments = (source: string) => source.replace(/\/\*[^]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/\s\/\/ .*$/gm, '');

/** A template literal's own text: its `${...}` parts (braces balanced, nested templates inside) left out. */
function templateText(body: string): string {
  let text = '';
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\') {
      text += body.slice(i, i + 2);
      i++;
    } else if (body.startsWith('${', i)) {
      let depth = 1;
      for (i += 2; i < body.length && depth > 0; i++) depth += body[i] === '{' ? 1 : body[i] === '}' ? -1 : 0;
      i--;
    } else text += body[i];
  }
  return text;
}

/** The text of each string literal (quoted, or a template's own text), imports left out. */
function literals(source: string): string[] {
  const code = withoutComments(source).replace(/^import .*$/gm, '').replace(/^export \{[^}]*\} from .*$/gm, '');
  const found: string[] = [];
  for (let i = 0; i < code.length; i++) {
    const quote = code[i] as string;
    if (quote !== "'" && quote !== '"' && quote !== '`') continue;
    let j = i + 1;
    let depth = 0;
    // A template's `${...}` may hold quotes and templates of its own: skip them with the braces.
    for (; j < code.length; j++) {
      if (code[j] === '\\') j++;
      else if (quote === '`' && code.startsWith('${', j)) {
        depth++;
        j++;
      } else if (depth > 0 && code[j] === '{') depth++;
      else if (depth > 0 && code[j] === '}') depth--;
      else if (depth === 0 && code[j] === quote) break;
    }
    const body = code.slice(i + 1, j);
    found.push(quote === '`' ? templateText(body) : body);
    i = j;
  }
  return found;
}

/** A literal that reads as words to a person: letters beside a space or punctuation other than a key's dots. */
const isWording = (literal: string) => {
  // An escape (`\\n`) is no word, nor the program's name before its messages (`rulegraph: `).
  const bare = literal.replace(/\\./g, ' ').replace(/\brulegraph\b/g, ' ');
  return /\p{L}/u.test(bare) && !/^[\p{L}\d_.]*$/u.test(bare);
};

/** The command line's files: their help, output and refusals are in catalogues. */
const CLI_FILES = sources('src/cli').filter((file) => !file.includes('/i18n/'));

/** A refusal of a command line (`new UsageError(...)`, `new InvalidArgumentError(...)`) or a parser's `refuse(...)` given a literal. */
function literalCliRefusals(source: string): string[] {
  return [...withoutComments(source).matchAll(/\bnew (?:UsageError|InvalidArgumentError)\(\s*[`'"]|\brefuse\(\s*[`'"]/g)].map((m) => m[0]);
}

/**
 * A deck fault given a literal: `new DeckCodeError(code, '...')`, an issue's `message: '...'`, a
 * part of a code named for a fault (`reader.byte('...')`). A `LoadError`'s issues are left
 * out: load errors are not yet in catalogues (docs/i18n.md).
 */
function literalDeckFaults(source: string): string[] {
  const code = withoutComments(source).replace(/^.*\bnew LoadError\(.*$/gm, '');
  return [...code.matchAll(/\bnew Deck\w*Error\(\s*'[A-Z_]+'\s*,\s*[`'"]|\bmessage:\s*[`'"]|\b(?:byte|varint|section)\(\s*[`'"]/g)].map((m) => m[0]);
}

/** Help given as a literal (`.description('...')`, an option's or argument's description), or output written with words of its own. */
function literalCliWords(source: string): string[] {
  const code = withoutComments(source);
  const help = [...code.matchAll(/\.(?:description|showHelpAfterError)\(\s*[`'"]|\.addHelpText\(\s*'[^']*',\s*[`'"]|\.(?:option|requiredOption|argument|helpOption|helpCommand|version)\([^,()]*,\s*[`'"]/g)].map((m) => m[0]);
  const output = [...code.matchAll(/\bio\.(?:out|err)\(/g)].flatMap((m) => {
    const [first] = literals(code.slice((m.index ?? 0) + m[0].length));
    return /^\s*[`'"]/.test(code.slice((m.index ?? 0) + m[0].length)) && first !== undefined && isWording(first) ? [`${m[0]}${first}`] : [];
  });
  return [...help, ...output];
}

/** The arguments of the call whose `(` is at `open`, split at the commas outside brackets and strings. */
function callArguments(code: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  let quote: string | null = null;
  for (let i = open + 1; i < code.length; i++) {
    const c = code[i] as string;
    if (quote !== null) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return [...args, code.slice(start, i).trim()];
      depth--;
    } else if (c === ',' && depth === 0) {
      args.push(code.slice(start, i).trim());
      start = i + 1;
    }
  }
  return args;
}

/**
 * A card compiler's reason given words of its own: `new Refusal(...)` (its reason, the first
 * argument) or a refusal made by `reasoned(fields, reason)` or `refused(phrase, reason)` (the
 * last) given a literal with words, not a catalogue text.
 */
function literalCardRefusals(source: string): string[] {
  const code = withoutComments(source);
  return [...code.matchAll(/\b(new Refusal|reasoned|refused)\(/g)].flatMap((m) => {
    const args = callArguments(code, (m.index ?? 0) + m[0].length - 1);
    const reason = (m[1] === 'new Refusal' ? args[0] : args[args.length - 1]) ?? '';
    return /^[`'"]/.test(reason) && literals(reason).some(isWording) ? [`${m[0]}${reason}`] : [];
  });
}

/** The server's files, its catalogues left out: their errors are worded by src/server/i18n/. */
const SERVER_FILES = sources('src/server').filter((file) => !file.startsWith('src/server/i18n/'));

/**
 * An error of the server given words of its own: a `ServerError` or `wireError` whose message is
 * a literal, or a `message:` property (of an error sent to a client) given a literal with words.
 */
function literalServerWords(source: string): string[] {
  const code = withoutComments(source);
  const made = [...code.matchAll(/new ServerError\(\s*[^,()]+,\s*[^,()]+,\s*[`'"]|\bwireError\(\s*[^,()]+,\s*[`'"]/g)].map((m) => m[0]);
  const messages = [...code.matchAll(/\bmessage:\s*(?=[`'"])/g)].flatMap((m) => {
    const [first] = literals(code.slice((m.index ?? 0) + m[0].length));
    return first !== undefined && isWording(first) ? [`${m[0]}${first}`] : [];
  });
  return [...made, ...messages];
}

/** The files that check a game state's data: each game's state check, position and setup, the engine's loading of games and snapshots, the scenario runner. */
const STATE_CHECK_FILES = [
  ...sources('src/games').filter((file) => /\/(state-check|position|setup)\.ts$/.test(file) && !file.includes('/i18n/')),
  ...sources('src/engine/game'),
  ...sources('src/engine/game-kit'),
  ...sources('src/engine/loading'),
  'src/api.ts',
  ...sources('src/scenarios').filter((file) => !file.includes('/i18n/')),
];

/** A load fault given words of its own: `{ path, message: '...' }` or another error's `message`, or a fault copied by a spread (`[{ ...fault, path }]`), which loses its words. */
function literalStateFaults(source: string): string[] {
  const code = withoutComments(source);
  return [...code.matchAll(/\{\s*path(?::[^{}]*?)?,\s*message:\s*(?:[`'"]|\w+\.message\b)|\[\{\s*\.\.\.\w+,\s*path\b/g)].map((m) => m[0]);
}

/** The inspector's server files, its page and catalogues aside. */
const INSPECTOR_FILES = sources('src/inspect').filter((file) => !file.includes('/i18n/') && !file.startsWith('src/inspect/page/'));

/** An answer to a page given words of its own: an `error` or `message` field, or a thrown error, given a literal with words. */
function literalInspectorWords(source: string): string[] {
  const code = withoutComments(source);
  return [...code.matchAll(/\b(?:error|message):\s*(?=[`'"])|\bthrow new \w*Error\(\s*(?=[`'"])/g)].flatMap((m) => {
    const [first] = literals(code.slice((m.index ?? 0) + m[0].length));
    return first !== undefined && isWording(first) ? [`${m[0]}${first}`] : [];
  });
}

/** The typed client's files, its catalogues aside. */
const CLIENT_FILES = sources('src/client').filter((file) => !file.includes('/i18n/'));

describe('texts shown to a person come from catalogues', () => {
  it('no violation() in src/ is given a literal message', () => {
    const found = sources('src').flatMap((file) => literalRefusals(readFileSync(join(ROOT, file), 'utf8')).map((call) => `${file}: ${call}`));
    expect(found).toEqual([]);
  });

  it('the check sees a literal message, and not a catalogue text', () => {
    expect(literalRefusals("return violation('NOT_NOW', `${type} is not possible`, rule);")).toHaveLength(1);
    expect(literalRefusals("violation(k.refusal, 'keep cards', rule)")).toHaveLength(1);
    expect(literalRefusals("violation(k.refusal, text('keepCards', { field }), rule)")).toEqual([]);
  });

  it("no card compiler's refusal in src/ is given a literal with words", () => {
    const found = sources('src').flatMap((file) => literalCardRefusals(readFileSync(join(ROOT, file), 'utf8')).map((call) => `${file}: ${call}`));
    expect(found).toEqual([]);
  });

  it("the check sees a compiler's reason given words, and not a catalogue text", () => {
    expect(literalCardRefusals("return new Refusal('a second Equip ability');")).toEqual(["new Refusal('a second Equip ability'"]);
    expect(literalCardRefusals('if (!ok) return new Refusal(`two lines state the card\'s ${key}`);')).toHaveLength(1);
    expect(literalCardRefusals("return reasoned({ phrase: tokens.slice(0, 2).join(' ') }, 'results listed with no die');")).toHaveLength(1);
    expect(literalCardRefusals("return refused(text.slice(0, 40), `the text is longer than ${MAX} characters`);")).toHaveLength(1);
    expect(literalCardRefusals("return new Refusal(text('refusal.fieldTwice', { field: key })); new Refusal(counterFault.text); reasoned({ phrase }, syntaxText('syntax.unended')); refused(text.slice(0, 40), card.words)")).toEqual([]);
  });

  it('the describe tables and the words they are built with hold no sentence of their own', () => {
    expect(WORDING_FILES.length).toBeGreaterThanOrEqual(4);
    const found = WORDING_FILES.flatMap((file) => literals(readFileSync(join(ROOT, file), 'utf8')).filter(isWording).map((literal) => `${file}: ${JSON.stringify(literal)}`));
    expect(found).toEqual([]);
  });

  it('the command line\'s converted commands describe themselves and print through the catalogue', () => {
    const found = CLI_FILES.flatMap((file) => literalCliWords(readFileSync(join(ROOT, file), 'utf8')).map((call) => `${file}: ${call}`));
    expect(found).toEqual([]);
    expect(literalCliWords(".description('Plays a game')")).toHaveLength(1);
    expect(literalCliWords(".option('--seed <n>', 'the seed', integer)")).toHaveLength(1);
    expect(literalCliWords("io.out(`Game over after ${n} actions\\n`)")).toHaveLength(1);
    expect(literalCliWords(".description(say('play.description')).option('--seed <n>', say('option.seed'), integer); io.out(`${say('play.over', { actions })}\\n`)")).toEqual([]);
  });

  it('the server\'s errors are worded from its catalogue', () => {
    expect(SERVER_FILES.length).toBeGreaterThanOrEqual(10);
    const found = SERVER_FILES.flatMap((file) => literalServerWords(readFileSync(join(ROOT, file), 'utf8')).map((call) => `${file}: ${call}`));
    expect(found).toEqual([]);
    expect(literalServerWords("throw new ServerError(404, 'NO_SUCH_MATCH', `there is no match ${id}`);")).toHaveLength(1);
    expect(literalServerWords("refuse(wireError('NOT_SEATED', 'a spectator cannot act', lang));")).toHaveLength(1);
    expect(literalServerWords("sendError(reply, 500, { code: 'SERVER_FAULT', message: 'the server failed to answer' });")).toHaveLength(1);
    expect(literalServerWords("throw new ServerError(404, 'NO_SUCH_MATCH', text('NO_SUCH_MATCH', { match })); wireError('NOT_SEATED', text('NOT_SEATED'), lang); ({ message: words.in(lang) })")).toEqual([]);
  });

  it('the command line refuses a command line only through the catalogue', () => {
    expect(CLI_FILES.length).toBeGreaterThanOrEqual(10);
    const found = CLI_FILES.flatMap((file) => literalCliRefusals(readFileSync(join(ROOT, file), 'utf8')).map((call) => `${file}: ${call}`));
    expect(found).toEqual([]);
    expect(literalCliRefusals("throw new UsageError('--play: not yet')")).toHaveLength(1);
    expect(literalCliRefusals("throw new InvalidArgumentError(`takes ${n}`)")).toHaveLength(1);
    expect(literalCliRefusals("return parse.refuse('takes an integer')")).toHaveLength(1);
    expect(literalCliRefusals("throw new UsageError(text('cards.usage.play')); parse.refuse(say('parse.shard'))")).toEqual([]);
  });

  it('the deck reader words its faults through the Riftbound catalogue', () => {
    const files = sources('src/games/riftbound/decks');
    const found = files.flatMap((file) => literalDeckFaults(readFileSync(join(ROOT, file), 'utf8')).map((call) => `${file}: ${call}`));
    expect(found).toEqual([]);
    expect(literalDeckFaults("throw new DeckCodeError('DECK_CODE_INVALID', 'a deck code is text')")).toHaveLength(1);
    expect(literalDeckFaults("issues.push({ path, code: 'DECK_MALFORMED', message: `${name} is a list` })")).toHaveLength(1);
    expect(literalDeckFaults("reader.byte('a set id')")).toHaveLength(1);
    expect(literalDeckFaults("throw new DeckCodeError('DECK_CODE_INVALID', words('deckCode.notText')); reader.byte(words('deckCode.what.setId'))")).toEqual([]);
  });

  it("the checks of a game state's data make their faults from catalogues", () => {
    expect(STATE_CHECK_FILES.length).toBeGreaterThanOrEqual(20);
    const found = STATE_CHECK_FILES.flatMap((file) => literalStateFaults(readFileSync(join(ROOT, file), 'utf8')).map((call) => `${file}: ${call}`));
    expect(found).toEqual([]);
    expect(literalStateFaults("issues.push({ path: at('seats'), message: 'a seat is listed twice' })")).toHaveLength(1);
    expect(literalStateFaults("fault({ path: formatPath(path), message: error.message, code: 'UNREADABLE_DECK' })")).toHaveLength(1);
    expect(literalStateFaults("throw new LoadError('setup', [{ ...fault, path: moved }])")).toHaveLength(1);
    expect(literalStateFaults("issues.push(wordedIssue({ path: at('seats') }, text('stateCheck.seatIds'))); text('position.notRestorable', { path: i.path, message: issueText(i) }); [reissued(fault, { path: moved })]")).toEqual([]);
  });

  it("the inspector's server answers a page only in its catalogue's words", () => {
    expect(INSPECTOR_FILES.length).toBeGreaterThanOrEqual(10);
    const found = INSPECTOR_FILES.flatMap((file) => literalInspectorWords(readFileSync(join(ROOT, file), 'utf8')).map((call) => `${file}: ${call}`));
    expect(found).toEqual([]);
    expect(literalInspectorWords("return { error: 'messages are JSON' };")).toHaveLength(1);
    expect(literalInspectorWords("socket.send(encode({ type: 'error', message: `at most ${n} messages a second` }));")).toHaveLength(1);
    expect(literalInspectorWords("throw new RangeError(`no seat ${seat}`);")).toHaveLength(1);
    expect(literalInspectorWords("return { error: say('message.notJson') }; ({ type: 'error', message: say('message.rate', { count }).in(lang) }); throw new NoSuchSeatError(text('error.noSeat', { seat, seats }))")).toEqual([]);
  });

  it("the typed client's own errors are worded from its catalogue", () => {
    expect(CLIENT_FILES.length).toBeGreaterThanOrEqual(5);
    // A client error's message given a literal with words is what literalServerWords finds as a `message:` of its own.
    const found = CLIENT_FILES.flatMap((file) => literalServerWords(readFileSync(join(ROOT, file), 'utf8')).map((call) => `${file}: ${call}`));
    expect(found).toEqual([]);
    expect(literalServerWords("new ClientError({ code: 'NOT_CONNECTED', message: 'no view has arrived yet' })")).toHaveLength(1);
    expect(literalServerWords("new ClientError({ code: 'NOT_CONNECTED', message: this.say(text('NOT_CONNECTED')) })")).toEqual([]);
  });

  it("a tournament's refusals are its catalogue's texts: each refuse() names a key, then the rule", () => {
    // The second argument is the rule (`'TR 405.1'`) or an expression choosing one; a sentence there is a message of its own.
    const literalTournamentMessages = (source: string) => [...withoutComments(source).matchAll(/\brefuse\(\s*'[A-Z_]+(?:\.\w+)?'\s*,\s*([`'"])((?:(?!\1).)*)\1/g)].map((m) => m[2] as string).filter((arg) => !/^TR \d+(\.\d+)*(\.[a-z])?$|^docs\//.test(arg));
    const found = sources('src/tournament').flatMap((file) => literalTournamentMessages(readFileSync(join(ROOT, file), 'utf8')).map((arg) => `${file}: ${arg}`));
    expect(found).toEqual([]);
    expect(literalTournamentMessages("refuse('NO_ROUND', 'no round has been paired yet', 'TR 405.1', '$')")).toEqual(['no round has been paired yet']);
    expect(literalTournamentMessages("refuse('EVENT_OVER.allRoundsPlayed', 'TR 202.4', '$'); refuse('X', size > 1 ? 'TR 603.1' : 'TR 401.1', '$')")).toEqual([]);
  });

  it('the check sees words in a literal, and not keys, identifiers or separators', () => {
    const found = (source: string) => literals(source).filter(isWording);
    expect(found("line(`${n.seat(e.seat)} passes`)")).toEqual([' passes']);
    expect(found("detail('Dusk' + ' falls', 1)")).toEqual([' falls']);
    expect(found("line(text('event.passed', { seat }), 2); joined(items, ' · '); text(`fromZone.${zone}`); e.to === 'base'")).toEqual([]);
    expect(found("// a comment says what it likes\nconst x = 1; /* and so does this one */")).toEqual([]);
  });

  describe('the pages', () => {
    const PAGES = [
      { dir: 'src/table/page', messages: tablePageMessages },
      { dir: 'src/inspect/page', messages: inspectorPageMessages },
    ];

    for (const { dir, messages } of PAGES) {
      it(`${dir}/index.html holds no words: its text, placeholders and titles are catalogue keys the catalogue has`, () => {
        const html = readFileSync(join(ROOT, dir, 'index.html'), 'utf8');
        expect(htmlWords(html)).toEqual([]);
        const keys = htmlKeys(html);
        expect(keys.length).toBeGreaterThan(10);
        expect(keys.filter((key) => !Object.hasOwn(messages.en, key))).toEqual([]);
      });

      it(`${dir}: no literal with words is given as an element's text`, () => {
        const files = sources(dir).filter((file) => !file.includes('/i18n/'));
        expect(files.length).toBeGreaterThanOrEqual(5);
        const found = files.flatMap((file) => pageLiteralWords(readFileSync(join(ROOT, file), 'utf8')).map((literal) => `${file}: ${JSON.stringify(literal)}`));
        expect(found).toEqual([]);
      });
    }

    it('the HTML check sees a word in a text node or an attribute, and not a key', () => {
      expect(htmlWords('<h2>Events</h2><input placeholder="its id"><button title="zoom in">+</button>')).toEqual(['Events', 'placeholder="its id"', 'title="zoom in"']);
      expect(htmlWords('<h2 data-i18n="table.events"></h2><input data-i18n-placeholder="lobby.eventId"><button data-i18n-title="chart.zoomIn">+</button><!-- a comment says what it likes -->')).toEqual([]);
      expect(htmlKeys('<h2 data-i18n="table.events"></h2><input data-i18n-placeholder="lobby.eventId">')).toEqual(['table.events', 'lobby.eventId']);
    });

    it("the TypeScript check sees words given as an element's text, and not keys, selectors or classes", () => {
      expect(pageLiteralWords("el('span', { class: 'mark' }, 'to play')")).toEqual(['to play']);
      expect(pageLiteralWords("el('li', {}, `${seat}: taken`, over ? ' · over' : '')")).toEqual(['…: taken', ' · over']);
      expect(pageLiteralWords("el('span', { title: `${n} damage` }, n)")).toEqual(['… damage']);
      expect(pageLiteralWords("byId('status').textContent = 'game over';")).toEqual(['game over']);
      expect(pageLiteralWords("group.append(svg('text', {}, svg('title', {}, 'stays here'), `↺ ${t.label}`))")).toEqual(['stays here']);
      expect(pageLiteralWords("parts.push('(accelerated)'); box.append('Limbo: ', list)")).toEqual(['(accelerated)', 'Limbo: ']);
      expect(pageLiteralWords("function phase(p) { if (p) return 'time called'; return `${n} left`; }")).toEqual(['time called', '… left']);
      expect(pageLiteralWords([
        "el('span', { class: 'seat-tag bot', 'data-seat': s.seat }, say('lobby.seatBot', { seat: s.seat, bot: s.bot }))",
        "el('div', {}, region['faceDown'] ? say('board.faceDown') : terrains.join(' · '), `${a} · ${b}`)",
        "if (typeof value === 'string') return [...board.querySelectorAll<HTMLElement>(`[data-base=\"${seat}\"]`)];",
        "const key = (match) => `rulegraph.seat.${match}`; node.textContent = say('table.close');",
      ].join('\n'))).toEqual([]);
    });
  });
});
