import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';
import { readMail } from '../lib/outbox.mjs';
import { graphqlInPage, loginAs } from '../lib/session.mjs';
import { openSection } from '../lib/navigation.mjs';

/** The first URL in `text` whose path starts with `path`. */
function linkIn(text, path) {
  const match = text.match(new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`));
  assert.ok(match, `the e-mail has a ${path} link`);
  return match[0];
}

export const tests = [
  {
    name: 'marketing: a clinic admin adds leads, sends a campaign to a saved audience; the tracking and unsubscribe links work; the next campaign skips the unsubscribed; analytics count it',
    async run({ newPage, baseUrl, screenshot }) {
      const stamp = Date.now().toString(36);
      const source = `walk-${stamp}`;
      const leads = [
        { first: 'Walker', last: `Ames ${stamp}`, email: `walker-${stamp}@example.com` },
        { first: 'Wanda', last: `Byrd ${stamp}`, email: `wanda-${stamp}@example.com` },
      ];
      const admin = await newPage();
      await loginAs(admin, baseUrl, { email: 'admin@northside.demo', type: 'Provider' });

      // The navigation bar's Marketing: the demo's leads with their scores.
      await openSection(admin, 'Marketing');
      await expectUrl(admin, '/marketing');
      const table = admin.getByRole('table', { name: 'Leads' });
      await expectVisible(table.getByRole('button', { name: 'Megan Foster' }));
      await expectNoSeriousAxeViolations(admin, 'marketing leads');
      await screenshot(admin, 'marketing-1-leads');

      // Two leads from this walk's own source, each scored and explained.
      for (const lead of leads) {
        await admin.getByRole('button', { name: 'Add lead' }).click();
        const form = admin.getByRole('form', { name: 'New lead' });
        await form.getByRole('textbox', { name: /^First name/ }).fill(lead.first);
        await form.getByRole('textbox', { name: /^Last name/ }).fill(lead.last);
        await form.getByRole('textbox', { name: /^Email/ }).fill(lead.email);
        await form.getByRole('textbox', { name: /^Phone/ }).fill('(973) 555-0142');
        await form.getByRole('textbox', { name: /^Source/ }).fill(source);
        await form.getByRole('button', { name: 'Add lead' }).click();
        await expectVisible(admin.getByText('Lead added'));
        // Until the closing dialog is gone its own "Add lead" is the only one in reach.
        await form.waitFor({ state: 'detached' });
      }
      await admin.getByRole('textbox', { name: 'Search leads' }).fill(stamp);
      await table.getByRole('button', { name: `${leads[0].first} ${leads[0].last}` }).click();
      const detail = admin.getByRole('dialog', { name: `${leads[0].first} ${leads[0].last}` });
      await expectVisible(detail.getByText(/^Score \d+ of 100$/));
      await expectVisible(
        detail.getByRole('list', { name: 'Why this score' }).getByText('+15 Reachable by phone and e-mail'),
      );
      await screenshot(admin, 'marketing-2-lead-score');
      await detail.getByRole('button', { name: 'Close' }).click();

      // A saved audience (this walk's source) and a campaign to it, sent now.
      await admin.getByRole('tab', { name: 'Campaigns' }).click();
      await admin.getByRole('button', { name: 'New audience' }).click();
      const audienceForm = admin.getByRole('form', { name: 'New audience' });
      await audienceForm.getByRole('textbox', { name: /^Audience name/ }).fill(`Walk ${stamp}`);
      await audienceForm.getByRole('textbox', { name: /^Sources/ }).fill(source);
      await audienceForm.getByRole('button', { name: 'Save audience' }).click();
      await expectVisible(admin.getByText('Reaches 2 now'));
      await audienceForm.waitFor({ state: 'detached' });

      const newCampaign = async (name) => {
        await admin.getByRole('button', { name: 'New campaign' }).click();
        const form = admin.getByRole('form', { name: 'New campaign' });
        await form.getByRole('textbox', { name: /^Campaign name/ }).fill(name);
        await form.getByRole('combobox', { name: /^Audience/ }).click();
        await admin.getByRole('option', { name: new RegExp(`^Walk ${stamp} \\(\\d+ reachable\\)$`) }).click();
        await form.getByRole('textbox', { name: /^Subject/ }).fill('A check-up for you, {first_name}');
        await form
          .getByRole('textbox', { name: /^Content/ })
          .fill('Hello {first_name},\n\nBook a **free check-up** at https://example.com/book-walk this week.');
        await form.getByRole('button', { name: 'Save campaign' }).click();
        await expectVisible(admin.getByText('Campaign saved as a draft'));
        await form.waitFor({ state: 'detached' });
        const card = admin.getByRole('article', { name });
        await card.getByRole('button', { name: 'Send now' }).click();
        return card;
      };
      const first = await newCampaign(`Walk spring ${stamp}`);
      await expectVisible(admin.getByText('2 recipients, 0 left out'));
      await expectText(first, /sent/);
      await screenshot(admin, 'marketing-3-campaign-sent');

      // The first recipient's e-mail, as the mail server would get it: the tracked link and the unsubscribe link.
      const mail = await readMail(leads[0].email, 'marketing_campaign');
      assert.ok(mail.startsWith('Hello Walker,'), 'the merge field is filled');
      const click = linkIn(mail, '/api/marketing/click/');
      const unsubscribe = linkIn(mail, '/api/marketing/unsubscribe?token=');
      const redirect = await admin.request.get(click, { maxRedirects: 0 });
      assert.equal(redirect.status(), 302);
      assert.equal(redirect.headers().location, 'https://example.com/book-walk');

      const visitor = await newPage();
      await visitor.goto(unsubscribe);
      await expectVisible(visitor.getByRole('heading', { name: 'Unsubscribe', level: 1 }));
      await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
      await expectVisible(visitor.getByRole('heading', { name: 'You are unsubscribed', level: 1 }));
      await screenshot(visitor, 'marketing-4-unsubscribed');

      // The first campaign's figures; a second campaign to the same audience leaves the unsubscribed address out.
      await admin.reload();
      const card = admin.getByRole('article', { name: `Walk spring ${stamp}` });
      await expectText(card, /Clicked\s*1 \(50%\)/);
      await expectText(card, /Unsubscribed\s*1/);
      await newCampaign(`Walk summer ${stamp}`);
      await expectVisible(admin.getByText('1 recipient, 1 left out'));
      const { data } = await graphqlInPage(admin, '{ marketingCampaigns { name totalRecipients skipped } }');
      const second = data.marketingCampaigns.find((campaign) => campaign.name === `Walk summer ${stamp}`);
      assert.deepEqual({ total: second.totalRecipients, skipped: second.skipped }, { total: 1, skipped: 1 });
      await screenshot(admin, 'marketing-5-second-campaign');

      // Analytics computed from the records, with charts.
      await admin.getByRole('tab', { name: 'Analytics' }).click();
      const figures = admin.getByRole('region', { name: 'Campaign figures' });
      await expectVisible(figures.getByText('Unsubscribed'));
      await expectVisible(admin.getByText('Campaign funnel'));
      await expectVisible(admin.getByText('Leads by source'));
      await expectNoSeriousAxeViolations(admin, 'marketing analytics');
      await screenshot(admin, 'marketing-6-analytics');

      // A phone's width.
      const phone = await newPage({ viewport: { width: 390, height: 844 } });
      await loginAs(phone, baseUrl, { email: 'admin@northside.demo', type: 'Provider' });
      await phone.goto(`${baseUrl}/marketing?section=campaigns`);
      await expectVisible(phone.getByRole('article', { name: `Walk spring ${stamp}` }));
      await screenshot(phone, 'marketing-7-phone');
    },
  },
];
