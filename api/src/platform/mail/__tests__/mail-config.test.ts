import { ConfigError, loadConfig } from '../../../config';

describe('mail configuration', () => {
  it('is off without SMTP_URL and MAIL_FROM', () => {
    expect(loadConfig({}).mail).toBeNull();
  });

  it('takes an smtp or smtps URL with a From address', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        MAIL_FROM: 'Casebridge <no-reply@example.com>',
      }).mail,
    ).toEqual({ smtpUrl: 'smtps://mailer:secret@smtp.example.com:465', from: 'Casebridge <no-reply@example.com>' });
  });

  it.each([
    [{ SMTP_URL: 'smtp://localhost:25' }, 'MAIL_FROM must be set when SMTP_URL is set'],
    [{ MAIL_FROM: 'no-reply@example.com' }, 'SMTP_URL must be set when MAIL_FROM is set'],
    [{ SMTP_URL: 'http://localhost:25', MAIL_FROM: 'a@b.c' }, 'SMTP_URL must start with smtp: or smtps:'],
    [
      { SMTP_URL: 'smtp://localhost:25', MAIL_FROM: 'nobody' },
      'MAIL_FROM must be an email address or "Name <address>", got "nobody"',
    ],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('never repeats the SMTP password in its error', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://user:hunter2@exa mple', MAIL_FROM: 'a@b.c' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });
});
