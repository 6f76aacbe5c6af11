import { byId, caseAttorneyOnly, clinicOnly, everyone, input, rest, ws, type CallArgs, type Entry } from './matrix-dsl';

/**
 * Settlement statements (decisions 340-349): whoever may read the case reads its settlement (its
 * clinic, its attorney, the operator); only the case's attorney records or revises; only the case's
 * clinic (admins and staff) confirms or disputes; the operator writes nothing. Out of scope is missing.
 */
const statement = (a: CallArgs) => ({
  caseId: a.id,
  settlementDate: '2026-01-15',
  grossAmount: '1000.00',
  feePercentage: '30.00',
  costs: [{ description: 'Filing fee', amount: '50.00' }],
  clinicPayment: '60.00',
  otherLiens: [],
});
const { caseId: _caseId, ...restStatement } = statement({ id: 0 } as CallArgs);

export const settlementMatrix: Record<string, Entry> = {
  'Query.caseSettlement': [
    {
      label: 'of a case',
      call: byId('query($id: Int!) { caseSettlement(caseId: $id) { caseId current { id } history { id } } }'),
      target: 'case',
      roles: everyone,
    },
  ],
  'Mutation.settlementStatementRecord': [
    {
      label: 'on a case',
      call: input(
        'mutation($input: SettlementStatementInput!) { settlementStatementRecord(input: $input) { caseId } }',
        statement,
      ),
      target: 'case',
      roles: caseAttorneyOnly,
      fresh: true,
    },
  ],
  'Mutation.settlementStatementConfirm': [
    {
      label: 'proposed',
      call: input(
        'mutation($input: SettlementConfirmInput!) { settlementStatementConfirm(input: $input) { caseId } }',
        (a) => ({ statementId: a.id }),
      ),
      target: 'settlementStatement',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Mutation.settlementStatementDispute': [
    {
      label: 'proposed',
      call: input(
        'mutation($input: SettlementDisputeInput!) { settlementStatementDispute(input: $input) { caseId } }',
        (a) => ({ statementId: a.id, reason: 'Our balance is higher' }),
      ),
      target: 'settlementStatement',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Subscription.caseSettlementChanged': [
    {
      label: 'of a case',
      call: ws('subscription($id: Int!) { caseSettlementChanged(caseId: $id) { caseId } }'),
      target: 'case',
      roles: everyone,
    },
  ],
  'GET /api/cases/:id/settlement': [{ label: 'of a case', call: rest(), target: 'case', roles: everyone }],
  'POST /api/cases/:id/settlement': [
    {
      label: 'on a case',
      call: rest({ body: () => restStatement }),
      target: 'case',
      roles: caseAttorneyOnly,
      fresh: true,
    },
  ],
  'POST /api/settlement-statements/:id/confirm': [
    {
      label: 'proposed',
      call: rest({ body: () => ({}) }),
      target: 'settlementStatement',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'POST /api/settlement-statements/:id/dispute': [
    {
      label: 'proposed',
      call: rest({ body: () => ({ reason: 'Our balance is higher' }) }),
      target: 'settlementStatement',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'GET /api/settlement-statements/:id/statement.pdf': [
    { label: 'by statement id', call: rest(), target: 'settlementStatement', roles: everyone },
  ],
};
