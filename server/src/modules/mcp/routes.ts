import { MCP_MAX_BATCH, MCP_PATH } from '@eos/domain';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context.ts';
import { unauthorized } from '../../lib/errors.ts';
import { memberOfSession } from '../../plugins/access.ts';
import { countTokenCalls } from '../tokens/bearer.ts';
import type { TokenCaller } from '../tokens/store.ts';

/** The token of a request that passed the 'token' guard, whose person must be in the organization. */
function callerOf(request: FastifyRequest): TokenCaller {
  if (!request.bearer) throw unauthorized();
  memberOfSession(request.bearer.session);
  return request.bearer;
}

/**
 * The Model Context Protocol server (docs/mcp.md): streamable HTTP at /api/v2/mcp, authenticated by a
 * personal access token (`Authorization: Bearer eos_pat_…`, access 'token'), stateless. POST carries
 * the client's JSON-RPC messages to a server made for the request (./server.ts, loaded on first use);
 * with no session there is no stream to open (GET) and none to end (DELETE): both answer 405, as the
 * protocol allows.
 */
export async function mcpRoutes(api: App, ctx: AppContext): Promise<void> {
  let server: Promise<typeof import('./server.ts')> | undefined;
  const config = { access: 'token' as const };
  const description =
    'The Model Context Protocol (streamable HTTP, stateless): JSON-RPC messages from an MCP client. ' +
    'Authorization: Bearer with a personal access token; docs/mcp.md.';

  api.post(MCP_PATH, { config, schema: { description } }, async (request, reply) => {
    const caller = callerOf(request);
    // A JSON-RPC batch: each of its messages is a call against the token's limit (the guard counted
    // one), and a batch holds at most MCP_MAX_BATCH of them (the 2025-06-18 protocol has none at all).
    const messages = Array.isArray(request.body) ? request.body.length : 1;
    if (messages > MCP_MAX_BATCH) {
      return reply.status(400).send({
        jsonrpc: '2.0',
        error: { code: -32600, message: `Invalid Request: a batch holds at most ${MCP_MAX_BATCH} messages.` },
        id: null,
      });
    }
    if (messages > 1) await countTokenCalls(ctx, caller.tokenId, messages - 1);
    server ??= import('./server.ts');
    await (await server).handleMcpPost(api, caller, request, reply, ctx.config.buildVersion);
  });

  api.route({
    method: ['GET', 'DELETE'],
    url: MCP_PATH,
    config,
    schema: { description },
    handler: async (request, reply) => {
      callerOf(request);
      return reply
        .status(405)
        .header('allow', 'POST')
        .send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null });
    },
  });
}
