import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { aDocument } from '../test/documentFixtures';
import { DocumentAnalysisCell } from './DocumentAnalysisCell';
import { DocumentAnalysisQuery, DocumentAnalysisRetryMutation } from './documentAnalysisOperations';

const completed = {
  __typename: 'DocumentAnalysis' as const,
  id: 7,
  documentId: 501,
  status: 'completed' as const,
  confidence: 0.875,
  processingTimeMs: 42,
  error: null as string | null,
  completedAt: '2026-01-02T10:00:00Z',
  canRetry: false,
  findings: {
    __typename: 'DocumentFindingsView' as const,
    totalAmount: '1234.56',
    pages: 1,
    characters: 180,
    truncated: false,
    dates: [
      {
        __typename: 'FoundDateView' as const,
        date: '2026-01-15',
        text: '01/15/2026',
        context: 'Date of service: 01/15/2026',
        verified: true,
      },
    ],
    providers: [
      {
        __typename: 'FoundProviderView' as const,
        name: 'Jane Carter',
        source: 'clinic_provider',
        context: 'Provider: Dr. Jane Carter',
        verified: true,
      },
    ],
    amounts: [
      {
        __typename: 'FoundAmountView' as const,
        amount: '1234.56',
        isTotal: true,
        context: 'Total charges: $1,234.56',
        verified: true,
      },
    ],
    diagnosisCodes: [
      {
        __typename: 'FoundDiagnosisCodeView' as const,
        code: 'M54.2',
        description: 'Cervicalgia',
        context: 'Diagnosis: M54.2',
        verified: true,
      },
      {
        __typename: 'FoundDiagnosisCodeView' as const,
        code: 'Q99.9',
        description: null,
        context: 'also Q99.9 noted',
        verified: false,
      },
    ],
  },
};
const failed = {
  ...completed,
  status: 'failed' as const,
  confidence: null,
  processingTimeMs: null,
  completedAt: null,
  error: 'The PDF is encrypted (password-protected): its text cannot be read.',
  canRetry: true,
  findings: null,
};

const analysisMock = (answer: typeof completed | typeof failed): MockLink.MockedResponse => ({
  request: { query: DocumentAnalysisQuery, variables: { documentId: 501 } },
  result: { data: { documentAnalysis: answer } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

describe('a document’s AI analysis in its row', () => {
  it('says a file that is not a PDF or text file is not analysed, and why', () => {
    renderWithProviders(<DocumentAnalysisCell document={aDocument({ fileName: 'xray.png', fileType: 'image/png' })} />);
    expect(screen.getByText('Not analysed: only PDF and text files are read')).toBeInTheDocument();
  });

  it('opens the findings grouped by kind, with the processing time and unverified codes marked', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <DocumentAnalysisCell
        document={aDocument({ analysis: { __typename: 'DocumentAnalysis', id: 7, status: 'completed' } })}
      />,
      {
        mocks: [analysisMock(completed)],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Analysed: open the AI analysis of mri-report.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI analysis: mri-report.pdf' });
    expect(await within(dialog).findByText('42 ms')).toBeInTheDocument();
    expect(within(dialog).getByText('88%')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('region', { name: 'Dates' })).getByText('Jan 15, 2026 (written “01/15/2026”)'),
    ).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('region', { name: 'Providers' })).getByText('Jane Carter · Your provider'),
    ).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('region', { name: 'Amounts' })).getByText('$1,234.56 · total'),
    ).toBeInTheDocument();
    const codes = within(dialog).getByRole('region', { name: 'ICD-10 codes' });
    expect(within(codes).getByText('M54.2 · Cervicalgia')).toBeInTheDocument();
    expect(within(codes).getByText('Unverified: not in your diagnosis codes')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows why an analysis failed and runs it again on Retry', async () => {
    const user = userEvent.setup();
    const retried = jest.fn(() => ({
      data: { documentAnalysisRetry: { ...failed, status: 'pending' as const, error: null, canRetry: false } },
    }));
    renderWithProviders(
      <DocumentAnalysisCell
        document={aDocument({ analysis: { __typename: 'DocumentAnalysis', id: 7, status: 'failed' } })}
      />,
      {
        mocks: [
          analysisMock(failed),
          { request: { query: DocumentAnalysisRetryMutation, variables: { documentId: 501 } }, result: retried },
        ],
      },
    );
    await user.click(screen.getByRole('button', { name: 'Analysis failed: open the AI analysis of mri-report.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(failed.error)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retried).toHaveBeenCalledTimes(1));
    expect(
      await within(dialog).findByText('The document is being read; its findings appear here when it is done.'),
    ).toBeInTheDocument();
  });
});
