/** Types of scripts/build-client.mjs, for the tests that build the client and the pages. */
export function buildClient(options?: { outfile?: string }): Promise<number>;
export function buildTablePage(options?: { dir?: string; minify?: boolean }): Promise<number>;
export function buildInspectorPage(options?: { dir?: string; minify?: boolean }): Promise<number>;
