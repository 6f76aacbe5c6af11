import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { InputError, NotFoundError } from '../../platform/errors';
import { decodeCursor, toPage, type Page } from '../../platform/graphql/connection';
import { clampLimit } from '../../platform/graphql/pagination';
import type { Logger } from '../../platform/logger';
import { tooMany, type RateLimiter, type RateRule } from '../../platform/rate-limit/rate-limiter';
import type { Services } from '../../services';
import { assertAiFeature } from '../ai/ai-features';
import { aiScopeOf } from '../ai/ai-scope';
import { ChatRole, ChatSessionType } from '../ai/ai.enums';
import { caseScopeSql } from '../cases/case-access.policy';
import type { AiChatSessionCreateInput } from './ai-chat.input';
import type {
  AiChatEngineView,
  AiChatExchange,
  AiChatMessageView,
  AiChatSessionDetail,
  AiChatSessionView,
} from './ai-chat.type';
import { BuiltinChatEngine, exampleQuestions } from './builtin-chat-engine';
import type { ChatCitation } from './chat-citation';
import {
  ChatModelError,
  type ChatAnswer,
  type ChatHistoryMessage,
  type ChatModel,
  type ChatQuestion,
} from './chat-model';
import { findChatTool, type ToolContext } from './chat-tools';

/** How many earlier messages of the chat the model is shown with a new question. */
const historySize = 20;
/** A chat's messages read at once (the screen shows one conversation). */
const maxMessages = 500;

const sessionLabel = 'Chat session';

const defaultTitles: Record<ChatSessionType, string> = {
  [ChatSessionType.general]: 'General question',
  [ChatSessionType.case_analysis]: 'Case analysis',
  [ChatSessionType.documentation_help]: 'Documentation help',
};

interface MessageRow {
  id: number;
  sessionId: number;
  role: ChatRole;
  content: string;
  metadata: { citations?: ChatCitation[]; engine?: string; fallbackReason?: string } | null;
  createdAt: Date;
}

const toMessageView = (row: MessageRow): AiChatMessageView => ({
  id: row.id,
  sessionId: row.sessionId,
  role: row.role,
  content: row.content,
  citations: row.metadata?.citations ?? [],
  engine: row.metadata?.engine ?? null,
  fallbackReason: row.metadata?.fallbackReason ?? null,
  createdAt: row.createdAt,
});

const messageColumns = `m.id, m.session_id AS "sessionId", m.role, m.content, m.metadata, m.created_at AS "createdAt"`;

export interface AiChatDependencies {
  /** The composition root's services (the chat calls the screens' own); a function, as the chat is one of them. */
  services: () => Services;
  rateLimiter: RateLimiter;
  logger: Logger;
  /** The configured OpenAI-compatible model, or null for the built-in engine alone. */
  model: ChatModel | null;
  questionsPerMinute: number;
}

/**
 * The AI chat (issue 23): a user's own chats and their messages, answered by the configured model or the
 * built-in engine through the scoped data functions (chat-tools.ts). Only a chat's owner reads it; every
 * answer that discloses records is audited with the records and the chat.
 */
export class AiChatService {
  private readonly builtin = new BuiltinChatEngine();
  private readonly questionRule: RateRule;

  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: AiChatDependencies,
  ) {
    this.questionRule = { name: 'ai-chat:user', limit: deps.questionsPerMinute, windowSeconds: 60 };
  }

  private get model(): ChatModel {
    return this.deps.model ?? this.builtin;
  }

  private async admit(scope: Scope): Promise<void> {
    await assertAiFeature(this.deps.services().settings, 'chat', {
      dataSource: this.dataSource,
      clinicId: scope.clinicId,
    });
    aiScopeOf(scope);
  }

  async engine(scope: Scope): Promise<AiChatEngineView> {
    await this.admit(scope);
    return { kind: this.model.kind, name: this.model.name, exampleQuestions };
  }

  /** The caller's own chats, the most recently used first. */
  async sessions(
    scope: Scope,
    args: { first?: number | null; after?: string | null },
  ): Promise<Page<AiChatSessionView>> {
    await this.admit(scope);
    const params = new SqlParams();
    const where = [`s.user_id = ${params.add(scope.userId)}`];
    if (args.after) {
      const [updatedAt, id] = decodeCursor(args.after, ['timestamptz', 'id']);
      where.push(`(s.updated_at, s.id) < (${params.add(updatedAt)}::timestamptz, ${params.add(id)})`);
    }
    const limit = clampLimit(args.first);
    const rows = await this.readSessions(
      scope,
      params,
      where,
      `ORDER BY s.updated_at DESC, s.id DESC LIMIT ${params.add(limit + 1)}`,
    );
    return toPage(rows, limit, (row) => [row.updatedAt.toISOString(), row.id]);
  }

  /** One of the caller's chats with its messages; anyone else's is missing (null). */
  async session(scope: Scope, id: number): Promise<AiChatSessionDetail | null> {
    await this.admit(scope);
    const session = await this.ownSession(scope, id);
    if (!session) return null;
    const rows: MessageRow[] = await this.dataSource.query(
      `SELECT * FROM (SELECT ${messageColumns} FROM ai_chat_messages m WHERE m.session_id = $1 ORDER BY m.id DESC LIMIT $2) t
        ORDER BY t.id`,
      [id, maxMessages],
    );
    return { session, messages: rows.map(toMessageView) };
  }

  async messages(scope: Scope, id: number): Promise<AiChatMessageView[]> {
    const detail = await this.session(scope, id);
    if (!detail) throw new NotFoundError(sessionLabel);
    return detail.messages;
  }

  async create(scope: Scope, input: AiChatSessionCreateInput): Promise<AiChatSessionView> {
    await this.admit(scope);
    let caseNumber: string | null = null;
    if (input.caseId) {
      const record = await this.deps.services().cases.findById(scope, input.caseId);
      if (!record) throw new NotFoundError('Case');
      caseNumber = record.caseNumber;
    } else if (input.sessionType === ChatSessionType.case_analysis) {
      throw InputError.field('caseId', 'Choose the case this chat is about');
    }
    const title =
      input.title?.trim() ||
      (caseNumber ? `${defaultTitles[input.sessionType]}: ${caseNumber}` : defaultTitles[input.sessionType]);
    const id = await this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `INSERT INTO ai_chat_sessions (user_id, case_id, session_type, title) VALUES ($1, $2, $3, $4) RETURNING id`,
        [scope.userId, input.caseId ?? null, input.sessionType, title],
      )) as { id: number }[];
      await writeAudit(manager, scope, {
        entityType: 'ai_chat_session',
        entityId: row.id,
        action: 'create',
        clinicId: scope.clinicId,
        newValues: { sessionType: input.sessionType, caseId: input.caseId ?? null, title },
      });
      return row.id;
    });
    return (await this.ownSession(scope, id))!;
  }

  /** Asks the assistant; the question and its answer are stored together, the disclosure audited. */
  async send(scope: Scope, sessionId: number, content: string): Promise<AiChatExchange> {
    await this.admit(scope);
    const session = await this.ownSession(scope, sessionId);
    if (!session) throw new NotFoundError(sessionLabel);
    const verdict = await this.deps.rateLimiter.hit(this.questionRule, scope.userId);
    if (!verdict.allowed) throw tooMany('questions to the assistant', verdict.retryAfterSeconds);

    const question = content.trim();
    const context: ToolContext = {
      scope,
      services: this.deps.services(),
      dataSource: this.dataSource,
      sessionCaseId: session.caseId,
    };
    const asked: ChatQuestion = {
      question,
      history: await this.history(sessionId),
      context,
      runTool: (name, args) => {
        const tool = findChatTool(name);
        if (!tool) throw new ChatModelError(`unknown tool "${name}"`);
        return tool.run(context, args);
      },
    };
    const { answer, engine, fallbackReason } = await this.answer(asked);

    return this.dataSource.transaction(async (manager) => {
      const questionRow = await this.insertMessage(manager, sessionId, ChatRole.user, question, {});
      const metadata = {
        engine,
        ...(engine === 'model' ? { model: this.model.name } : {}),
        citations: answer.citations,
        toolCalls: answer.toolCalls,
        ...(fallbackReason ? { fallbackReason } : {}),
      };
      const answerRow = await this.insertMessage(manager, sessionId, ChatRole.assistant, answer.content, metadata);
      await manager.query(`UPDATE ai_chat_sessions SET updated_at = now() WHERE id = $1`, [sessionId]);
      if (answer.citations.length)
        await this.auditDisclosure(manager, scope, sessionId, answerRow.id, answer.citations);
      return { question: toMessageView(questionRow), answer: toMessageView(answerRow) };
    });
  }

  /** The configured model's answer, or the built-in engine's when the model fails (and why, for the metadata). */
  private async answer(
    asked: ChatQuestion,
  ): Promise<{ answer: ChatAnswer; engine: 'builtin' | 'model'; fallbackReason: string | null }> {
    const model = this.model;
    if (model.kind === 'builtin') return { answer: await model.answer(asked), engine: 'builtin', fallbackReason: null };
    try {
      return { answer: await model.answer(asked), engine: 'model', fallbackReason: null };
    } catch (error) {
      if (!(error instanceof ChatModelError)) throw error;
      this.deps.logger.warn('AI chat model failed; the built-in engine answered', { reason: error.message });
      return { answer: await this.builtin.answer(asked), engine: 'builtin', fallbackReason: error.message };
    }
  }

  private async auditDisclosure(
    manager: EntityManager,
    scope: Scope,
    sessionId: number,
    messageId: number,
    citations: ChatCitation[],
  ): Promise<void> {
    await writeAudit(manager, scope, {
      entityType: 'ai_chat_session',
      entityId: sessionId,
      action: 'ai_chat_disclosure',
      clinicId: scope.clinicId,
      newValues: {
        messageId,
        records: citations
          .filter((citation) => citation.id !== null)
          .map((citation) => `${citation.type}:${citation.id}`),
        lists: citations.filter((citation) => citation.id === null).map((citation) => citation.path),
      },
    });
  }

  private async history(sessionId: number): Promise<ChatHistoryMessage[]> {
    const rows: { role: 'user' | 'assistant'; content: string }[] = await this.dataSource.query(
      `SELECT role, content FROM (SELECT id, role, content FROM ai_chat_messages WHERE session_id = $1 ORDER BY id DESC LIMIT $2) t
        ORDER BY id`,
      [sessionId, historySize],
    );
    return rows;
  }

  private async insertMessage(
    manager: EntityManager,
    sessionId: number,
    role: ChatRole,
    content: string,
    metadata: Record<string, unknown>,
  ): Promise<MessageRow> {
    const [row] = (await manager.query(
      `INSERT INTO ai_chat_messages AS m (session_id, role, content, metadata) VALUES ($1, $2, $3, $4)
       RETURNING ${messageColumns}`,
      [sessionId, role, content, metadata],
    )) as MessageRow[];
    return row;
  }

  private async ownSession(scope: Scope, id: number): Promise<AiChatSessionView | null> {
    const params = new SqlParams();
    const [row] = await this.readSessions(
      scope,
      params,
      [`s.user_id = ${params.add(scope.userId)}`, `s.id = ${params.add(id)}`],
      '',
    );
    return row ?? null;
  }

  /**
   * Sessions with their case's number. A session about a case no longer in the caller's scope (an
   * attorney whose case was transferred away) is not shown at all: its answers are about that case
   * (decision 352).
   */
  private readSessions(scope: Scope, params: SqlParams, where: string[], tail: string): Promise<AiChatSessionView[]> {
    return this.dataSource.query(
      `SELECT s.id, s.session_type AS "sessionType", s.case_id AS "caseId", c.case_number AS "caseNumber", s.title,
              s.is_active AS "isActive", s.created_at AS "createdAt", s.updated_at AS "updatedAt"
         FROM ai_chat_sessions s
         LEFT JOIN cases c ON c.id = s.case_id AND ${caseScopeSql(scope, params, 'c')}
        WHERE ${[...where, '(s.case_id IS NULL OR c.id IS NOT NULL)'].join(' AND ')} ${tail}`,
      params.values,
    );
  }
}
