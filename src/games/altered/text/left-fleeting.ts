/**
 * Leaving the Expedition zone on the condition of the status the card had then, as a reaction's
 * trigger, in both languages side by side (card data: a `leaves` reaction's `wasFleeting`): "When
 * I leave the Expedition zone, if I was [[Fleeting]] —", "..., if I was not [[Fleeting]] —"
 * ("Lorsque je quitte la zone d'Expédition, si j'étais [[Fugace]] —", "..., si je n'étais pas
 * [[Fugace]] —").
 */
import type { TriggerValue } from './ast.js';

type Said = readonly (readonly [string, TriggerValue])[];

function leftFleeting(leaves: string, was: string, wasNot: string): Said {
  return [
    [`${leaves}, ${was}`, { on: 'leaves', wasFleeting: true }],
    [`${leaves}, ${wasNot}`, { on: 'leaves', wasFleeting: false }],
  ];
}

export const leftFleetingTriggers = {
  en: leftFleeting('When I leave the Expedition zone', 'if I was [[Fleeting]]', 'if I was not [[Fleeting]]'),
  fr: leftFleeting("Lorsque je quitte la zone d'Expédition", "si j'étais [[Fugace]]", "si je n'étais pas [[Fugace]]"),
};
