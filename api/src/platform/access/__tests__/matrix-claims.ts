import { missingId } from './matrix-world';
import { byId, clinicOnly, everyone, gql, input, nodeIds, rest, type CallArgs, type Entry } from './matrix-dsl';

/** The coverage and unclaimed coded line of the case `a.id` (missing ids for a case without them). */
const claimable = (a: CallArgs) =>
  a.world.claimableByCase.get(a.id) ?? { coverageId: missingId, billingLineId: missingId };

const claimableOfClaim = (a: CallArgs) =>
  a.world.claimableByClaim.get(a.id) ?? { coverageId: missingId, billingLineId: missingId };

const coverageFields = { coverageType: 'medpay', carrierName: 'Matrix Casualty', payerId: 'MCAS1' };

/** Case coverages and insurance claims: the clinic writes, the case's attorney and the operator read. */
export const claimsMatrix: Record<string, Entry> = {
  'Query.caseCoverages': [
    {
      label: 'of a case',
      call: byId('query($id: Int!) { caseCoverages(caseId: $id) { id } }'),
      target: 'case',
      roles: everyone,
    },
  ],
  'Mutation.caseCoverageCreate': [
    {
      label: 'on a case',
      call: input('mutation($input: CoverageCreateInput!) { caseCoverageCreate(input: $input) { id } }', (a) => ({
        caseId: a.id,
        ...coverageFields,
      })),
      target: 'case',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Mutation.caseCoverageUpdate': [
    {
      label: 'by id',
      call: input('mutation($input: CoverageUpdateInput!) { caseCoverageUpdate(input: $input) { id } }', (a) => ({
        id: a.id,
        ...coverageFields,
      })),
      target: 'coverage',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Mutation.caseCoverageRemove': [
    {
      label: 'by id',
      call: byId('mutation($id: Int!) { caseCoverageRemove(id: $id) }'),
      target: 'coverage',
      roles: clinicOnly,
      fresh: true,
      deletes: true,
    },
  ],
  'Query.insuranceClaims': [
    {
      label: 'of a case',
      call: byId('query($id: Int) { insuranceClaims(filter: { caseId: $id }, first: 100) { nodes { id } } }'),
      target: 'case',
      roles: everyone,
    },
    {
      label: 'list',
      call: gql('{ insuranceClaims(first: 100) { nodes { id } } }'),
      roles: everyone,
      rows: { kind: 'claim', ids: nodeIds('insuranceClaims') },
    },
  ],
  'Query.insuranceClaim': [
    {
      label: 'by id',
      call: byId('query($id: Int!) { insuranceClaim(id: $id) { id status } }'),
      target: 'claim',
      roles: everyone,
    },
  ],
  'Query.claimableLines': [
    {
      label: 'of a case',
      call: byId('query($id: Int!) { claimableLines(caseId: $id) { billingLineId } }'),
      target: 'case',
      roles: clinicOnly,
    },
  ],
  'Mutation.insuranceClaimCreate': [
    {
      label: 'on a case',
      call: input('mutation($input: ClaimCreateInput!) { insuranceClaimCreate(input: $input) { id } }', (a) => ({
        caseId: a.id,
        coverageId: claimable(a).coverageId,
        billingLineIds: [claimable(a).billingLineId],
      })),
      target: 'claimCase',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Mutation.insuranceClaimUpdate': [
    {
      label: 'a draft',
      call: input('mutation($input: ClaimUpdateInput!) { insuranceClaimUpdate(input: $input) { id } }', (a) => ({
        id: a.id,
        coverageId: claimableOfClaim(a).coverageId,
        billingLineIds: [claimableOfClaim(a).billingLineId],
        accidentState: 'PA',
      })),
      target: 'claim',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Mutation.insuranceClaimSubmit': [
    {
      label: 'a draft',
      call: byId('mutation($id: Int!) { insuranceClaimSubmit(id: $id) { id status } }'),
      target: 'claim',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Mutation.insuranceClaimRecordPayment': [
    {
      label: 'a submitted claim',
      call: input(
        'mutation($input: ClaimPaymentInput!) { insuranceClaimRecordPayment(input: $input) { id status } }',
        (a) => ({ id: a.id, allowedAmount: '50.00', paidAmount: '40.00', paymentDate: '2025-02-01' }),
      ),
      target: 'submittedClaim',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Mutation.insuranceClaimDeny': [
    {
      label: 'a submitted claim',
      call: input('mutation($input: ClaimDenialInput!) { insuranceClaimDeny(input: $input) { id status } }', (a) => ({
        id: a.id,
        reason: 'Not covered',
      })),
      target: 'submittedClaim',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Mutation.insuranceClaimAppeal': [
    {
      label: 'a denied claim',
      call: input('mutation($input: ClaimAppealInput!) { insuranceClaimAppeal(input: $input) { id status } }', (a) => ({
        id: a.id,
        notes: 'Records attached',
      })),
      target: 'deniedClaim',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'GET /api/claims/:id/cms1500.pdf': [{ label: 'by id', call: rest(), target: 'submittedClaim', roles: everyone }],
  'GET /api/claims/:id/837p': [{ label: 'by id', call: rest(), target: 'submittedClaim', roles: everyone }],
};
