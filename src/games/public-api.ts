/**
 * What the games export of their own through the package's public entries, each game's
 * `public-api.ts` whole (Riftbound: deck codes and lists, cards from printed text). A game that
 * adds exports adds its file here; the entries re-export this one.
 */
export * from './riftbound/public-api.js';
