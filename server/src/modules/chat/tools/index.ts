import type { ChatCitation } from '@eos/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { LlmTool, LlmToolCall } from '../../../integrations/llm/types.ts';
import { AppError, messageText } from '../../../lib/errors.ts';
import { searchHeadlinesTool, searchIssuesTool, searchRocksTool, searchTodosTool } from './items.ts';
import { listMeetingsTool, meetingHistoryTool } from './meetings.ts';
import { ToolRefusal } from './resolve.ts';
import { scorecardTool } from './scorecard.ts';
import type { ChatTool, ToolContext } from './tool.ts';
import { vtoTool } from './vto.ts';

export type { ToolContext } from './tool.ts';

/** Every tool the chat's model may call: reads only, of the caller's organization, as the caller. */
export const CHAT_TOOLS: readonly ChatTool[] = [
  searchRocksTool,
  searchTodosTool,
  searchIssuesTool,
  searchHeadlinesTool,
  scorecardTool,
  listMeetingsTool,
  meetingHistoryTool,
  vtoTool,
];

/** The longest tool answer the model reads (characters of JSON); longer ones are cut and say so. */
const RESULT_MAX = 12_000;

/** The tools as the chat-completions request offers them (JSON Schema of each tool's arguments). */
export function toolSpecs(): LlmTool[] {
  return CHAT_TOOLS.map((tool) => {
    const { $schema: _, ...parameters } = z.toJSONSchema(tool.args, { io: 'input' }) as Record<string, unknown>;
    return { name: tool.name, description: tool.description, parameters };
  });
}

export interface ToolAnswer {
  /** The tool message's content: JSON, or {"error": …} for a refused or malformed call. */
  content: string;
  found: ChatCitation[];
}

const refusal = (error: string): ToolAnswer => ({ content: JSON.stringify({ error }), found: [] });

/** A zod failure as the model can act on it: each field with what is wrong. */
function argumentErrors(error: z.ZodError): string {
  const fields = error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${messageText(i.message)}`);
  return `Invalid arguments (${fields.join('; ')}). Call the tool again with arguments that match its schema.`;
}

/**
 * Runs one tool call the model asked for. Its arguments are the model's text, so they are parsed and
 * checked first; an unknown tool, malformed arguments, a refusal (a name nobody has) or an API error
 * (not found, invalid filter) is answered to the model as a tool error, never to the person as a 500.
 */
export async function runToolCall(ctx: ToolContext, call: LlmToolCall, log: FastifyBaseLogger): Promise<ToolAnswer> {
  const tool = CHAT_TOOLS.find((t) => t.name === call.name);
  if (!tool) return refusal(`There is no tool named "${call.name}".`);
  let raw: unknown;
  try {
    raw = call.arguments.trim() ? JSON.parse(call.arguments) : {};
  } catch {
    return refusal('The arguments are not valid JSON.');
  }
  const args = tool.args.safeParse(raw);
  if (!args.success) return refusal(argumentErrors(args.error));
  try {
    const { data, found } = await tool.run(ctx, args.data);
    let content = JSON.stringify(data);
    if (content.length > RESULT_MAX) {
      content = JSON.stringify({ truncated: true, partialJson: content.slice(0, RESULT_MAX) });
    }
    return { content, found };
  } catch (err) {
    if (err instanceof ToolRefusal) return refusal(err.message);
    if (err instanceof AppError) return refusal(err.messages.map((m) => m.text).join(' '));
    log.error({ err, tool: call.name }, 'a chat tool failed');
    return refusal(messageText('ERR_INTERNAL'));
  }
}
