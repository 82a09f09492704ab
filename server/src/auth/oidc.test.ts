import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signInWithIdentity } from '../areas/access/service.ts';
import { testConfig } from '../config.ts';
import { auditLog } from '../db/schema/index.ts';
import { openTestDatabase } from '../test/database.ts';
import { buildUser } from '../test/factories.ts';
import { identityFromClaims } from './oidc.ts';

const database = await openTestDatabase();
const { db } = database;
afterAll(() => database.close());

const claims = (email: string, extra: Record<string, unknown> = {}) => ({
  sub: `sub-${email}`,
  email,
  preferred_username: email.split('@')[0],
  ...extra,
});

describe('the e-mail of an ID token', () => {
  it('counts as verified only when the token says so', () => {
    expect(identityFromClaims(claims('a@x.example', { email_verified: true }), false).emailVerified).toBe(
      true,
    );
    expect(identityFromClaims(claims('a@x.example', { email_verified: 'true' }), false).emailVerified).toBe(
      true,
    );
    expect(identityFromClaims(claims('a@x.example', { email_verified: false }), false).emailVerified).toBe(
      false,
    );
    // Decision 015: a missing claim used to count as verified.
    expect(identityFromClaims(claims('a@x.example'), false).emailVerified).toBe(false);
    expect(identityFromClaims(claims('a@x.example', { email_verified: 'yes' }), false).emailVerified).toBe(
      false,
    );
  });

  it('without the claim counts as verified only with the explicit switch, and never against a false', () => {
    expect(identityFromClaims(claims('a@x.example'), true).emailVerified).toBe(true);
    expect(identityFromClaims(claims('a@x.example', { email_verified: false }), true).emailVerified).toBe(
      false,
    );
  });

  it('has the switch off by default', () => {
    expect(testConfig().OIDC_TRUST_EMAIL_WITHOUT_VERIFIED_CLAIM).toBe(false);
    expect(
      testConfig({ OIDC_TRUST_EMAIL_WITHOUT_VERIFIED_CLAIM: 'true' }).OIDC_TRUST_EMAIL_WITHOUT_VERIFIED_CLAIM,
    ).toBe(true);
  });

  it('of a token without email_verified neither links an account nor makes an admin', async () => {
    const existing = await buildUser(db, { email: 'kasse@schwalmtal.example' });
    const taken = identityFromClaims(claims('kasse@schwalmtal.example'), false);
    await expect(signInWithIdentity(db, taken, [])).rejects.toMatchObject({ statusCode: 409 });
    const admin = identityFromClaims(claims('leitung@new.example'), false);
    expect(await signInWithIdentity(db, admin, ['leitung@new.example'])).toMatchObject({
      confirmed: false,
      isAdmin: false,
    });
    // With the switch (a provider that never sends the claim), linking and ADMIN_EMAILS work.
    const trusted = identityFromClaims(claims('kasse@schwalmtal.example'), true);
    expect((await signInWithIdentity(db, trusted, [])).id).toBe(existing.id);
  });
});

// Decision 025: a token without email_verified claiming an address of ADMIN_EMAILS made an account holding
// it; the verified owner's sign-in then failed (email_taken → /login?error=sso_failed) for good.
describe('an address claimed without verification', () => {
  it('goes to its verified owner, who gets an account and rights of their own; the squatter gains nothing', async () => {
    const address = 'chefin@new.example';
    const squat = identityFromClaims({ ...claims(address), sub: 'fremder-anbieter-1' }, false);
    const squatter = await signInWithIdentity(db, squat, [address]);
    expect(squatter).toMatchObject({
      email: address,
      emailVerified: false,
      isAdmin: false,
      confirmed: false,
    });

    const owner = await signInWithIdentity(
      db,
      identityFromClaims(claims(address, { email_verified: true }), false),
      [address],
    );
    expect(owner.id).not.toBe(squatter.id);
    expect(owner).toMatchObject({ email: address, emailVerified: true, isAdmin: true, confirmed: true });

    // The squatter's account keeps nothing of the address, and signs in again as itself, unprivileged.
    const again = await signInWithIdentity(db, squat, [address]);
    expect(again.id).toBe(squatter.id);
    expect(again).toMatchObject({ email: `ungeprueft-${squatter.id}@adresse.invalid`, isAdmin: false });
    // Its address is the owner's now: another unverified claim of it is refused as before.
    const second = identityFromClaims({ ...claims(address), sub: 'fremder-anbieter-2' }, false);
    await expect(signInWithIdentity(db, second, [])).rejects.toMatchObject({ statusCode: 409 });
  });

  it('is never taken from an account whose address was verified', async () => {
    const address = 'kasse@brueggen.example';
    const owner = await signInWithIdentity(
      db,
      identityFromClaims(claims(address, { email_verified: true }), false),
      [],
    );
    const squat = identityFromClaims({ ...claims(address), sub: 'fremder-anbieter-3' }, false);
    await expect(signInWithIdentity(db, squat, [])).rejects.toMatchObject({ statusCode: 409 });
    const again = await signInWithIdentity(
      db,
      identityFromClaims(claims(address, { email_verified: true }), false),
      [],
    );
    expect(again).toMatchObject({ id: owner.id, email: address });
  });
});

describe('admin rights from ADMIN_EMAILS', () => {
  it('leave an audit line at the sign-in that grants them, and none at later sign-ins', async () => {
    const linesFor = (userId: number) =>
      db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(userId)));
    const identity = identityFromClaims(claims('technik@new.example', { email_verified: true }), false);
    const first = await signInWithIdentity(db, identity, ['technik@new.example']);
    expect(first.isAdmin).toBe(true);
    expect(await linesFor(first.id)).toMatchObject([
      {
        action: 'role',
        resource: 'users',
        userId: first.id,
        summary: expect.stringMatching(/: Administration \(ADMIN_EMAILS bei der Anmeldung\)$/),
      },
    ]);
    await signInWithIdentity(db, identity, ['technik@new.example']);
    expect(await linesFor(first.id)).toHaveLength(1);

    // An existing account linked by its address gets the line too.
    const existing = await buildUser(db, { email: 'netz@new.example' });
    const linked = identityFromClaims(claims('netz@new.example', { email_verified: true }), false);
    expect((await signInWithIdentity(db, linked, ['netz@new.example'])).id).toBe(existing.id);
    expect(await linesFor(existing.id)).toHaveLength(1);
  });
});
