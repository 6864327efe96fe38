/**
 * A move forward and its cause, in both languages side by side (card data: an
 * `expeditionMoves` reaction's `dueTo`): "When one of your Expeditions moves forward due to
 * {V} —" and "When my Expedition moves forward due to {V} —" ("Lorsqu'une de vos Expéditions
 * avance grâce à {V} —", "Lorsque mon Expédition avance grâce à {V} —"), one trigger per
 * terrain symbol.
 */
import { TERRAINS, type Terrain } from '../schema/file-schemas.js';
import type { TriggerValue } from './ast.js';

const SYMBOLS: Readonly<Record<Terrain, string>> = { forest: '{V}', mountain: '{M}', water: '{O}' };

/** The triggers (without a dash: grammar.ts adds it), any expedition of yours and "my Expedition", for each terrain. */
function causes(any: string, mine: string, dueTo: string): readonly (readonly [string, TriggerValue])[] {
  return TERRAINS.flatMap((t) => [
    [`${any} ${dueTo} ${SYMBOLS[t]}`, { on: 'expeditionMoves', dueTo: t }] as const,
    [`${mine} ${dueTo} ${SYMBOLS[t]}`, { on: 'expeditionMoves', expedition: 'mine', dueTo: t }] as const,
  ]);
}

export const moveCauseTriggers = {
  en: causes('When one of your Expeditions moves forward', 'When my Expedition moves forward', 'due to'),
  fr: causes("Lorsqu'une de vos Expéditions avance", 'Lorsque mon Expédition avance', 'grâce à'),
};
