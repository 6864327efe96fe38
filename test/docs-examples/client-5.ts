// Example 5 of docs/client.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
const table = client.connect<'riftbound/2v2'>(match.id, { credential });
table.subscribe(({ version, view, actions, events, welcome }) => {
  // view: RiftboundView of seat A; actions: RiftboundAction[]; events: RiftboundEvent[] | null
});
const { actions } = await table.ready();
try {
  const { version } = await table.act(actions[0]!);
} catch (error) {
  if (error instanceof ClientError && error.code === 'STALE_VERSION') { /* the match moved on: choose again */ }
}
table.close();

export {};
