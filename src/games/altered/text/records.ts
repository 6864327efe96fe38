/**
 * Altered card records to what the compiler reads: a header (the card's facts outside its
 * text), the text in the language asked for, and the key that makes printings one card. Two
 * shapes are read:
 *
 * - the official record (`reference`, `name`, `cardType.reference`, `cardSubTypes`, `rarity`,
 *   `mainFaction`, `elements`, and the French record under `fr`), one per printing: printings
 *   of one name and rarity (alternate arts, promos, a rare in or out of its faction) are one
 *   card, the first printing's;
 * - rulegraph's plain shape, for writing a card as text: `{ id, name, type, faction,
 *   handCost, reserveCost, stats, subtypes, text }` (docs/card-text.md), `text` a string in
 *   the language read or `{ en, fr }`.
 */
import { FACTIONS, TERRAINS, type AlteredCard } from '../schema/file-schemas.js';
import type { Language } from './ast.js';
import type { CardHeader } from './lower.js';
import { idFromName, type RecordFault } from '../../../engine/card-text/card-import.js';
import { wordedIssue } from '../../../engine/errors.js';
import { text as cardText } from '../i18n/cards-messages.js';
import type { Text } from '../../../engine/i18n/catalogue.js';
import { text as refusalText } from '../i18n/text-messages.js';

/** A card as read from a record: its header and text, or why the card data cannot hold it. */
export interface CardRecord {
  readonly header: CardHeader;
  readonly text: string;
  /** Printings with the same key are one card: the name and rarity. */
  readonly key: string;
  /** Why the card cannot be card data whatever its text says (a type or faction the data lacks). */
  readonly unsupported?: Text;
  readonly path: string;
}

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
type JsonRecord = { readonly [key: string]: Json };

function isRecord(value: Json | undefined): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const FACTION_CODES: Readonly<Record<string, AlteredCard['faction']>> = { AX: 'axiom', BR: 'bravos', LY: 'lyra', MU: 'muna', OR: 'ordis', YZ: 'yzmir', NE: 'neutral' };

const OFFICIAL_TYPES: Readonly<Record<string, { type: AlteredCard['type']; token?: true }>> = {
  CHARACTER: { type: 'character' },
  SPELL: { type: 'spell' },
  LANDMARK_PERMANENT: { type: 'landmark' },
  EXPEDITION_PERMANENT: { type: 'expeditionPermanent' },
  HERO: { type: 'hero' },
  TOKEN: { type: 'character', token: true },
};

/** A number of an official record's elements: "3", "#3#" (a rare's changed value); undefined when absent or empty. */
function elementNumber(value: Json | undefined): number | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  const text = String(value).replace(/#/g, '').trim();
  return /^\d{1,2}$/.test(text) ? Number(text) : null;
}

function text(value: Json | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** The official record at `path` (see the module's comment). */
function officialRecord(r: JsonRecord, path: string, lang: Language): CardRecord | RecordFault {
  const name = text(r['name']);
  if (!name) return wordedIssue({ path: `${path}.name` }, cardText('records.name'));
  const fr = isRecord(r['fr']) ? r['fr'] : undefined;
  const elements = lang === 'fr' ? (isRecord(fr?.['elements']) ? fr['elements'] : undefined) : isRecord(r['elements']) ? r['elements'] : undefined;
  const english = isRecord(r['elements']) ? r['elements'] : {};
  if (elements === undefined) return wordedIssue({ path: `${path}${lang === 'fr' ? '.fr' : ''}.elements` }, lang === 'fr' ? cardText('records.frenchElements') : cardText('records.elements'));
  const typeCode = isRecord(r['cardType']) ? text(r['cardType']['reference']) : '';
  const factionCode = isRecord(r['mainFaction']) ? text(r['mainFaction']['reference']) : '';
  const rarity = isRecord(r['rarity']) ? text(r['rarity']['reference']) : '';
  const printedName = lang === 'fr' && fr && typeof fr['name'] === 'string' ? fr['name'] : name;
  const subtypeList = lang === 'fr' && fr && Array.isArray(fr['cardSubTypes']) ? fr['cardSubTypes'] : Array.isArray(r['cardSubTypes']) ? r['cardSubTypes'] : [];
  const subtypes = subtypeList.flatMap((s) => (isRecord(s) && typeof s['name'] === 'string' ? [s['name']] : []));
  let kind = OFFICIAL_TYPES[typeCode];
  // The first set printed landmarks as "PERMANENT" with the subtype Landmark.
  if (typeCode === 'PERMANENT') {
    const codes = (Array.isArray(r['cardSubTypes']) ? r['cardSubTypes'] : []).map((s) => (isRecord(s) ? s['reference'] : undefined));
    if (codes.includes('LANDMARK')) kind = { type: 'landmark' };
  }
  const faction = FACTION_CODES[factionCode];
  const numbers = {
    handCost: elementNumber(english['MAIN_COST']),
    reserveCost: elementNumber(english['RECALL_COST']),
    forest: elementNumber(english['FOREST_POWER']),
    mountain: elementNumber(english['MOUNTAIN_POWER']),
    water: elementNumber(english['OCEAN_POWER']),
    landmarkLimit: elementNumber(english['PERMANENT']),
    reserveLimit: elementNumber(english['RESERVE']),
  };
  const bad = Object.entries(numbers).find(([, v]) => v === null);
  const id = idFromName(name);
  const header: CardHeader = {
    id,
    name: printedName,
    type: kind?.type ?? 'character',
    faction: faction ?? 'axiom',
    ...(kind?.token ? { token: true as const } : {}),
    ...(subtypes.length > 0 ? { subtypes: [...new Set(subtypes)] } : {}),
    ...statFields(kind?.type, numbers),
  };
  const unsupported =
    kind === undefined
      ? refusalText('refusal.unsupportedType', { type: typeCode || refusalText('refusal.none') })
      : faction === undefined
        ? refusalText('refusal.unsupportedFaction', { faction: factionCode || refusalText('refusal.none') })
        : bad !== undefined
          ? refusalText('refusal.notANumber', { value: String(english[bad[0] === 'handCost' ? 'MAIN_COST' : 'RECALL_COST']), field: bad[0] })
          : undefined;
  const main = text(elements['MAIN_EFFECT']);
  const echo = text(elements['ECHO_EFFECT']);
  return { header, text: echo ? `${main}\n${echo}` : main, key: `${name.toLowerCase()}|${rarity}`, ...(unsupported ? { unsupported } : {}), path };
}

function statFields(type: AlteredCard['type'] | undefined, n: Readonly<Record<string, number | undefined | null>>): Partial<CardHeader> {
  const num = (v: number | undefined | null) => v ?? 0;
  if (type === 'hero') return { reserveLimit: num(n['reserveLimit']), landmarkLimit: num(n['landmarkLimit']) };
  const costs = { handCost: num(n['handCost']), reserveCost: num(n['reserveCost']) };
  if (type === 'character') return { ...costs, stats: { forest: num(n['forest']), mountain: num(n['mountain']), water: num(n['water']) } };
  return costs;
}

const PLAIN_TYPES = ['character', 'spell', 'landmark', 'expeditionPermanent', 'hero', 'token'] as const;

/** A plain record at `path` (see the module's comment). */
function plainRecord(r: JsonRecord, path: string, lang: Language): CardRecord | RecordFault {
  const name = text(r['name']);
  if (!name) return wordedIssue({ path: `${path}.name` }, cardText('records.name'));
  const type = text(r['type']);
  if (!(PLAIN_TYPES as readonly string[]).includes(type)) return wordedIssue({ path: `${path}.type` }, cardText('records.type', { types: PLAIN_TYPES.join(', ') }));
  const faction = text(r['faction']);
  if (!(FACTIONS as readonly string[]).includes(faction)) return wordedIssue({ path: `${path}.faction` }, cardText('records.faction', { factions: FACTIONS.join(', ') }));
  const stats = isRecord(r['stats']) ? r['stats'] : {};
  const subtypes = Array.isArray(r['subtypes']) ? r['subtypes'].filter((s): s is string => typeof s === 'string') : [];
  const numbers: Record<string, number | undefined | null> = {
    handCost: elementNumber(r['handCost']),
    reserveCost: elementNumber(r['reserveCost']),
    landmarkLimit: elementNumber(r['landmarkLimit']),
    reserveLimit: elementNumber(r['reserveLimit']),
    ...Object.fromEntries(TERRAINS.map((t) => [t, elementNumber(stats[t])])),
  };
  const bad = Object.entries(numbers).find(([, v]) => v === null);
  if (bad !== undefined) return wordedIssue({ path: `${path}.${bad[0]}` }, cardText('records.number'));
  const cardType = type === 'token' ? 'character' : (type as AlteredCard['type']);
  const header: CardHeader = {
    id: typeof r['id'] === 'string' && /^[a-z0-9][a-z0-9-]*$/.test(r['id']) ? r['id'] : idFromName(name),
    name,
    type: cardType,
    faction: faction as AlteredCard['faction'],
    ...(type === 'token' ? { token: true as const } : {}),
    ...(subtypes.length > 0 ? { subtypes: [...new Set(subtypes)] } : {}),
    ...statFields(cardType, numbers),
  };
  const printed = r['text'];
  const body = typeof printed === 'string' ? printed : isRecord(printed) ? text(printed[lang]) : '';
  return { header, text: body, key: `${header.id}`, path };
}

/** Every record of a card file: an array of records, or an object with one under `cards` or `data`. */
export function readRecords(json: Json, lang: Language): { records: CardRecord[]; faults: RecordFault[] } {
  const list = Array.isArray(json) ? json : isRecord(json) ? (Array.isArray(json['cards']) ? json['cards'] : Array.isArray(json['data']) ? json['data'] : undefined) : undefined;
  if (list === undefined) return { records: [], faults: [wordedIssue({ path: '$' }, cardText('records.file'))] };
  const at = Array.isArray(json) ? '$' : Array.isArray((json as JsonRecord)['cards']) ? '$.cards' : '$.data';
  const records: CardRecord[] = [];
  const faults: RecordFault[] = [];
  list.forEach((r, i) => {
    const path = `${at}[${i}]`;
    if (!isRecord(r)) {
      faults.push(wordedIssue({ path }, cardText('records.object')));
      return;
    }
    const read = 'reference' in r && 'elements' in r ? officialRecord(r, path, lang) : plainRecord(r, path, lang);
    if ('header' in read) records.push(read);
    else faults.push(read);
  });
  return { records, faults };
}

/** Printings of one card (same key) together: the first printing stands for the card. */
export function distinctCards(records: readonly CardRecord[]): CardRecord[] {
  const seen = new Map<string, CardRecord>();
  for (const r of records) if (!seen.has(r.key)) seen.set(r.key, r);
  return [...seen.values()];
}
