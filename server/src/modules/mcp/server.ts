import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../context.ts';
import type { TokenCaller } from '../tokens/store.ts';
import { registerTools } from './tools.ts';

// Loaded on the first MCP request only (modules/mcp/routes.ts): the SDK stays out of memory on a
// server nobody connects an assistant to.

const INSTRUCTIONS =
  "EOS Tools: the person's Level 10 meetings, Rocks, To-Dos, Issues, Headlines, Scorecard and V/TO in their " +
  'organization. Start with list_meetings: its ids are the meetingId of the other tools. Everything runs with ' +
  "the person's own permissions; a read token cannot create anything.";

/**
 * One MCP POST, stateless: a server and a transport made for this request alone (no session id, so
 * any node serves any request), the answer as JSON. The reply is hijacked: the transport writes the
 * raw response itself.
 */
export async function handleMcpPost(
  app: App,
  caller: TokenCaller,
  request: FastifyRequest,
  reply: FastifyReply,
  version: string,
): Promise<void> {
  const server = new McpServer({ name: 'eos-tools', version }, { instructions: INSTRUCTIONS });
  registerTools(server, app, caller, request.log);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  reply.raw.on('close', () => {
    void transport.close();
    void server.close();
  });
  reply.hijack();
  try {
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  } catch (err) {
    request.log.error({ err }, 'MCP request failed');
    if (!reply.raw.headersSent) {
      reply.raw.writeHead(500, { 'content-type': 'application/json' });
      reply.raw.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
    }
  }
}
