/**
 * A test file's side of the once-per-run resources (resources.ts): asks the run's server
 * (setup.ts) for one by name, and waits as long as making it takes (a build of dist/ on a busy
 * machine may take minutes, beyond fetch's own timeouts).
 */
import { get } from 'node:http';
import { inject } from 'vitest';
import type { OncePerRun, ResourceName } from './resources.js';

export function oncePerRun<K extends ResourceName>(name: K): Promise<OncePerRun[K]> {
  const base = inject('oncePerRun');
  if (!base) throw new Error('no once-per-run server: the vitest config must list test/support/once-per-run/setup.ts in globalSetup');
  return new Promise((resolve, reject) => {
    get(`${base}/${name}`, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += String(chunk)));
      response.on('end', () => {
        const answer = JSON.parse(body) as { value?: OncePerRun[K]; error?: string };
        if (response.statusCode === 200) resolve(answer.value as OncePerRun[K]);
        else reject(new Error(`${name}: ${answer.error ?? `status ${response.statusCode}`}`));
      });
    }).on('error', reject);
  });
}
