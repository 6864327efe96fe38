/**
 * A card compiler's reason for refusing a card, in any language: a refusal (and what holds
 * one: a card the import refused, a card with no printed form) keeps its `reason` in English,
 * as the coverage report groups and tests compare it, and `key`, its catalogue key, which is
 * the same in every language; its catalogue text is kept beside it, as a refusal's or a load
 * fault's is (src/engine/errors.ts), to put it into another language.
 */
import type { Text } from '../i18n/catalogue.js';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language.js';
import { issueIn } from '../errors.js';
import { countReasons, type ImportReport } from './card-import.js';

/** What holds a reason: its English words and, where they come from a catalogue, its key. */
export interface Reasoned {
  readonly reason: string;
  readonly key?: string;
}

/** The catalogue text of each reason made from one. */
const reasonTexts = new WeakMap<Reasoned, Text>();

/** `fields` with a reason: its English words, its key and its text kept (words of no catalogue stay as they are). */
export function reasoned<T extends object>(fields: T, reason: Text | string): T & Reasoned {
  if (typeof reason === 'string') return { ...fields, reason };
  const made = { ...fields, reason: reason.in(DEFAULT_LANGUAGE), key: reason.key };
  reasonTexts.set(made, reason);
  return made;
}

/** A reason as words of another reason or message: its catalogue text, or its English where it has none. */
export function reasonWords(held: Reasoned): Text | string {
  return reasonTexts.get(held) ?? held.reason;
}

/** A copy with the reason in `lang` (as it is where its words come from no catalogue). */
export function reasonIn<T extends Reasoned>(held: T, lang: Language): T {
  const text = reasonTexts.get(held);
  if (text === undefined) return held;
  const copy = { ...held, reason: text.in(lang) };
  reasonTexts.set(copy, text);
  return copy;
}

/** A copy of an import's report with its refusals' reasons and its records' faults in `lang`, the reasons counted again. */
export function reportIn<R extends ImportReport>(report: R, lang: Language): R {
  const refused = report.refused.map((r) => reasonIn(r, lang));
  return { ...report, refused, reasons: countReasons(refused), faults: report.faults.map((f) => issueIn(f, lang)) };
}
