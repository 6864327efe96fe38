// Example 1 of docs/inspector.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
import { createWebSocketInspector } from '@statelyai/inspect';
import { createInspectorServer } from '@statelyai/inspect/server';

createInspectorServer({ port: 8080 }); // the local relay
const inspector = createWebSocketInspector({ url: 'ws://localhost:8080' });
const game = createGame({ mode: 'riftbound/2v2', seed: 7 }, { inspect: inspector.inspect });

export {};
