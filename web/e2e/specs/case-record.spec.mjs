import { assert, expectVisible } from '../lib/assert.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';

/** One of the attorney's Northside cases in treatment, with a balance and no settlement statement yet. */
async function caseInTreatment(page) {
  const { data } = await graphqlInPage(
    page,
    '{ cases(first: 50, filter: { openOnly: true }) { nodes { id caseNumber status patient { id } clinic { name } } } }',
  );
  const candidates = data.cases.nodes.filter(
    (node) => node.clinic?.name === 'Northside Chiropractic' && node.status === 'active_treatment',
  );
  for (const kase of candidates) {
    const { data: found } = await graphqlInPage(
      page,
      'query($id: Int!) { caseSettlement(caseId: $id) { ledgerBalance ledgerClosedAt current { id } } }',
      { id: kase.id },
    );
    const s = found.caseSettlement;
    if (!s.current && !s.ledgerClosedAt && Number(s.ledgerBalance) > 200) return { ...kase, balance: s.ledgerBalance };
  }
  throw new Error('no Northside case in treatment with a balance for the demo attorney');
}

/** Books a re-exam of the case yesterday, in the first slot free for one of the clinic's providers. */
async function bookReExam(clinic, kase) {
  const { data } = await graphqlInPage(
    clinic,
    '{ schedulingSetup { appointmentTypes { id name isReExam } providers { id } } }',
  );
  const reExam = data.schedulingSetup.appointmentTypes.find((type) => type.isReExam);
  assert.ok(reExam, 'the demo clinic has no re-exam appointment type');
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
  for (const provider of data.schedulingSetup.providers)
    for (let slot = 0; slot < 16; slot += 1) {
      const start = new Date(yesterday);
      start.setUTCHours(13 + Math.floor(slot / 2), (slot % 2) * 30 + 7, 0, 0);
      const booked = await graphqlInPage(
        clinic,
        'mutation($input: AppointmentBookInput!) { appointmentBook(input: $input) { id } }',
        {
          input: {
            appointmentTypeId: reExam.id,
            patientId: kase.patient.id,
            caseId: kase.id,
            providerId: provider.id,
            scheduledStart: start.toISOString(),
            remindersEnabled: false,
          },
        },
      );
      if (!booked.errors) return { id: booked.data.appointmentBook.id, typeName: reExam.name };
    }
  throw new Error('no free slot for a re-exam yesterday');
}

export const tests = [
  {
    name: 'case record: clinic and attorney follow one case on two screens through a missed re-exam, its alert, a settlement and its confirmation',
    async run({ newPage, baseUrl, screenshot }) {
      const attorney = await newPage();
      await loginAs(attorney, baseUrl, { email: 'attorney@harper-law.demo', type: 'Attorney' });
      const kase = await caseInTreatment(attorney);
      const clinic = await newPage();
      await loginAs(clinic, baseUrl, { email: 'staff@northside.demo', type: 'Provider' });
      for (const page of [attorney, clinic]) {
        await page.goto(`${baseUrl}/cases/${kase.id}?tab=timeline`);
        await expectVisible(page.getByRole('tab', { name: 'Timeline', selected: true }));
      }
      const timelineOf = (page) => page.getByRole('tabpanel');

      // The clinic records yesterday's re-exam as missed: both timelines show the miss, then the alert, live.
      const visit = await bookReExam(clinic, kase);
      const missed = await graphqlInPage(
        clinic,
        'mutation($input: AppointmentStatusInput!) { appointmentSetStatus(input: $input) { id status } }',
        { input: { id: visit.id, status: 'no_show' } },
      );
      assert.equal(missed.errors, undefined, JSON.stringify(missed.errors));
      for (const page of [attorney, clinic]) {
        await expectVisible(timelineOf(page).getByText(`Visit missed (no-show): ${visit.typeName}`).first());
        await expectVisible(
          timelineOf(page)
            .getByText(/^Alert: Missed re-exam/)
            .first(),
          20_000,
        );
      }
      await expectVisible(attorney.getByRole('region', { name: 'Case alerts' }).getByText('Missed re-exam').first());
      await screenshot(attorney, 'case-record-1-attorney-sees-the-miss-and-the-alert');

      // The attorney records the settlement; the clinic's timeline shows it without a reload.
      await attorney.getByRole('tab', { name: 'Settlement' }).click();
      await attorney.getByRole('button', { name: 'Record settlement statement' }).click();
      const dialog = attorney.getByRole('dialog', { name: 'Record Settlement Statement' });
      await dialog.getByRole('textbox', { name: /^Gross settlement/ }).fill('30,000');
      const payment = (Math.floor(Number(kase.balance) * 80) / 100).toFixed(2);
      await dialog.getByRole('textbox', { name: /Northside Chiropractic \(its lien\)/ }).fill(payment);
      await dialog.getByRole('button', { name: 'Record statement' }).click();
      await expectVisible(attorney.getByText('Statement recorded'));
      await expectVisible(timelineOf(clinic).getByText(/^Settlement recorded: gross \$30,000\.00/));
      await screenshot(clinic, 'case-record-2-clinic-sees-the-settlement');

      // The clinic confirms its line: both sides see the confirmation and the closed ledger, live.
      await clinic.getByRole('tab', { name: 'Settlement' }).click();
      await clinic.getByRole('button', { name: 'Confirm', exact: true }).click();
      await clinic
        .getByRole('dialog', { name: 'Confirm settlement line' })
        .getByRole('button', { name: 'Confirm and close' })
        .click();
      await expectVisible(clinic.getByText('Settlement confirmed'));
      // The case's header follows: closed, on both screens, without a reload.
      for (const page of [clinic, attorney]) await expectVisible(page.getByText('Closed', { exact: true }));
      await attorney.getByRole('tab', { name: 'Timeline' }).click();
      await expectVisible(timelineOf(attorney).getByText(/^Settlement confirmed: .* written off, ledger closed$/));
      await screenshot(attorney, 'case-record-3-attorney-sees-the-confirmation');
      const { data } = await graphqlInPage(
        attorney,
        'query($id: Int!) { caseSettlement(caseId: $id) { caseStatus ledgerBalance ledgerClosedAt } }',
        { id: kase.id },
      );
      assert.equal(data.caseSettlement.caseStatus, 'closed');
      assert.equal(data.caseSettlement.ledgerBalance, '0.00');
      assert.ok(data.caseSettlement.ledgerClosedAt, 'the ledger is not closed');
    },
  },
];
