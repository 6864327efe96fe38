/** The modes the lobby offers: every mode the package ships (a test keeps the list in step). */
import type { ModeName } from '../../types/game.js';

export const MODES = [
  'riftbound/duel',
  'riftbound/2v2',
  'riftbound/ffa3',
  'riftbound/ffa4',
  'riftbound/ffa4-war',
  'riftbound/match',
  'altered/duel',
  'altered/2v2',
  'altered/ffa',
] as const satisfies readonly ModeName[];
