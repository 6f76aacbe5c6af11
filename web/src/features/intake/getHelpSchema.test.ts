import { getHelpSchema, initialGetHelpValues, trackingOf, type GetHelpValues } from './getHelpSchema';
import { getHelpText } from './getHelpText';

const valid: GetHelpValues = {
  ...initialGetHelpValues,
  injuryDate: '2026-11-01',
  injuryType: 'auto_accident',
  injuryDescription: 'Rear-ended at a light.',
  locationCity: 'Newark',
  locationState: 'nj',
  firstName: 'Rosa',
  lastName: 'Alvarez',
  phone: '(973) 555-0199',
  consent: true,
};

async function errorsOf(values: GetHelpValues, language: 'en' | 'es' = 'en'): Promise<Record<string, string>> {
  try {
    await getHelpSchema(getHelpText[language]).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((item) => [item.path, item.message]));
  }
}

describe('the public form rules', () => {
  it('accepts a complete request with a phone or an e-mail', async () => {
    expect(await errorsOf(valid)).toEqual({});
    expect(await errorsOf({ ...valid, phone: '', email: 'rosa@example.com' })).toEqual({});
  });

  it('asks for a way to reach the person, consent, and a past date, in the chosen language', async () => {
    const errors = await errorsOf({ ...valid, phone: '', email: '', consent: false, injuryDate: '2999-01-01' });
    expect(errors).toEqual({
      phone: 'Give a phone number or an email address so we can reach you',
      consent: 'Please agree to be contacted so we can help you',
      injuryDate: 'The date of the injury cannot be in the future',
    });
    const spanish = await errorsOf({ ...valid, locationState: 'New Jersey' }, 'es');
    expect(spanish).toEqual({ locationState: 'El estado debe ser un código de dos letras, como NJ' });
  });

  it('keeps the source and UTM parameters of the address', () => {
    expect(trackingOf('?utm_source=fb&utm_campaign=winter&source=radio')).toEqual({
      source: 'radio',
      utmSource: 'fb',
      utmMedium: null,
      utmCampaign: 'winter',
      utmTerm: null,
      utmContent: null,
    });
    expect(trackingOf('?utm_source=google').source).toBe('google');
  });
});
