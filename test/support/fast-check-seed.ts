/**
 * Property tests draw from one fixed seed, so a run in CI is the run a developer repeats;
 * `FC_SEED=<n> npx vitest run` explores other seeds (fast-check prints the failing one).
 */
import fc from 'fast-check';

fc.configureGlobal({ seed: Number(process.env['FC_SEED'] ?? 20261130) });
