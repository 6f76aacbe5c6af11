import { byId, gql, input, rest, type CallArgs, type Entry, type Verdicts } from './matrix-dsl';

/**
 * The AI chat (issue 23): clinic users and attorneys each read and write only their own chats (another
 * person's, a colleague's included, answers as a missing one); the operator is refused (decision 195).
 */
const chatUsers: Verdicts = { clinic_staff: 'allow', clinic_admin: 'allow', attorney: 'allow', super_admin: 'forbid' };
const question = () => ({ content: 'How many open cases do I have?' });
const othersOf = (a: { world: CallArgs['world'] }) => a.world.aiChatSessions.others;

export const aiChatMatrix: Record<string, Entry> = {
  'Query.aiChatEngine': [{ label: 'engine', call: gql('{ aiChatEngine { kind name } }'), roles: chatUsers }],
  'Query.aiChatSessions': [
    { label: 'own', call: gql('{ aiChatSessions(first: 100) { nodes { id } } }'), roles: chatUsers },
  ],
  'Query.aiChatSession': [
    {
      label: 'by id',
      call: byId('query($id: Int!) { aiChatSession(id: $id) { session { id } messages { id } } }'),
      target: 'aiChatSession',
      roles: chatUsers,
      extraForeign: (world) => othersOf({ world }),
    },
  ],
  'Mutation.aiChatSessionCreate': [
    {
      label: 'general',
      call: gql('mutation { aiChatSessionCreate(input: { sessionType: general }) { id } }'),
      roles: chatUsers,
    },
    {
      label: 'on a case',
      call: input('mutation($input: AiChatSessionCreateInput!) { aiChatSessionCreate(input: $input) { id } }', (a) => ({
        sessionType: 'case_analysis',
        caseId: a.id,
      })),
      target: 'case',
      roles: chatUsers,
    },
  ],
  'Mutation.aiChatSend': [
    {
      label: 'a question',
      call: input('mutation($input: AiChatSendInput!) { aiChatSend(input: $input) { answer { id } } }', (a) => ({
        sessionId: a.id,
        ...question(),
      })),
      target: 'aiChatSession',
      roles: chatUsers,
      extraForeign: (world) => othersOf({ world }),
    },
  ],
  'POST /api/ai/chat/session': [
    {
      label: 'on a case',
      call: rest({ body: (a) => ({ sessionType: 'case_analysis', caseId: a.id }) }),
      target: 'case',
      roles: chatUsers,
    },
  ],
  'GET /api/ai/chat/sessions': [
    { label: 'own', call: rest({ path: () => '/api/ai/chat/sessions?limit=100' }), roles: chatUsers },
  ],
  'GET /api/ai/chat/sessions/:id/messages': [
    {
      label: 'by id',
      call: rest(),
      target: 'aiChatSession',
      roles: chatUsers,
      extraForeign: (world) => othersOf({ world }),
    },
  ],
  'POST /api/ai/chat/sessions/:id/messages': [
    {
      label: 'a question',
      call: rest({ body: question }),
      target: 'aiChatSession',
      roles: chatUsers,
      extraForeign: (world) => othersOf({ world }),
    },
  ],
};
