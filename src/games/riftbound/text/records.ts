/**
 * Card records as others publish them, to what the compiler reads: a header (the card's
 * facts outside its rules text) and the text. Two shapes are read:
 *
 * - the community Riftcodex record (`riftbound_id`, `name`, `attributes`, `classification`,
 *   `tags`, `text.rich`, `metadata`), one per printing: alternate arts, metal and signed
 *   printings share their base card's rules text and become one card with several printings;
 * - rulegraph's plain shape, for anyone writing a card as text: `{ id, name, type, cost,
 *   might, domain, tags, text }` (docs/cards.md).
 */
import { DOMAINS, type CardDefinition, type Domain } from '../schema/card-schema.js';
import { idFromName } from '../../../engine/card-text/card-import.js';
import type { CardHeader } from './card-lines.js';
import type { RecordFault } from './report.js';
import { wordedIssue } from '../../../engine/errors.js';
import { Text } from '../../../engine/i18n/catalogue.js';
import { text as recordText } from '../i18n/text-messages.js';

export type { RecordFault } from './report.js';

/** A card as read from a record: its header, its printed text, and where it came from. */
export interface CardRecord {
  readonly header: CardHeader;
  readonly text: string;
  /** The printed code of this printing (`OGN-007a`), when the record has one. */
  readonly printing?: string;
  /** Whether this printing is a variant (alternate art, signed, overnumbered) of a base printing. */
  readonly variant: boolean;
  /** Where the record is in its file, as a JSON path. */
  readonly path: string;
}

const TYPES = ['unit', 'spell', 'gear', 'battlefield', 'rune', 'legend'] as const;

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
type JsonRecord = { readonly [key: string]: Json };

function isRecord(value: Json | undefined): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A printed name as the rules name the card: a subtitle after " - " is written "Short,
 * Subtitle" (CR 132.4); a token's collector number in parentheses and its back ("// Buff") are
 * not part of its name.
 */
export function cardName(printed: string): string {
  return printed
    .replace(/\s*\/\/.*$/, '')
    .replace(/\s*\((?:\d+|Alternate Art|Signature|Overnumbered|Metal)\)\s*/gi, ' ')
    .replace(/\s+-\s+/, ', ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `ogn-007a-298` is `OGN-007a`; `sfd-t03` is `SFD-T03`; undefined for ids of another shape. */
export function printedCode(riftboundId: string): string | undefined {
  const m = /^([a-z0-9]+)-([a-z]*)(\d+)([a-z*]?)(?:-\d+)?$/i.exec(riftboundId);
  if (!m) return undefined;
  return `${(m[1] as string).toUpperCase()}-${(m[2] as string).toUpperCase()}${m[3]}${(m[4] as string).toLowerCase()}`;
}

function domainsOf(value: Json | undefined): Domain[] | undefined {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const domains: Domain[] = [];
  for (const d of list) {
    if (typeof d !== 'string') return undefined;
    const lower = d.toLowerCase();
    if (lower === 'colorless' || lower === 'colourless') continue;
    if (!(DOMAINS as readonly string[]).includes(lower)) return undefined;
    domains.push(lower as Domain);
  }
  return domains;
}

function count(value: Json | undefined): number | undefined {
  if (value === null || value === undefined) return 0;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 99 ? value : undefined;
}

/** The header fields that follow from a card's type, domains, cost, Might and supertype. */
function header(input: {
  name: string;
  type: CardDefinition['type'];
  domains: readonly Domain[];
  energy: number;
  power: number;
  might: number | undefined;
  tags: readonly string[];
  supertype: string | undefined;
  printings: readonly string[];
}): CardHeader | Text {
  const { name, type, domains, energy, power, might, tags, supertype } = input;
  const card: Record<string, unknown> = { id: idFromName(name), name, type };
  const token = supertype === 'token';
  if (token) card['token'] = true;
  if (type === 'legend') card['domains'] = [...domains];
  else if (domains.length === 1) card['domain'] = domains[0];
  // A gear of no domain (a gear token, CR 182.2.b) states none; a unit of none says so, for its Accelerate (CR 805.1.a.2).
  else if (type === 'unit' || ((type === 'spell' || type === 'gear') && domains.length > 0)) card['domains'] = [...domains];
  else if (domains.length > 1) return recordText('records.domains', { type, count: domains.length });
  if ((type === 'unit' || type === 'spell' || type === 'gear') && !(token && type === 'gear')) {
    // Power is of the card's domain; a card of two domains (or none) may pay it with Power of any domain.
    const domain: Domain | 'any' = domains.length === 1 ? (domains[0] as Domain) : 'any';
    card['cost'] = { energy, power: Array.from({ length: power }, () => domain) };
  }
  if (type === 'unit') {
    if (might === undefined) return recordText('records.noMight');
    card['might'] = might;
  }
  if (tags.length > 0) card['tags'] = [...new Set(tags)];
  if (supertype === 'champion' && type === 'unit') card['champion'] = true;
  if (supertype === 'signature') card['signature'] = true;
  if (input.printings.length > 0) card['printings'] = [...input.printings];
  return card as unknown as CardHeader;
}

/** A Riftcodex record (one printing). */
function riftcodexRecord(json: JsonRecord, path: string): CardRecord | RecordFault {
  const fault = (message: Text): RecordFault => wordedIssue({ path }, message);
  const printedName = json['name'];
  if (typeof printedName !== 'string' || printedName.trim() === '') return fault(recordText('records.noName'));
  const classification = json['classification'];
  if (!isRecord(classification)) return fault(recordText('records.noClassification'));
  const typeName = typeof classification['type'] === 'string' ? classification['type'].toLowerCase() : '';
  if (!(TYPES as readonly string[]).includes(typeName)) return fault(recordText('records.unknownType', { type: String(JSON.stringify(classification['type'])) }));
  const type = typeName as CardDefinition['type'];
  const domains = domainsOf(classification['domain']);
  if (!domains) return fault(recordText('records.unknownDomain', { domain: String(JSON.stringify(classification['domain'])) }));
  const attributes = isRecord(json['attributes']) ? json['attributes'] : {};
  const energy = count(attributes['energy']);
  const power = count(attributes['power']);
  const mightValue = attributes['might'];
  const might = mightValue === null || mightValue === undefined ? undefined : count(mightValue);
  if (energy === undefined || power === undefined || (mightValue !== null && mightValue !== undefined && might === undefined)) return fault(recordText('records.numbers'));
  const tags = Array.isArray(json['tags']) ? json['tags'].filter((t): t is string => typeof t === 'string' && t.trim() !== '').map((t) => t.trim()) : [];
  const supertype = typeof classification['supertype'] === 'string' ? classification['supertype'].toLowerCase() : undefined;
  const id = typeof json['riftbound_id'] === 'string' ? json['riftbound_id'] : undefined;
  const printing = id === undefined ? undefined : printedCode(id);
  const text = isRecord(json['text']) && typeof json['text']['rich'] === 'string' ? json['text']['rich'] : '';
  const metadata = isRecord(json['metadata']) ? json['metadata'] : {};
  const variant = metadata['alternate_art'] === true || metadata['signature'] === true || metadata['overnumbered'] === true || /\d[a-z*]$/i.test(printing ?? '');
  const made = header({ name: cardName(printedName), type, domains, energy, power, might, tags, supertype, printings: printing ? [printing] : [] });
  if (made instanceof Text) return fault(made);
  return { header: made, text: text === '[NO TEXT]' ? '' : text, ...(printing ? { printing } : {}), variant, path };
}

/** A card in rulegraph's plain shape. */
function plainRecord(json: JsonRecord, path: string): CardRecord | RecordFault {
  const fault = (message: Text): RecordFault => wordedIssue({ path }, message);
  const name = json['name'];
  if (typeof name !== 'string' || name.trim() === '') return fault(recordText('records.cardNoName'));
  const type = json['type'];
  if (typeof type !== 'string' || !(TYPES as readonly string[]).includes(type)) return fault(recordText('records.type', { types: TYPES.join(', ') }));
  const domains = domainsOf(json['domain'] ?? json['domains'] ?? []);
  if (!domains) return fault(recordText('records.unknownDomain', { domain: String(JSON.stringify(json['domain'] ?? json['domains'])) }));
  const cost = json['cost'];
  const energy = isRecord(cost) ? count(cost['energy']) : count(cost);
  const power = isRecord(cost) ? count(cost['power']) : 0;
  if (energy === undefined || power === undefined) return fault(recordText('records.cost'));
  const might = json['might'] === undefined || json['might'] === null ? undefined : count(json['might']);
  if (json['might'] !== undefined && json['might'] !== null && might === undefined) return fault(recordText('records.might'));
  const tags = Array.isArray(json['tags']) ? json['tags'].filter((t): t is string => typeof t === 'string') : [];
  const supertype = typeof json['supertype'] === 'string' ? json['supertype'].toLowerCase() : undefined;
  const text = json['text'];
  if (text !== undefined && typeof text !== 'string') return fault(recordText('records.text'));
  const printings = Array.isArray(json['printings']) ? json['printings'].filter((p): p is string => typeof p === 'string') : [];
  const made = header({ name: name.trim(), type: type as CardDefinition['type'], domains, energy, power, might, tags, supertype, printings });
  if (made instanceof Text) return fault(made);
  const id = json['id'];
  if (id !== undefined && (typeof id !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(id))) return fault(recordText('records.id'));
  return { header: id === undefined ? made : { ...made, id }, text: text ?? '', variant: false, path };
}

/** The records of a file: an array of records, or an object with a `cards` or `data` array. */
export function readRecords(json: Json): { records: CardRecord[]; faults: RecordFault[] } {
  const list = Array.isArray(json) ? json : isRecord(json) && Array.isArray(json['cards']) ? json['cards'] : isRecord(json) && Array.isArray(json['data']) ? json['data'] : undefined;
  const base = Array.isArray(json) ? '$' : isRecord(json) && Array.isArray(json['cards']) ? '$.cards' : '$.data';
  if (!list) return { records: [], faults: [wordedIssue({ path: '$' }, recordText('records.file'))] };
  const records: CardRecord[] = [];
  const faults: RecordFault[] = [];
  list.forEach((item: Json, i: number) => {
    const path = `${base}[${i}]`;
    if (!isRecord(item)) {
      faults.push(wordedIssue({ path }, recordText('records.object')));
      return;
    }
    const read = 'riftbound_id' in item || 'classification' in item ? riftcodexRecord(item, path) : plainRecord(item, path);
    if ('header' in read) records.push(read);
    else faults.push(read);
  });
  return { records, faults };
}

/**
 * Printings of one card grouped: records with the same name and rules text are one card,
 * its printings listed base first (variants share their base card's text).
 */
export function groupPrintings(records: readonly CardRecord[]): { record: CardRecord; printings: string[] }[] {
  const groups = new Map<string, { record: CardRecord; printings: string[] }>();
  for (const record of [...records].sort((a, b) => Number(a.variant) - Number(b.variant))) {
    const key = `${record.header.type}\u0000${record.header.name}\u0000${record.text}`;
    const group = groups.get(key);
    if (group) {
      if (record.printing && !group.printings.includes(record.printing)) group.printings.push(record.printing);
    } else groups.set(key, { record, printings: record.printing ? [record.printing] : [...(record.header.printings ?? [])] });
  }
  return [...groups.values()];
}
