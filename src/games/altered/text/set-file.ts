/** An Altered card set file's JSON, checked and loaded as a rules file's card set is (schema and card checker). */
import type { RulesFiles } from '../../../engine/loading/rules.js';
import { loadAlteredCards } from '../cards/cards.js';
import type { AlteredCard } from '../schema/file-schemas.js';

/** The cards of a card set file by id; a fault is thrown as a LoadError with its JSON path. */
export function loadAlteredCardSet(file: string, json: unknown): ReadonlyMap<string, AlteredCard> {
  const files: RulesFiles = { read: () => ({ file, json }), locate: () => ({ file, at: [] }) };
  return loadAlteredCards({ cards: [file] }, files).cards;
}
