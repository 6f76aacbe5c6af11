import {
  settlementFormSchema,
  settlementInputOf,
  settlementPreview,
  type SettlementFormValues,
} from './settlementForm';

const values = (overrides: Partial<SettlementFormValues> = {}): SettlementFormValues => ({
  settlementDate: '2026-01-15',
  grossAmount: '10,000',
  feeMode: 'percentage',
  feePercentage: '33.33',
  attorneyFee: '',
  costs: [
    { description: 'Filing fee', amount: '435.20' },
    { description: 'Records', amount: '64.80' },
  ],
  clinicPayment: '900',
  otherLiens: [{ description: 'Medicare', amount: '1,200.00' }],
  notes: '',
  ...overrides,
});

const errorsOf = async (form: SettlementFormValues, balance = '1234.56') => {
  try {
    await settlementFormSchema(balance).validate(form, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]);
  }
};

describe('the settlement statement form', () => {
  it('previews the sums to the cent as the server computes them', () => {
    expect(settlementPreview(values())).toEqual({
      attorneyFee: '3333.00',
      totalCosts: '500.00',
      totalLiens: '2100.00',
      deductions: '5933.00',
      netToClient: '4067.00',
    });
    expect(settlementPreview(values({ feeMode: 'amount', attorneyFee: '2500.01' }))?.netToClient).toBe('4899.99');
    expect(settlementPreview(values({ grossAmount: 'ten' }))).toBeNull();
  });

  it("refuses deductions above the gross and a clinic line above the clinic's balance, naming the amounts", async () => {
    expect(await errorsOf(values())).toEqual([]);
    expect(await errorsOf(values({ grossAmount: '3000' }))).toContainEqual([
      'grossAmount',
      'Fees, costs and liens ($3,599.90) cannot exceed the gross settlement ($3,000.00)',
    ]);
    expect(await errorsOf(values({ clinicPayment: '1234.57' }))).toContainEqual([
      'clinicPayment',
      "The clinic's lien line cannot be more than its balance on this case, $1,234.56",
    ]);
    expect(await errorsOf(values({ costs: [{ description: '', amount: '0' }] }))).toEqual(
      expect.arrayContaining([
        ['costs[0].description', 'Description is required'],
        ['costs[0].amount', 'Cost amount must be more than $0.00'],
      ]),
    );
  });

  it('sends decimals, the fee one way only, and trimmed lines', () => {
    expect(settlementInputOf(7, values({ notes: '  ' }))).toEqual({
      caseId: 7,
      settlementDate: '2026-01-15',
      grossAmount: '10000.00',
      feePercentage: '33.33',
      attorneyFee: null,
      costs: [
        { description: 'Filing fee', amount: '435.20' },
        { description: 'Records', amount: '64.80' },
      ],
      clinicPayment: '900.00',
      otherLiens: [{ description: 'Medicare', amount: '1200.00' }],
      notes: null,
    });
  });
});
