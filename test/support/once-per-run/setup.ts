/**
 * vitest's global setup: serves the run's once-made resources (resources.ts) on a loopback
 * port that test files learn through `inject('oncePerRun')`. `GET /<name>` answers with the
 * resource as JSON, making it on the first request; every later request, from any worker,
 * waits for and gets the same one (or the same failure). Everything made is closed when the
 * run ends.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { RESOURCES, type Made, type ResourceName } from './resources.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The URL of the server of once-per-run resources. */
    oncePerRun: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const made = new Map<ResourceName, Promise<Made<unknown>>>();
  const server = createServer((request, response) => {
    const name = (request.url ?? '').slice(1) as ResourceName;
    if (!Object.hasOwn(RESOURCES, name)) {
      response.writeHead(404).end(JSON.stringify({ error: `no resource "${name}"; there are ${Object.keys(RESOURCES).join(', ')}` }));
      return;
    }
    if (!made.has(name)) made.set(name, RESOURCES[name]());
    (made.get(name) as Promise<Made<unknown>>).then(
      (resource) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ value: resource.value })),
      (error: unknown) => response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('oncePerRun', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);

  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const resources = await Promise.allSettled(made.values());
    for (const resource of resources) if (resource.status === 'fulfilled') await resource.value.close?.();
  };
}
