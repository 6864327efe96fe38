// Example 1 of docs/client.md, extracted by test/docs-examples.test.ts: edit the document, not this file.
import { createClient } from 'rulegraph/client';

export {};
