/**
 * Riftbound's part of `rulegraph decks` (engine/game/deck-tools.ts): the community deck codes
 * and text lists, made into decks of the card sets given and checked by deck construction
 * (docs/cards.md, "Deck codes and lists").
 */
import { DeckRefusal, type CardSetFile, type DeckToolFault, type DeckTools } from '../../../engine/game/deck-tools.js';
import { issueIn, LoadError, type LoadIssue } from '../../../engine/errors.js';
import type { Language } from '../../../engine/i18n/language.js';
import { parseJson } from '../../../engine/json/json-file.js';
import { assertSchema } from '../../../engine/schema/validate.js';
import { deckSchema, type Deck } from '../schema/card-schema.js';
import { checkDeck, loadCardSets } from '../cards/cards.js';
import { text } from '../i18n/messages.js';
import { CardCatalog } from './catalog.js';
import { deckCodeListText } from './code-list-text.js';
import { DEFAULT_CONSTRUCTION_RULES } from './assemble.js';
import { deckFromCodeList } from './deck-from-code.js';
import { deckFromParsedList } from './deck-from-list.js';
import { parseDeckList } from './deck-list.js';
import { decodeDeckCode } from './decode.js';
import { deckToCodeWith } from './deck-to-code.js';
import { DeckCodeError, DeckImportError, DeckListError } from './errors.js';
import type { RiftboundDeckEntry } from './types.js';

function catalogOf(cardSets: readonly CardSetFile[]): CardCatalog {
  return new CardCatalog(loadCardSets(cardSets));
}

/** A file's name without its folders (games run in browsers too, without node:path). */
const baseName = (file: string): string => file.replace(/^.*[\\/]/, '');

const entriesText = (entries: readonly RiftboundDeckEntry[]): string => entries.map((e) => `${e.count} ${e.card}`).join(', ');

const faultsOf = (issues: readonly LoadIssue[], lang: Language): DeckToolFault[] => issues.map((issue) => ({ at: issue.path, message: issueIn(issue, lang).message }));

/** A deck file's construction faults. */
function deckFaults(deck: Deck, catalog: CardCatalog, file: string, lang: Language): readonly DeckToolFault[] {
  try {
    checkDeck(deck, catalog.cards, DEFAULT_CONSTRUCTION_RULES, file);
    return [];
  } catch (error) {
    if (error instanceof LoadError) return faultsOf(error.issues, lang);
    throw error;
  }
}

/** Runs `make`, its deck errors turned into the refusal the command line prints. */
function refusing<T>(lang: Language, make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (error instanceof DeckCodeError || error instanceof DeckListError) throw new DeckRefusal(error.code, error.words.in(lang));
    if (error instanceof DeckImportError) {
      const faults = error.issues.map((issue) => ({
        at: 'line' in issue ? text('deckList.line', { line: issue.line }).in(lang) : issue.path,
        message: issue.message.in(lang),
        code: issue.code,
        ...(issue.rule === undefined ? {} : { rule: issue.rule }),
      }));
      throw new DeckRefusal(error.code, '', faults, error.omitted);
    }
    throw error;
  }
}

export const riftboundDeckTools: DeckTools = {
  encodeNeedsCards: true,
  codeEditions: [],
  decode: (code, { cardSets, json, lang }) =>
    refusing(lang, () => {
      const decoded = decodeDeckCode(code);
      if (cardSets === undefined) return { out: json ? `${JSON.stringify(decoded, null, 2)}\n` : deckCodeListText(decoded), leftOut: '', faults: [] };
      const imported = deckFromCodeList(decoded, catalogOf(cardSets));
      // Without --json, the deck alone, so that stdout is a deck file; the sideboard has no place in one.
      const out = json ? { version: decoded.version, ...imported } : imported.deck;
      return { out: `${JSON.stringify(out, null, 2)}\n`, leftOut: json ? '' : entriesText(imported.sideboard), faults: faultsOf(imported.faults, lang) };
    }),
  encode: (file, written, { cardSets, lang }) =>
    refusing(lang, () => {
      const catalog = catalogOf(cardSets ?? []);
      if (written.trimStart().startsWith('{')) {
        const json = parseJson(written, file);
        assertSchema<Deck>(deckSchema, json, file);
        return { out: `${deckToCodeWith(json, catalog)}\n`, leftOut: '', faults: deckFaults(json, catalog, file, lang) };
      }
      const imported = deckFromParsedList(parseDeckList(written), catalog, { name: baseName(file) });
      return { out: `${deckToCodeWith(imported.deck, catalog, { sideboard: imported.sideboard })}\n`, leftOut: '', faults: faultsOf(imported.faults, lang) };
    }),
};
