/**
 * A status gained as a reaction's trigger, in both languages side by side (card data: a
 * `gainsStatus` reaction with its `status`): "When I gain [[Asleep]] —", "When I gain
 * [[Anchored]] —", "When I gain [[Fleeting]] —" ("Lorsque je gagne [[Endormi]] —", "... [[Ancré]]
 * —", "... [[Fugace]] —"). Glossary 6.3; the status as the glossary names it (2.4). Said of any
 * character its player controls (`gainer`), the status or boosts: "When a Character you control
 * gains [[Fleeting]] —", "... gains 1 or more boosts —" ("Lorsqu'un Personnage que vous
 * contrôlez gagne [[Fugace]] —", "... gagne au moins 1 boost —").
 */
import type { TriggerValue } from './ast.js';
import type { GainedStatus } from '../mechanics/triggers.js';

type Said = readonly (readonly [string, TriggerValue])[];

/** Each status as printed in a trigger, masculine singular in French ("je" is the card). */
const STATUSES: readonly { readonly status: GainedStatus; readonly en: string; readonly fr: string }[] = [
  { status: 'asleep', en: '[[Asleep]]', fr: '[[Endormi]]' },
  { status: 'anchored', en: '[[Anchored]]', fr: '[[Ancré]]' },
  { status: 'fleeting', en: '[[Fleeting]]', fr: '[[Fugace]]' },
];

function gains(when: string, lang: 'en' | 'fr'): Said {
  return STATUSES.map((s) => [`${when} ${s[lang]}`, { on: 'gainsStatus', status: s.status }] as const);
}

/** The same gains of a character its player controls: each status, and boosts. */
function friendlyGains(when: string, lang: 'en' | 'fr', boosts: string): Said {
  const friendly = { gainer: 'friendlyCharacter' } as const;
  return [
    ...gains(when, lang).map(([text, value]) => [text, { ...value, ...friendly }] as const),
    [`${when} ${boosts}`, { on: 'boosted', ...friendly }],
  ];
}

export const statusGainTriggers: { readonly en: Said; readonly fr: Said } = {
  en: [...gains('When I gain', 'en'), ...friendlyGains('When a Character you control gains', 'en', '1 or more boosts')],
  fr: [...gains('Lorsque je gagne', 'fr'), ...friendlyGains("Lorsqu'un Personnage que vous contrôlez gagne", 'fr', 'au moins 1 boost')],
};
