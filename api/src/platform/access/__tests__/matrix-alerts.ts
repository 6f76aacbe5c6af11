import { byId, clinicAdminOnly, clinicOnly, everyone, gql, input, rest, type Entry } from './matrix-dsl';

/**
 * Alerts both sides see (decision 336): a case's alerts are read by whoever may read the case (its
 * clinic, its attorney, the operator), a foreign or missing case answering as missing; the open
 * alerts overview is each caller's own scope; the alert rules and state periods are the clinic's:
 * its users read them, its admins change them.
 */
const settings = { gapDays: 14, planBehindVisits: 3, reExamGraceDays: 7 };
const period = { state: 'NV', periodMonths: 24, notes: null };

export const alertsMatrix: Record<string, Entry> = {
  'Query.caseAlertBoard': [
    {
      label: 'of a case',
      call: byId('query($id: Int!) { caseAlertBoard(caseId: $id) { caseId alerts { id } } }'),
      target: 'case',
      roles: everyone,
    },
  ],
  'Query.alertOverview': [
    { label: 'own cases', call: gql('{ alertOverview { openCount alerts { id caseId } } }'), roles: everyone },
  ],
  'Query.clinicAlertSettings': [
    { label: 'rules', call: gql('{ clinicAlertSettings { gapDays } }'), roles: clinicOnly },
  ],
  'Mutation.clinicAlertSettingsUpdate': [
    {
      label: 'rules',
      call: input(
        'mutation($input: ClinicAlertSettingsInput!) { clinicAlertSettingsUpdate(input: $input) { gapDays } }',
        () => settings,
      ),
      roles: clinicAdminOnly,
    },
  ],
  'Query.statutePeriods': [{ label: 'table', call: gql('{ statutePeriods { state } }'), roles: clinicOnly }],
  'Mutation.statutePeriodSet': [
    {
      label: 'a state',
      call: input('mutation($input: StatutePeriodInput!) { statutePeriodSet(input: $input) { state } }', () => period),
      roles: clinicAdminOnly,
    },
  ],
  'Mutation.statutePeriodReset': [
    {
      label: 'a state',
      call: gql('mutation { statutePeriodReset(state: "NV") { state } }'),
      roles: clinicAdminOnly,
    },
  ],
  'GET /api/cases/:id/alerts': [{ label: 'of a case', call: rest(), target: 'case', roles: everyone }],
  'GET /api/alerts': [{ label: 'own cases', call: rest(), roles: everyone }],
  'GET /api/clinic/alert-settings': [{ label: 'rules', call: rest(), roles: clinicOnly }],
  'PUT /api/clinic/alert-settings': [{ label: 'rules', call: rest({ body: () => settings }), roles: clinicAdminOnly }],
  'GET /api/statute-periods': [{ label: 'table', call: rest(), roles: clinicOnly }],
  'PUT /api/statute-periods/:state': [
    {
      label: 'a state',
      call: rest({ path: () => '/api/statute-periods/NV', body: () => ({ periodMonths: 24 }) }),
      roles: clinicAdminOnly,
    },
  ],
  'DELETE /api/statute-periods/:state': [
    { label: 'a state', call: rest({ path: () => '/api/statute-periods/NV' }), roles: clinicAdminOnly },
  ],
};
