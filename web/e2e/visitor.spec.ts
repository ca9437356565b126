import { expect, seriousViolations, snap, test } from './fixtures';

const PUBLIC = [
  { path: '/', name: 'home', h1: /Cards that sound like you/ },
  { path: '/samples', name: 'samples', h1: /Cards our customers made/ },
  { path: '/blogs', name: 'blogs', h1: /Ideas for cards worth keeping/ },
  { path: '/christmas/cards-before-christmas', name: 'christmas', h1: /delivered before Christmas/ },
  { path: '/about', name: 'about', h1: /Cards that sound like you/ },
  { path: '/privacy', name: 'privacy', h1: /How we look after your information/ },
  { path: '/complete', name: 'complete', h1: /Thank you for your order/ },
  { path: '/cards', name: 'cards-visitor', h1: /My Cards/ },
  { path: '/login', name: 'login', h1: /Sign in/ },
  { path: '/signup', name: 'signup', h1: /Create an account/ },
  { path: '/card/new', name: 'pick-occasion', h1: /What’s the occasion/ },
  { path: '/403', name: 'forbidden', h1: /Access denied/ },
  { path: '/maintenance', name: 'maintenance', h1: /We’ll be right back/ },
  { path: '/no/such/page', name: 'not-found', h1: /couldn’t find that page/ },
];

test.describe('a visitor', () => {
  for (const p of PUBLIC) {
    test(`when a visitor opens ${p.path}, then the page shows its heading, head tags and no serious axe violations`, async ({ page }) => {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /^https:\/\/.+/);
      await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'index, follow');
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = ld.map((j) => (JSON.parse(j) as { '@type': string })['@type']);
      expect(types).toEqual(expect.arrayContaining(['WebSite', 'BreadcrumbList']));
      expect(types.includes('Organization')).toBe(p.path === '/');
      await expect(page.locator('footer')).toContainText('© 2023–2025');
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, `visitor-${p.name}`);
    });
  }

  test('when a crawler fetches the public pages, then the first HTML already has the page head and content', async ({ request }) => {
    const blogs = await (await request.get('/blogs')).text();
    expect(blogs).toContain('<title data-seo>The Card Journal');
    expect(blogs.match(/<article /g)?.length).toBe(3);
    expect(blogs).toContain('"@type":"Article"');
    const home = await (await request.get('/')).text();
    expect(home).toContain('"@type":"Organization"');
    expect(home).toContain('data-prerendered="true"');
    const samples = await (await request.get('/samples')).text();
    expect(samples).toContain('"@type":"Product"');
    expect(samples).toContain('"price":"3.95"');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]+\/<\/loc><lastmod>[^<]+<\/lastmod><priority>1\.0<\/priority>/);
    expect(sitemap).toMatch(/christmas\/cards-before-christmas<\/loc><lastmod>[^<]+<\/lastmod><priority>0\.9/);
    expect(sitemap).toMatch(/privacy<\/loc><lastmod>[^<]+<\/lastmod><priority>0\.3/);
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
    const deep = await (await request.get('/card/123')).text();
    expect(deep).not.toContain('data-prerendered');
  });

  test('when a visitor uses the menu, then it opens from the burger, shows visitor entries and closes on Escape, outside click and navigation', async ({
    page,
  }) => {
    await page.goto('/');
    // The home page arrives pre-rendered: its buttons work once the app has hydrated it.
    await page.locator('html[data-app-ready="true"]').waitFor();
    const burger = page.getByRole('button', { name: 'Menu' });
    await burger.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText([/Home/, /Samples/, /Christmas cards/, /Blog/, /About Us/, /Sign up/, /Login/]);
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    expect(await page.locator('#side-nav').evaluate((e) => e.getBoundingClientRect().width)).toBe(300);
    await snap(page, 'visitor-menu-open');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(burger).toBeFocused();
    await burger.click();
    await expect(nav).toBeVisible();
    await page.mouse.click(20, 300);
    await expect(nav).toBeHidden();
    await burger.click();
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav).toBeHidden();
    await expect(page).toHaveTitle(/About Us/);
  });

  test('when the shop is opened on the narrowest phones (320 and 360 px), then the header fits on one line and no page scrolls sideways', async ({
    page,
  }) => {
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 700 });
      for (const path of ['/', '/samples', '/card/new']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Greeting Cards home' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Menu' })).toBeInViewport({ ratio: 1 });
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
          `${path} at ${width} px`,
        ).toBeLessThanOrEqual(0);
      }
    }
    await snap(page, 'visitor-home-360');
  });

  test('when a visitor picks an occasion, then the designer shows the catalogue styles and asks them to sign in to create', async ({
    page,
  }) => {
    await page.goto('/card/new');
    await page.locator('.occasion').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about them');
    await expect(page.locator('.style-option').first()).toBeVisible();
    await snap(page, 'visitor-designer');
    await page.locator('.style-option').first().click();
    await page.getByLabel('Who is it for?').fill('Grandma Rose');
    await page.getByLabel('Who is it from?').fill('Sam');
    await page.getByLabel("They're really into…").fill('her garden');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/login\?return_to=/);
  });
});
