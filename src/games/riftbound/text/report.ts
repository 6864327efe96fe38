/**
 * What importing a Riftbound card file reports: the report every game's import writes
 * (src/engine/card-text/card-import.ts), for Riftbound.
 */
import type { ImportReport as CardImportReport } from '../../../engine/card-text/card-import.js';

export type { ReadBackDifference, RecordFault, Refused } from '../../../engine/card-text/card-import.js';

/** How much of a card file the compiler reads; the shape `--report` writes as JSON. */
export type ImportReport = CardImportReport<'riftbound'>;
