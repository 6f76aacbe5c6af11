import * as Yup from 'yup';
import type { FundingPartnerFieldsFragment } from '../../../gql/graphql';
import { referralCompensationPattern, referralMessage } from '../../funding/fundingLabels';

export interface FundingPartnerValues {
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string;
  website: string;
  fundingTypes: string[];
  minimumAmount: string;
  maximumAmount: string;
  typicalRate: string;
  approvalTimeHours: string;
  instantQuoteApi: string;
  apiKey: string;
  clearApiKey: boolean;
  isActive: boolean;
  rating: string;
  notes: string;
}

export const blankPartner: FundingPartnerValues = {
  companyName: '',
  contactPerson: '',
  email: '',
  phone: '',
  website: '',
  fundingTypes: ['pre_settlement'],
  minimumAmount: '',
  maximumAmount: '',
  typicalRate: '',
  approvalTimeHours: '',
  instantQuoteApi: '',
  apiKey: '',
  clearApiKey: false,
  isActive: true,
  rating: '',
  notes: '',
};

export const valuesOfPartner = (partner: FundingPartnerFieldsFragment): FundingPartnerValues => ({
  companyName: partner.companyName,
  contactPerson: partner.contactPerson ?? '',
  email: partner.email ?? '',
  phone: partner.phone ?? '',
  website: partner.website ?? '',
  fundingTypes: partner.fundingTypes,
  minimumAmount: partner.minimumAmount ?? '',
  maximumAmount: partner.maximumAmount ?? '',
  typicalRate: partner.typicalRate ?? '',
  approvalTimeHours:
    partner.approvalTimeHours === null || partner.approvalTimeHours === undefined
      ? ''
      : String(partner.approvalTimeHours),
  instantQuoteApi: partner.instantQuoteApi ?? '',
  apiKey: '',
  clearApiKey: false,
  isActive: partner.isActive,
  rating: partner.rating ?? '',
  notes: partner.notes ?? '',
});

const money = /^\d{1,8}(\.\d{1,2})?$/;
const web = (label: string) =>
  Yup.string()
    .trim()
    .test('web', `${label} must be an http or https address without a user name or password`, (value) => {
      if (!value) return true;
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
      } catch {
        return false;
      }
    });

/** The server's rules (api funding.input.ts), so the form catches them first. */
export const fundingPartnerSchema = Yup.object({
  companyName: Yup.string()
    .trim()
    .required('Company name is required')
    .max(200, 'Company name must be at most 200 characters'),
  email: Yup.string().trim().email('Email must be a valid email address'),
  phone: Yup.string()
    .trim()
    .matches(/^\+?[0-9().\-\s]{7,20}$/, { message: 'Phone must be a valid phone number', excludeEmptyString: true }),
  website: web('Website'),
  instantQuoteApi: web('Instant quote API'),
  minimumAmount: Yup.string()
    .trim()
    .matches(money, { message: 'Minimum amount must be a number with at most 2 decimals', excludeEmptyString: true }),
  maximumAmount: Yup.string()
    .trim()
    .matches(money, { message: 'Maximum amount must be a number with at most 2 decimals', excludeEmptyString: true })
    .test('order', 'Maximum amount cannot be less than the minimum amount', function check(value) {
      const min = this.parent.minimumAmount as string;
      return !value || !min || Number(value) >= Number(min);
    }),
  typicalRate: Yup.string()
    .trim()
    .matches(/^\d{1,2}(\.\d{1,2})?$/, {
      message: 'Typical rate must be from 0 to less than 100 percent',
      excludeEmptyString: true,
    }),
  approvalTimeHours: Yup.string()
    .trim()
    .matches(/^\d{1,4}$/, { message: 'Approval time must be a whole number of hours', excludeEmptyString: true })
    .test('max', 'Approval time must be from 0 to 8760 hours', (value) => !value || Number(value) <= 8760),
  rating: Yup.string()
    .trim()
    .matches(/^([0-4](\.\d)?|5(\.0)?)$/, {
      message: 'Rating must be from 0 to 5, with at most 1 decimal',
      excludeEmptyString: true,
    }),
  notes: Yup.string()
    .max(2000, 'Notes must be at most 2000 characters')
    .test('no-referral-fee', referralMessage('Notes'), (value) => !value || !referralCompensationPattern.test(value)),
});
