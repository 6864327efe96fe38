/**
 * Schema validation of definition files, with errors that name the file and JSON path.
 * Validators are compiled once per schema and process, and cached.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { LoadError, wordedIssue, type LoadIssue } from '../errors.js';
import type { Text, Value, Words } from '../i18n/catalogue.js';
import { DEFAULT_LANGUAGE } from '../i18n/language.js';
import { text } from '../i18n/load/messages.js';
import { isDeepFrozen } from '../json/freeze.js';
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

/** The validator of `schema` as written, reporting every fault: what the quick one must agree with. */
export function asWrittenValidator(schema: object): ValidateFunction {
  const validators = validatorsFor(schema);
  validators.thorough ??= thorough.compile(validators.schema);
  return validators.thorough;
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
    return wordedIssue({ path: formatPath([...segments, unknownField]) }, text('schema.unknownField'));
  }
  if (error.keyword === 'required' && typeof params['missingProperty'] === 'string') {
    return wordedIssue({ path: formatPath([...segments, params['missingProperty']]) }, text('schema.requiredField'));
  }
  if (error.keyword === 'enum' && Array.isArray(params['allowedValues'])) {
    return wordedIssue({ path: formatPath(segments) }, text('schema.oneOfValues', { values: params['allowedValues'].map((v) => JSON.stringify(v)).join(', ') }));
  }
  const path = formatPath(segments);
  const described = ajvText(error.keyword, params);
  // ajv's own words, described from its keyword and parameters: where the description's
  // English is not ajv's sentence to the letter, ajv's sentence is kept as it is.
  if (described !== undefined && described.in(DEFAULT_LANGUAGE) === error.message) return wordedIssue({ path }, described);
  return { path, message: error.message ?? text('schema.fails', { keyword: error.keyword }).in(DEFAULT_LANGUAGE) };
}

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** The schema types of a `type` fault (`string,number`), each in the catalogue's words. */
function typeWords(types: readonly string[]): Words {
  const words = types.map((t) => text(`schema.type.${t}` as 'schema.type.string'));
  return { in: (lang) => words.map((w) => w.in(lang)).join(',') };
}

/** A value of ajv's parameters as it writes it in its own sentence. */
const param = (value: unknown): Value => (typeof value === 'number' ? value : String(value));

/** A catalogue text for an error of ajv, from its keyword and parameters (undefined for a keyword the catalogue lacks). */
function ajvText(keyword: string, params: Record<string, unknown>): Text | undefined {
  switch (keyword) {
    case 'type': {
      const types = String(params['type']).split(',');
      return types.every((t) => TYPES.has(t)) ? text('schema.type', { type: typeWords(types) }) : undefined;
    }
    case 'const': return text('schema.const');
    case 'enum': return text('schema.enum');
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': return text('schema.limit', { comparison: param(params['comparison']), limit: param(params['limit']) });
    case 'maxItems':
    case 'minItems':
    case 'maxLength':
    case 'minLength':
    case 'maxProperties':
    case 'minProperties': return text(`schema.${keyword}`, { limit: param(params['limit']) });
    case 'multipleOf': return text('schema.multipleOf', { multipleOf: param(params['multipleOf']) });
    case 'pattern': return text('schema.pattern', { pattern: param(params['pattern']) });
    case 'format': return text('schema.format', { format: param(params['format']) });
    case 'uniqueItems': return text('schema.uniqueItems', { i: param(params['i']), j: param(params['j']) });
    case 'not': return text('schema.not');
    case 'anyOf': return text('schema.anyOf');
    case 'oneOf': return text('schema.oneOf');
    case 'propertyNames': return text('schema.propertyNames');
    case 'additionalProperties': return text('schema.additionalProperties');
    case 'required': return text('schema.required', { property: param(params['missingProperty']) });
    case 'if': return text('schema.if', { ifClause: param(params['failingKeyword']) });
    default: return undefined;
  }
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

/**
 * Deep-frozen values found valid, by schema: a definition file read again unchanged is the same
 * frozen value (src/node/file-source.ts), and is not validated again.
 */
const validFrozen = new WeakMap<object, WeakSet<object>>();

/** All faults of `data` against `schema`; empty when valid. */
export function schemaIssues(schema: object, data: unknown, prefix: readonly PathSegment[] = []): LoadIssue[] {
  const frozen = isDeepFrozen(data);
  if (frozen && validFrozen.get(schema)?.has(data as object)) return [];
  const validators = validatorsFor(schema);
  if (validators.quick(data)) {
    if (frozen) {
      let valid = validFrozen.get(schema);
      if (valid === undefined) validFrozen.set(schema, (valid = new WeakSet()));
      valid.add(data as object);
    }
    return [];
  }
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
