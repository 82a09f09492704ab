import { ErrorEnvelopeSchema } from '@kp/contract/api';
import { type AnswerInput, type Endpoint, onlyStatus, type ParsedInput } from '@kp/contract/endpoint';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyRouterOptions,
  FastifySchema,
  RawServerDefault,
  RouteOptions,
} from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type ConstraintStrategy = NonNullable<FastifyRouterOptions<RawServerDefault>['constraints']>[string];

/** The request of an endpoint's handler, with its params, query and body as the contract's schemas parsed them. */
export type EndpointRequest<E extends Endpoint> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body' | 'headers'
> &
  ParsedInput<E>;

/** A handler returns the answer's JSON (sent with the endpoint's one status), or the reply it sent itself. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<AnswerInput<E> | FastifyReply> | AnswerInput<E> | FastifyReply;

/**
 * Picks among entries of one path by their `type` query value (`/users/me?type=news`, decision 029), so each
 * has its own access, flag and portal in the route table. A request without a type, or with an unknown one,
 * reaches the entry without `match`, whose schema refuses an unknown type.
 */
export const queryTypeConstraint: ConstraintStrategy = {
  name: 'queryType',
  storage() {
    const handlers = new Map<string, unknown>();
    return {
      get: (type: unknown) => (handlers.get(String(type)) as never) ?? null,
      set: (type: unknown, store: unknown) => void handlers.set(String(type), store),
    };
  },
  // No type (''): no entry with `match` is picked, so the one without it answers.
  deriveConstraint(request) {
    const url = request.url ?? '';
    const start = url.indexOf('?');
    if (start < 0) return '';
    return new URLSearchParams(url.slice(start + 1)).get('type') ?? '';
  },
  validate(value) {
    if (typeof value !== 'string') throw new Error('queryType takes a string');
  },
  mustMatchWhenDerived: false,
};

/** The OpenAPI entry of a route; entries picked by `?type=` get it in their path, as they share one. */
export const documentEndpoint: typeof jsonSchemaTransform = (input) => {
  const documented = jsonSchemaTransform(input);
  const type = (input.route.constraints as { queryType?: string } | undefined)?.queryType;
  return type ? { ...documented, url: `${documented.url}?type=${type}` } : documented;
};

/** Fastify's schema of an endpoint: its inputs, its JSON answers and the error envelope, for checks and OpenAPI. */
function schemaOf(endpoint: Endpoint): FastifySchema {
  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(endpoint.answers)) {
    if (typeof answer !== 'string') response[status] = answer;
  }
  response['4xx'] = ErrorEnvelopeSchema;
  response['5xx'] = ErrorEnvelopeSchema;
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    ...(endpoint.body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.body && typeof endpoint.body !== 'string' ? { body: endpoint.body } : {}),
    response,
  };
}

/** Registers the route of one contract endpoint, with the route-table config the guard reads. */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  /** What the server adds beside the contract: a body limit, a rate limit, a hook before the handler. */
  options: Pick<RouteOptions, 'bodyLimit' | 'preHandler'> & {
    rateLimit?: FastifyContextConfig['rateLimit'];
  } = {},
) {
  const { rateLimit, ...routeOptions } = options;
  const status = onlyStatus(endpoint);
  const cache = endpoint.cache;
  app.route({
    ...routeOptions,
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      ...(endpoint.flag ? { flag: endpoint.flag } : {}),
      ...(endpoint.portal ? { portal: endpoint.portal } : {}),
      ...(rateLimit ? { rateLimit } : {}),
    },
    ...(endpoint.match ? { constraints: { queryType: endpoint.match.type } } : {}),
    schema: schemaOf(endpoint),
    handler: async (request, reply) => {
      // Before the handler, so one that knows better (an ETag, a 304) sets its own.
      if (cache) reply.header('cache-control', cache);
      const answer = await handler(request as unknown as EndpointRequest<E>, reply);
      if (answer === reply) return reply;
      if (status !== undefined && status !== 200) reply.code(status);
      if (status === 204) return reply.send();
      return answer;
    },
  });
}
