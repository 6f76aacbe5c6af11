import { campaignSchema, leadSchema, rate, roiText } from './marketingFormat';

describe('marketing forms and figures', () => {
  it('asks for the lead fields the server requires', async () => {
    await expect(
      leadSchema.validate({ firstName: 'Ana', email: 'ana@example.com', source: 'web' }),
    ).resolves.toBeTruthy();
    await expect(
      leadSchema.validate({ firstName: '', email: 'x', source: '' }, { abortEarly: false }),
    ).rejects.toMatchObject({
      errors: ['First name is required', 'Email must be a valid email address', 'Source is required'],
    });
  });

  it('refuses unknown merge fields in a campaign', async () => {
    const base = { name: 'Spring', audienceId: '1', subject: 'Hi', budget: '' };
    await expect(
      campaignSchema.validate({ ...base, content: 'Hello {first_name} at {clinic_name}' }),
    ).resolves.toBeTruthy();
    await expect(campaignSchema.validate({ ...base, content: 'Your {diagnosis}' })).rejects.toThrow(
      'Use only {first_name}, {last_name} or {clinic_name}',
    );
  });

  it('writes ROI and rates', () => {
    expect(roiText(3.5)).toBe('+350%');
    expect(roiText(-0.25)).toBe('-25%');
    expect(roiText(null)).toBe('—');
    expect(rate(1, 3)).toBe('33%');
    expect(rate(0, 0)).toBe('0%');
  });
});
