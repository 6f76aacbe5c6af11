/* global window, document */
import path from 'node:path';
import { assert, expectText, expectUrl, expectVisible } from '../lib/assert.mjs';
import { expectNoSeriousAxeViolations } from '../lib/axe.mjs';

const sections = [
  { id: 'features', button: 'Features' },
  { id: 'demo', button: 'Demo' },
  { id: 'pricing', button: 'Pricing' },
  { id: 'waitlist', button: 'Waitlist' },
  { id: 'contact', button: 'Contact' },
];

/** A viewport-sized screenshot (the runner's helper takes the whole page), beside the others. */
const viewportScreenshot = (page, name) =>
  page.screenshot({ path: path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`) });

const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

/** A fresh address per run: the waitlist keeps one row per email. */
const uniqueEmail = (name) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

async function openLanding(page, baseUrl) {
  await page.goto(`${baseUrl}/`);
  await expectText(page.getByRole('heading', { level: 1 }), 'Casebridge');
  // The plans come from the API: wait for them so the page has its final height.
  await expectVisible(page.getByRole('article', { name: 'Starter' }));
}

/** Waits until a smooth scroll has come to rest (the same scroll position for a few frames). */
async function scrollSettled(page) {
  let last = -1;
  let steady = 0;
  for (let i = 0; i < 100 && steady < 5; i += 1) {
    const y = await page.evaluate(() => window.scrollY);
    steady = y === last ? steady + 1 : 0;
    last = y;
    await page.waitForTimeout(50);
  }
}

/** Where the section's heading ended up, relative to the viewport and the sticky header. */
function placementOf(page, id) {
  return page.evaluate((sectionId) => {
    const header = document.querySelector('[data-landing-header]').getBoundingClientRect();
    const heading = document.getElementById(`${sectionId}-heading`).getBoundingClientRect();
    return {
      headerBottom: header.bottom,
      headingTop: heading.top,
      headingBottom: heading.bottom,
      viewportHeight: window.innerHeight,
      focused: document.activeElement?.id ?? null,
    };
  }, id);
}

/** The section's heading is fully on screen and not hidden under the sticky header. */
async function assertSectionInView(page, id) {
  await scrollSettled(page);
  const placement = await placementOf(page, id);
  assert.ok(
    placement.headingTop >= placement.headerBottom && placement.headingBottom <= placement.viewportHeight,
    `#${id}'s heading should be in view below the header: ${JSON.stringify(placement)}`,
  );
  assert.equal(placement.focused, id, `focus moves to #${id}`);
}

/** The message shown under a field: the text its input is described by. */
function descriptionOf(input) {
  return input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

async function expectDescription(input, expected, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  let last = '';
  while (Date.now() < deadline) {
    last = await descriptionOf(input).catch(() => '');
    if (last === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`expected the field's message "${expected}" but saw "${last}"`);
}

async function fillWaitlist(form, { name, email, practiceName }) {
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Practice Name').fill(practiceName);
  await form.getByLabel('State').selectOption({ label: 'Other' });
  await form.getByLabel('Monthly PI Cases').selectOption('50-100');
}

export const tests = [
  {
    name: 'landing: / arrives drawn and styled with scripts off, and React takes it over without a mismatch (decision 519)',
    async run({ newPage, baseUrl }) {
      const served = await (await fetch(`${baseUrl}/`)).text();
      assert.match(served, /<div id="root">.*<h1[^>]*>Casebridge<\/h1>/s);
      assert.match(served, /<style data-emotion="css[ -]/);

      const withoutScripts = await newPage({ javaScriptEnabled: false });
      await withoutScripts.goto(`${baseUrl}/`);
      const heading = withoutScripts.getByRole('heading', { level: 1 });
      await expectText(heading, 'Casebridge');
      // Styled by the page's own styles: the theme's heading size, not the browser's default h1.
      const fontSize = await heading.evaluate((element) => window.getComputedStyle(element).fontSize);
      assert.equal(fontSize, '56px');
      await viewportScreenshot(withoutScripts, 'landing-prerendered-no-scripts');

      const page = await newPage();
      const errors = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await openLanding(page, baseUrl);
      // Hydrated: the visit's year in the footer, the login button opens its dialog.
      await expectText(
        page.getByRole('contentinfo'),
        new RegExp(`© ${new Date().getFullYear()} Casebridge\\. All rights reserved\\.`),
      );
      await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
      await expectVisible(page.getByRole('dialog'));
      assert.deepEqual(errors, []);
    },
  },
  {
    name: 'landing: each nav button scrolls its section into view below the sticky header',
    async run({ newPage, baseUrl }) {
      const page = await newPage();
      await openLanding(page, baseUrl);
      const nav = page.getByRole('navigation', { name: 'Page sections' });
      // Forwards and then back up the page, so every scroll really moves.
      for (const section of [...sections, ...sections.slice(0, -1).reverse()]) {
        await nav.getByRole('button', { name: section.button, exact: true }).click();
        await assertSectionInView(page, section.id);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('banner').getByRole('button', { name: 'Join Waitlist', exact: true }).click();
      await assertSectionInView(page, 'waitlist');
    },
  },
  {
    name: 'landing: on a phone the sections are reached from the menu button',
    async run({ newPage, baseUrl }) {
      const page = await newPage(phone);
      await openLanding(page, baseUrl);
      assert.equal(await page.getByRole('navigation', { name: 'Page sections' }).isVisible(), false);
      for (const section of sections) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('menu').getByRole('menuitem', { name: section.button, exact: true }).click();
        // The page scrolls once the menu has closed (an open menu locks the page's scrolling).
        await page.getByRole('menu').waitFor({ state: 'hidden' });
        await assertSectionInView(page, section.id);
      }
    },
  },
  {
    name: 'landing: pricing shows annual prices from the API by default, and monthly on the toggle',
    async run({ newPage, baseUrl }) {
      const page = await newPage();
      await openLanding(page, baseUrl);
      const pricing = page.getByRole('region', { name: 'Simple pricing for every practice' });
      const starter = pricing.getByRole('article', { name: 'Starter' });
      assert.equal(await pricing.getByRole('button', { name: 'Annual' }).getAttribute('aria-pressed'), 'true');
      await expectText(starter.getByTestId('plan-price'), '$2,490/year');
      await expectVisible(starter.getByText('Save $498', { exact: true }));
      await expectText(pricing.getByRole('article', { name: 'Enterprise' }).getByRole('button'), 'Contact Sales');

      await pricing.getByRole('button', { name: 'Monthly' }).click();

      await expectText(starter.getByTestId('plan-price'), '$249/month');
      await expectText(pricing.getByRole('article', { name: 'Professional' }).getByTestId('plan-price'), '$349/month');
      assert.equal(await starter.getByText('Save $498').count(), 0);

      await pricing.getByRole('article', { name: 'Enterprise' }).getByRole('button', { name: 'Contact Sales' }).click();
      await assertSectionInView(page, 'contact');
    },
  },
  {
    name: 'landing: a waitlist signup reaches the thank-you view, and the same email is then refused',
    async run({ newPage, baseUrl }) {
      const page = await newPage();
      await openLanding(page, baseUrl);
      const signup = { name: 'Erin Vale', email: uniqueEmail('erin.vale'), practiceName: 'Vale Spine & Injury' };
      const form = page.getByRole('form', { name: 'Waitlist form' });

      await form.getByRole('button', { name: 'Join the Waitlist' }).click();
      await expectDescription(form.getByLabel('Full Name'), 'Name is required');
      await expectDescription(form.getByLabel('Email'), 'Email is required');

      await fillWaitlist(form, signup);
      await form.getByRole('button', { name: 'Join the Waitlist' }).click();

      await expectVisible(page.getByRole('heading', { name: "You're on the waitlist!" }));
      await expectVisible(page.getByText('Welcome to the waitlist!', { exact: true }));
      await expectVisible(page.getByText("You'll receive early access information soon."));
      await expectVisible(page.getByText(signup.email, { exact: true }));
      await viewportScreenshot(page, 'landing-waitlist-thank-you');

      await page.getByRole('button', { name: 'Join Another Practice' }).click();
      assert.equal(await form.getByLabel('Full Name').inputValue(), '');
      await fillWaitlist(form, { ...signup, name: 'Erin Vale (again)' });
      await form.getByRole('button', { name: 'Join the Waitlist' }).click();

      await expectDescription(form.getByLabel('Email'), 'This email is already on the waitlist');
      assert.equal(await form.getByLabel('Email').getAttribute('aria-invalid'), 'true');
      assert.equal(await page.getByRole('heading', { name: "You're on the waitlist!" }).count(), 0);
      assert.equal(await form.getByLabel('Full Name').inputValue(), 'Erin Vale (again)', 'what was typed stays');
      await viewportScreenshot(page, 'landing-waitlist-duplicate');
    },
  },
  {
    name: 'landing: the contact form checks its fields, sends, and confirms in place',
    async run({ newPage, baseUrl }) {
      const page = await newPage();
      await openLanding(page, baseUrl);
      const form = page.getByRole('form', { name: 'Contact form' });

      await form.getByRole('button', { name: 'Send Message' }).click();
      await expectDescription(form.getByLabel(/^Name/), 'Name is required');
      await expectDescription(form.getByLabel('Message'), 'Message is required');

      await form.getByLabel(/^Name/).fill('Alan Park');
      await form.getByLabel('Email').fill(uniqueEmail('alan.park'));
      await form.getByLabel('Phone (optional)').fill('(555) 010-4477');
      await form.getByLabel('Practice Name (optional)').fill('Lakeview Spine & Injury');
      await form.getByLabel('Message').fill('We have three locations. Can we talk about Enterprise?');
      await form.getByRole('button', { name: 'Send Message' }).click();

      await expectVisible(page.getByRole('heading', { name: "Thanks, we'll get back to you" }));
      assert.equal(await page.getByRole('form', { name: 'Contact form' }).count(), 0);
    },
  },
  {
    name: 'landing: ?login=true opens the login dialog and the parameter leaves the address',
    async run({ newPage, baseUrl }) {
      const page = await newPage();
      await page.goto(`${baseUrl}/?login=true`);
      await expectVisible(page.getByRole('dialog', { name: 'Log in to Casebridge' }));
      await expectUrl(page, '/');
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
      await expectVisible(page.getByRole('dialog', { name: 'Log in to Casebridge' }));
    },
  },
  {
    name: 'landing: the page fits a phone and a desktop (screenshots)',
    async run({ newPage, baseUrl, screenshot }) {
      const mobile = await newPage(phone);
      await openLanding(mobile, baseUrl);
      const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `nothing is wider than the phone (${overflow}px too wide)`);
      await screenshot(mobile, 'landing-phone');
      await mobile.getByRole('button', { name: 'Open menu' }).click();
      await expectVisible(mobile.getByRole('menu'));
      await mobile.waitForTimeout(400); // let the menu finish growing in
      await viewportScreenshot(mobile, 'landing-phone-menu');

      const desktop = await newPage();
      await openLanding(desktop, baseUrl);
      await screenshot(desktop, 'landing-desktop');
    },
  },
  {
    name: 'landing: axe-core finds no serious or critical accessibility violations',
    async run({ newPage, baseUrl }) {
      const desktop = await newPage();
      await openLanding(desktop, baseUrl);
      await expectNoSeriousAxeViolations(desktop, 'desktop');
      // The error state of the forms too: messages under the fields must also be readable.
      await desktop
        .getByRole('form', { name: 'Waitlist form' })
        .getByRole('button', { name: 'Join the Waitlist' })
        .click();
      await expectDescription(
        desktop.getByRole('form', { name: 'Waitlist form' }).getByLabel('Full Name'),
        'Name is required',
      );
      await expectNoSeriousAxeViolations(desktop, 'desktop, waitlist errors');

      const mobile = await newPage(phone);
      await openLanding(mobile, baseUrl);
      await expectNoSeriousAxeViolations(mobile, 'phone');
    },
  },
];
