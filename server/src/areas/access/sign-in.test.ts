import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.ts';
import { buildUser } from '../../test/factories.ts';
import { AccountBlockedError, signInWithIdentity } from './service.ts';

const database = await openTestDatabase();
const { db } = database;
afterAll(() => database.close());

const identity = (sub: string, email: string) => ({
  sub,
  email,
  emailVerified: true,
  username: email.split('@')[0],
  firstName: 'Petra',
  lastName: 'Schröder',
});

describe('signing in with an SSO identity', () => {
  it('creates an unconfirmed user from the claims on the first sign-in', async () => {
    const user = await signInWithIdentity(db, identity('sub-1', 'petra.schroeder@viersen.example'), []);
    expect(user).toMatchObject({
      sub: 'sub-1',
      email: 'petra.schroeder@viersen.example',
      username: 'petra.schroeder',
      firstName: 'Petra',
      lastName: 'Schröder',
      confirmed: false,
      isAdmin: false,
    });
    const again = await signInWithIdentity(db, identity('sub-1', 'petra.schroeder@viersen.example'), []);
    expect(again.id).toBe(user.id);
  });

  it('links an existing account by e-mail on its first SSO sign-in', async () => {
    const existing = await buildUser(db, { email: 'karl.becker@wegberg.example', confirmed: true });
    const user = await signInWithIdentity(db, identity('sub-karl', 'Karl.Becker@wegberg.example'), []);
    expect(user.id).toBe(existing.id);
    expect(user.sub).toBe('sub-karl');
    expect(user.confirmed).toBe(true);
  });

  it('never takes over an account already linked to another subject', async () => {
    await signInWithIdentity(db, identity('sub-a', 'geteilt@kommune.example'), []);
    await expect(
      signInWithIdentity(db, identity('sub-b', 'geteilt@kommune.example'), []),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it('confirms and makes an admin whoever signs in with an ADMIN_EMAILS address', async () => {
    const user = await signInWithIdentity(db, identity('sub-admin', 'it@new.example'), ['it@new.example']);
    expect(user).toMatchObject({ confirmed: true, isAdmin: true });
  });

  it('finds a free username when the wanted one is taken', async () => {
    await buildUser(db, { username: 'jana.klein' });
    const user = await signInWithIdentity(db, identity('sub-jana', 'jana.klein@tonisvorst.example'), []);
    expect(user.username).toBe('jana.klein2');
  });

  it('refuses deactivated accounts', async () => {
    await buildUser(db, {
      sub: 'sub-gesperrt',
      email: 'gesperrt@kommune.example',
      deactivatedAt: new Date(),
    });
    await expect(
      signInWithIdentity(db, identity('sub-gesperrt', 'gesperrt@kommune.example'), []),
    ).rejects.toBeInstanceOf(AccountBlockedError);
  });

  it('neither links nor makes an admin by an e-mail the provider marks as unverified', async () => {
    const existing = await buildUser(db, { email: 'kaemmerei@brueggen.example' });
    const unverified = { ...identity('sub-fremd', 'kaemmerei@brueggen.example'), emailVerified: false };
    await expect(signInWithIdentity(db, unverified, [])).rejects.toMatchObject({ statusCode: 409 });
    const stillUnlinked = await signInWithIdentity(
      db,
      identity('sub-echt', 'kaemmerei@brueggen.example'),
      [],
    );
    expect(stillUnlinked.id).toBe(existing.id);
    const notAdmin = await signInWithIdentity(
      db,
      { ...identity('sub-x', 'chef@new.example'), emailVerified: false },
      ['chef@new.example'],
    );
    expect(notAdmin).toMatchObject({ confirmed: false, isAdmin: false });
  });
});
