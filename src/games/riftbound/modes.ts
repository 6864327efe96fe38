/** The modes Riftbound ships (`rules/riftbound/<mode>.json`), in the order the table page's lobby offers them. */
import type { RiftboundModeName } from '../../types/riftbound.js';

export const riftboundModes = ['riftbound/duel', 'riftbound/2v2', 'riftbound/ffa3', 'riftbound/ffa4', 'riftbound/ffa4-war', 'riftbound/match'] as const satisfies readonly RiftboundModeName[];
