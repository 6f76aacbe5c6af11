import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, currentUserMock } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AiCaseByIdQuery } from '../AiCasePicker';
import { PredictionsTab } from './PredictionsTab';
import { CasePredictionsQuery, PredictionModelsQuery, PredictionRefitMutation } from './predictionDocuments';

jest.setTimeout(20_000);

const caseMock = {
  request: { query: AiCaseByIdQuery, variables: { id: 42 } },
  result: {
    data: {
      case: {
        __typename: 'Case' as const,
        id: 42,
        caseNumber: 'C1-CASE-2026-42',
        status: 'active_treatment',
        patient: { __typename: 'Patient' as const, id: 7, fullName: 'Ana Ruiz' },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const prediction = (type: string, value: number | null, extra: Record<string, unknown> = {}) => ({
  __typename: 'CasePrediction' as const,
  type,
  value,
  rangeLow: value === null ? null : value * 0.7,
  rangeHigh: value === null ? null : value * 1.3,
  confidence: value === null ? null : 0.83,
  currentValue: null,
  modelVersion: value === null ? null : `${type}@clinic:1:v3`,
  trainingSize: value === null ? 12 : 64,
  insufficientReason: null,
  factors: [],
  ...extra,
});

const predictionsMock = {
  request: { query: CasePredictionsQuery, variables: { caseId: 42 } },
  result: {
    data: {
      casePredictions: {
        __typename: 'CasePredictions' as const,
        caseId: 42,
        confidenceDefinition: 'Confidence is the lower end of the 90% Wilson interval of the back-test’s coverage.',
        predictions: [
          prediction('settlement_amount', 18_340, {
            factors: [
              { __typename: 'PredictionFactor', name: 'billedTotal', label: 'Billed to date', effect: 2150 },
              {
                __typename: 'PredictionFactor',
                name: 'gapDaysOver14',
                label: 'Days in treatment gaps over 14 days',
                effect: -900,
              },
            ],
          }),
          prediction('case_duration', 7.4),
          prediction('success_probability', null, {
            insufficientReason: 'Too few closed cases to predict the success probability: 12 of 20 needed',
          }),
        ],
        netToClinic: {
          __typename: 'NetToClinic' as const,
          billedToDate: 4200,
          reductionShare: 0.25,
          reductionShareLow: 0.1,
          reductionShareHigh: 0.4,
          net: 3150,
          netLow: 2520,
          netHigh: 3780,
          paymentDays: 21,
          paymentDaysLow: 10,
          paymentDaysHigh: 40,
          paymentDate: null,
          noHistoryReason: null,
        },
      },
    },
  },
};

const modelsMock = {
  request: { query: PredictionModelsQuery },
  result: {
    data: {
      predictionModels: [
        {
          __typename: 'PredictionModelView' as const,
          type: 'settlement_amount',
          version: 3,
          modelVersion: 'settlement_amount@clinic:1:v3',
          algorithm: 'ridge multivariate linear',
          trainingSize: 64,
          fittedAt: '2026-11-20T10:00:00Z',
          insufficientReason: null,
          backtest: {
            __typename: 'PredictionBacktest' as const,
            folds: 5,
            n: 64,
            mae: 2100,
            maePercentOfMean: 14.2,
            coverage: 0.89,
            points: [
              { __typename: 'BacktestPoint' as const, actual: 15000, predicted: 16200 },
              { __typename: 'BacktestPoint' as const, actual: 22000, predicted: 20100 },
            ],
          },
        },
      ],
    },
  },
};

describe('PredictionsTab', () => {
  it("shows the case's predictions with ranges, factors and the honest too-few answer, net to clinic and the back-test", async () => {
    renderWithProviders(<PredictionsTab chartWidth={400} />, {
      route: '/ai-dashboard?tab=predictions&caseId=42',
      mocks: [currentUserMock(aUser()), caseMock, predictionsMock, modelsMock],
    });
    const settlement = within(await screen.findByRole('region', { name: 'Settlement amount' }));
    expect(settlement.getByText('$18,340')).toBeInTheDocument();
    expect(settlement.getByText('90% range: $12,838 – $23,842')).toBeInTheDocument();
    expect(settlement.getByText('Confidence: 83%')).toBeInTheDocument();
    expect(settlement.getByText('Billed to date: +$2,150')).toBeInTheDocument();
    expect(settlement.getByText('Days in treatment gaps over 14 days: −$900')).toBeInTheDocument();
    expect(settlement.getByText(/Model settlement_amount@clinic:1:v3 · 64 closed cases/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Case duration' })).getByText('7.4 months')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Success probability' })).getByText(
        'Too few closed cases to predict the success probability: 12 of 20 needed',
      ),
    ).toBeInTheDocument();
    const net = within(screen.getByRole('region', { name: 'Net to clinic' }));
    expect(net.getByText('$3,150')).toBeInTheDocument();
    expect(net.getByText('90% range $2,520 – $3,780')).toBeInTheDocument();
    expect(net.getByText('21 days')).toBeInTheDocument();

    const table = within(await screen.findByRole('table', { name: 'Back-test per prediction' }));
    expect(table.getByText('$2,100 (14% of the mean)')).toBeInTheDocument();
    expect(table.getByText('89% of 64')).toBeInTheDocument();
    expect(
      await screen.findByRole('figure', { name: /Settlement amount: predicted against actual for 2/ }),
    ).toBeInTheDocument();
    // Staff read; they do not ask for refits.
    expect(screen.queryByRole('button', { name: 'Refit models' })).not.toBeInTheDocument();
    for (const placeholder of ['$25,000', '8 months', '85%', '90%'])
      expect(screen.queryByText(placeholder, { exact: true })).not.toBeInTheDocument();
  });

  it('lets a clinic admin queue a refit', async () => {
    const refit = jest.fn(() => ({
      data: { predictionRefit: { __typename: 'PredictionRefitRequest', queued: true } },
    }));
    renderWithProviders(<PredictionsTab chartWidth={400} />, {
      route: '/ai-dashboard?tab=predictions',
      mocks: [
        currentUserMock(aUser({ role: 'clinic_admin' })),
        modelsMock,
        { request: { query: PredictionRefitMutation }, result: refit },
      ],
    });
    expect(screen.getByText('Choose a case')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Refit models' }));
    await waitFor(() => expect(refit).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Refit queued')).toBeInTheDocument();
  });
});
