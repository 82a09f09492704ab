import { test as setup } from '@playwright/test';
import { authFile, DEMO, devLoginRequest } from './fixtures.ts';

// One session per demo user for the whole run; `login(page, user)` puts it into a test's browser.
// The dev login is rate-limited (20 a minute), so the specs sign in anew only where they must.
for (const username of Object.values(DEMO)) {
  setup(`Sitzung für ${username}`, async ({ request }) => {
    await devLoginRequest(request, username);
    await request.storageState({ path: authFile(username) });
  });
}
