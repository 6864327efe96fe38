#!/usr/bin/env node
/** The `rulegraph` command. */
import '../node/install.js';
import { runCli } from './run.js';

// A closed pipe (`rulegraph play | head`) ends the output quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  errIsTerminal: process.stderr.isTTY === true,
  env: process.env,
});
