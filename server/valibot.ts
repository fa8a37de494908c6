// Fastify with valibot: every route's schemas are the shared ones (shared/leaderboard/requests.ts and
// answers.ts), so the server and its client read one description of the API. A request part that
// fails its schema is a 400 naming the part and the field; an answer is sent through its schema, so a
// field it does not name never leaves the server; and the route's types follow from the schemas
// (the type provider), not written again by hand.
import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import * as v from 'valibot';
import { issueText } from '../shared/schemas/validate';

/** Route types from valibot schemas: a request part as its schema outputs it, an answer as its schema takes it. */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

/** The error of a request part its schema refused: a 400 with the part and the field in its one line. */
export class RequestRefused extends Error {
  readonly statusCode = 400;
  /** Marks it as the framework's validation error (server/errors.ts answers those 400). */
  readonly validation: readonly v.BaseIssue<unknown>[];
  constructor(part: string, issues: readonly v.BaseIssue<unknown>[]) {
    super(`${part}: ${issueText(issues)}`);
    this.validation = issues;
  }
}

/** Makes every schema of `app`'s routes a valibot schema: requests checked, answers sent through theirs. */
export function useValibot(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const s = schema as v.GenericSchema;
    return (data: unknown) => {
      const checked = v.safeParse(s, data, { abortEarly: true });
      return checked.success ? { value: checked.output } : { error: new RequestRefused(httpPart ?? 'request', checked.issues) };
    };
  });
  app.setSerializerCompiler(({ schema }) => {
    const s = schema as v.GenericSchema;
    // an answer that does not fit its schema is the server's bug: a 500, never a wrong answer sent
    return (data: unknown) => JSON.stringify(v.parse(s, data));
  });
}
