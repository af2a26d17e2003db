import { expect, test, type Page } from '../support/test';
import { testGatewayForTheseTests } from '../support/testGateway';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The built-in menu, read as data (it is also the seed's menu): the expectations follow it.
const defaultNavigationMenu = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../shared/src/content/navigationMenu.json'), 'utf8'),
) as { serviceCategories: Array<{ title: string; services: Array<{ name: string; slug: string }> }> };

// The marketing remote on the composed site: Home, About, Services overview and the legal pages.

const main = (page: Page) => page.locator('main');
const section = (page: Page, testId: string) => page.getByTestId(testId);

async function expectMeta(page: Page, title: RegExp) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"][data-page-meta]')).toHaveAttribute('content', /.{40,}/);
}

test.describe('Home', () => {
  test('shows every section with its heading', async ({ page }) => {
    await page.goto('/');
    const hero = section(page, 'hero');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(/Govern\.\s*Comply\.\s*Excel\./);
    const labels = hero.getByRole('list', { name: 'Our practice areas' }).getByRole('listitem');
    await expect(labels).toHaveText(['Governance & Advisory', 'Technology & Security', 'Process & Operations', 'Digital Strategy']);
    await expect(hero.getByText(/CMMI, ISO and Lean Six Sigma consulting/)).toBeVisible();

    const why = section(page, 'why-choose-us');
    await expect(why.getByRole('heading', { level: 2 })).toHaveText('Why Choose ComplianceCore');
    await expect(why.getByTestId('feature-card')).toHaveCount(6);
    for (const card of await why.getByTestId('feature-card').all()) {
      await expect(card.locator('svg').first()).toBeVisible();
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
    }
    await expect(why.getByText('22+ years')).toBeVisible();

    const methodology = section(page, 'methodology');
    await expect(methodology.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(methodology.getByRole('heading', { level: 3 })).toHaveText(['Assess', 'Plan', 'Implement', 'Certify & Audit']);

    const services = section(page, 'services-section');
    await expect(services.getByRole('heading', { level: 2 })).toHaveText('What We Do');
    await expect(services.getByTestId('service-card')).toHaveCount(3);

    const cta = section(page, 'cta-section');
    await expect(cta.getByRole('heading', { level: 2 })).toHaveText('Ready to Raise Your Process Maturity?');
    await expectMeta(page, /ComplianceCore Consulting/);
  });

  test('"What our clients say" shows the active featured testimonials, in the server\'s HTML too', async ({ page }) => {
    // The seed's featured, active testimonials in their order; an active unfeatured one and an
    // inactive featured one stay out (cms/dataset/seed/testimonials.mjs).
    const featured = ['Priya Raman', 'Daniel Okafor', 'Fatima Al-Harbi'];
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('What our clients say');
    for (const name of featured) expect(html).toContain(name);
    expect(html).not.toContain('Rahul Deshpande');
    expect(html).not.toContain('Suresh Kulkarni');

    await page.goto('/');
    const testimonials = page.getByRole('region', { name: 'What our clients say' });
    await expect(testimonials.getByRole('heading', { level: 2 })).toHaveText('What our clients say');
    const cards = testimonials.getByTestId('testimonial');
    await expect(cards).toHaveCount(3);
    for (const [index, name] of featured.entries()) await expect(cards.nth(index).locator('figcaption')).toContainText(name);
    await expect(cards.first().locator('blockquote')).toContainText('CMMI Maturity Level 3');
    // Between the services and the call to action.
    const order = await page.locator('main section[data-testid]').evaluateAll((sections) => sections.map((s) => s.getAttribute('data-testid')));
    expect(order.indexOf('testimonials')).toBe(order.indexOf('services-section') + 1);
    expect(order.indexOf('cta-section')).toBeGreaterThan(order.indexOf('testimonials'));
  });

  test('hero lines are hidden at 500 ms and shown at 1000 ms after the hero first shows', async ({ page }) => {
    // Read against the animation's own clock, which starts when the hero is first rendered: frames
    // arrive late on a busy machine, the clock does not.
    await page.addInitScript(() => {
      const samples: { at: number; visible: boolean; finished: boolean }[] = [];
      (window as unknown as { __hero: typeof samples }).__hero = samples;
      const sample = () => {
        const lines = document.querySelector('[data-testid="hero-lines"]');
        const clock = lines?.getAnimations()[0];
        if (clock && clock.currentTime !== null)
          samples.push({ at: Number(clock.currentTime), visible: getComputedStyle(lines!).visibility === 'visible', finished: clock.playState === 'finished' });
        if (!samples.some((s) => s.finished)) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto('/');
    const lines = page.getByTestId('hero-lines');
    await expect(lines).toBeVisible();
    expect(await lines.evaluate((el) => el.getAnimations()[0]?.effect?.getTiming().delay)).toBe(800);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __hero: { finished: boolean }[] }).__hero.some((s) => s.finished))).toBe(true);
    const samples = await page.evaluate(() => (window as unknown as { __hero: { at: number; visible: boolean; finished: boolean }[] }).__hero);
    expect(samples.filter((s) => s.at < 800).every((s) => !s.visible), 'hidden until 800 ms').toBe(true);
    expect(samples.filter((s) => s.finished).every((s) => s.visible), 'shown once the delay is over').toBe(true);
    // The same clock, set by hand: what a visitor sees 500 ms and 1000 ms after the hero shows.
    const visibilityAt = (ms: number) =>
      lines.evaluate((el, at) => {
        const clock = el.getAnimations()[0];
        clock.pause();
        clock.currentTime = at;
        return getComputedStyle(el).visibility;
      }, ms);
    expect(await visibilityAt(500)).toBe('hidden');
    expect(await visibilityAt(1000)).toBe('visible');
    await expect(page.getByTestId('hero-lines')).toHaveAttribute('data-animated', 'true');
  });

  test('hero lines appear at once and without motion under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('hero')).toBeVisible();
    // Nothing to wait for: no animation (the 800 ms delay is one) runs on the lines or inside them,
    // and they are shown.
    const lines = page.getByTestId('hero-lines');
    expect(await lines.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    expect(await lines.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    await expect(lines).toBeVisible();
    await expect(lines).toHaveAttribute('data-animated', 'false');
  });

  test('links go where the spec says', async ({ page }) => {
    await page.goto('/');
    const hero = section(page, 'hero');
    await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    await expect(hero.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
    const cta = section(page, 'cta-section');
    await expect(cta.getByRole('link', { name: 'Schedule Call' })).toHaveAttribute('href', '/contact');
    await expect(cta.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/get-quote');

    await section(page, 'services-section').getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();

    await page.goBack();
    await section(page, 'cta-section').getByRole('link', { name: 'Get Quote' }).click();
    await expect(page).toHaveURL(/\/get-quote$/);

    await page.goto('/');
    await section(page, 'cta-section').getByRole('link', { name: 'Schedule Call' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('About', () => {
  test('shows every section with its heading', async ({ page }) => {
    await page.goto('/about');
    await expect(main(page).getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

    const who = section(page, 'who-we-are');
    await expect(who.getByRole('heading', { level: 2, name: 'Who We Are' })).toBeVisible();
    await expect(who.getByRole('heading', { level: 3, name: 'Our Growth Strategy' })).toBeVisible();
    await expect(who.getByRole('listitem')).toHaveCount(5);

    await expect(section(page, 'our-approach').getByRole('heading', { level: 2, name: 'Our Approach' })).toBeVisible();

    const vision = section(page, 'vision-mission');
    await expect(vision.getByRole('heading', { level: 3, name: 'Our Vision' })).toBeVisible();
    await expect(vision.getByRole('heading', { level: 3, name: 'Our Mission' })).toBeVisible();
    await expect(vision.getByRole('heading', { level: 4 })).toHaveText(['Integrity', 'Excellence', 'Sustainability', 'Customer-Centricity']);

    await expect(section(page, 'why-choose-us').getByTestId('feature-card')).toHaveCount(5);

    const timeline = section(page, 'timeline');
    await expect(timeline.getByRole('heading', { level: 2, name: 'Our Journey' })).toBeVisible();
    const years = await timeline.getByTestId('milestone').evaluateAll((items) => items.map((item) => item.textContent?.slice(0, 4)));
    expect(years).toEqual(['2022', '2023', '2024', '2025', '2026']);

    const expansion = section(page, 'expansion');
    await expect(expansion.getByRole('heading', { level: 2, name: 'Global Expansion' })).toBeVisible();
    await expect(expansion.getByRole('listitem').first()).toBeVisible();

    const branches = section(page, 'branches').getByTestId('branch').getByRole('heading', { level: 3 });
    await expect(branches).toHaveCount(5);
    const branchNames = (await branches.allTextContents()).join(' | ');
    for (const name of ['USA', 'Pune', 'Chennai', 'Hyderabad', 'Saudi Arabia']) expect(branchNames).toContain(name);

    const team = section(page, 'core-team');
    await expect(team.getByRole('heading', { level: 2, name: 'Our Core Team' })).toBeVisible();
    await expect(team.getByTestId('team-card')).toHaveCount(4);

    const partners = section(page, 'partners');
    await expect(partners.getByRole('heading', { level: 2, name: 'Partners & Clients' })).toBeVisible();
    for (const claim of ['22+', '200+', '32+']) await expect(partners.getByText(claim, { exact: true })).toBeVisible();

    const cta = section(page, 'cta-section');
    await expect(cta.getByRole('link', { name: 'Schedule Call' })).toHaveAttribute('href', '/contact');
    await expect(cta.getByRole('link', { name: 'Get Quote' })).toHaveAttribute('href', '/get-quote');
    await expectMeta(page, /^About Us \| ComplianceCore Consulting$/);
  });

  test('the team dialog shows five fields, keeps focus and closes by button, Escape and a click outside', async ({ page }) => {
    await page.goto('/about');
    const readMore = page.getByRole('button', { name: 'Read More about Vikram Menon' });
    await readMore.scrollIntoViewIfNeeded();
    await readMore.click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Vikram Menon' })).toBeVisible();
    const picture = dialog.getByRole('img', { name: 'Portrait silhouette of Vikram Menon' });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(dialog.getByTestId('team-dialog-title')).toHaveText('Head of Cyber Security');
    await expect(dialog.getByTestId('team-dialog-location')).toHaveText('Chennai, India');
    await expect(dialog.getByTestId('team-dialog-about')).toContainText('security assessments, penetration testing');

    // The page behind does not scroll while it is open.
    const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await pageOverflow()).toBe('hidden');

    // Focus stays inside while open.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused();
    expect(await pageOverflow()).not.toBe('hidden');

    await readMore.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(readMore).toBeFocused();

    await readMore.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 400);
    await expect(dialog).toBeHidden();
  });
});

test.describe('Services overview', () => {
  test('shows the intro, four categories linking every service to /{slug}, and the call to action', async ({ page }) => {
    await page.goto('/services');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    const cards = page.getByTestId('service-category');
    await expect(cards).toHaveCount(4);
    for (const [index, category] of defaultNavigationMenu.serviceCategories.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(category.title);
      for (const service of category.services) {
        await expect(card.getByRole('link', { name: service.name, exact: true })).toHaveAttribute('href', `/${service.slug}`);
      }
    }
    const cta = section(page, 'cta-section');
    await expect(cta.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
    await expect(cta.getByRole('link', { name: 'Get Custom Quote' })).toHaveAttribute('href', '/get-quote');
    await expectMeta(page, /^Our Services \| /);

    await cards.first().getByRole('link', { name: 'CMMI Appraisals' }).click();
    await expect(page).toHaveURL(/\/appraisals$/);
    await page.goBack();
    await section(page, 'cta-section').getByRole('link', { name: 'Get Custom Quote' }).click();
    await expect(page).toHaveURL(/\/get-quote$/);
  });
});

test.describe('Layout', () => {
  test('holds at 320 px without horizontal scrolling, its text as wide as the screen before any scroll', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    for (const path of ['/', '/about', '/services', '/blog/zero-trust-mid-sized-firms', '/privacy-policy', '/refund']) {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      // Text laid out past the edge is cut off even where nothing scrolls sideways.
      const widest = await main(page).evaluate((el) => Math.max(...[...el.querySelectorAll('p, li, h2, h3')].map((text) => text.getBoundingClientRect().right)));
      expect(widest, `${path} lays text out past the screen`).toBeLessThanOrEqual(320);
    }
  });

  test('images reserve their size before they load', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByTestId('team-card').first()).toBeVisible();
    const missing = await page
      .getByTestId('core-team')
      .locator('img')
      .evaluateAll((imgs) => imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height') || !img.getAttribute('alt')).length);
    expect(missing).toBe(0);
  });
});

test.describe('with the content service down', () => {
  // The content service is unreachable for the server and for the browser alike.
  const site = testGatewayForTheseTests({ down: { content: true } });
  test.beforeEach(async ({ page }) => {
    await page.route(/\/data\/query\//, (route) => route.abort('connectionrefused'));
  });

  test('Home shows its built-in copy', async ({ page }) => {
    await page.goto(`${site.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Govern\.\s*Comply\.\s*Excel\./, { timeout: 15_000 });
    await expect(section(page, 'hero').getByText(/Independent CMMI, ISO and Lean Six Sigma consulting/)).toBeVisible();
    await expect(section(page, 'why-choose-us').getByRole('heading', { level: 2, name: 'Why Choose ComplianceCore' })).toBeVisible();
    await expect(section(page, 'why-choose-us').getByTestId('feature-card')).toHaveCount(6);
    await expect(section(page, 'methodology').getByRole('heading', { level: 3 })).toHaveText(['Assess', 'Plan', 'Implement', 'Certify & Audit']);
    await expect(section(page, 'services-section').getByTestId('service-card')).toHaveCount(3);
    await expect(section(page, 'cta-section').getByRole('link', { name: 'Schedule Call' })).toHaveAttribute('href', '/contact');
    // No built-in testimonials: without the service's, the section is not there.
    await expect(page.getByRole('heading', { name: 'What our clients say' })).toHaveCount(0);
  });

  test('About shows its built-in copy and local team pictures', async ({ page }) => {
    await page.goto(`${site.url}/about`);
    const team = section(page, 'core-team');
    await expect(team.getByTestId('team-card')).toHaveCount(4, { timeout: 15_000 });
    const picture = team.getByRole('img', { name: 'Portrait illustration of Srinivas Reddy' });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(section(page, 'branches').getByTestId('branch')).toHaveCount(5);
    await expect(section(page, 'timeline').getByTestId('milestone')).toHaveCount(5);
  });
});
