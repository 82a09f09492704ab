import { account } from './accounts.ts';
import { api, expect, ROUTES, test } from './fixtures.ts';

// KommunalportalAusblenden (spec 01 §6, decision 012): an education-only account never reaches a municipal
// page, and the server refuses the municipal calls too.

const school = account('educationOnly');

test('ohne Kommunalportal: kommunale Seiten führen zur Startseite, der Server verweigert', async ({
  page,
}) => {
  await school.login(page);
  for (const route of [ROUTES.funds, ROUTES.constructionsMap, ROUTES.vertragsuebersicht, ROUTES.newErleben]) {
    await page.goto(route);
    await expect(page, route).toHaveURL(new RegExp(`${ROUTES.home}$`));
  }
  for (const call of ['/api/enaio', '/api/moments', '/api/foerdermittel/1']) {
    const answer = await api(page.request).get(call);
    expect(answer.status(), call).toBe(403);
    expect((await answer.json()).error, call).toBe('municipal_portal_hidden');
  }
  // What both portals share stays open.
  expect((await api(page.request).get('/api/users/me')).status()).toBe(200);
});
