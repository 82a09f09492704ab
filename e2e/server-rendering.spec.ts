import { account } from './accounts.ts';
import { api, apiJson, expect, loginThroughDialog, PORTAL_URL, ROUTES, test } from './fixtures.ts';

// Pages rendered on the server (decision 031): the first view in the HTML, readable without JavaScript,
// nobody's data in anybody else's page, and the routing guard on the server.

const viersen = account('commune');
const brueggen = account('communeSmall');
/** Signs out in its test, so it is an account of its own. */
const leaving = account('commune');
const editor = account('editor');

type Titled = { id: number; title: string };

test('zwei Personen verschiedener Kommunen zugleich: keine Seite enthält die Daten der anderen', async () => {
  const people = await Promise.all([viersen.ready(), brueggen.ready()]);
  const contexts = await Promise.all([viersen.request(), brueggen.request()]);
  const paths = [ROUTES.home, ROUTES.news, ROUTES.faq, ROUTES.about, ROUTES.verbrauchsdaten];
  // Both at the same time, page after page, so a state shared between requests would show.
  const rounds = await Promise.all(
    Array.from({ length: 3 }, () =>
      Promise.all(
        paths.flatMap((path) =>
          contexts.map(async (context, person) => ({ path, person, answer: await context.get(path) })),
        ),
      ),
    ),
  );
  for (const { path, person, answer } of rounds.flat()) {
    const own = people[person];
    const other = people[1 - person];
    if (!own || !other) throw new Error('two people expected');
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe('private, no-store');
    const html = await answer.text();
    expect(html, `${path} holds its reader's session`).toContain(own.email);
    expect(html, `${path} of ${own.username}`).not.toContain(other.email);
    expect(html, `${path} of ${own.username}`).not.toContain(other.username);
    // Every inline script carries this answer's nonce, which the CSP names.
    const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce, path).toBeTruthy();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) {
      if (!script.includes(' src=')) expect(script, path).toContain(`nonce="${nonce}"`);
    }
  }
  await Promise.all(contexts.map((context) => context.dispose()));
});

test('ohne Sitzung leitet der Server zur Anmeldung und die Anmeldung zurück zur Seite', async ({
  page,
  playwright,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL: PORTAL_URL });
  const answer = await anonymous.get(`${ROUTES.faq}?frage=1`, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe(ROUTES.login);
  expect(answer.headers()['set-cookie']).toContain('kp_redirect=%2Ffaq%3Ffrage%3D1');
  await anonymous.dispose();

  await page.goto(`${ROUTES.faq}?frage=1`);
  await expect(page).toHaveURL(ROUTES.login);
  await loginThroughDialog(page, 'kommune.viersen');
  await expect(page).toHaveURL(`${ROUTES.faq}?frage=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' })).toBeVisible();
});

test('eine beendete Sitzung führt beim nächsten Seitenaufruf zur Anmeldung', async ({ page }) => {
  await leaving.login(page);
  await page.goto(ROUTES.news);
  await expect(page.getByRole('heading', { level: 1, name: 'Nachrichten und Presse' })).toBeVisible();
  // The session ends elsewhere (another tab signs out): the server's loader gets a 401 for this cookie.
  expect((await api(page.context().request).post('/api/auth/logout')).status()).toBe(204);
  await page.goto(ROUTES.magazin);
  await expect(page).toHaveURL(ROUTES.login);
});

test('Lesen ohne JavaScript: die Leseseiten kommen ganz vom Server', async ({ browser }) => {
  const info = await viersen.ready();
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(info.cookies);
  const page = await context.newPage();
  const news = await apiJson<Titled[]>(page, '/api/news-posts?_limit=-1');
  const press = await apiJson<Titled[]>(page, '/api/press-posts?_limit=-1');
  const areas = await apiJson<Titled[]>(page, '/api/service-areas?_limit=-1');
  const faq = await apiJson<{ Titel: string }[]>(page, '/api/users/me?type=faq');
  const about = await apiJson<{ title: string }>(page, '/api/about-us');
  const [firstNews, firstPress, firstArea, firstQuestion] = [news[0], press[0], areas[0], faq[0]];
  if (!firstNews || !firstPress || !firstArea || !firstQuestion) throw new Error('demo content expected');

  const pages: [string, string, string][] = [
    [ROUTES.news, 'Nachrichten und Presse', firstNews.title],
    [ROUTES.newsDetail(firstNews.id), firstNews.title, firstNews.title],
    [ROUTES.pressDetail(firstPress.id), firstPress.title, firstPress.title],
    [ROUTES.magazin, 'Hier - Ihr NEW Magazin', firstNews.title],
    [ROUTES.serviceArea(firstArea.id), firstArea.title, firstArea.title],
    [ROUTES.faq, 'Häufig gestellte Fragen', firstQuestion.Titel],
    [ROUTES.about, about.title, about.title],
    [ROUTES.barrierefreiheit, 'Erklärung zur Barrierefreiheit', 'Barrierefreiheit'],
  ];
  for (const [path, heading, text] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page.getByText(text).first(), path).toBeVisible();
  }
  await context.close();
});

test('Inhalte mit </script> bleiben Text: die Daten im HTML sind maskiert', async ({ page }) => {
  const editing = await editor.request();
  const marker = Date.now().toString(36);
  const titel = `E2E-${marker} </script><script>document.title='übernommen-${marker}'</script>`;
  const created = await api(editing).post('/api/backoffice/faq-entries', {
    data: {
      titel,
      text: 'Eine Antwort.',
      sortOrder: 901,
      imageUrl: null,
      status: 'published',
      publishedAt: null,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { record } = (await created.json()) as { record: { id: number } };
  try {
    const reader = await viersen.request();
    const html = await (await reader.get(ROUTES.faq)).text();
    await reader.dispose();
    // The question is in the page twice, as HTML and in the loader's data, and escaped in both.
    expect(html).toContain(`E2E-${marker}`);
    expect(html).not.toContain(`</script><script>document.title='übernommen-${marker}'`);

    await viersen.login(page);
    await page.goto(ROUTES.faq);
    await expect(page.getByText(titel).first()).toBeVisible();
    await expect(page).not.toHaveTitle(new RegExp(`übernommen-${marker}`));
  } finally {
    await api(editing).delete(`/api/backoffice/faq-entries/${record.id}`);
    await editing.dispose();
  }
});
