import { clipOf } from '../fit-scope-models';
import { confidenceOf } from '../confidence';
import { netToClinicOf } from '../net-to-clinic';
import { noAttorneyHistory } from '../predict-case';
import { outOfFoldEncoding } from '../prediction-features';
import type { CaseFeatures } from '../case-features.sql';
import type { CasePrediction } from '../ai-predictions.type';
import { PredictionType } from '../../ai/ai.enums';

describe('confidence', () => {
  it('is the lower end of the 90% Wilson interval of the coverage: fewer cases, less confidence', () => {
    expect(confidenceOf(0.9, 100)).toBeCloseTo(0.8396, 3);
    expect(confidenceOf(0.9, 20)).toBeLessThan(confidenceOf(0.9, 100));
    expect(confidenceOf(1, 13)).toBeLessThan(1);
    expect(confidenceOf(0.5, 0)).toBe(0);
  });
});

describe('out-of-fold group encoding', () => {
  it("never lets a case's own outcome into its feature", () => {
    // One case alone in its group: its encoding is the other folds' prior, whatever its own outcome.
    const keys = ['a', 'b', 'b', 'b', 'b', 'b', 'b', 'b', 'b', 'b'];
    const low = outOfFoldEncoding(keys, [0, 1, 1, 1, 1, 1, 1, 1, 1, 1], 5);
    const high = outOfFoldEncoding(keys, [1000, 1, 1, 1, 1, 1, 1, 1, 1, 1], 5);
    expect(low[0]).toBe(high[0]);
  });
});

describe('net to clinic', () => {
  const features = { billedTotal: 4000, settlementDate: '2026-03-01' } as CaseFeatures;
  const prediction = (type: PredictionType, value: number | null, low: number | null, high: number | null) =>
    ({ type, value, rangeLow: low, rangeHigh: high }) as CasePrediction;

  it('takes the likely reduction off the bill, the higher reduction giving the lower net, and dates the payment', () => {
    const net = netToClinicOf(
      features,
      prediction(PredictionType.clinic_reduction, 0.25, 0.1, 0.4),
      prediction(PredictionType.clinic_payment_days, 20.4, 10, 45),
    );
    expect(net).toMatchObject({
      billedToDate: 4000,
      net: 3000,
      netLow: 2400,
      netHigh: 3600,
      paymentDate: '2026-03-21',
    });
    expect(net.noHistoryReason).toBeNull();
  });

  it('says so when the attorney has no history with the clinic, and gives no figure', () => {
    const net = netToClinicOf(
      features,
      prediction(PredictionType.clinic_reduction, null, null, null),
      prediction(PredictionType.clinic_payment_days, null, null, null),
    );
    expect(net).toMatchObject({ net: null, reductionShare: null, paymentDate: null });
    expect(net.noHistoryReason).toMatch(new RegExp(`^${noAttorneyHistory}`));
  });
});

describe('the clip of each prediction type', () => {
  it('keeps amounts, durations and days at zero or above, and probabilities within 0 to 1', () => {
    expect(clipOf(false)(-2.8)).toBe(0);
    expect(clipOf(false)(7.5)).toBe(7.5);
    expect(clipOf(true)(1.3)).toBe(1);
    expect(clipOf(true)(-0.2)).toBe(0);
  });
});
