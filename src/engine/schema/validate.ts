/**
 * Schema validation of definition files, with errors that name the file and JSON path.
 * One ajv instance serves the whole process; compiled validators are cached per schema.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { LoadError, type LoadIssue } from '../errors.js';
import { formatPath, pointerToSegments, type PathSegment } from '../json-path.js';

const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
ajv.addKeyword('markdownDescription');
const cache = new WeakMap<object, ValidateFunction>();

function validatorFor(schema: object): ValidateFunction {
  let validate = cache.get(schema);
  if (!validate) {
    // Schemas are cached by identity, not by $id: the same format may be compiled in its
    // runtime form and its published form.
    const { $id: _id, ...anonymous } = schema as { $id?: string };
    validate = ajv.compile(anonymous);
    cache.set(schema, validate);
  }
  return validate;
}

/** Where ajv's error points, made precise for missing and unexpected properties. */
function issueFromAjv(error: ErrorObject, prefix: readonly PathSegment[]): LoadIssue {
  const segments: PathSegment[] = [...prefix, ...pointerToSegments(error.instancePath)];
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties' && typeof params['additionalProperty'] === 'string') {
    return { path: formatPath([...segments, params['additionalProperty']]), message: 'unknown field' };
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

/** All faults of `data` against `schema`; empty when valid. */
export function schemaIssues(schema: object, data: unknown, prefix: readonly PathSegment[] = []): LoadIssue[] {
  const validate = validatorFor(schema);
  if (validate(data)) return [];
  const issues = (validate.errors ?? []).map((e) => issueFromAjv(e, prefix));
  // anyOf/oneOf report every branch; keep the deepest faults, which are the informative ones.
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
