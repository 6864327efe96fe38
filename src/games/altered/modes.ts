/** The modes Altered ships (`rules/altered/<mode>.json`), in the order the table page's lobby offers them. */
import type { AlteredModeName } from '../../types/altered.js';

export const alteredModes = ['altered/duel', 'altered/2v2', 'altered/ffa'] as const satisfies readonly AlteredModeName[];
