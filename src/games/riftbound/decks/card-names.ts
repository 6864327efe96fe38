/**
 * Card names as deck lists write them. A card with a short name and a subtitle is named
 * "Short, Subtitle" (CR 132.4); lists also write "Short - Subtitle". Names are compared
 * without regard to case, spacing, or the form of the dash and apostrophe.
 */

/** The form two names share when they name the same card. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    // "Short - Subtitle" and "Short , Subtitle" are "Short, Subtitle"; a hyphen inside a word stays.
    .replace(/\s+[-\u2013\u2014]\s+|\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim();
}
