import { claimDiagnoses } from '../claim-diagnoses';
import { claimPaymentProblems } from '../claim-payment';
import { nextClaimStatuses } from '../claim-transitions';
import { isValidNpi, normalizeEin } from '../provider-identifiers';

describe('NPI and EIN', () => {
  it('accepts NPIs whose Luhn check digit (over 80840 + nine digits) is right, and nothing else', () => {
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1245319599')).toBe(true);
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678931')).toBe(false);
    expect(isValidNpi('12345678a3')).toBe(false);
  });

  it('reads an EIN with or without its dash as nine digits', () => {
    expect(normalizeEin('22-1234567')).toBe('221234567');
    expect(normalizeEin('221234567')).toBe('221234567');
    expect(normalizeEin('2212345678')).toBeNull();
    expect(normalizeEin('22-12345')).toBeNull();
  });
});

describe('claim states', () => {
  it('goes draft -> submitted -> paid or denied, denied -> appealed -> paid or denied, and paid ends', () => {
    expect(nextClaimStatuses('draft')).toEqual(['submitted']);
    expect(nextClaimStatuses('submitted')).toEqual(['paid', 'denied']);
    expect(nextClaimStatuses('denied')).toEqual(['appealed']);
    expect(nextClaimStatuses('appealed')).toEqual(['paid', 'denied']);
    expect(nextClaimStatuses('paid')).toEqual([]);
  });
});

describe('payment amounts', () => {
  const fieldsOf = (problems: { field: string }[]) => problems.map((problem) => problem.field);

  it('accepts a consistent remittance, the patient share defaulting to deductible + copay + coinsurance', () => {
    expect(
      claimPaymentProblems('200.00', {
        allowedAmount: '180.00',
        paidAmount: '150.00',
        deductibleApplied: '20.00',
        copayAmount: '10.00',
      }),
    ).toEqual([]);
    expect(claimPaymentProblems('200.00', { allowedAmount: '200.00', paidAmount: '200.00' })).toEqual([]);
  });

  it('names each inconsistent amount', () => {
    expect(fieldsOf(claimPaymentProblems('200.00', { allowedAmount: '200.01', paidAmount: '100.00' }))).toEqual([
      'allowedAmount',
    ]);
    expect(fieldsOf(claimPaymentProblems('200.00', { allowedAmount: '100.00', paidAmount: '100.01' }))).toEqual([
      'paidAmount',
    ]);
    expect(
      fieldsOf(
        claimPaymentProblems('200.00', {
          allowedAmount: '100.00',
          paidAmount: '50.00',
          patientResponsibility: '10.00',
          deductibleApplied: '20.00',
        }),
      ),
    ).toEqual(['patientResponsibility']);
    const tooMuch = claimPaymentProblems('200.00', {
      allowedAmount: '100.00',
      paidAmount: '90.00',
      patientResponsibility: '20.00',
    });
    expect(tooMuch).toEqual([
      {
        field: 'patientResponsibility',
        message: 'Paid amount plus patient responsibility cannot be more than the allowed amount',
      },
    ]);
  });
});

describe('diagnosis pointers', () => {
  it('lists diagnoses in first-use order and points each line at its own (at most four)', () => {
    expect(
      claimDiagnoses([
        { diagnosisCodes: ['S13.4XXA', 'S33.5XXA'] },
        { diagnosisCodes: ['S13.4XXA'] },
        { diagnosisCodes: ['S33.5XXA', 'M54.2', 'M54.5', 'M62.830', 'G44.309'] },
      ]),
    ).toEqual({
      codes: ['S13.4XXA', 'S33.5XXA', 'M54.2', 'M54.5', 'M62.830'],
      pointers: [[1, 2], [1], [2, 3, 4, 5]],
    });
  });
});
