import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { expectNoSidewaysScroll, phone } from '../lib/phone.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';
import { openSection } from '../lib/navigation.mjs';

const slug = 'northside-chiropractic';

/** The JSON-LD blocks of a served HTML page, parsed. */
function structuredData(html) {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

export const tests = [
  {
    name: 'provider network: the clinic admin publishes the profile, a visitor finds it with structured data in the served HTML, a patient reviews through a one-time link, the clinic responds, the rating shows',
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = Date.now().toString(36);
      const admin = await newPage();
      await loginAs(admin, baseUrl, { email: 'admin@northside.demo', type: 'Provider' });

      // Network → Public profile: publish the clinic's draft.
      await openSection(admin, 'Network');
      await expectUrl(admin, '/network');
      await expectVisible(admin.getByRole('list', { name: 'Referrals sent' }));
      await screenshot(admin, 'provider-network-1-referrals');
      await admin.getByRole('tab', { name: 'Public profile' }).click();
      const form = admin.getByRole('form', { name: 'Public profile' });
      await expectVisible(form);
      const publicSwitch = form.getByRole('switch', { name: 'Show in the public directory' });
      if (!(await publicSwitch.isChecked())) await publicSwitch.check();
      await form
        .getByRole('textbox', { name: 'Description' })
        .fill('Chiropractic and rehab after car accidents in West Orange, NJ.');
      await form.getByRole('button', { name: 'Save profile' }).click();
      await expectVisible(admin.getByText(`Public at /providers/${slug}`).first());
      await expectNoSeriousAxeViolations(admin, 'public profile editor');
      await screenshot(admin, 'provider-network-2-profile-published');

      // A visitor, signed out, finds it in the directory.
      const visitor = await newPage();
      await visitor.goto(`${baseUrl}/providers`);
      await expectVisible(visitor.getByRole('heading', { name: 'Find a provider', level: 1 }));
      await visitor.getByRole('searchbox', { name: 'Search providers' }).fill('Northside');
      const card = visitor
        .getByRole('list', { name: 'Providers' })
        .getByRole('link', { name: /Northside Chiropractic/ });
      await expectVisible(card);
      await expectNoSeriousAxeViolations(visitor, 'provider directory');
      await screenshot(visitor, 'provider-network-3-directory');
      await card.click();
      await expectUrl(visitor, `/providers/${slug}`);
      await expectVisible(visitor.getByRole('heading', { name: 'Northside Chiropractic', level: 1 }));

      // The served HTML itself (no JavaScript) carries the title, description, canonical link and JSON-LD.
      const served = await visitor.request.get(`${baseUrl}/providers/${slug}`);
      assert.equal(served.status(), 200);
      const html = await served.text();
      assert.match(html, /<title>Northside Chiropractic \| Casebridge providers<\/title>/);
      assert.match(
        html,
        /<meta name="description" content="Chiropractic and rehab after car accidents in West Orange, NJ.">/,
      );
      assert.match(html, new RegExp(`<link rel="canonical" href="[^"]+/providers/${slug}">`));
      const clinic = structuredData(html).find((data) => data['@type'] === 'MedicalClinic');
      assert.ok(clinic, 'the page carries MedicalClinic structured data');
      assert.equal(clinic.name, 'Northside Chiropractic');

      // The clinic makes a one-time review link for one of its patients.
      await admin.getByRole('tab', { name: 'Reviews' }).click();
      const { data } = await graphqlInPage(admin, '{ patients(first: 1) { nodes { fullName } } }');
      const patientName = data.patients.nodes[0].fullName;
      const picker = admin.getByRole('combobox', { name: 'Patient' });
      await picker.fill(patientName.split(' ')[0]);
      await admin
        .getByRole('option', { name: new RegExp(patientName) })
        .first()
        .click();
      await admin.getByRole('button', { name: 'Make a review link' }).click();
      const linkText = (await admin.getByTestId('review-link').textContent()).trim();
      const link = new URL(linkText);
      assert.equal(link.pathname, `/providers/${slug}/review`);
      await screenshot(admin, 'provider-network-4-review-link');

      // The patient writes the review through the link (signed out), on a phone.
      const patient = await newPage(phone);
      await patient.goto(`${baseUrl}${link.pathname}${link.search}`);
      await expectVisible(patient.getByRole('heading', { name: 'Review Northside Chiropractic', level: 1 }));
      // MUI's Rating hides its radios; a person taps the fifth star, which is the radio's label.
      const fiveStars = patient.getByLabel('5 Stars');
      await patient.locator(`label[for="${await fiveStars.getAttribute('id')}"]`).click();
      assert.equal(await fiveStars.isChecked(), true, 'the fifth star is chosen');
      await patient.getByRole('textbox', { name: 'Title' }).fill(`Back on my feet ${stamp}`);
      await patient.getByRole('textbox', { name: 'Your review' }).fill('Kind staff and a clear plan.');
      await expectNoSidewaysScroll(patient, 'review form');
      await screenshot(patient, 'provider-network-5-review-form-phone');
      await patient.getByRole('button', { name: 'Publish my review' }).click();
      await expectVisible(patient.getByRole('heading', { name: 'Thank you for your review', level: 1 }));
      // The link is used: opening it again says so.
      await patient.goto(`${baseUrl}${link.pathname}${link.search}`);
      await expectVisible(patient.getByText(/already used/));

      // The clinic responds once, publicly.
      await admin.reload();
      await admin.getByRole('tab', { name: 'Reviews' }).click();
      const reviews = admin.getByRole('list', { name: 'Your reviews' });
      const mine = reviews.getByRole('listitem').filter({ hasText: `Back on my feet ${stamp}` });
      await expectVisible(mine);
      await mine.getByRole('textbox', { name: 'Your public response' }).fill(`Thank you! ${stamp}`);
      await mine.getByRole('button', { name: 'Publish response' }).click();
      await expectVisible(mine.getByText(`Your response: Thank you! ${stamp}`));

      // The public page shows the review, the response and the rating; the served HTML has the AggregateRating.
      await visitor.reload();
      const shown = visitor
        .getByRole('list', { name: 'Reviews' })
        .getByRole('listitem')
        .filter({ hasText: `Back on my feet ${stamp}` });
      await expectVisible(shown);
      await expectVisible(shown.getByText(`Thank you! ${stamp}`));
      await expectText(visitor.getByTestId('provider-rating'), /of 5 \(\d+ reviews?\)/);
      await expectNoSeriousAxeViolations(visitor, 'provider page');
      await screenshot(visitor, 'provider-network-6-public-page');
      const after = await (await visitor.request.get(`${baseUrl}/providers/${slug}`)).text();
      const rated = structuredData(after).find((data) => data['@type'] === 'MedicalClinic');
      assert.equal(rated.aggregateRating['@type'], 'AggregateRating');
      assert.ok(rated.aggregateRating.reviewCount >= 1);
    },
  },
];
