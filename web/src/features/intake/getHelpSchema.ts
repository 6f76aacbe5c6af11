import * as Yup from 'yup';
import type { GetHelpText } from './getHelpText';

export interface GetHelpValues {
  injuryDate: string;
  injuryType: string;
  injuryDescription: string;
  locationCity: string;
  locationState: string;
  insuranceCarrier: string;
  hasAttorney: boolean;
  attorneyName: string;
  hasMedicalProvider: boolean;
  providerName: string;
  urgencyLevel: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  consent: boolean;
  /** The honeypot: hidden from people, filled by bots. */
  website: string;
}

export const initialGetHelpValues: GetHelpValues = {
  injuryDate: '',
  injuryType: '',
  injuryDescription: '',
  locationCity: '',
  locationState: '',
  insuranceCarrier: '',
  hasAttorney: false,
  attorneyName: '',
  hasMedicalProvider: false,
  providerName: '',
  urgencyLevel: 'medium',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  consent: false,
  website: '',
};

const phonePattern = /^\+?[0-9().\-\s]{7,20}$/;

/** The latest calendar day anywhere now (the server allows the same). */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/** The server's rules, in the form's language. */
export function getHelpSchema(text: GetHelpText) {
  const required = (label: string) => text.required(label);
  return Yup.object({
    injuryDate: Yup.string()
      .required(required(text.injuryDate))
      .test('past', text.futureDate, (value) => !value || value <= latestToday()),
    injuryType: Yup.string().required(required(text.injuryType)),
    injuryDescription: Yup.string()
      .trim()
      .required(required(text.injuryDescription))
      .max(4000, text.tooLong(text.injuryDescription, 4000)),
    locationCity: Yup.string().trim().required(required(text.city)).max(100, text.tooLong(text.city, 100)),
    locationState: Yup.string()
      .trim()
      .required(required(text.state))
      .matches(/^[A-Za-z]{2}$/, text.badState),
    insuranceCarrier: Yup.string().max(200, text.tooLong(text.insurance, 200)),
    attorneyName: Yup.string().max(200, text.tooLong(text.attorneyName, 200)),
    providerName: Yup.string().max(200, text.tooLong(text.providerName, 200)),
    urgencyLevel: Yup.string().required(required(text.urgency)),
    firstName: Yup.string().trim().required(required(text.firstName)).max(100, text.tooLong(text.firstName, 100)),
    lastName: Yup.string().trim().required(required(text.lastName)).max(100, text.tooLong(text.lastName, 100)),
    phone: Yup.string()
      .trim()
      .matches(phonePattern, { message: text.badPhone, excludeEmptyString: true })
      .test('contact', text.needContact, function (value) {
        return Boolean(value?.trim()) || Boolean((this.parent as GetHelpValues).email?.trim());
      }),
    email: Yup.string().trim().email(text.badEmail).max(254, text.tooLong(text.email, 254)),
    consent: Yup.boolean().oneOf([true], text.needConsent),
  });
}

/** Source and UTM parameters of the page's address, kept with the request (decision 400). */
export function trackingOf(search: string) {
  const query = new URLSearchParams(search);
  const read = (name: string) => query.get(name)?.slice(0, 200) || null;
  return {
    source: query.get('source')?.slice(0, 100) || read('utm_source')?.slice(0, 100) || null,
    utmSource: read('utm_source'),
    utmMedium: read('utm_medium'),
    utmCampaign: read('utm_campaign'),
    utmTerm: read('utm_term'),
    utmContent: read('utm_content'),
  };
}
