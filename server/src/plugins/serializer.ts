import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { type ZodType, z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * A route's zod response schema as a fast-json-stringify function. Like zod's parse it writes only
 * the declared properties (presenters stay allow-lists, nothing extra leaks) and it refuses a missing
 * required one, but it does not re-validate every field of every answer: that cost ~10% of CPU on
 * list routes (bench/items).
 */
export function compileSerializer(schema: unknown): Serialize {
  const jsonSchema = z.toJSONSchema(schema as ZodType, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Serialize;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles every response serializer no route has needed yet; how many (serializer.test.ts). */
    compilePendingSerializers(): number;
  }
}

/**
 * Fastify's serializer compiler, one per app: each schema is compiled on the route's first answer,
 * not at start. Compiling all ~400 at start took a third of the start time and kept ~15 MB of
 * generated code for routes a node may never answer (issue 18). The pending set belongs to the app,
 * so an app closed in a test process that builds many keeps none of its schemas alive.
 */
export function registerLazySerializers(app: FastifyInstance): void {
  const notCompiled = new Set<() => Serialize>();
  app.setSerializerCompiler(({ schema }: { schema: unknown }): Serialize => {
    let serialize: Serialize | undefined;
    const compile = () => {
      serialize ??= compileSerializer(schema);
      notCompiled.delete(compile);
      return serialize;
    };
    notCompiled.add(compile);
    return (data) => (serialize ?? compile())(data);
  });
  app.decorate('compilePendingSerializers', () => {
    const pending = [...notCompiled];
    for (const compile of pending) compile();
    return pending.length;
  });
}
