import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for Debian's Chromium on a machine without network: no background calls, no sandbox as root. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/** A page in a fresh context that records console errors, so tests can assert there are none. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  { popups = false }: { popups?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  // The home page shows the before-login popups once per browser session; most tests start past them.
  if (!popups) await context.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/**
 * Lets the page finish what an action started: two animation frames, so every state update the
 * action caused (React commits, effects, fetches they start) has run and painted. Tests use it
 * before asserting that something did *not* happen, instead of sleeping for a fixed time.
 */
export async function settled(page: Page, frames = 2): Promise<void> {
  // A string, so the bundler's helpers (it names inner functions) never reach the page.
  await page.evaluate(
    `new Promise((resolve) => { let left = ${frames}; ` +
      `const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step)); requestAnimationFrame(step); })`,
  );
}

/** Counts, inside the page, the fetches whose path is `path` (counted as they start, not as they land). */
export async function countFetches(page: Page, path: string): Promise<() => Promise<number>> {
  const key = `__fetches_${path.replace(/\W/g, '_')}`;
  await page.evaluate(
    ({ key, path }) => {
      const scope = window as unknown as Record<string, unknown> & { fetch: typeof fetch };
      const original = scope.fetch.bind(window);
      scope[key] = 0;
      scope.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname === path) scope[key] = (scope[key] as number) + 1;
        return original(input, init);
      };
    },
    { key, path },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, number>)[key]!, key);
}

/**
 * Waits until no CSS animation or transition runs on the page (dialogs have faded in), then for the
 * frames after it: what axe measures or a screenshot shows is the resting page, not a fade.
 */
export async function animationsDone(page: Page): Promise<void> {
  // Endless animations (the notice marquee, spinners) never finish: only finite ones are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  await settled(page);
}

/** Opens the member centre on one of its pages and answers the page panel. */
export async function openCentrePage(page: Page, pageId: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Member centre' });
  if (!(await dialog.isVisible())) {
    await page.locator('.account-bar__action--centre').click();
    await dialog.waitFor();
  }
  await dialog.locator(`.member-centre__entry[data-page="${pageId}"]`).click();
  const panel = dialog.locator(`.member-centre__panel[data-page="${pageId}"]`);
  await panel.waitFor();
  return panel;
}

/** The page's errors without the browser's own console line for a refusal the test expects (4xx). */
export const unexpected = (errors: string[]) =>
  errors.filter(
    (text) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(text),
  );
