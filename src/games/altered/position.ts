/**
 * Altered positions: a hand-written game in progress. Left out: the Afternoon of day 2,
 * A first, the base adventure in its listed order, empty zones, full decks.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { LoadError, type LoadIssue } from '../../engine/errors.js';
import { formatPath, type PathSegment } from '../../engine/json-path.js';
import { PositionIds } from '../../engine/position-ids.js';
import { seedRng } from '../../engine/rng.js';
import { resolveStateName, type MachineIndex } from '../../engine/statechart.js';
import { inPlay } from './queries.js';
import { alteredCard, TERRAINS, type AlteredCard } from './schema.js';
import { layAdventure } from './setup.js';
import { emptyBookkeeping, type AlteredObject, type AlteredRules, type AlteredSeat, type AlteredState, type Region, type Side } from './state.js';

const cardId = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' } as const;
const character = {
  anyOf: [
    cardId,
    {
      type: 'object',
      required: ['card'],
      properties: { card: cardId, id: { type: 'string' }, boosts: { type: 'integer', minimum: 0 }, fleeting: { type: 'boolean' }, anchored: { type: 'boolean' }, asleep: { type: 'boolean' }, exhausted: { type: 'boolean' } },
      additionalProperties: false,
    },
  ],
} as const;
const expedition = {
  type: 'object',
  properties: {
    at: { type: 'integer', minimum: 0 },
    characters: { type: 'array', items: character },
    permanents: { type: 'array', items: character, description: 'Expedition permanents in this expedition.' },
  },
  additionalProperties: false,
} as const;
const cards = { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'array', items: cardId }] } as const;

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
    rules: { type: 'object', description: 'Overrides merged over the mode rules (knobs, house rules).' },
    cards: { type: 'array', items: alteredCard, description: 'Cards defined here, in the card format, usable beside the card sets.' },
    seed: { type: 'integer' },
    state: { type: 'string', description: 'A statechart state (default: afternoon).' },
    day: { type: 'integer', minimum: 1 },
    firstPlayer: { type: 'string', pattern: '^[A-Z]$' },
    current: { type: 'string', pattern: '^[A-Z]$' },
    arena: { type: 'boolean' },
    regions: {
      type: 'array',
      description: 'The adventure\'s regions in layout order (a Tumult slot is two), to replace the default: the piles\' Tumult cards in listed order, face up.',
      items: { type: 'object', required: ['terrains'], properties: { terrains: { type: 'array', items: { enum: TERRAINS } }, faceDown: { type: 'boolean' } }, additionalProperties: false },
    },
    seats: {
      type: 'object',
      propertyNames: { pattern: '^[A-Z]$' },
      additionalProperties: {
        type: 'object',
        properties: {
          hand: cards,
          deck: cards,
          reserve: { type: 'array', items: character },
          landmarks: { type: 'array', items: character, description: 'Landmarks in play.' },
          discard: { type: 'integer', minimum: 0 },
          mana: { type: 'integer', minimum: 0, description: 'Ready mana orbs.' },
          passed: { type: 'boolean' },
          heroCard: { anyOf: [cardId, { type: 'null' }], description: 'The hero card (default: the hero of the deck the seat plays); null for none.' },
          hero: expedition,
          companion: expedition,
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

type Position = FromSchema<typeof alteredPositionSchema>;
type CharacterSpec = string | { card: string; id?: string; boosts?: number; fleeting?: boolean; anchored?: boolean; asleep?: boolean; exhausted?: boolean };

export function alteredStateFromPosition(rules: AlteredRules, raw: unknown, index: MachineIndex, file: string): { state: AlteredState; machine: string } {
  const position = raw as Position;
  const issues: LoadIssue[] = [];
  const fault = (path: PathSegment[], message: string) => issues.push({ path: formatPath(path), message });
  const objects: Record<string, AlteredObject> = {};
  const ids = new PositionIds((id) => id in objects);
  // A card in a zone of play must be of the type that zone holds.
  const make = (seat: string, spec: CharacterSpec, path: PathSegment[], extra: Partial<AlteredObject> = {}, type?: AlteredCard['type']): string => {
    const s = typeof spec === 'string' ? { card: spec } : spec;
    const def = rules.cardDb.cards.get(s.card);
    if (!def) fault(path, `unknown card ${JSON.stringify(s.card)}`);
    else if (type !== undefined && def.type !== type) fault(path, `${s.card} is a ${def.type}, not a ${type}`);
    const { id, duplicate } = ids.next(seat, s.card, s.id);
    if (duplicate) fault([...path, 'id'], `object id ${JSON.stringify(id)} is used twice`);
    const obj: AlteredObject = { id, card: s.card, owner: seat, ...extra };
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
  const decks = [...rules.cardDb.decks.values()];
  const laid = layAdventure(rules, (pile) => ({ tumult: pile, reversed: false }), false);
  if (position.regions && position.regions.length !== laid.regions.length) {
    fault(['regions'], `this mode's adventure has ${laid.regions.length} regions, got ${position.regions.length}`);
  }
  const regions: Region[] = laid.regions.map((r, k) => {
    const given = position.regions?.[k];
    return given ? { ...r, terrains: given.terrains, faceDown: given.faceDown ?? false } : r;
  });
  const seats: AlteredSeat[] = seatIds.map((id, i) => {
    const spec = position.seats?.[id] ?? {};
    const path: PathSegment[] = ['seats', id];
    const deck = decks[i % decks.length];
    const list = deck ? deck.cards.flatMap((e) => Array.from({ length: e.count }, () => e.card)) : [];
    const expedition: string[] = [];
    const permanents: string[] = [];
    const track = laid.tracks[id] ?? [];
    const position2: Record<Side, number> = { hero: spec.hero?.at ?? 0, companion: spec.companion?.at ?? track.length - 1 };
    for (const side of ['hero', 'companion'] as const) {
      (spec[side]?.characters ?? []).forEach((c, k) => expedition.push(make(id, c as CharacterSpec, [...path, side, 'characters', k], { side }, 'character')));
      (spec[side]?.permanents ?? []).forEach((c, k) => permanents.push(make(id, c as CharacterSpec, [...path, side, 'permanents', k], { side }, 'expeditionPermanent')));
    }
    const zone = (value: number | readonly string[] | undefined, fallback: number, at: PathSegment[]) =>
      typeof value === 'object'
        ? value.map((c, k) => make(id, c, [...at, k]))
        : Array.from({ length: value ?? fallback }, (_, k) => make(id, list[k % Math.max(1, list.length)] ?? 'missing', at));
    // Named before the fillers, so that they get the plain ids (A-torch-bearer).
    const reserve = (spec.reserve ?? []).map((c, k) => make(id, c as CharacterSpec, [...path, 'reserve', k]));
    const hand = zone(spec.hand as number | string[] | undefined, 0, [...path, 'hand']);
    return {
      id,
      name: `P${i + 1}`,
      hero: spec.heroCard === undefined ? (deck?.hero ?? null) : spec.heroCard,
      hand,
      deck: zone(spec.deck as number | string[] | undefined, list.length, [...path, 'deck']),
      mana: Array.from({ length: spec.mana ?? 0 }, (_, k) => ({ id: make(id, list[k % Math.max(1, list.length)] ?? 'missing', [...path, 'mana']), exhausted: false })),
      reserve,
      landmarks: (spec.landmarks ?? []).map((c, k) => make(id, c as CharacterSpec, [...path, 'landmarks', k], {}, 'landmark')),
      discard: Array.from({ length: spec.discard ?? 0 }, (_, k) => make(id, list[k % Math.max(1, list.length)] ?? 'missing', [...path, 'discard'])),
      expedition,
      permanents,
      track,
      position: position2,
      passed: spec.passed ?? false,
      manaDone: false,
      handShownTo: [],
    };
  });
  const machine = resolveStateName(position.state ?? 'afternoon', index);
  if (!machine) fault(['state'], `no state of the statechart is named ${JSON.stringify(position.state)}`);
  for (const [key, spec] of Object.entries(position.seats ?? {})) {
    if (!seatIds.includes(key)) fault(['seats', key], `this mode has no seat ${key}`);
    if (typeof spec.heroCard === 'string' && rules.cardDb.cards.get(spec.heroCard)?.type !== 'hero') fault(['seats', key, 'heroCard'], `${spec.heroCard} is not a hero of the card sets`);
  }
  if (issues.length) throw new LoadError(file, issues);
  const first = position.firstPlayer ?? (seatIds[0] as string);
  // Cards listed in play entered it in the order listed, seat by seat, characters then permanents.
  let timestamp = 1;
  for (const s of seats) for (const id of inPlay(s)) (objects[id] as AlteredObject).timestamp = timestamp++;
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
      nextTimestamp: timestamp,
      ...emptyBookkeeping(),
    },
    machine: machine as string,
  };
}
