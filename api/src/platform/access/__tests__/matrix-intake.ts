import { OperatorArea } from '../operator-areas';
import { byId, gql, input, rest, type Entry, type Verdicts } from './matrix-dsl';

/**
 * The public intake (decision 406): the form is public; the desk is the operator's (every intake)
 * and the matched clinic's staff and admins (their clinic's). An attorney reads none: every id, of
 * their own cases' clinic too, answers as a missing one; the desk's list and count refuse them.
 */
const matchedClinicAndOperator: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'hidden',
  super_admin: 'any',
};
const desk: Verdicts = { clinic_staff: 'allow', clinic_admin: 'allow', attorney: 'forbid', super_admin: 'any' };

/** Over GraphQL the operator's side is the console's Intake area: operator staff with it get the super admin's verdict. */
const intakeArea = (verdicts: Verdicts): Verdicts => ({ ...verdicts, area: OperatorArea.intake });

export const intakeMatrix: Record<string, Entry> = {
  'Query.intakeFormToken': { public: 'The public form asks for it when it opens (signed out)' },
  'Query.intakeConsentText': { public: 'The consent the public form shows (signed out)' },
  'Mutation.publicIntakeSubmit': { public: 'The public form /get-help: injured people are not signed in' },
  'GET /api/public/intake/form': { public: 'The public form asks for its token and consent text (signed out)' },
  'POST /api/public/intake': { public: 'The public form /get-help: injured people are not signed in' },
  'Query.intakes': [
    {
      label: 'the desk',
      call: gql('{ intakes(first: 100) { nodes { id } } }'),
      roles: intakeArea(desk),
    },
  ],
  'GET /api/intake': [{ label: 'the desk', call: rest(), roles: desk }],
  'Query.intakeOpenCount': [{ label: 'open', call: gql('{ intakeOpenCount }'), roles: intakeArea(desk) }],
  'Query.intake': [
    {
      label: 'by id',
      call: byId('query($id: Int!) { intake(id: $id) { id intakeCode ipAddress } }'),
      target: 'intake',
      roles: intakeArea(matchedClinicAndOperator),
    },
  ],
  'Mutation.intakeMarkContacted': [
    {
      label: 'new',
      call: byId('mutation($id: Int!) { intakeMarkContacted(id: $id) { id conversionStatus } }'),
      target: 'intake',
      roles: intakeArea(matchedClinicAndOperator),
      fresh: true,
    },
  ],
  'Mutation.intakeClose': [
    {
      label: 'contacted',
      call: input('mutation($input: IntakeCloseInput!) { intakeClose(input: $input) { id } }', (a) => ({
        intakeId: a.id,
        reason: 'Matrix close',
      })),
      target: 'contactedIntake',
      roles: intakeArea(matchedClinicAndOperator),
      fresh: true,
    },
  ],
  'Mutation.intakeConvert': [
    {
      label: 'contacted',
      call: input('mutation($input: IntakeConvertInput!) { intakeConvert(input: $input) { id } }', (a) => ({
        intakeId: a.id,
      })),
      target: 'contactedIntake',
      roles: intakeArea(matchedClinicAndOperator),
      fresh: true,
    },
  ],
};
