// Example 4 of README.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
import { createWebSocketInspector } from '@statelyai/inspect';
import { createInspectorServer } from '@statelyai/inspect/server';

createInspectorServer({ port: 8080 });  // the local relay (a WebSocket server on your machine)
const inspector = createWebSocketInspector({ url: 'ws://localhost:8080' });
const game = createGame({ mode: 'riftbound/duel', seed: 7 }, { inspect: inspector.inspect });

export {};
