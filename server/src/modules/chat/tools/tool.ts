import type { ChatCitation } from '@eos/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { Member } from '../../../plugins/access.ts';

/** What every tool runs as: the caller, in the caller's organization (the session's, never an argument). */
export interface ToolContext {
  db: Db;
  member: Member;
  /** The caller's today, 'YYYY-MM-DD' (relative questions: this quarter, overdue). */
  today: string;
}

/** A tool's answer: what the model reads, and the things it returned, each with the address that opens it. */
export interface ToolOutput {
  data: unknown;
  found: ChatCitation[];
}

/**
 * A tool of the chat's model. `args` checks the model's arguments before anything runs (model output
 * is data); `run` reads with the caller's permissions by calling the API's own repository and policy
 * functions, scoped to `ctx.member.orgId`.
 */
export interface ChatTool<S extends z.ZodType = z.ZodType> {
  name: string;
  description: string;
  args: S;
  run(ctx: ToolContext, args: z.output<S>): Promise<ToolOutput>;
}

/** Declares a tool with its argument types inferred from its schema. */
export const chatTool = <S extends z.ZodType>(tool: ChatTool<S>): ChatTool => tool as unknown as ChatTool;
