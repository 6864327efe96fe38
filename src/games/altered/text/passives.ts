/**
 * Passive abilities that grant a keyword, as lines of their own, in both languages side by
 * side (card data: a `passives` entry of kind `grant`): "I am [Gigantic].", "If I'm in {V}, I
 * am [Eternal]." (only while the character stands in a region of that terrain), "Characters you
 * control are [Tough 2]." ("Je suis [Gigantesque].", "Si je suis en {V}, je suis [Éternel].",
 * "Les Personnages que vous contrôlez sont [Coriaces 2]."). The keyword is the language's
 * bracket, agreement included (glossary 7.4.1-7.4.5: keywords are passive abilities).
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Terrain } from '../schema/file-schemas.js';
import type { KeywordValue, Passive } from './ast.js';
import { constant, t, type Rule } from './primitives.js';
import { unlessControlWords, type UnlessControl } from './unless-control.js';

type Grant = Extract<Passive, { kind: 'grant' }>;
type To = 'self' | 'friendlyCharacters';

/** The terrain symbols: {V} forest, {M} mountain, {O} water. */
export const terrain: Rule<Terrain> = alt(constant('{V}', 'forest' as const), constant('{M}', 'mountain' as const), constant('{O}', 'water' as const));

/** The fields a printed grant says: its keyword, whom it is for, and its terrain; NO for a passive with anything else. */
function said(p: Passive): { k: KeywordValue; to: To; terrain: Terrain | undefined; unless?: UnlessControl } | typeof NO {
  if (p.kind !== 'grant' || p.keyword === undefined || (p.to !== 'self' && p.to !== 'friendlyCharacters')) return NO;
  if (Object.keys(p).some((key) => !['kind', 'keyword', 'tough', 'to', 'ifInTerrain', 'unlessControl'].includes(key))) return NO;
  if (p.tough !== undefined && p.keyword !== 'tough') return NO;
  const k: KeywordValue = p.keyword === 'tough' ? { keyword: 'tough', tough: p.tough ?? 1 } : { keyword: p.keyword };
  if (p.unlessControl !== undefined && (p.to !== 'self' || p.ifInTerrain !== undefined)) return NO;
  return { k, to: p.to, terrain: p.ifInTerrain, ...(p.unlessControl === undefined ? {} : { unless: p.unlessControl }) };
}

function grant(k: KeywordValue, to: To, inTerrain?: Terrain): Grant {
  return { kind: 'grant', keyword: k.keyword, ...(k.tough === undefined ? {} : { tough: k.tough }), to, ...(inTerrain === undefined ? {} : { ifInTerrain: inTerrain }) } as Grant;
}

/** A language's sentences: the card itself, itself in a terrain, the characters its player controls. */
interface Sentences {
  readonly self: (k: Rule<KeywordValue>) => Rule<{ k: KeywordValue }>;
  readonly selfIn: (k: Rule<KeywordValue>, where: Rule<Terrain>) => Rule<{ k: KeywordValue; where: Terrain }>;
  readonly friendly: (k: Rule<KeywordValue>) => Rule<{ k: KeywordValue }>;
  /** The card itself, unless its player controls enough of a subtype (unless-control.ts). */
  readonly selfUnless: (k: Rule<KeywordValue>, unless: Rule<UnlessControl>) => Rule<{ k: KeywordValue; unless: UnlessControl }>;
  readonly unless: Rule<UnlessControl>;
}

function passives(s: Sentences, keyword: Rule<KeywordValue>): Rule<Passive> {
  const form = (to: To, inTerrain: boolean) => (p: Passive) => {
    const v = said(p);
    return v === NO || v.to !== to || (v.terrain !== undefined) !== inTerrain || v.unless !== undefined ? NO : v;
  };
  const self = form('self', false);
  const selfIn = form('self', true);
  const friendly = form('friendlyCharacters', false);
  return alt<Passive, undefined>(
    map(s.self(keyword), { to: ({ k }) => grant(k, 'self'), from: (p) => { const v = self(p); return v === NO ? NO : { k: v.k }; } }),
    map(s.selfIn(keyword, terrain), { to: ({ k, where }) => grant(k, 'self', where), from: (p) => { const v = selfIn(p); return v === NO ? NO : { k: v.k, where: v.terrain as Terrain }; } }),
    map(s.friendly(keyword), { to: ({ k }) => grant(k, 'friendlyCharacters'), from: (p) => { const v = friendly(p); return v === NO ? NO : { k: v.k }; } }),
    map(s.selfUnless(keyword, s.unless), {
      to: ({ k, unless }) => ({ ...grant(k, 'self'), unlessControl: unless }),
      from: (p) => { const v = said(p); return v === NO || v.unless === undefined ? NO : { k: v.k, unless: v.unless }; },
    }),
  );
}

export const keywordPassives = {
  en: (keyword: Rule<KeywordValue>, number: Rule<number>): Rule<Passive> =>
    passives(
      {
        self: (k) => t`I am ${slot('k', k)}`,
        selfIn: (k, where) => t`if I'm in ${slot('where', where)} , I am ${slot('k', k)}`,
        friendly: (k) => t`Characters you control are ${slot('k', k)}`,
        selfUnless: (k, unless) => t`I am ${slot('k', k)} ${slot('unless', unless)}`,
        unless: unlessControlWords.en(number),
      },
      keyword,
    ),
  fr: (keyword: Rule<KeywordValue>, number: Rule<number>): Rule<Passive> =>
    passives(
      {
        self: (k) => t`je suis ${slot('k', k)}`,
        selfIn: (k, where) => t`si je suis en ${slot('where', where)} , je suis ${slot('k', k)}`,
        friendly: (k) => t`les Personnages que vous contrôlez sont ${slot('k', k)}`,
        // "J'ai [Défenseur] sauf si ..." is printed too; "je suis" is the form the other grants print.
        selfUnless: (k, unless) => alt(t`je suis ${slot('k', k)} ${slot('unless', unless)}`, t`j' ai ${slot('k', k)} ${slot('unless', unless)}`),
        unless: unlessControlWords.fr(number),
      },
      keyword,
    ),
};
