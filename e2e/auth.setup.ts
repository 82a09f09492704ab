import { test as setup } from '@playwright/test';
import { authFile, DEMO, devLoginRequest } from './fixtures.ts';

// One session per demo account for the whole run (the dev login allows 20 sign-ins a minute): the admin
// approves every spec's own accounts (e2e/accounts.ts).
for (const username of Object.values(DEMO)) {
  setup(`Sitzung für ${username}`, async ({ request }) => {
    await devLoginRequest(request, username);
    await request.storageState({ path: authFile(username) });
  });
}
