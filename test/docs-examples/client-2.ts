// Example 2 of docs/client.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
import WebSocket from 'ws';
const client = createClient({ url: 'http://127.0.0.1:8080', WebSocket });

export {};
