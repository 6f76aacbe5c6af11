import { distinctCitations, type ChatCitation } from './chat-citation';
import { ChatModelError, type ChatAnswer, type ChatModel, type ChatQuestion, type ChatToolCall } from './chat-model';
import { chatTools, findChatTool, ToolArgumentError } from './chat-tools';

export interface OpenAiChatConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** Tool rounds before the model must have answered: enough for a question that needs two or three look-ups. */
export const maxToolRounds = 4;

const systemPrompt =
  'You are the assistant of Casebridge, a case management app for personal-injury clinics and attorneys. ' +
  'Answer only from what the tools return; they read the signed-in user’s own records. Never guess or invent ' +
  'a figure, a case or a name. When the tools cannot answer, say so and say what you can answer. Write money ' +
  'as dollars with two decimals. Be brief.';

interface WireToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

type WireMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: WireToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

const wireTools = chatTools.map((tool) => ({
  type: 'function' as const,
  function: { name: tool.name, description: tool.description, parameters: tool.parameters },
}));

function parseArguments(raw: string): Record<string, unknown> {
  if (raw.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new ToolArgumentError('the arguments must be a JSON object');
}

/**
 * An OpenAI-compatible chat completions endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL) that may only call the
 * chat's data functions: each call runs under the caller's scope and its result is all the model sees.
 * The key goes only into the Authorization header; errors never carry it.
 */
export class OpenAiChatModel implements ChatModel {
  readonly kind = 'model' as const;
  readonly name: string;

  constructor(
    private readonly config: OpenAiChatConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.name = config.model;
  }

  async answer(question: ChatQuestion): Promise<ChatAnswer> {
    const messages: WireMessage[] = [
      { role: 'system', content: systemPrompt },
      ...question.history.map((message) => ({ role: message.role, content: message.content })),
      { role: 'user', content: question.question },
    ];
    const citations: ChatCitation[] = [];
    const toolCalls: ChatToolCall[] = [];
    for (let round = 0; round <= maxToolRounds; round += 1) {
      const reply = await this.complete(messages, round < maxToolRounds);
      if (!reply.tool_calls?.length) {
        const content = typeof reply.content === 'string' ? reply.content.trim() : '';
        if (content === '') throw new ChatModelError('the model returned an empty answer');
        return { content, citations: distinctCitations(citations), toolCalls };
      }
      messages.push({ role: 'assistant', content: reply.content ?? null, tool_calls: reply.tool_calls });
      for (const call of reply.tool_calls) {
        const name = call.function?.name;
        if (!findChatTool(name))
          throw new ChatModelError(`the model called an unknown tool "${String(name).slice(0, 60)}"`);
        let content: string;
        try {
          const args = parseArguments(call.function.arguments ?? '');
          toolCalls.push({ name, arguments: args });
          const outcome = await question.runTool(name, args);
          citations.push(...outcome.citations);
          content = JSON.stringify({ answer: outcome.answer, facts: outcome.facts });
        } catch (error) {
          if (!(error instanceof ToolArgumentError)) throw error;
          content = JSON.stringify({ error: `Invalid arguments: ${error.message}` });
        }
        messages.push({ role: 'tool', tool_call_id: call.id, content });
      }
    }
    throw new ChatModelError(`the model did not answer within ${maxToolRounds} tool rounds`);
  }

  private async complete(messages: WireMessage[], allowTools: boolean) {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.config.apiKey}` },
        body: JSON.stringify({
          model: this.config.model,
          messages,
          ...(allowTools ? { tools: wireTools, tool_choice: 'auto' } : {}),
        }),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new ChatModelError(timedOut(error) ? this.timeoutMessage() : 'the model could not be reached');
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ChatModelError(`the model answered with HTTP ${response.status}`);
    }
    let body: { choices?: { message?: { content?: string | null; tool_calls?: WireToolCall[] } }[] };
    try {
      body = (await response.json()) as typeof body;
    } catch (error) {
      throw new ChatModelError(timedOut(error) ? this.timeoutMessage() : 'the model’s reply was not JSON');
    }
    const message = body.choices?.[0]?.message;
    if (!message) throw new ChatModelError('the model’s reply had no message');
    return message;
  }

  private timeoutMessage(): string {
    return `the model did not answer within ${this.config.timeoutMs} ms`;
  }
}

/** fetch's abort by AbortSignal.timeout (a DOMException, which is no Error in every realm). */
const timedOut = (error: unknown): boolean => {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
};
