import { CHAT_THREAD_MAX, type ChatMessage } from '@eos/domain';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import type { Member } from '../../plugins/access.ts';

/** The most messages kept per person; older ones are dropped when an answer is stored. */
export const CHAT_KEPT = 100;

const mine = (member: Member) =>
  and(eq(chatMessages.orgId, member.orgId), eq(chatMessages.membershipId, member.personId));

/** The person's thread, oldest first: the newest CHAT_THREAD_MAX messages. */
export async function loadThread(db: Db, member: Member): Promise<ChatMessage[]> {
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content, citations: chatMessages.citations })
    .from(chatMessages)
    .where(mine(member))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(CHAT_THREAD_MAX);
  return rows
    .reverse()
    .map((r) => ({ role: r.role as ChatMessage['role'], content: r.content, citations: r.citations }));
}

/**
 * Stores a question and its answer (the answer timed after the question, so they stay in order), then
 * drops what is beyond the newest CHAT_KEPT.
 */
export async function storeExchange(
  db: Db,
  member: Member,
  exchange: { asked: Date; question: ChatMessage; answer: ChatMessage },
): Promise<void> {
  const { asked, question, answer } = exchange;
  const answered = new Date(Math.max(Date.now(), asked.getTime() + 1));
  const row = (message: ChatMessage, createdAt: Date) => ({
    orgId: member.orgId,
    membershipId: member.personId,
    role: message.role,
    content: message.content,
    citations: message.citations,
    createdAt,
  });
  await db.transaction(async (tx) => {
    await tx.insert(chatMessages).values([row(question, asked), row(answer, answered)]);
    const kept = tx
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(mine(member))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(CHAT_KEPT);
    await tx.delete(chatMessages).where(and(mine(member), notInArray(chatMessages.id, kept)));
  });
}

/** DELETE chat: the person's whole thread. */
export async function clearThread(db: Db, member: Member): Promise<void> {
  await db.delete(chatMessages).where(mine(member));
}
