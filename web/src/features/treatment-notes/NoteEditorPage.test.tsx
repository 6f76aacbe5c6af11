import { Route, Routes } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import type { TreatmentNoteFieldsFragment } from '../../gql/graphql';
import { aUser, currentUserMock, graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import NoteEditorPage from './NoteEditorPage';
import {
  DiagnosisCodeSearchQuery,
  NoteFeeScheduleQuery,
  TreatmentNoteQuery,
  TreatmentNoteSignMutation,
  TreatmentNoteUpdateMutation,
} from './treatmentNoteQueries';

const version = (id: number, number: number, isLocked: boolean, addendumReason: string | null = null) => ({
  __typename: 'TreatmentNoteVersionView' as const,
  id,
  version: number,
  isLocked,
  signedAt: isLocked ? '2026-01-05T15:00:00.000Z' : null,
  signedByName: isLocked ? 'Dana Provider' : null,
  addendumReason,
  createdAt: '2026-01-05T14:00:00.000Z',
});

function aNote(overrides: Partial<TreatmentNoteFieldsFragment> = {}): TreatmentNoteFieldsFragment {
  return {
    __typename: 'TreatmentNote',
    id: 7,
    version: 1,
    isLocked: false,
    signedAt: null,
    signedByName: null,
    addendumReason: null,
    createdAt: '2026-01-05T14:00:00.000Z',
    updatedAt: '2026-01-05T14:00:00.000Z',
    appointmentId: 3,
    visitStart: '2026-01-05T14:00:00.000Z',
    patientId: 2,
    patientName: 'Ana Patient',
    caseId: 4,
    caseNumber: 'C1-CASE-2026-1',
    providerName: 'Dana Provider',
    noteType: 'soap',
    subjective: 'Neck pain',
    objective: null,
    assessment: null,
    plan: null,
    painScale: 6,
    vitalSigns: { __typename: 'VitalSignsView', pulse: 72 },
    treatmentsProvided: null,
    diagnoses: [
      {
        __typename: 'NoteDiagnosisView',
        code: 'S13.4XXA',
        description: 'Sprain of ligaments of cervical spine, initial encounter',
      },
      { __typename: 'NoteDiagnosisView', code: 'M54.2', description: 'Cervicalgia' },
    ],
    procedures: [
      {
        __typename: 'NoteProcedureView',
        code: '98941',
        description: 'Adjustment, 3-4 regions',
        units: 1,
        modifiers: [],
        diagnosisPointers: [1, 2],
      },
    ],
    originalNoteId: null,
    versions: [version(7, 1, false)],
    ...overrides,
  } as TreatmentNoteFieldsFragment;
}

const noteMock = (note: TreatmentNoteFieldsFragment): MockLink.MockedResponse => ({
  request: { query: TreatmentNoteQuery, variables: { id: note.id } },
  result: { data: { treatmentNote: note } },
});
const feeScheduleMock: MockLink.MockedResponse = {
  request: { query: NoteFeeScheduleQuery },
  result: {
    data: {
      feeSchedule: [
        {
          __typename: 'FeeScheduleItem',
          id: 1,
          procedureCode: '98941',
          description: 'Adjustment, 3-4 regions',
          fee: '60.00',
          defaultUnits: 1,
        },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const expectedInput = {
  noteType: 'soap',
  subjective: 'Neck pain, better',
  objective: null,
  assessment: null,
  plan: null,
  painScale: 6,
  vitalSigns: {
    bloodPressureSystolic: null,
    bloodPressureDiastolic: null,
    pulse: 72,
    respiratoryRate: null,
    temperatureF: null,
    heightIn: null,
    weightLb: null,
  },
  treatmentsProvided: null,
  diagnosisCodes: ['S13.4XXA', 'M54.2'],
  procedures: [{ code: '98941', units: 1, modifiers: [], diagnosisPointers: [1, 2] }],
};

const renderPage = (mocks: MockLink.MockedResponse[], role: 'clinic_staff' | 'attorney' = 'clinic_staff') =>
  renderWithProviders(
    <Routes>
      <Route path="/notes/:id" element={<NoteEditorPage />} />
    </Routes>,
    { route: '/notes/7', mocks: [currentUserMock(aUser({ role })), feeScheduleMock, ...mocks] },
  );

describe('NoteEditorPage', () => {
  it('saves the draft and signs it after the confirmation that signing locks it', async () => {
    const signed = aNote({ isLocked: true, signedAt: '2026-01-05T15:00:00.000Z', versions: [version(7, 1, true)] });
    const update = jest.fn(() => ({ data: { treatmentNoteUpdate: aNote({ subjective: 'Neck pain, better' }) } }));
    const sign = jest.fn(() => ({ data: { treatmentNoteSign: signed } }));
    renderPage([
      noteMock(aNote()),
      { request: { query: TreatmentNoteUpdateMutation, variables: { id: 7, input: expectedInput } }, result: update },
      { request: { query: TreatmentNoteSignMutation, variables: { id: 7 } }, result: sign },
    ]);
    const user = userEvent.setup();
    // Text and label queries: role queries over this long form are slow on a busy machine.
    const subjective = await screen.findByLabelText('Subjective');
    expect(
      screen.getByText('1. S13.4XXA Sprain of ligaments of cervical spine, initial encounter'),
    ).toBeInTheDocument();
    await user.type(subjective, ', better');
    await user.click(screen.getByText('Sign note'));
    expect(await screen.findByText(/^Signing locks this note/)).toBeInTheDocument();
    await user.click(screen.getByText('Sign', { selector: 'button' }));
    await waitFor(() => expect(sign).toHaveBeenCalled());
    expect(update).toHaveBeenCalled();
    expect(await screen.findByText('Note signed')).toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names", async () => {
    renderPage([
      noteMock(aNote()),
      {
        request: {
          query: TreatmentNoteUpdateMutation,
          variables: { id: 7, input: { ...expectedInput, subjective: 'Neck pain' } },
        },
        result: {
          errors: [
            graphqlError('Pulse must be a whole number from 20 to 250', 'BAD_USER_INPUT', {
              fieldErrors: [{ field: 'vitalSigns.pulse', message: 'Pulse must be a whole number from 20 to 250' }],
            }),
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByText('Save draft'));
    const pulse = screen.getByLabelText('Pulse (bpm)');
    await waitFor(() => expect(pulse).toHaveAccessibleDescription('Pulse must be a whole number from 20 to 250'));
  });

  it('adds a diagnosis found by the search as the next pointer', async () => {
    renderPage([
      noteMock(aNote()),
      {
        request: { query: DiagnosisCodeSearchQuery, variables: { search: 'lumbar', first: 20 } },
        result: {
          data: {
            diagnosisCodes: [
              {
                __typename: 'DiagnosisCode',
                id: 9,
                code: 'S33.5XXA',
                description: 'Sprain of ligaments of lumbar spine, initial encounter',
                isClinicCode: false,
              },
            ],
          },
        },
      },
    ]);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Add a diagnosis (ICD-10-CM)' }), 'lumbar');
    await user.click(await screen.findByRole('option', { name: /S33\.5XXA/ }));
    expect(screen.getByText('3. S33.5XXA Sprain of ligaments of lumbar spine, initial encounter')).toBeInTheDocument();
  });

  it('shows a signed note read-only with its versions; the attorney gets no addendum button', async () => {
    const signed = aNote({
      isLocked: true,
      signedAt: '2026-01-05T15:00:00.000Z',
      signedByName: 'Dana Provider',
      versions: [version(7, 1, true)],
    });
    renderPage([noteMock(signed)], 'attorney');
    expect(await screen.findByRole('heading', { name: 'Treatment note', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Subjective' })).not.toBeInTheDocument();
    expect(screen.getByText('Neck pain')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Versions of this note' })).toHaveTextContent('Signed by Dana Provider');
    expect(screen.queryByRole('button', { name: 'Write addendum' })).not.toBeInTheDocument();
  });

  it('offers the clinic an addendum on the latest signed version', async () => {
    renderPage([
      noteMock(aNote({ isLocked: true, signedAt: '2026-01-05T15:00:00.000Z', versions: [version(7, 1, true)] })),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Write addendum' }));
    expect(await screen.findByRole('dialog', { name: 'Write an addendum' })).toBeInTheDocument();
  });
});
