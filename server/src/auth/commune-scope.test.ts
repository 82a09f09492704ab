import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { openTestDatabase } from '../test/database.ts';
import { buildCommune, buildUser } from '../test/factories.ts';
import { communeScope, oneCommune, ownCommune } from './commune-scope.ts';

const database = await openTestDatabase();
const { db } = database;
afterAll(() => database.close());

const communeA = await buildCommune(db, { name: 'Brüggen' });
const communeB = await buildCommune(db, { name: 'Schwalmtal' });
const employee = await buildUser(db, { isNewEmployee: true });
const userA = await buildUser(db, { communeId: communeA.id });
const lonely = await buildUser(db, { communeId: null });

/** The status and code a call fails with. */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { statusCode, code, message } = error as HttpError;
  return { statusCode, code, message };
}

describe('communeScope', () => {
  it('gives an employee who names no commune all of them', async () => {
    expect(await communeScope(db, employee)).toEqual({ all: true });
    expect(await communeScope(db, employee, '')).toEqual({ all: true });
  });

  it('gives an employee the commune they name, and 404 for an unknown one', async () => {
    expect(await communeScope(db, employee, 'Schwalmtal')).toEqual({
      all: false,
      communeId: communeB.id,
      commune: 'Schwalmtal',
    });
    expect(await failure(communeScope(db, employee, 'Atlantis'))).toEqual({
      statusCode: 404,
      code: 'unknown_commune',
      message: 'Die Kommune „Atlantis“ gibt es nicht.',
    });
  });

  it('gives a commune user their own commune, named or not', async () => {
    const own = { all: false, communeId: communeA.id, commune: 'Brüggen' };
    expect(await communeScope(db, userA)).toEqual(own);
    expect(await communeScope(db, userA, 'Brüggen')).toEqual(own);
  });

  it('refuses a commune user naming another commune, known or not, with the same 403', async () => {
    const other = await failure(communeScope(db, userA, 'Schwalmtal'));
    expect(other).toEqual({
      statusCode: 403,
      code: 'other_commune',
      message: 'Sie können nur die Daten Ihrer Kommune sehen.',
    });
    expect(await failure(communeScope(db, userA, 'Atlantis'))).toEqual(other);
  });

  it('refuses a commune user without a commune', async () => {
    const expected = {
      statusCode: 403,
      code: 'no_commune',
      message: 'Ihrem Konto ist keine Kommune zugeordnet.',
    };
    expect(await failure(communeScope(db, lonely))).toEqual(expected);
    expect(await failure(communeScope(db, lonely, 'Brüggen'))).toEqual(expected);
    expect(await failure(ownCommune(db, lonely))).toEqual(expected);
  });
});

describe('oneCommune', () => {
  it('needs an employee to name the commune', async () => {
    expect(await failure(oneCommune(db, employee))).toMatchObject({
      statusCode: 400,
      code: 'commune_required',
    });
    expect(await oneCommune(db, employee, 'Brüggen')).toEqual({ id: communeA.id, name: 'Brüggen' });
  });

  it('takes a commune user’s own commune', async () => {
    expect(await oneCommune(db, userA)).toEqual({ id: communeA.id, name: 'Brüggen' });
    expect((await failure(oneCommune(db, userA, 'Schwalmtal'))).statusCode).toBe(403);
  });
});
