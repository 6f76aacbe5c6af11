import fc from 'fast-check';
import type { TestClient } from '../client';
import { internalsPattern } from './fault-app';
import { extraFields, wildValue } from './fuzz-values';

/** Every fuzz file runs from this seed, so a failure is reproduced exactly. */
export const fuzzSeed = 20_261_123;

/** Runs per target: CASEBRIDGE_FUZZ_RUNS, or the file's default. */
export const fuzzRuns = (fallback: number): number => Number(process.env.CASEBRIDGE_FUZZ_RUNS ?? fallback);

/** fast-check's own report prints whole counterexamples (some are megabytes): report briefly instead. */
export function fuzzParameters(numRuns: number): fc.Parameters<unknown> {
  return {
    seed: fuzzSeed,
    numRuns,
    reporter: (details) => {
      if (!details.failed) return;
      const example = JSON.stringify(details.counterexample, (_key, value: unknown) =>
        typeof value === 'string' && value.length > 200 ? `${value.slice(0, 200)}... (${value.length} chars)` : value,
      );
      throw new Error(
        `failed after ${details.numRuns} runs (seed ${details.seed}, path ${details.counterexamplePath}): ` +
          `${String((details.errorInstance as Error | undefined)?.message ?? details.errorInstance).slice(0, 1500)}\ninput: ${example?.slice(0, 3000)}`,
      );
    },
  };
}

/** A record of the model's fields (the required ones always there), now and then with tenant fields added. */
export const withExtras = (
  model: Record<string, fc.Arbitrary<unknown>>,
  required: string[],
  otherClinicId: number,
): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .tuple(
      fc.record(model, { requiredKeys: required }),
      fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: extraFields(otherClinicId), weight: 1 }),
    )
    .map(([record, extras]) => ({ ...record, ...(extras ?? {}) }));

/** A whole body that is sometimes not an object at all. */
export const bodyOf = (object: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: object, weight: 19 }, { arbitrary: wildValue, weight: 1 });

/** A generated id as a URL path segment; half a surrogate pair cannot be encoded, so it goes as its UTF-8 bytes would. */
export function pathSegment(id: unknown): string {
  try {
    return encodeURIComponent(String(id));
  } catch {
    return '%ED%A0%80';
  }
}

/**
 * Sends each generated request and fails on what must never happen: a 5xx, a masked internal error,
 * or internals (stack, SQL, paths) in an error. Counts the answers per target by status; a GraphQL
 * answer carrying errors counts as `200 with errors`.
 */
export class AnswerCheck {
  readonly counts: Record<string, { runs: number; statuses: Record<string, number> }> = {};

  async check(target: string, send: () => Promise<Response>, isGraphql: boolean): Promise<void> {
    const response = await send();
    const text = await response.text();
    const entry = (this.counts[target] ??= { runs: 0, statuses: {} });
    entry.runs += 1;
    const key = isGraphql && /^\{"errors"/.test(text) ? `${response.status} with errors` : String(response.status);
    entry.statuses[key] = (entry.statuses[key] ?? 0) + 1;
    if (process.env.CASEBRIDGE_FUZZ_DEBUG && isGraphql && text.startsWith('{"errors"'))
      process.stdout.write(`${target}: ${text.slice(0, 160)}\n`);
    const problem = (why: string) => new Error(`${target}: ${why}: ${response.status} ${text.slice(0, 500)}`);
    if (response.status >= 500) throw problem('server error');
    if (/correlationId|INTERNAL_SERVER_ERROR|Something went wrong/.test(text)) throw problem('masked internal error');
    if (response.status >= 400 || isGraphql) {
      // Only error parts are searched: a successful write echoes the (generated) input back.
      let errorText = text;
      try {
        const body = JSON.parse(text) as { message?: string; errors?: { message: string }[] };
        errorText = JSON.stringify([body.message, body.errors]);
      } catch {
        // Not JSON (Node's own 414/431 answers are empty): the raw text is searched.
      }
      if (internalsPattern.test(errorText)) throw problem('internals in the error');
    }
  }

  /** Answers that wrote: 200 (without GraphQL errors) or 201. */
  succeeded(target?: string): number {
    const entries = target ? [this.counts[target]].filter(Boolean) : Object.values(this.counts);
    return entries.reduce((sum, c) => sum + (c.statuses['200'] ?? 0) + (c.statuses['201'] ?? 0), 0);
  }

  total(): number {
    return Object.values(this.counts).reduce((sum, c) => sum + c.runs, 0);
  }
}

/**
 * Generated variables sent to one GraphQL operation as `client`, every answer checked by `answers`
 * (the helper the newer fuzz files each wrote for themselves).
 */
export const fuzzGraphql = (
  answers: AnswerCheck,
  client: () => TestClient,
  target: string,
  query: string,
  variables: fc.Arbitrary<Record<string, unknown>>,
  parameters: fc.Parameters<unknown>,
): Promise<void> =>
  fc.assert(
    fc.asyncProperty(variables, async (value) => {
      await answers.check(
        target,
        () => client().request('POST', '/graphql', { body: JSON.stringify({ query, variables: value }) }),
        true,
      );
    }),
    parameters,
  );
