/**
 * A card's own move named by the zone it comes from, as a reaction's trigger, in both languages
 * side by side (card data: a `toReserve` or `leaves` reaction's `from`): "When I go to Reserve
 * from the Expedition zone —", "... from your hand —", "... from anywhere —", "When I leave your
 * Landmark zone —" ("Lorsque je vais en Réserve depuis la zone d'Expédition —", "... depuis votre
 * main —", "... depuis n'importe où —", "Lorsque je quitte votre zone de Repères —").
 */
import type { TriggerValue } from './ast.js';

type Said = readonly (readonly [string, TriggerValue])[];

interface MoveWords {
  readonly toReserve: string;
  readonly fromExpedition: string;
  readonly fromHand: string;
  readonly fromAnywhere: string;
  readonly leaveLandmarks: string;
}

function movesFrom(said: MoveWords): Said {
  return [
    [`${said.toReserve} ${said.fromExpedition}`, { on: 'toReserve', from: 'expedition' }],
    [`${said.toReserve} ${said.fromHand}`, { on: 'toReserve', from: 'hand' }],
    [`${said.toReserve} ${said.fromAnywhere}`, { on: 'toReserve', from: 'anywhere' }],
    [said.leaveLandmarks, { on: 'leaves', from: 'landmarks' }],
  ];
}

export const movesFromTriggers = {
  en: movesFrom({ toReserve: 'When I go to Reserve', fromExpedition: 'from the Expedition zone', fromHand: 'from your hand', fromAnywhere: 'from anywhere', leaveLandmarks: 'When I leave your Landmark zone' }),
  fr: movesFrom({
    toReserve: 'Lorsque je vais en Réserve',
    fromExpedition: "depuis la zone d'Expédition",
    fromHand: 'depuis votre main',
    fromAnywhere: "depuis n'importe où",
    leaveLandmarks: 'Lorsque je quitte votre zone de Repères',
  }),
};
