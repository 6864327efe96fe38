/**
 * Altered's part of `rulegraph decks` (engine/game/deck-tools.ts): the community deck codes
 * (code.ts) and `qty REFERENCE` lists (list.ts), made into decks of the card sets given and
 * checked by deck construction (import.ts).
 */
import { DeckRefusal, type CardSetFile, type DeckTools, type DeckToolOutput } from '../../../engine/game/deck-tools.js';
import type { Language } from '../../../engine/i18n/language.js';
import { parseJson } from '../../../engine/json/json-file.js';
import { assertSchema } from '../../../engine/schema/validate.js';
import { deckFaults, loadAlteredCards } from '../cards/cards.js';
import { text } from '../i18n/messages.js';
import { alteredDeckSchema, type AlteredCard, type AlteredDeck } from '../schema/file-schemas.js';
import { decodeAlteredCode, encodeAlteredCode, type AlteredCodeEntry } from './code.js';
import { CODE_EDITIONS, type CodeEdition } from './code-sets.js';
import { AlteredDeckError, type AlteredDeckFault } from './errors.js';
import { alteredDeckFromList, alteredDeckToList } from './import.js';
import { parseAlteredList } from './list.js';

/** The cards of the card set files given, loaded as a rules file's `cards` loads them. */
function cardsOf(cardSets: readonly CardSetFile[]): ReadonlyMap<string, AlteredCard> {
  const rules = { cards: cardSets.map((set) => set.file) };
  return loadAlteredCards(rules, {
    locate: (path) => ({ file: cardSets[Number(path[1])]?.file ?? '', at: path.slice(2) }),
    read: (path) => cardSets[Number(path[1])] ?? { file: '', json: undefined },
  }).cards;
}

const editionOf = (edition: string | undefined) => CODE_EDITIONS[(edition ?? 'current') as CodeEdition];

const listOf = (entries: readonly AlteredCodeEntry[]): string => entries.map((e) => `${e.count} ${e.reference}\n`).join('');

function faultsIn(faults: readonly AlteredDeckFault[], lang: Language) {
  return faults.map((fault) => ({
    at: 'line' in fault ? text('deckList.line', { line: fault.line }).in(lang) : fault.path,
    message: fault.message.in(lang),
    code: fault.code,
    ...(fault.rule === undefined ? {} : { rule: fault.rule }),
  }));
}

/** Runs `make`, its deck errors turned into the refusal the command line prints. */
function refusing(lang: Language, make: () => DeckToolOutput): DeckToolOutput {
  try {
    return make();
  } catch (error) {
    if (error instanceof AlteredDeckError) throw new DeckRefusal(error.code, '', faultsIn(error.faults, lang));
    throw error;
  }
}

/** The list of a deck file (its cards by their first reference), with the file's construction faults. */
function listOfDeckFile(file: string, written: string, cards: ReadonlyMap<string, AlteredCard>) {
  const json = parseJson(written, file);
  assertSchema<AlteredDeck>(alteredDeckSchema, json, file);
  const faults = deckFaults(json, cards, []).map((issue) => ({ at: issue.path, message: issue.message }));
  return { list: alteredDeckToList(json, cards), faults };
}

export const alteredDeckTools: DeckTools = {
  encodeNeedsCards: false,
  codeEditions: Object.keys(CODE_EDITIONS),
  decode: (code, { cardSets, json, edition, lang }) =>
    refusing(lang, () => {
      const entries = decodeAlteredCode(code, editionOf(edition));
      if (cardSets === undefined) return { out: json ? `${JSON.stringify({ entries }, null, 2)}\n` : listOf(entries), leftOut: '', faults: [] };
      const { deck, faults } = alteredDeckFromList(listOf(entries), cardsOf(cardSets));
      const out = json ? { entries, deck, faults: faultsIn(faults, lang) } : deck;
      return { out: `${JSON.stringify(out, null, 2)}\n`, leftOut: '', faults: faultsIn(faults, lang) };
    }),
  encode: (file, written, { cardSets, edition, lang }) =>
    refusing(lang, () => {
      const sets = editionOf(edition);
      if (written.trimStart().startsWith('{')) {
        // A deck file names cards by id: their references come from the card sets.
        const { list, faults } = listOfDeckFile(file, written, cardsOf(cardSets ?? []));
        return { out: `${encodeAlteredCode(parseAlteredList(list), sets)}\n`, leftOut: '', faults };
      }
      const entries = parseAlteredList(written);
      const code = encodeAlteredCode(entries, sets);
      const faults = cardSets === undefined ? [] : faultsIn(alteredDeckFromList(written, cardsOf(cardSets)).faults, lang);
      return { out: `${code}\n`, leftOut: '', faults };
    }),
};
