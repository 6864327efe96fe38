/**
 * Schema validation of definition files, with errors that name the file and JSON path.
 * Validators are compiled once per schema and process, and cached.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { LoadError, type LoadIssue } from '../errors.js';
import { formatPath, pointerToSegments, type PathSegment } from '../json/json-path.js';
import { shareSubschemas } from './shared-subschemas.js';

/**
 * Loading a mode compiles its schemas, which are large. Whether a file is valid is asked of a
 * validator made to compile fast: each large subschema compiled once however many places
 * hold it ({@link shareSubschemas}), its `$ref`s not inlined, its code not optimized further,
 * stopping at the first fault. Only a file found invalid is checked again, by a validator of
 * the schema as written that reports every fault with the schema paths the closest branch is
 * found by (compiled the first time a file fails that schema). It too is compiled without
 * inlining or optimizing: the first refused file of a large schema waits about a sixth of the
 * time, and the faults reported are the same (both settings change how the code runs, not what
 * it decides or the schema paths it reports).
 */
const quick = new Ajv2020({ allErrors: false, strict: true, strictRequired: false, allowUnionTypes: true, inlineRefs: false, code: { optimize: false } });
const thorough = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, inlineRefs: false, code: { optimize: false } });
for (const ajv of [quick, thorough]) ajv.addKeyword('markdownDescription');

interface Validators {
  readonly schema: object;
  readonly quick: ValidateFunction;
  thorough?: ValidateFunction;
}

const cache = new WeakMap<object, Validators>();

function validatorsFor(schema: object): Validators {
  let validators = cache.get(schema);
  if (!validators) {
    // Schemas are cached by identity, not by $id: the same format may be compiled in its
    // runtime form and its published form.
    const { $id: _id, ...anonymous } = schema as { $id?: string };
    validators = { schema: anonymous, quick: quick.compile(shareSubschemas(anonymous)) };
    cache.set(schema, validators);
  }
  return validators;
}

/** The faults of `data` (refused by the quick validator) by the schema as written, every one of them. */
function faultsOf(validators: Validators, data: unknown): readonly ErrorObject[] {
  validators.thorough ??= thorough.compile(validators.schema);
  // The schema as written decides: were the two ever to differ, it would only cost time.
  if (validators.thorough(data)) return [];
  return validators.thorough.errors ?? [];
}

/** Where ajv's error points, made precise for missing and unexpected properties. */
function issueFromAjv(error: ErrorObject, prefix: readonly PathSegment[]): LoadIssue {
  const segments: PathSegment[] = [...prefix, ...pointerToSegments(error.instancePath)];
  const params = error.params as Record<string, unknown>;
  const unknownField = params['additionalProperty'] ?? params['unevaluatedProperty'];
  if ((error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') && typeof unknownField === 'string') {
    return { path: formatPath([...segments, unknownField]), message: 'unknown field' };
  }
  if (error.keyword === 'required' && typeof params['missingProperty'] === 'string') {
    return { path: formatPath([...segments, params['missingProperty']]), message: 'required field is missing' };
  }
  if (error.keyword === 'enum' && Array.isArray(params['allowedValues'])) {
    return {
      path: formatPath(segments),
      message: `must be one of ${params['allowedValues'].map((v) => JSON.stringify(v)).join(', ')}`,
    };
  }
  return { path: formatPath(segments), message: error.message ?? `fails ${error.keyword}` };
}

/**
 * An anyOf reports the faults of every branch. Keep those of the branch that came closest:
 * for a scenario step `{ "expect": ... }`, the faults of the expect branch, not "do is
 * missing" from the others. A branch whose discriminating constant (like an effect's `op`)
 * does not match is farther than any other; when no branch's constant matches, the fault is
 * that one field, which must be one of the constants.
 */
function closestBranches(errors: readonly ErrorObject[]): ErrorObject[] {
  let kept = [...errors];
  for (const anyOf of errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')) {
    if (!kept.includes(anyOf)) continue;
    const prefix = `${anyOf.schemaPath}/`;
    const branches = new Map<string, ErrorObject[]>();
    for (const e of kept) {
      if (!e.schemaPath.startsWith(prefix) || !e.instancePath.startsWith(anyOf.instancePath)) continue;
      const branch = e.schemaPath.slice(prefix.length).split('/')[0] as string;
      branches.set(branch, [...(branches.get(branch) ?? []), e]);
    }
    if (branches.size === 0) continue;
    const constFault = (branch: ErrorObject[]) => branch.find((e) => e.keyword === 'const' && e.instancePath !== anyOf.instancePath);
    const all = [...branches.values()];
    let replacement: ErrorObject[];
    const faults = all.map(constFault);
    const first = faults[0];
    if (first && faults.every((f) => f?.instancePath === first.instancePath)) {
      const allowedValues = faults.map((f) => (f?.params as { allowedValue: unknown }).allowedValue);
      replacement = [{ ...first, keyword: 'enum', params: { allowedValues }, message: 'must be one of the allowed values' }];
    } else {
      const score = (b: ErrorObject[]) => (constFault(b) ? 1_000_000 : 0) + b.length;
      replacement = all.reduce((a, b) => (score(b) < score(a) ? b : a));
    }
    const dropped = new Set([anyOf, ...all.flat()]);
    kept = [...kept.filter((e) => !dropped.has(e)), ...replacement];
  }
  return kept;
}

/** All faults of `data` against `schema`; empty when valid. */
export function schemaIssues(schema: object, data: unknown, prefix: readonly PathSegment[] = []): LoadIssue[] {
  const validators = validatorsFor(schema);
  if (validators.quick(data)) return [];
  const issues = closestBranches(faultsOf(validators, data)).map((e) => issueFromAjv(e, prefix));
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.path}\u0000${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Throws a {@link LoadError} naming `file` when `data` does not match `schema`. */
export function assertSchema<T>(schema: object, data: unknown, file: string): asserts data is T {
  const issues = schemaIssues(schema, data);
  if (issues.length > 0) throw new LoadError(file, issues);
}
