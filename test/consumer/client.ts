// The client entry, type-checked as a frontend's project would: a connection typed by its mode.
import { createClient } from 'rulegraph/client';

export async function playFirst(url: string): Promise<string> {
  const client = createClient({ url });
  const match = await client.createMatch({ mode: 'riftbound/duel', seed: 7, bots: { B: 'random' } });
  const { credential } = await client.join(match.id, 'A');
  const table = client.connect<'riftbound/duel'>(match.id, { credential });
  const { actions, view } = await table.ready();
  const [first] = actions;
  if (first) await table.act(first);
  // @ts-expect-error a connection to a Riftbound mode takes Riftbound actions only
  await table.act({ type: 'chooseModifier', seat: 'A', character: 'o1', modifier: 'x' });
  return `${view.seats.length}`;
}
