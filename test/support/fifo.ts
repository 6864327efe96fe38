import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A named pipe at `dir/name`. A reader that opens it blocks until a writer comes; so that a
 * faulty reader fails its test instead of hanging the run, a small process opens the pipe for
 * writing after `unblockAfterMs` (and is ended by `close`). A reader that refuses the pipe
 * without opening it answers long before.
 */
export function namedPipe(dir: string, name: string, unblockAfterMs = 1500): { path: string; close: () => void } {
  const path = join(dir, name);
  execFileSync('mkfifo', [path]);
  // 'r+' opens a pipe without waiting for a reader (Linux), which releases a blocked reader.
  const writer: ChildProcess = spawn(process.execPath, ['-e', `setTimeout(() => require('node:fs').openSync(${JSON.stringify(path)}, 'r+'), ${unblockAfterMs})`], { stdio: 'ignore' });
  return { path, close: () => void writer.kill() };
}
