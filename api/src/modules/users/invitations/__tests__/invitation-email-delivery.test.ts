import { randomUUID } from 'node:crypto';
import { createAccount, signedInOperator, type InvitationAnswer } from '../../admin/__tests__/user-admin-fixtures';
import { createClinic } from '../../../../test/factories';
import { freePort, startTestApp, type TestApp } from '../../../../test/harness';
import type { TestClient } from '../../../../test/client';
import { startFakeSmtpServer } from '../../../../platform/mail/__tests__/fake-smtp-server';

interface Created {
  adminAccountCreate: {
    user: { id: string; invitation: { emailSentAt: string | null; emailError: string | null } };
    invitation: InvitationAnswer;
  };
}

async function createdAccount(t: TestApp, operator: TestClient) {
  const clinic = await createClinic(t.dataSource, { name: `Delivery Clinic ${randomUUID().slice(0, 6)}` });
  const email = `mail-${randomUUID().slice(0, 8)}@test.example`;
  const result = await operator.gql<Created>(createAccount, {
    input: { email, firstName: 'Mae', lastName: 'Lin', role: 'clinic_admin', clinicId: clinic.id },
  });
  expect(result.errors).toBeUndefined();
  return { email, clinic, ...result.data!.adminAccountCreate };
}

const outbound = async (t: TestApp, userId: string) =>
  (await t.dataSource.query(`SELECT sent_at, attempts, last_error, body_text FROM outbound_emails WHERE user_id = $1`, [
    userId,
  ])) as { sent_at: Date | null; attempts: number; last_error: string | null; body_text: string }[];

describe('invitation emails over SMTP', () => {
  it('sends the invitation through the configured server, records it as sent, and keeps the link from the operator', async () => {
    const smtp = await startFakeSmtpServer();
    const t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Casebridge <no-reply@casebridge.test>' });
    try {
      const operator = (await signedInOperator(t.dataSource, t.url)).client;
      const { email, clinic, user, invitation } = await createdAccount(t, operator);
      expect(invitation).toMatchObject({ mailConfigured: true, emailSent: true, emailError: null, link: null });
      expect(user.invitation.emailSentAt).not.toBeNull();

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail.from).toBe('<no-reply@casebridge.test>');
      expect(mail.to).toEqual([`<${email}>`]);
      expect(mail.data).toContain('Subject: Your Casebridge account: set your password');
      const unfolded = mail.data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
      expect(unfolded).toMatch(new RegExp(`${t.config.publicUrl}/invitation\\?token=[A-Za-z0-9_-]{43}`));
      expect(unfolded).toContain(`as clinic administrator for ${clinic.name}`);

      const [row] = await outbound(t, user.id);
      expect(row).toMatchObject({ attempts: 1, last_error: null });
      expect(row.sent_at).not.toBeNull();
      expect(row.body_text).not.toMatch(/token=/);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('records a refused delivery and gives the operator the link instead', async () => {
    const smtp = await startFakeSmtpServer({ refuseRecipients: true });
    const t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@casebridge.test' });
    try {
      const operator = (await signedInOperator(t.dataSource, t.url)).client;
      const { user, invitation } = await createdAccount(t, operator);
      expect(invitation).toMatchObject({ mailConfigured: true, emailSent: false });
      expect(invitation.emailError).toMatch(/550/);
      expect(invitation.link).toMatch(/\/invitation\?token=/);
      expect(user.invitation).toMatchObject({ emailSentAt: null, emailError: invitation.emailError });
      const [row] = await outbound(t, user.id);
      expect(row).toMatchObject({ sent_at: null, attempts: 1 });
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('records an unreachable server as a failed attempt without failing the account creation', async () => {
    const port = await freePort();
    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'no-reply@casebridge.test' });
    try {
      const operator = (await signedInOperator(t.dataSource, t.url)).client;
      const { user, invitation } = await createdAccount(t, operator);
      expect(invitation).toMatchObject({ mailConfigured: true, emailSent: false });
      expect(invitation.emailError).toMatch(/ECONNREFUSED|connect/i);
      expect((await outbound(t, user.id))[0]).toMatchObject({ sent_at: null, attempts: 1 });
    } finally {
      await t.close();
    }
  });
});
