/**
 * The credentials this tab holds for events, in sessionStorage: the organiser's (to pair and
 * drop) and a player's (to be shown its next table). An address may bring one
 * (`#/tournament/<id>?organiser=<credential>` or `?player=<credential>`): it is kept here and
 * taken out of the address, so it is not left in the history or shown on screen.
 */
export type EventRole = 'organiser' | 'player';

const key = (event: string, role: EventRole) => `rulegraph.event.${event}.${role}`;

export function eventCredential(event: string, role: EventRole): string | undefined {
  return sessionStorage.getItem(key(event, role)) ?? undefined;
}

export function storeEventCredential(event: string, role: EventRole, credential: string): void {
  sessionStorage.setItem(key(event, role), credential);
}

/** Keeps the credential the address's query brings (`organiser=` or `player=`), if any. */
export function keepAddressCredentials(event: string, query: string): void {
  const params = new URLSearchParams(query);
  for (const role of ['organiser', 'player'] as const) {
    const credential = params.get(role);
    if (credential) storeEventCredential(event, role, credential);
  }
}
