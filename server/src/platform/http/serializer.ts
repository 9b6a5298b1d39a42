import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify compiled from each route's zod schema (JSON Schema via
 * z.toJSONSchema), which writes only declared properties and is several times cheaper than validating and
 * copying every response with zod. Under test (`validate`), each response is also checked against its zod
 * schema, so a handler that drifts from its contract fails the API suite.
 */
export function createResponseSerializer(options: { validate: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, url, method }) => {
    if (!(schema instanceof z.ZodType)) return (data: unknown) => JSON.stringify(data);
    const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
    const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    if (!options.validate) return stringify;
    return (data: unknown) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        throw new Error(
          `response of ${method} ${url} does not match its contract: ${z.prettifyError(result.error)}`,
        );
      }
      return stringify(data);
    };
  };
}
