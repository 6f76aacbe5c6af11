import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { SystemHealthQuery } from './healthQueries';
import { HealthTab } from './HealthTab';

const aQueue = (name: string, figures: object = {}) => ({
  __typename: 'QueueHealth' as const,
  name,
  waiting: 0,
  active: 0,
  deadLettered: 0,
  oldestWaitingSeconds: null as number | null,
  ...figures,
});

function aHealth(
  overrides: { requests?: object; database?: object; status?: string; problems?: string[]; queues?: object[] } = {},
) {
  return {
    __typename: 'SystemHealth' as const,
    status: overrides.status ?? 'healthy',
    problems: overrides.problems ?? [],
    measuredAt: '2025-03-05T11:00:00.000Z',
    process: {
      __typename: 'ProcessHealth' as const,
      instance: 'api-1:4242',
      startedAt: '2025-03-04T09:00:00.000Z',
      uptimeSeconds: 93_784,
      memoryRssBytes: 157_286_400,
      heapUsedBytes: 52_428_800,
      heapTotalBytes: 83_886_080,
    },
    requests: {
      __typename: 'RequestHealth' as const,
      windowSeconds: 300,
      coveredSeconds: 300,
      requests: 620,
      errors: 3,
      requestsPerMinute: 124,
      errorRate: 3 / 620,
      latencyP50Ms: 12.4,
      latencyP95Ms: 48,
      latencyP99Ms: 130.2,
      ...overrides.requests,
    },
    database: {
      __typename: 'DatabaseHealth' as const,
      up: true,
      latencyMs: 0.8,
      sizeBytes: 44_040_192,
      connections: 12,
      activeConnections: 2,
      maxConnections: 100,
      poolTotal: 4,
      poolIdle: 3,
      poolWaiting: 0,
      poolMax: 10,
      ...overrides.database,
    },
    storage: {
      __typename: 'StorageHealth' as const,
      backend: 'local',
      documentCount: 1234,
      documentBytes: 5_368_709_120,
      diskTotalBytes: 107_374_182_400,
      diskFreeBytes: 53_687_091_200,
    },
    jobs: {
      __typename: 'JobQueueHealth' as const,
      queues: overrides.queues ?? [
        aQueue('mail.deliver', { waiting: 2, active: 1, oldestWaitingSeconds: 42 }),
        aQueue('audit.seal', { waiting: 1 }),
      ],
      emailsWaiting: 2,
      emailsFailed: 1,
      oldestEmailWaitingSeconds: 7200,
      auditRowsAwaitingSeal: 3,
    },
  };
}

/** Answers the health query with each answer in turn (the last one from then on). */
function healthMock(...answers: ReturnType<typeof aHealth>[]) {
  let asked = 0;
  const mock: MockLink.MockedResponse = {
    request: { query: SystemHealthQuery },
    result: () => {
      const health = answers[Math.min(asked, answers.length - 1)];
      asked += 1;
      return { data: { systemHealth: health } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, asked: () => asked };
}

const card = (label: string) => within(screen.getByRole('region', { name: label }));

describe('HealthTab', () => {
  it('shows the measured figures and says they are per api process', async () => {
    renderWithProviders(<HealthTab />, { mocks: [healthMock(aHealth()).mock] });

    expect(await screen.findByText('Healthy')).toBeInTheDocument();
    expect(card('Uptime').getByText('1 d 2 h 3 min')).toBeInTheDocument();
    expect(card('Request Rate').getByText('124 / min')).toBeInTheDocument();
    expect(card('Request Rate').getByText('620 requests in the last 5 minutes')).toBeInTheDocument();
    expect(card('Latency').getByText('p50 12 ms')).toBeInTheDocument();
    expect(card('Latency').getByText('p95 48 ms · p99 130 ms')).toBeInTheDocument();
    expect(card('Error Rate').getByText('0.48%')).toBeInTheDocument();
    expect(card('Database').getByText('42.0 MB')).toBeInTheDocument();
    expect(card('Database').getByText('Up · SELECT 1 in 0.8 ms')).toBeInTheDocument();
    expect(card('Connections').getByText('12 of 100')).toBeInTheDocument();
    expect(card('Connections').getByText(/this process's pool: 4 of 10 open, 3 idle, 0 waiting/)).toBeInTheDocument();
    expect(card('Storage Used').getByText('5.0 GB')).toBeInTheDocument();
    expect(card('Storage Used').getByText('1,234 documents · data disk 50.0 GB free of 100 GB')).toBeInTheDocument();
    expect(card('Job Queue').getByText('5')).toBeInTheDocument();
    expect(
      card('Job Queue').getByText(
        '2 emails waiting (1 failed), oldest 2 h 0 min · 3 audit rows awaiting the hash chain',
      ),
    ).toBeInTheDocument();
    expect(card('Memory').getByText('150 MB')).toBeInTheDocument();
    expect(screen.getByText(/by api process api-1:4242/)).toHaveTextContent("that process's own");
  });

  it('shows each job queue in a table, dead letters marked, and the problem the server names', async () => {
    const problem = '3 mail.deliver jobs failed every retry (dead letter queue mail.deliver.dead).';
    const health = aHealth({
      status: 'degraded',
      problems: [problem],
      queues: [
        aQueue('mail.deliver', { waiting: 4, active: 2, deadLettered: 3, oldestWaitingSeconds: 3900 }),
        aQueue('sessions.purge-expired'),
      ],
    });
    renderWithProviders(<HealthTab />, { mocks: [healthMock(health).mock] });

    const table = await screen.findByRole('table', { name: 'Job queues' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Queue', 'Waiting', 'Running', 'Dead letter', 'Oldest due job waiting'],
      ['mail.deliver', '4', '2', '3', '1 h 5 min'],
      ['sessions.purge-expired', '0', '0', '0', '—'],
    ]);
    expect(screen.getByText(problem)).toBeInTheDocument();
  });

  it('says there were no requests rather than showing 0 ms', async () => {
    const idle = aHealth({
      requests: {
        requests: 0,
        errors: 0,
        requestsPerMinute: 0,
        errorRate: null,
        latencyP50Ms: null,
        latencyP95Ms: null,
        latencyP99Ms: null,
      },
    });
    renderWithProviders(<HealthTab />, { mocks: [healthMock(idle).mock] });

    await screen.findByRole('region', { name: 'Latency' });
    expect(card('Latency').getByText('No requests in the last 5 minutes')).toBeInTheDocument();
    expect(card('Request Rate').getByText('0 / min')).toBeInTheDocument();
    expect(card('Latency').queryByText(/ms/)).not.toBeInTheDocument();
    expect(card('Error Rate').getByText('No requests in the last 5 minutes')).toBeInTheDocument();
  });

  it('lists why the system is degraded', async () => {
    const degraded = aHealth({
      status: 'degraded',
      problems: ['The database does not answer.'],
      database: {
        up: false,
        latencyMs: null,
        sizeBytes: null,
        connections: null,
        activeConnections: null,
        maxConnections: null,
      },
    });
    renderWithProviders(<HealthTab />, { mocks: [healthMock(degraded).mock] });

    expect(await screen.findByText('Degraded')).toBeInTheDocument();
    expect(screen.getByText('The database does not answer.')).toBeInTheDocument();
    expect(card('Database').getByText('Down')).toBeInTheDocument();
  });

  it('measures again on Refresh', async () => {
    const health = healthMock(aHealth(), aHealth({ requests: { requestsPerMinute: 200.5 } }));
    renderWithProviders(<HealthTab />, { mocks: [health.mock] });
    const user = userEvent.setup();
    await screen.findByText('124 / min');

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByText('200.5 / min')).toBeInTheDocument();
    expect(health.asked()).toBe(2);
  });

  it('measures again on its own every 20 seconds while open', async () => {
    jest.useFakeTimers();
    try {
      const health = healthMock(aHealth(), aHealth({ requests: { requestsPerMinute: 99 } }));
      renderWithProviders(<HealthTab />, { mocks: [health.mock] });
      await screen.findByText('124 / min');
      await act(() => jest.advanceTimersByTimeAsync(20_000));
      expect(await screen.findByText('99 / min')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the server's refusal with a way to try again", async () => {
    renderWithProviders(<HealthTab />, {
      mocks: [
        {
          request: { query: SystemHealthQuery },
          result: { errors: [graphqlError('Only a Super Admin may do this.', 'FORBIDDEN')] },
        },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not measure the system');
    expect(alert).toHaveTextContent('Only a Super Admin may do this.');
  });
});
