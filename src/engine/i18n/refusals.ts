/**
 * Refusals whose message comes from a part's catalogues: `refuse(key, rule, values)`. The key
 * is the refusal's stable code, or the code and a variant after a dot
 * (`MALFORMED_ACTION.needsCard`) where one code has several messages.
 */
import { violation, type RuleViolation } from '../errors.js';
import { textMaker, type Catalogue, type Messages, type ValuesArgument } from './catalogue.js';

/** The code of a refusal key: `MALFORMED_ACTION.needsCard` is `MALFORMED_ACTION`. */
export type CodeOf<K extends string> = K extends `${infer C}.${string}` ? C : K;

export type Refuser<E extends Catalogue> = <K extends keyof E & string>(key: K, rule: string, ...values: ValuesArgument<E[K]>) => RuleViolation;

export function codeOf(key: string): string {
  const dot = key.indexOf('.');
  return dot < 0 ? key : key.slice(0, dot);
}

/** The refusals of one part, their messages from its catalogues. */
export function refuser<E extends Catalogue>(messages: Messages<E>): Refuser<E> {
  const text = textMaker(messages);
  return (key, rule, ...values) => violation(codeOf(key), text(key, ...values), rule);
}
