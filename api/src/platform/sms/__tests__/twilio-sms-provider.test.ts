import { FakeTwilio, fakeTwilioAccount } from '../../../test/fake-twilio';
import { SmsSendError } from '../sms-provider';
import { TwilioSmsProvider } from '../twilio-sms-provider';
import { isValidTwilioSignature, twilioSignature } from '../twilio-signature';

let twilio: FakeTwilio;
let provider: TwilioSmsProvider;
beforeAll(async () => {
  twilio = await new FakeTwilio().start();
  provider = new TwilioSmsProvider({
    accountSid: fakeTwilioAccount.sid,
    authToken: fakeTwilioAccount.token,
    from: fakeTwilioAccount.from,
    apiBase: twilio.url,
  });
});
afterAll(() => twilio.stop());

describe('TwilioSmsProvider', () => {
  it("posts To, From and Body as a form to the account's Messages resource with Basic auth", async () => {
    const result = await provider.send({ to: '+15551234567', body: 'Clinic: see you Monday.' });
    const request = twilio.requests.at(-1)!;
    expect(request.path).toBe(`/2010-04-01/Accounts/${fakeTwilioAccount.sid}/Messages.json`);
    expect(request.authorization).toBe(
      `Basic ${Buffer.from(`${fakeTwilioAccount.sid}:${fakeTwilioAccount.token}`).toString('base64')}`,
    );
    expect(request.form).toEqual({ To: '+15551234567', From: fakeTwilioAccount.from, Body: 'Clinic: see you Monday.' });
    expect(result.providerMessageId).toMatch(/^SM/);
  });

  it("reports a 400 as permanent with Twilio's message, a 500 as transient", async () => {
    twilio.answerNext(
      { status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } },
      { status: 500, body: { message: 'Internal error' } },
    );
    const bad = await provider.send({ to: '+1555', body: 'x' }).catch((error: unknown) => error);
    expect(bad).toBeInstanceOf(SmsSendError);
    expect(bad).toMatchObject({ permanent: true });
    expect((bad as Error).message).toBe(
      "Twilio answered 400: The 'To' number is not a valid phone number. (code 21211)",
    );
    const down = await provider.send({ to: '+15551234567', body: 'x' }).catch((error: unknown) => error);
    expect(down).toMatchObject({ permanent: false, message: 'Twilio answered 500: Internal error' });
  });

  it('reports an unreachable Twilio as transient', async () => {
    const nowhere = new TwilioSmsProvider({
      ...fakeTwilioAccount,
      accountSid: fakeTwilioAccount.sid,
      authToken: 't',
      apiBase: 'http://127.0.0.1:9',
    });
    await expect(nowhere.send({ to: '+15551234567', body: 'x' })).rejects.toMatchObject({ permanent: false });
  });
});

describe("Twilio's webhook signature", () => {
  // The example of Twilio's security documentation: its published signature for these values.
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+12349013030',
    Digits: '1234',
    From: '+12349013030',
    To: '+18005551212',
  };
  it('matches the value Twilio documents, and refuses a changed parameter or another token', () => {
    expect(twilioSignature('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(isValidTwilioSignature('12345', url, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true);
    expect(isValidTwilioSignature('12345', url, { ...params, Digits: '9' }, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(
      false,
    );
    expect(isValidTwilioSignature('other', url, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(false);
    expect(isValidTwilioSignature('12345', url, params, undefined)).toBe(false);
  });
});
