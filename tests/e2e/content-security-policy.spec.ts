import { expect, test } from './support/fixtures.ts';

test('pages refuse injected scripts, style attributes and eval, and report each', async ({ page, cspViolations }) => {
  const response = await page.goto('/student/login');
  expect(response?.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
  await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveAttribute('content', /default-src 'self';.*script-src 'self' 'sha256-/);

  await page.evaluate(() => {
    const [title, display] = [document.title, getComputedStyle(document.body).display];
    const injected = document.createElement('script');
    injected.textContent = 'document.title = "injected"';
    document.body.append(injected);
    document.body.setAttribute('style', 'display: none');
    // A later task, as page code would: DevTools lets eval through while it evaluates for us.
    setTimeout(() => {
      let evaluated = 'ran';
      try {
        eval('1');
      } catch (error) {
        evaluated = (error as Error).name;
      }
      document.body.dataset.outcome = JSON.stringify({ titleKept: document.title === title, displayKept: getComputedStyle(document.body).display === display, evaluated });
    });
  });
  await expect(page.locator('body')).toHaveAttribute('data-outcome', JSON.stringify({ titleKept: true, displayKept: true, evaluated: 'EvalError' }));

  await expect.poll(() => cspViolations.map(({ directive }) => directive).sort()).toEqual(['script-src', 'script-src-elem', 'style-src-attr']);
  // Provoked on purpose: taken out, since the fixture fails a test on any violation left.
  cspViolations.splice(0);
});

test('no page can be shown in a frame, not even by the site itself', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(
    () =>
      new Promise((loaded) => {
        const frame = document.createElement('iframe');
        frame.src = '/student/login';
        frame.title = 'Framed login';
        frame.onload = loaded;
        document.body.append(frame);
      }),
  );
  const [framed] = page.frames().filter((frame) => frame !== page.mainFrame());
  expect(framed?.url()).not.toContain('/student/login');
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'LOGIN' })).toHaveCount(0);
});
