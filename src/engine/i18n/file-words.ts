/**
 * Words a definition file writes itself (a guard's refusal, a state's or a guard's
 * description): a file is English, and a part's catalogue gives those words in every language
 * under a key of its own. The catalogue's words stand only where its English is the file's
 * words to the letter, so that a file of one's own (a mode that words a guard otherwise) keeps
 * its words in every language rather than showing a translation of something else.
 */
import { Text, type Catalogue, type Messages } from './catalogue.js';

/** The file's `written` words as the catalogue's text `key` where the catalogue says the same in English; else as written. */
export function fileText(messages: Messages<Catalogue> | undefined, key: string, written: string): Text | string {
  return messages !== undefined && messages.en[key] === written ? new Text(messages, key, {}) : written;
}
