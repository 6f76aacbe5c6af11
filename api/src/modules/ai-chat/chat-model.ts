import type { ChatCitation } from './chat-citation';
import type { ToolContext, ToolOutcome } from './chat-tools';

/** One earlier message of the conversation, as the model is shown it. */
export interface ChatHistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** A data function called while answering, with what it was asked. */
export interface ChatToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

export interface ChatQuestion {
  question: string;
  history: ChatHistoryMessage[];
  /** Runs one data function under the caller's scope (chat-tools.ts); the only way to reach data. */
  runTool(name: string, args: Record<string, unknown>): Promise<ToolOutcome>;
  context: ToolContext;
}

export interface ChatAnswer {
  content: string;
  citations: ChatCitation[];
  toolCalls: ChatToolCall[];
}

/** Whoever answers the chat: the built-in engine, or a configured OpenAI-compatible model. */
export interface ChatModel {
  readonly kind: 'builtin' | 'model';
  /** How the screen names the engine: "Built-in assistant" or the configured model's name. */
  readonly name: string;
  answer(question: ChatQuestion): Promise<ChatAnswer>;
}

/** The model failed to answer (timeout, error status, malformed reply, unknown tool); the reason is safe to store. */
export class ChatModelError extends Error {}
