/**
 * Altered positions: a hand-written game in progress. Left out: the Afternoon of day 2,
 * A first, the base adventure in its listed order, empty zones, full decks.
 */
import { prose } from '../../engine/schema/prose.js';
import { LoadError, loadErrorWords, reissued, wordedIssue, type LoadIssue, type LoadIssueCode } from '../../engine/errors.js';
import type { Text } from '../../engine/i18n/catalogue.js';
import { text } from './i18n/messages.js';
import { formatPath, type PathSegment } from '../../engine/json/json-path.js';
import { PositionIds } from '../../engine/game-kit/position-ids.js';
import { seedRng } from '../../engine/game/rng.js';
import { resolveStateName, type MachineIndex } from '../../engine/chart/statechart.js';
import { folderOf, resolvePath } from '../../engine/loading/references.js';
import { definitionSource } from '../../engine/loading/source.js';
import { assertSchema } from '../../engine/schema/validate.js';
import { deckFaults } from './cards/cards.js';
import { inPlay, teamOf } from './reads/queries.js';
import { alteredCard, alteredDeckSchema, TERRAINS, type AlteredCard, type AlteredDeck, type WithSteps } from './schema/file-schemas.js';
import { layAdventure } from './setup.js';
import { emptyBookkeeping, idRecord, newAlteredObject, type AlteredObject, type AlteredRules, type AlteredSeat, type AlteredState, type Region, type Side } from './state/state.js';

const cardId = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' } as const;
const character = {
  anyOf: [
    cardId,
    {
      type: 'object',
      required: ['card'],
      properties: {
        card: cardId,
        id: { type: 'string' },
        boosts: { type: 'integer', minimum: 0 },
        fleeting: { type: 'boolean' },
        anchored: { type: 'boolean' },
        asleep: { type: 'boolean' },
        exhausted: { type: 'boolean' },
        timestamp: { type: 'integer', minimum: 1, description: prose('When it entered play, for the order of passive abilities (glossary 2.3.3): smaller is earlier. Omitted, cards in play entered in the order listed, around the timestamps given.') },
      },
      additionalProperties: false,
    },
  ],
} as const;
const expedition = {
  type: 'object',
  properties: {
    at: { type: 'integer', minimum: 0 },
    characters: { type: 'array', items: character },
    permanents: { type: 'array', items: character, description: prose('Expedition permanents in this expedition.') },
  },
  additionalProperties: false,
} as const;
/** A card of a hidden zone: its card id, or the card with the id its object takes. */
const hiddenCard = {
  anyOf: [cardId, { type: 'object', required: ['card'], properties: { card: cardId, id: { type: 'string' } }, additionalProperties: false }],
} as const;
const cards = { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'array', items: hiddenCard }] } as const;
/**
 * The deck a seat plays: a ready-made deck's name, a deck file (relative to the position's
 * file) or a deck object. Its cards fill the seat's deck (in listed order, top first) and the
 * zones given as counts; its hero is the seat's hero.
 */
const decklist = {
  anyOf: [
    { type: 'string', minLength: 1, description: prose('A ready-made deck of the mode, like bravos-a.') },
    { type: 'object', required: ['file'], properties: { file: { type: 'string', minLength: 1 } }, additionalProperties: false },
    { type: 'object', required: ['hero', 'cards'], description: prose('A deck object, in the deck format.') },
  ],
} as const;

export const alteredPositionSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'altered-position.schema.json',
  title: 'Altered position',
  type: 'object',
  required: ['mode'],
  properties: {
    $schema: { type: 'string' },
    description: { type: 'string' },
    mode: { type: 'string' },
    rules: { type: 'object', description: prose('Overrides merged over the mode rules (knobs, house rules).') },
    cards: { type: 'array', items: alteredCard, description: prose('Cards defined here, in the card format, usable beside the card sets.') },
    seed: { type: 'integer' },
    state: { type: 'string', description: prose('A statechart state (default: afternoon).') },
    day: { type: 'integer', minimum: 1 },
    firstPlayer: { type: 'string', pattern: '^[A-Z]$' },
    current: { type: 'string', pattern: '^[A-Z]$' },
    arena: { type: 'boolean' },
    tied: {
      type: 'array',
      items: { type: 'string', pattern: '^[A-Z]$' },
      minItems: 2,
      uniqueItems: true,
      description: prose('In the Arena: the players whose teams are tied (the tiebreak is between them); omitted, every team.'),
    },
    regions: {
      type: 'array',
      description: prose('The adventure\'s regions in layout order (a Tumult slot is two), to replace the default: the piles\' Tumult cards in listed order, face up.'),
      items: { type: 'object', required: ['terrains'], properties: { terrains: { type: 'array', items: { enum: TERRAINS } }, faceDown: { type: 'boolean' } }, additionalProperties: false },
    },
    seats: {
      type: 'object',
      propertyNames: { pattern: '^[A-Z]$' },
      additionalProperties: {
        type: 'object',
        properties: {
          decklist,
          hand: cards,
          deck: cards,
          reserve: { type: 'array', items: character },
          landmarks: { type: 'array', items: character, description: prose('Landmarks in play.') },
          discard: { type: 'integer', minimum: 0 },
          mana: { type: 'integer', minimum: 0, description: prose('Ready mana orbs.') },
          passed: { type: 'boolean' },
          heroCard: { anyOf: [cardId, { type: 'null' }], description: prose('The hero card (default: the hero of the deck the seat plays); null for none.') },
          hero: expedition,
          companion: expedition,
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

// Its cards list steps: derived as the card type is, the step's type once (schema/file-schemas.ts).
type Position = WithSteps<typeof alteredPositionSchema>;
type CharacterSpec = string | { card: string; id?: string; boosts?: number; fleeting?: boolean; anchored?: boolean; asleep?: boolean; exhausted?: boolean; timestamp?: number };
type Decklist = string | { file: string } | Record<string, unknown>;

/**
 * A deck file a position names, relative to the position's file and inside its folder, read
 * through the installed definition source (refused where files cannot be read).
 */
function readDeckFile(ref: string, file: string, path: string): unknown {
  const source = definitionSource();
  const folder = folderOf(source.locate(file, file, []));
  return source.read(resolvePath(ref, { file, path, folder, roots: [folder] }), folder);
}

/**
 * The deck a position's seat plays (see `decklist`), or the mode's default for its seat
 * index; faults are reported at `path`.
 */
function deckOf(rules: AlteredRules, given: Decklist | undefined, index: number, file: string, path: PathSegment[], fault: (issue: LoadIssue) => void): AlteredDeck | undefined {
  const defaults = [...rules.cardDb.decks.values()];
  if (given === undefined) return defaults[index % defaults.length];
  if (typeof given === 'string') {
    const deck = rules.cardDb.decks.get(given);
    if (!deck) fault(wordedIssue({ path: formatPath(path), code: 'UNKNOWN_DECK' }, text('load.unknownDeck', { deck: JSON.stringify(given), known: [...rules.cardDb.decks.keys()].join(', ') })));
    return deck;
  }
  let json: unknown = given;
  let at = path;
  if (typeof given['file'] === 'string') {
    try {
      json = readDeckFile(given['file'], file, formatPath([...path, 'file']));
    } catch (error) {
      if (!(error instanceof LoadError)) throw error;
      // The deck file's own faults, in the language the position's fault is read in.
      fault(wordedIssue({ path: formatPath([...path, 'file']), code: 'UNREADABLE_DECK' }, loadErrorWords(error)));
      return undefined;
    }
    at = [...path, 'file'];
  }
  try {
    assertSchema<AlteredDeck>(alteredDeckSchema, json, file);
  } catch (error) {
    if (!(error instanceof LoadError)) throw error;
    for (const issue of error.issues) fault(reissued(issue, { path: issue.path.replace(/^\$/, formatPath(at)) }));
    return undefined;
  }
  const issues = deckFaults(json as AlteredDeck, rules.cardDb.cards, at);
  issues.forEach(fault);
  return issues.length ? undefined : (json as AlteredDeck);
}

/**
 * Timestamps of the cards in play (glossary 2.3.3): those given keep theirs (each once); the
 * others, in the order listed, take the smallest numbers not given.
 */
function assignTimestamps(listed: readonly { id: string; given: number | undefined; path: PathSegment[] }[], objects: Record<string, AlteredObject>, fault: (issue: LoadIssue) => void): number {
  const taken = new Set<number>();
  for (const entry of listed) {
    if (entry.given === undefined) continue;
    if (taken.has(entry.given)) fault(wordedIssue({ path: formatPath([...entry.path, 'timestamp']), code: 'DUPLICATE_TIMESTAMP' }, text('load.timestampTwice', { timestamp: entry.given })));
    taken.add(entry.given);
    (objects[entry.id] as AlteredObject).timestamp = entry.given;
  }
  let next = 1;
  for (const entry of listed) {
    if (entry.given !== undefined) continue;
    while (taken.has(next)) next++;
    taken.add(next);
    (objects[entry.id] as AlteredObject).timestamp = next;
  }
  return Math.max(0, ...taken) + 1;
}

export function alteredStateFromPosition(rules: AlteredRules, raw: unknown, index: MachineIndex, file: string): { state: AlteredState; machine: string } {
  const position = raw as Position;
  const issues: LoadIssue[] = [];
  const fault = (path: PathSegment[], message: Text, code?: LoadIssueCode) => issues.push(wordedIssue({ path: formatPath(path), ...(code ? { code } : {}) }, message));
  const listed: { id: string; given: number | undefined; path: PathSegment[] }[] = [];
  const objects = idRecord<AlteredObject>();
  const ids = new PositionIds((id) => Object.hasOwn(objects, id));
  // A card in a zone of play must be of the type that zone holds.
  const make = (seat: string, spec: CharacterSpec, path: PathSegment[], extra: Partial<AlteredObject> = {}, type?: AlteredCard['type']): string => {
    const s = typeof spec === 'string' ? { card: spec } : spec;
    const def = rules.cardDb.cards.get(s.card);
    if (!def) fault(path, text('load.unknownCard', { card: JSON.stringify(s.card) }), 'UNKNOWN_CARD');
    else if (type !== undefined && def.type !== type) fault(path, text('load.wrongType', { card: s.card, type: def.type, expected: type }), 'WRONG_CARD_TYPE');
    const { id, duplicate } = ids.next(seat, s.card, s.id);
    if (duplicate) fault([...path, 'id'], text('load.idTwice', { id: JSON.stringify(id) }), 'DUPLICATE_ID');
    const obj: AlteredObject = Object.assign(newAlteredObject(id, s.card, seat), extra);
    if (typeof spec !== 'string') {
      if (spec.boosts) obj.boosts = spec.boosts;
      if (spec.fleeting) obj.fleeting = true;
      if (spec.anchored) obj.anchored = true;
      if (spec.asleep) obj.asleep = true;
      if (spec.exhausted) obj.exhausted = true;
    }
    objects[id] = obj;
    return id;
  };
  const seatIds = rules.seats.names;
  const laid = layAdventure(rules, (pile) => ({ tumult: pile, reversed: false }), false);
  if (position.regions && position.regions.length !== laid.regions.length) {
    fault(['regions'], text('load.regions', { count: laid.regions.length, got: position.regions.length }));
  }
  const regions: Region[] = laid.regions.map((r, k) => {
    const given = position.regions?.[k];
    return given ? { ...r, terrains: given.terrains, faceDown: given.faceDown ?? false } : r;
  });
  const seats: AlteredSeat[] = seatIds.map((id, i) => {
    const spec = position.seats?.[id] ?? {};
    const path: PathSegment[] = ['seats', id];
    const deck = deckOf(rules, spec.decklist as Decklist | undefined, i, file, [...path, 'decklist'], (issue) => issues.push(issue));
    const list = deck ? deck.cards.flatMap((e) => Array.from({ length: e.count }, () => e.card)) : [];
    const expedition: string[] = [];
    const permanents: string[] = [];
    const track = laid.tracks[id] ?? [];
    const position2: Record<Side, number> = { hero: spec.hero?.at ?? 0, companion: spec.companion?.at ?? track.length - 1 };
    // A card in play, noted with the timestamp it was given, for the order of passives.
    const play = (c: CharacterSpec, at: PathSegment[], extra: Partial<AlteredObject>, type: AlteredCard['type']) => {
      const objectId = make(id, c, at, extra, type);
      listed.push({ id: objectId, given: typeof c === 'object' ? c.timestamp : undefined, path: at });
      return objectId;
    };
    for (const side of ['hero', 'companion'] as const) {
      (spec[side]?.characters ?? []).forEach((c, k) => expedition.push(play(c as CharacterSpec, [...path, side, 'characters', k], { side }, 'character')));
      (spec[side]?.permanents ?? []).forEach((c, k) => permanents.push(play(c as CharacterSpec, [...path, side, 'permanents', k], { side }, 'expeditionPermanent')));
    }
    type HiddenCards = number | readonly (string | { card: string; id?: string })[] | undefined;
    const zone = (value: HiddenCards, fallback: number, at: PathSegment[]) =>
      typeof value === 'object'
        ? value.map((c, k) => make(id, c, [...at, k]))
        : Array.from({ length: value ?? fallback }, (_, k) => make(id, list[k % Math.max(1, list.length)] ?? 'missing', at));
    // Named before the fillers, so that they get the plain ids (A-torch-bearer).
    const reserve = (spec.reserve ?? []).map((c, k) => make(id, c as CharacterSpec, [...path, 'reserve', k]));
    const hand = zone(spec.hand as HiddenCards, 0, [...path, 'hand']);
    const landmarks = (spec.landmarks ?? []).map((c, k) => play(c as CharacterSpec, [...path, 'landmarks', k], {}, 'landmark'));
    return {
      id,
      name: id,
      hero: spec.heroCard === undefined ? (deck?.hero ?? null) : spec.heroCard,
      hand,
      deck: zone(spec.deck as HiddenCards, list.length, [...path, 'deck']),
      mana: Array.from({ length: spec.mana ?? 0 }, (_, k) => ({ id: make(id, list[k % Math.max(1, list.length)] ?? 'missing', [...path, 'mana']), exhausted: false })),
      reserve,
      landmarks,
      discard: Array.from({ length: spec.discard ?? 0 }, (_, k) => make(id, list[k % Math.max(1, list.length)] ?? 'missing', [...path, 'discard'])),
      expedition,
      permanents,
      track,
      position: position2,
      passed: spec.passed ?? false,
      manaDone: false,
      handKnownBy: {},
    };
  });
  const machine = resolveStateName(position.state ?? 'afternoon', index);
  if (!machine) fault(['state'], text('load.noState', { state: JSON.stringify(position.state) }));
  for (const [key, spec] of Object.entries(position.seats ?? {})) {
    if (!seatIds.includes(key)) fault(['seats', key], text('load.noSeat', { seat: key }));
    if (typeof spec.heroCard === 'string' && rules.cardDb.cards.get(spec.heroCard)?.type !== 'hero') fault(['seats', key, 'heroCard'], text('load.notAHero', { card: spec.heroCard }));
  }
  for (const [k, seatId] of (position.tied ?? []).entries()) if (!seatIds.includes(seatId)) fault(['tied', k], text('load.noSeat', { seat: seatId }), 'UNKNOWN_SEAT');
  if (position.tied && !position.arena) fault(['tied'], text('load.tiedOutsideArena'), 'NOT_IN_THE_ARENA');
  // Cards listed in play entered it in the order listed (seat by seat: characters, then permanents), around the timestamps given.
  const order = seats.flatMap((s) => inPlay(s));
  listed.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
  const nextTimestamp = assignTimestamps(listed, objects, (issue) => issues.push(issue));
  if (issues.length) throw new LoadError(file, issues);
  const first = position.firstPlayer ?? (seatIds[0] as string);
  return {
    state: {
      rng: seedRng(position.seed ?? 0),
      day: position.day ?? 2,
      firstPlayer: first,
      current: position.current ?? first,
      arena: position.arena ?? false,
      seats,
      regions,
      objects,
      nextTimestamp,
      ...emptyBookkeeping(),
      arenaTeams: [...new Set((position.tied ?? []).map((seatId) => teamOf(rules, seatId)))],
      // A position during Dusk, after its start: nothing advanced yet this Dusk.
      advancedThisDusk: (machine as string).startsWith('day.dusk.') && machine !== 'day.dusk.atDusk' ? [] : null,
    },
    machine: machine as string,
  };
}
