import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import type { AiChatMessageFieldsFragment } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AiCaseByIdQuery } from '../AiCasePicker';
import { AiChatTab } from './AiChatTab';
import {
  AiChatEngineQuery,
  AiChatSendMutation,
  AiChatSessionCreateMutation,
  AiChatSessionQuery,
  AiChatSessionsQuery,
} from './aiChatDocuments';

jest.setTimeout(20_000);

const aSession = (id: number, title: string) => ({
  __typename: 'AiChatSessionView' as const,
  id,
  sessionType: 'general' as const,
  caseId: null,
  caseNumber: null,
  title,
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const question: AiChatMessageFieldsFragment & { __typename: 'AiChatMessageView' } = {
  __typename: 'AiChatMessageView' as const,
  id: 1,
  role: 'user' as const,
  content: 'How many open cases do I have?',
  engine: null,
  fallbackReason: null,
  createdAt: '2026-11-20T10:01:00.000Z',
  citations: [],
};
const citation = {
  __typename: 'AiChatCitationView' as const,
  type: 'case',
  id: 12,
  label: 'C1-CASE-2026-3 (Ana Ruiz)',
  path: '/cases/12',
};
const answer: typeof question = {
  ...question,
  id: 2,
  role: 'assistant' as const,
  content: 'The balance on its ledger is $300.00.',
  engine: 'builtin',
  citations: [citation],
};

const engineMock: MockLink.MockedResponse = {
  request: { query: AiChatEngineQuery },
  result: {
    data: {
      aiChatEngine: {
        __typename: 'AiChatEngineView',
        kind: 'builtin',
        name: 'Built-in assistant',
        exampleQuestions: ['How many open cases do I have?'],
      },
    },
  },
};

const sessionsMock = (first: number, nodes: ReturnType<typeof aSession>[], hasNextPage: boolean) => ({
  request: { query: AiChatSessionsQuery, variables: { first } },
  result: {
    data: {
      aiChatSessions: {
        __typename: 'AiChatSessionConnection',
        nodes,
        pageInfo: { __typename: 'PageInfo', hasNextPage },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const sessionMock = (messages: AiChatMessageFieldsFragment[]) => ({
  request: { query: AiChatSessionQuery, variables: { id: 7 } },
  result: {
    data: {
      aiChatSession: { __typename: 'AiChatSessionDetail', session: aSession(7, 'General question'), messages },
    },
  },
});

describe('AiChatTab', () => {
  it('shows the 3 recent chats with Show all, says who answers, starts a chat and shows answers with their sources', async () => {
    const recent = [aSession(3, 'Third'), aSession(2, 'Second'), aSession(1, 'First')];
    const send = jest.fn(() => ({ data: { aiChatSend: { __typename: 'AiChatExchange', question, answer } } }));
    renderWithProviders(<AiChatTab />, {
      route: '/ai-dashboard?tab=chat',
      mocks: [
        engineMock,
        sessionsMock(3, recent, true),
        sessionsMock(50, [...recent, aSession(0, 'Oldest')], false),
        {
          request: {
            query: AiChatSessionCreateMutation,
            variables: { input: { sessionType: 'general', caseId: null } },
          },
          result: { data: { aiChatSessionCreate: aSession(7, 'General question') } },
        },
        sessionMock([]),
        {
          request: {
            query: AiChatSendMutation,
            variables: { input: { sessionId: 7, content: 'How many open cases do I have?' } },
          },
          result: send,
        },
        sessionMock([question, answer]),
      ],
    });
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Recent chats' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Third'), expect.stringContaining('Second'), expect.stringContaining('First')]);
    expect(await screen.findByText(/Answers come from the built-in assistant/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByRole('list', { name: 'All chats' })).toHaveTextContent('Oldest');

    await user.click(screen.getByRole('button', { name: 'New chat' }));
    expect(await screen.findByText('Chat Session Created')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'How many open cases do I have?' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));

    const conversation = await screen.findByRole('log', { name: 'Conversation' });
    expect(within(conversation).getByText('The balance on its ledger is $300.00.')).toBeInTheDocument();
    const source = within(within(conversation).getByRole('navigation', { name: 'Sources' })).getByRole('link', {
      name: 'C1-CASE-2026-3 (Ana Ruiz)',
    });
    expect(source).toHaveAttribute('href', '/cases/12');
  });

  it('asks for the case before starting a case analysis chat', async () => {
    renderWithProviders(<AiChatTab />, {
      route: '/ai-dashboard?tab=chat',
      mocks: [engineMock, sessionsMock(3, [], false)],
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No chats yet')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Session type' }));
    await user.click(await screen.findByRole('option', { name: 'Case analysis' }));
    await user.click(screen.getByRole('button', { name: 'New chat' }));
    expect(await screen.findByText('Choose the case this chat is about')).toBeInTheDocument();
  });

  it('starts a case analysis chat on the dashboard’s ?caseId= case', async () => {
    const create = jest.fn(() => ({
      data: { aiChatSessionCreate: { ...aSession(8, 'Case analysis: C1-CASE-2026-3'), sessionType: 'case_analysis' } },
    }));
    renderWithProviders(<AiChatTab />, {
      route: '/ai-dashboard?tab=chat&caseId=12',
      mocks: [
        engineMock,
        sessionsMock(3, [], false),
        {
          request: { query: AiCaseByIdQuery, variables: { id: 12 } },
          result: {
            data: {
              case: {
                __typename: 'Case',
                id: 12,
                caseNumber: 'C1-CASE-2026-3',
                status: 'active_treatment',
                patient: { __typename: 'Patient', id: 4, fullName: 'Ana Ruiz' },
              },
            },
          },
        },
        {
          request: {
            query: AiChatSessionCreateMutation,
            variables: { input: { sessionType: 'case_analysis', caseId: 12 } },
          },
          result: create,
        },
        {
          request: { query: AiChatSessionQuery, variables: { id: 8 } },
          result: {
            data: {
              aiChatSession: {
                __typename: 'AiChatSessionDetail',
                session: aSession(8, 'Case analysis: C1-CASE-2026-3'),
                messages: [],
              },
            },
          },
        },
      ],
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('combobox', { name: 'Session type' })).toHaveTextContent('Case analysis');
    expect(await screen.findByDisplayValue('C1-CASE-2026-3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New chat' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
  });
});
