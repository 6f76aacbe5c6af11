import { ConfigError, loadConfig } from '../../../config';
import { planQuestion } from '../builtin-chat-engine';

describe('the built-in engine: which data functions a question asks for', () => {
  it.each([
    ['How many open cases do I have?', [{ name: 'count_cases', arguments: { status: 'open' } }]],
    [
      'how many closed slip and fall cases',
      [{ name: 'count_cases', arguments: { status: 'closed', caseType: 'slip_fall' } }],
    ],
    ['Which cases are in attorney review?', [{ name: 'list_cases', arguments: { status: 'attorney_review' } }]],
    ['What is the balance on case C1-CASE-2026-3?', [{ name: 'case_summary', arguments: { case: 'C1-CASE-2026-3' } }]],
    ['What is the status of Maria Lopez’s case?', [{ name: 'case_summary', arguments: { case: 'Maria Lopez' } }]],
    ['bills for the case of Ana Ruiz', [{ name: 'case_summary', arguments: { case: 'Ana Ruiz' } }]],
    ['Which bills are overdue?', [{ name: 'overdue_bills', arguments: {} }]],
    ['Any tasks past due?', [{ name: 'overdue_tasks', arguments: {} }]],
    [
      'What is overdue?',
      [
        { name: 'overdue_bills', arguments: {} },
        { name: 'overdue_tasks', arguments: {} },
      ],
    ],
    ['Which cases have a balance?', [{ name: 'cases_with_balance', arguments: {} }]],
    ['What is the average settlement?', [{ name: 'average_settlement', arguments: {} }]],
    ['average billed per case', [{ name: 'average_billed_per_case', arguments: {} }]],
    ['How many appointments this week?', [{ name: 'count_appointments', arguments: { period: 'this_week' } }]],
    ['How many patients do I have?', [{ name: 'count_patients', arguments: {} }]],
    ['How many open tasks do I have?', [{ name: 'count_open_tasks', arguments: {} }]],
  ])('%s', (question, plan) => {
    expect(planQuestion(question, null)).toEqual(plan);
  });

  it('answers "this case" from a case chat, and nothing it does not understand', () => {
    expect(planQuestion('What is the balance on this case?', 12)).toEqual([{ name: 'case_summary', arguments: {} }]);
    expect(planQuestion('What is the balance on this case?', null)).toEqual([
      { name: 'cases_with_balance', arguments: {} },
    ]);
    expect(planQuestion('Write me a poem', null)).toBeNull();
    expect(planQuestion('What is the average weather?', null)).toBeNull();
    expect(planQuestion('How many appointments?', null)).toBeNull();
  });
});

describe('AI_* configuration', () => {
  it('uses the built-in engine unless all three are set, and validates them', () => {
    expect(loadConfig({}).ai).toEqual({ chatModel: null, chatQuestionsPerMinute: 20 });
    expect(
      loadConfig({ AI_BASE_URL: 'https://llm.example/v1/', AI_API_KEY: 'secret-key', AI_MODEL: 'gpt-x' }).ai.chatModel,
    ).toEqual({ baseUrl: 'https://llm.example/v1', apiKey: 'secret-key', model: 'gpt-x', timeoutMs: 20000 });
    expect(() => loadConfig({ AI_BASE_URL: 'https://llm.example/v1', AI_MODEL: 'gpt-x' })).toThrow(
      new ConfigError('AI_API_KEY must be set too: the AI model needs AI_BASE_URL, AI_API_KEY and AI_MODEL'),
    );
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://x', AI_API_KEY: 'k', AI_MODEL: 'm' })).toThrow(
      'AI_BASE_URL must start with http: or https:',
    );
    const missingUrl = () => loadConfig({ AI_API_KEY: 'secret-key', AI_MODEL: 'gpt-x' });
    expect(missingUrl).toThrow(/^AI_BASE_URL must be set too/);
    expect(missingUrl).not.toThrow(/secret-key/);
  });
});
