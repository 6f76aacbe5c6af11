import { expectCount, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { expectNoSidewaysScroll } from '../lib/phone.mjs';
import { loginAs } from '../lib/session.mjs';
import { signInAsSuperAdmin } from '../lib/super-admin.mjs';

export const tests = [
  {
    name: 'public-intake: an injured person asks for help at /get-help, the operator converts the intake into a patient and a case, the clinic sees them',
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = `Walk${Date.now().toString(36)}`;
      const lastName = `Rivera ${stamp}`;

      // The injured person, on a phone, from a link with a source and UTM parameters.
      const person = await newPage({ viewport: { width: 390, height: 844 } });
      await person.goto(`${baseUrl}/get-help?source=e2e&utm_source=walk&utm_campaign=${stamp}`);
      await expectVisible(person.getByRole('heading', { name: 'Get help after an injury' }));
      await person.getByRole('button', { name: 'Español' }).click();
      await expectVisible(person.getByRole('heading', { name: 'Obtenga ayuda después de una lesión' }));
      await person.getByRole('button', { name: 'English' }).click();
      const injured = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
      await person.getByLabel('Date of the injury').fill(injured);
      await person.getByRole('combobox', { name: 'Type of injury' }).click();
      await person.getByRole('option', { name: 'Car or motorcycle accident' }).click();
      await person.getByLabel(/Describe what happened/).fill('Hit from behind at a light on Main Street; neck pain.');
      await person.getByLabel(/^City/).fill('West Orange');
      await person.getByLabel(/^State/).fill('nj');
      await person.getByLabel('Insurance company (optional)').fill('GEICO');
      await person.getByRole('combobox', { name: 'How urgent is it?' }).click();
      await person.getByRole('option', { name: 'I need help now' }).click();
      await person.getByLabel(/^First name/).fill('Dana');
      await person.getByLabel(/^Last name/).fill(lastName);

      // Sent without a way to reach them nor consent: the form says what is missing, in place.
      await person.getByRole('button', { name: 'Send my request' }).click();
      await expectVisible(person.getByText('Give a phone number or an email address so we can reach you'));
      await expectVisible(person.getByText('Please agree to be contacted so we can help you'));
      await person.getByLabel(/^Phone/).fill('(973) 555-0142');
      await person.getByRole('checkbox', { name: /I agree that Casebridge/ }).check();
      await expectNoSidewaysScroll(person, 'get help at 390 px');
      await expectNoSeriousAxeViolations(person, 'get help form');
      await screenshot(person, 'public-intake-1-form-phone');
      await person.waitForTimeout(3000);
      await person.getByRole('button', { name: 'Send my request' }).click();
      await expectVisible(person.getByText('Thank you. We have your request.'));
      const code = (await person.getByTestId('intake-code').textContent()).trim();
      if (!/^IN-[A-Z2-9]{8}$/.test(code)) throw new Error(`The thank-you shows no intake code: ${code}`);
      await screenshot(person, 'public-intake-2-thank-you');

      // The operator finds it on the console's Intake tab with its triage reasons.
      const operator = await newPage();
      await signInAsSuperAdmin(operator, baseUrl);
      await operator.goto(`${baseUrl}/admin?tab=intake`);
      await operator.getByLabel('Search name, phone, e-mail or code').fill(code);
      const card = operator.getByTestId(`intake-${code}`);
      await expectVisible(card);
      // The search has been read: only this intake is listed.
      // Each card holds its own lists (triage and match reasons): count the desk's own items only.
      await expectCount(
        operator.getByRole('list', { name: 'Intakes' }).locator(':scope > [role="listitem"]'),
        1,
        'one intake found',
      );
      await expectVisible(card.getByText('Injured 5 days ago'));
      await expectVisible(card.getByText('Has no attorney yet'));
      await card.getByRole('button', { name: 'What happened, match and source' }).click();
      await expectVisible(card.getByText(/Source: e2e · utm_source=walk/));
      await screenshot(operator, 'public-intake-3-desk');
      await card.getByRole('button', { name: 'Mark contacted' }).click();
      await expectVisible(operator.getByText(`${code} marked contacted`));
      await expectVisible(card.getByText(/^Contacted /));

      // Converts it into a patient and a case at Northside in one step.
      await card.getByRole('button', { name: 'Convert to patient and case' }).click();
      const dialog = operator.getByRole('dialog', { name: `Convert Dana ${lastName}` });
      await dialog.getByRole('combobox', { name: 'Clinic' }).click();
      await operator.getByRole('option', { name: /^Northside Chiropractic/ }).click();
      await screenshot(operator, 'public-intake-4-convert');
      await dialog.getByRole('button', { name: 'Convert', exact: true }).click();
      await expectVisible(operator.getByText(new RegExp(`Converted: case .+ opened for Dana ${lastName}`)));
      await operator.getByLabel('Status').click();
      await operator.getByRole('option', { name: 'All', exact: true }).click();
      await expectVisible(card.getByText(/^Converted /));
      const caseLink = card.getByRole('link', { name: /^Case / });
      const caseNumber = (await caseLink.textContent()).replace(/^Case /, '').trim();
      await screenshot(operator, 'public-intake-5-converted');

      // The clinic sees the new patient and the case.
      const clinic = await newPage();
      await loginAs(clinic, baseUrl, { email: 'admin@northside.demo', type: 'Provider' });
      await clinic.goto(`${baseUrl}/intake`);
      await clinic.getByLabel('Status').click();
      await clinic.getByRole('option', { name: 'All', exact: true }).click();
      await clinic.getByLabel('Search name, phone, e-mail or code').fill(code);
      const clinicCard = clinic.getByTestId(`intake-${code}`);
      await expectVisible(clinicCard.getByRole('link', { name: `Case ${caseNumber}` }));
      await clinicCard.getByRole('link', { name: `Case ${caseNumber}` }).click();
      await expectVisible(clinic.getByText(caseNumber).first());
      await expectVisible(clinic.getByText(new RegExp(`Dana ${lastName}`)).first());
      await screenshot(clinic, 'public-intake-6-clinic-case');
      await clinic.goto(`${baseUrl}/patients`);
      await clinic.getByLabel('Search patients').fill(stamp);
      await expectVisible(clinic.getByText(new RegExp(lastName)).first());
      await screenshot(clinic, 'public-intake-7-clinic-patients');
    },
  },
];
