import * as Yup from 'yup';
import { referralCompensationPattern, referralMessage } from './fundingLabels';

export interface FundingRequestValues {
  fundingPartnerId: string;
  requestedAmount: string;
  purpose: string;
  urgencyLevel: string;
  share: string[];
  notes: string;
}

export const blankFundingRequest: FundingRequestValues = {
  fundingPartnerId: '',
  requestedAmount: '',
  purpose: '',
  urgencyLevel: 'normal',
  share: ['accident', 'ledger', 'treatment', 'coverage'],
  notes: '',
};

const noReferralFee = (label: string) =>
  Yup.string().test(
    'no-referral-fee',
    referralMessage(label),
    (value) => !value || !referralCompensationPattern.test(value),
  );

/** The server's rules (api funding.input.ts and the partner's range), so the form catches them first. */
export function fundingRequestSchema(
  partners: { id: number; minimumAmount?: string | null; maximumAmount?: string | null }[],
) {
  return Yup.object({
    fundingPartnerId: Yup.string().required('Choose a funding partner'),
    requestedAmount: Yup.string()
      .trim()
      .required('Requested amount is required')
      .matches(/^\d{1,8}(\.\d{1,2})?$/, 'Requested amount must be a number with at most 2 decimals')
      .test('positive', 'Requested amount must be more than 0', (value) => Number(value) > 0)
      .test('range', function check(value) {
        const partner = partners.find((p) => String(p.id) === this.parent.fundingPartnerId);
        if (!partner || !value) return true;
        if (partner.minimumAmount && Number(value) < Number(partner.minimumAmount))
          return this.createError({
            message: `This partner funds at least $${Number(partner.minimumAmount).toFixed(2)}`,
          });
        if (partner.maximumAmount && Number(value) > Number(partner.maximumAmount))
          return this.createError({
            message: `This partner funds at most $${Number(partner.maximumAmount).toFixed(2)}`,
          });
        return true;
      }),
    purpose: noReferralFee('Purpose')
      .trim()
      .required('Purpose is required')
      .max(500, 'Purpose must be at most 500 characters'),
    urgencyLevel: Yup.string().oneOf(['low', 'normal', 'high', 'urgent']).required(),
    share: Yup.array(Yup.string().required()).min(1, 'Choose at least one part of the packet to share'),
    notes: noReferralFee('Notes').max(2000, 'Notes must be at most 2000 characters'),
  });
}
