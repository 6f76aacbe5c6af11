import { billingReportCsv } from './billingReport';
import { aRecord } from './test/billingFixtures';

describe('billingReportCsv', () => {
  it('has exactly the spec’s columns, exact amounts, and neutralises formulas in names', () => {
    const csv = billingReportCsv([
      aRecord(),
      aRecord({
        clinicName: '=HYPERLINK("http://x.example")',
        status: 'trial',
        nextBillingDate: null,
        balance: '0.00',
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Clinic,Plan,Frequency,Amount,Status,Next Billing,Balance',
      'Birch Spine,Professional,Annual,3500.00,Overdue,2026-12-01,-291.67',
      `"'=HYPERLINK(""http://x.example"")",Professional,Annual,3500.00,Trial,,0.00`,
    ]);
  });
});
