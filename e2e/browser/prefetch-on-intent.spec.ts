import { startUsing } from '../support/chatWidget';
import { emulatedConnection, pageConnection, type SlowConnection } from '../support/connection';
import { expect, test, type Locator, type Page } from '../support/test';

/**
 * Prefetch on intent (issue 27): a link into another remote loads that remote's entry and page module
 * when the visitor shows intent (hover, focus, touch; on a phone, the link scrolling into view), so the
 * click asks for nothing more; on Save-Data or a 2G connection nothing is fetched on a guess.
 */

/** The page's requests: their paths as they come, and how many that end are still under way. */
function network(page: Page) {
  const paths: string[] = [];
  const pending = new Set<unknown>();
  page.on('request', (request) => {
    paths.push(new URL(request.url()).pathname);
    // The page's live stream (`/_live/events`) stays open for the page's life: never "under way" here.
    if (request.resourceType() !== 'eventsource') pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  const settled = () => expect.poll(() => pending.size, { timeout: 20_000 }).toBe(0);
  return {
    paths,
    /** Requests made from now on. */
    from() {
      const start = paths.length;
      return () => paths.slice(start);
    },
    /**
     * Until the page has had every chance to act on what came before: nothing under way, a request
     * of its own made and answered (anything the page started earlier was requested before it), and
     * nothing under way again.
     */
    async quiet() {
      await settled();
      await page.evaluate(() => fetch('/robots.txt', { cache: 'no-store' }).then((response) => response.text()));
      await settled();
    },
  };
}

/** Files of a remote, by remote and file name (the version folder and content hash aside). */
const remoteFile = (remote: string, file: string) => new RegExp(`^/remotes/${remote}/[^/]+/${file}$`);
const requested = (paths: string[], file: RegExp) => paths.some((path) => file.test(path));
const formsEntry = remoteFile('mfe-forms', 'remoteEntry\\.js');
const contactPage = remoteFile('mfe-forms', 'ContactPage\\.[0-9a-f]+\\.js');
const servicesEntry = remoteFile('mfe-services', 'remoteEntry\\.js');
const servicePage = remoteFile('mfe-services', 'ServicePage\\.[0-9a-f]+\\.js');
const fromRemote = (remote: string) => (path: string) => path.startsWith(`/remotes/${remote}/`);
const isContentQuery = (path: string) => path.includes('/data/query/');

/**
 * Until the page's own observer has seen `link` in the viewport: an observer made now reports in the
 * same rendering step as the page's (made earlier, so told first) once the link is in view.
 */
function seenInView(link: Locator) {
  return link.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(element);
      }),
  );
}

/**
 * Opens `path` and waits until the page has done what it does unasked: hydrated, then the chat widget
 * (loaded at once by a key pressed, `startUsing`), then nothing under way. What is requested after
 * that is the test's doing.
 */
async function openSettled(page: Page, net: ReturnType<typeof network>, path: string) {
  await page.goto(path);
  await startUsing(page);
  // Hidden at the top of a phone's page, but there.
  await expect(page.getByRole('button', { name: 'Open chat assistant', includeHidden: true })).toBeAttached();
  await net.quiet();
}

const navbarLink = (page: Page, name: string) => page.getByTestId('navbar').getByRole('link', { name, exact: true });
const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });

test.describe('on a desktop', () => {
  // The two signs of intent a desktop gives, each on a link into another remote and followed the way
  // that sign goes on: a hover, then the click; a focus, then Enter.
  const intents = [
    {
      title: 'hovering a link into another remote loads its entry, page and content, so the click asks for nothing',
      linkOn: (page: Page) => navbarLink(page, 'Contact'),
      show: (link: Locator) => link.hover(),
      follow: (link: Locator) => link.click(),
      remote: 'mfe-forms',
      files: [formsEntry, contactPage],
      path: '/contact',
    },
    {
      title: 'focusing a link into another remote loads its entry, page and content, so Enter asks for nothing',
      linkOn: (page: Page) => footerLink(page, 'Advisory'),
      show: (link: Locator) => link.focus(),
      follow: (link: Locator) => link.page().keyboard.press('Enter'),
      remote: 'mfe-services',
      files: [servicesEntry, servicePage],
      path: '/services/advisory',
    },
  ];

  for (const { title, linkOn, show, follow, remote, files, path } of intents) {
    test(title, async ({ page }) => {
      const net = network(page);
      await openSettled(page, net, '/about');
      expect(net.paths.filter(fromRemote(remote))).toEqual([]);

      const link = linkOn(page);
      await show(link);
      for (const file of files) await expect.poll(() => requested(net.paths, file)).toBe(true);
      await expect.poll(() => net.paths.includes(path)).toBe(true);
      await net.quiet();

      const afterFollowing = net.from();
      await follow(link);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('main h1')).toBeVisible();
      // No content query, no manifest, no entry, no page file: everything came with the prefetch.
      expect(afterFollowing().filter((asked) => isContentQuery(asked) || fromRemote(remote)(asked))).toEqual([]);
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a link into another remote scrolling into view loads its entry and page, not its content; the tap loads neither again', async ({ page }) => {
    const net = network(page);
    await openSettled(page, net, '/about');
    // A phone: no hover, so links in view stand for intent.
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
    expect(net.paths.filter(fromRemote('mfe-forms'))).toEqual([]);

    const scrolled = net.from();
    const scheduleCall = page.getByRole('main').getByRole('link', { name: 'Schedule Call' });
    await expect(scheduleCall).toHaveAttribute('href', '/contact');
    await scheduleCall.scrollIntoViewIfNeeded();
    await expect.poll(() => requested(scrolled(), formsEntry)).toBe(true);
    await expect.poll(() => requested(scrolled(), contactPage)).toBe(true);
    await net.quiet();
    // The module only: the page's content waits for a stronger sign (a touch) or the navigation.
    expect(scrolled().filter((path) => path === '/contact' || isContentQuery(path))).toEqual([]);

    const afterTap = net.from();
    await scheduleCall.tap();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('main h1')).toBeVisible();
    await net.quiet();
    expect(afterTap().filter(fromRemote('mfe-forms'))).toEqual([]);
  });

  test('after a client navigation, the links the new page renders once its content is there load their page in view', async ({ page }) => {
    const net = network(page);
    await openSettled(page, net, '/about');
    const navigated = net.from();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.locator('#mobile-menu').locator('summary').filter({ hasText: /^Resources$/ }).tap();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Blog' }).tap();
    await expect(page).toHaveURL(/\/blog$/);
    // The blog list renders once its module and content are there: after the route has rendered.
    const firstArticle = page.getByRole('main').getByRole('article').first();
    await expect(firstArticle).toBeInViewport();
    await seenInView(firstArticle.getByRole('link').first());
    await expect.poll(() => requested(navigated(), remoteFile('mfe-blog', 'ArticlePage\\.[0-9a-f]+\\.js'))).toBe(true);
  });
});

test.describe('nothing is prefetched', () => {
  /** Hovers and focuses the navbar's Contact link: nothing of its page is requested. */
  async function hoverAndFocusFetchNothing(page: Page, net: ReturnType<typeof network>) {
    const afterIntent = net.from();
    const contact = navbarLink(page, 'Contact');
    await contact.hover();
    await contact.focus();
    await net.quiet();
    expect(afterIntent().filter((path) => path === '/contact' || fromRemote('mfe-forms')(path))).toEqual([]);
  }

  /** The same intent once the connection allows it: the page would have prefetched. */
  async function hoverAgainPrefetches(page: Page, net: ReturnType<typeof network>) {
    await page.locator('main h1').hover();
    await navbarLink(page, 'Contact').hover();
    await expect.poll(() => requested(net.paths, contactPage)).toBe(true);
    await expect.poll(() => net.paths.includes('/contact')).toBe(true);
  }

  /** Scrolls the About page's "Schedule Call" (to /contact) into view on a phone: nothing of its page is requested. */
  async function inViewFetchesNothing(page: Page, net: ReturnType<typeof network>) {
    const afterScroll = net.from();
    const scheduleCall = page.getByRole('main').getByRole('link', { name: 'Schedule Call' });
    await scheduleCall.scrollIntoViewIfNeeded();
    await seenInView(scheduleCall);
    await net.quiet();
    expect(afterScroll().filter((path) => path === '/contact' || fromRemote('mfe-forms')(path))).toEqual([]);
  }

  /** Another remote's link scrolled into view once the connection allows it: the page would have prefetched. */
  async function otherLinkInViewPrefetches(page: Page, net: ReturnType<typeof network>) {
    await footerLink(page, 'Advisory').scrollIntoViewIfNeeded();
    await expect.poll(() => requested(net.paths, servicesEntry)).toBe(true);
  }

  /** Opens the About page with Save-Data on; `connection` turns it off again. */
  async function openSavingData(page: Page) {
    const connection = await emulatedConnection(page);
    await connection.saveData(true);
    const net = network(page);
    await openSettled(page, net, '/about');
    expect(await pageConnection(page)).toMatchObject({ saveData: true });
    return { connection, net };
  }

  /** Opens the About page at full speed, then drops the connection to `name`. */
  async function openThenSlowDown(page: Page, name: SlowConnection) {
    const connection = await emulatedConnection(page);
    const net = network(page);
    await openSettled(page, net, '/about');
    await connection.slow(name);
    await expect.poll(async () => (await pageConnection(page)).effectiveType).toBe(name);
    return { connection, net };
  }

  test.describe('when the visitor saves data', () => {
    test('on hover or focus', async ({ page }) => {
      const { connection, net } = await openSavingData(page);
      await hoverAndFocusFetchNothing(page, net);

      await connection.saveData(false);
      expect(await pageConnection(page)).toMatchObject({ saveData: false });
      await hoverAgainPrefetches(page, net);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

      test('when a link scrolls into view', async ({ page }) => {
        const { connection, net } = await openSavingData(page);
        await inViewFetchesNothing(page, net);

        await connection.saveData(false);
        await otherLinkInViewPrefetches(page, net);
      });
    });
  });

  // The page loads at full speed (its scripts would take minutes at 2G); the connection then drops to
  // 2G, as it does for a visitor on the move, and the intent comes after.
  for (const name of ['2g', 'slow-2g'] satisfies SlowConnection[]) {
    test(`on a ${name} connection, on hover or focus`, async ({ page }) => {
      const { connection, net } = await openThenSlowDown(page, name);
      await hoverAndFocusFetchNothing(page, net);

      await connection.slow(undefined);
      await expect.poll(async () => (await pageConnection(page)).effectiveType).not.toMatch(/2g$/);
      await hoverAgainPrefetches(page, net);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('on a 2g connection, when a link scrolls into view', async ({ page }) => {
      const { connection, net } = await openThenSlowDown(page, '2g');
      await inViewFetchesNothing(page, net);

      await connection.slow(undefined);
      await expect.poll(async () => (await pageConnection(page)).effectiveType).not.toMatch(/2g$/);
      await otherLinkInViewPrefetches(page, net);
    });
  });
});
