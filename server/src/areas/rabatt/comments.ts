import { displayName } from '@kp/contract/person-name';
import type { Comment, CommentInput } from '@kp/contract/rabatt';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import * as commentsRepo from './comments-repo.ts';
import { authorize } from './policy.ts';
import { toComment } from './present.ts';
import * as repo from './repo.ts';
import { listScopeOf, touchList, writeList } from './scope.ts';

/** Kommunalrabatt: the comment threads of delivery points. */

async function threadScope(
  db: Db,
  user: UserRow,
  communeName: string | undefined,
  year: number,
  marktlokation: string,
) {
  const scope = await listScopeOf(db, user, communeName, year);
  if (!(await repo.isOnList(db, scope, marktlokation))) {
    throw notFound(`Die Marktlokation ${marktlokation} steht nicht auf der Liste ${year}.`);
  }
  return scope;
}

/** GET /api/lieferstellen/:marktlokation/comment: the thread, oldest first. A GET changes nothing. */
export async function thread(
  db: Db,
  user: UserRow,
  query: { commune?: string; year: number },
  marktlokation: string,
): Promise<Comment[]> {
  const scope = await threadScope(db, user, query.commune, query.year, marktlokation);
  const rows = await commentsRepo.commentsWhere(
    db,
    commentsRepo.commentsOfThread(scope, marktlokation),
    user.id,
    'oldest',
  );
  return rows.map((row) => toComment(row, scope.commune, user.id));
}

/** POST /api/lieferstellen/:marktlokation/comment/read: marks the thread read up to the comment shown last. */
export async function markThreadRead(
  db: Db,
  user: UserRow,
  query: { commune?: string; year: number },
  marktlokation: string,
  upTo: number,
): Promise<void> {
  const scope = await threadScope(db, user, query.commune, query.year, marktlokation);
  await commentsRepo.markThreadRead(db, user.id, { ...scope, marktlokation }, upTo);
}

/** POST /api/lieferstellen/:marktlokation/comment: comments are kept for good (spec 02 §5). */
export async function addComment(
  db: Db,
  user: UserRow,
  communeName: string | undefined,
  marktlokation: string,
  input: CommentInput,
): Promise<Comment> {
  const scope = await listScopeOf(db, user, communeName, input.year);
  authorize(user, { do: 'comment' }, scope);
  if (!(await repo.isOnList(db, scope, marktlokation))) {
    throw notFound(`Die Marktlokation ${marktlokation} steht nicht auf der Liste ${input.year}.`);
  }
  const row = await writeList(db, scope, async (tx) => {
    await touchList(tx, scope, { do: 'comment' });
    return commentsRepo.insertComment(tx, {
      communeId: scope.communeId,
      year: scope.year,
      marktlokation,
      userId: user.id,
      author: displayName(user),
      byEmployee: user.isNewEmployee,
      message: input.message,
    });
  });
  return toComment({ ...row, read: true }, scope.commune, user.id);
}

/** GET /api/lieferstellen/comments/unread */
export async function unreadComments(db: Db, user: UserRow, query: { commune?: string; year: number }) {
  const scope = await listScopeOf(db, user, query.commune, query.year);
  return commentsRepo.unreadCounts(db, scope, user.id);
}

/** The caller's own comments ('mine'), the commune users' or the employees' of a list, newest first. */
export async function commentsBy(
  db: Db,
  user: UserRow,
  query: { commune?: string; year: number },
  who: 'mine' | 'commune' | 'employees',
): Promise<Comment[]> {
  const scope = await listScopeOf(db, user, query.commune, query.year);
  const which = who === 'mine' ? commentsRepo.byUser(user.id) : commentsRepo.byEmployees(who === 'employees');
  const rows = await commentsRepo.commentsWhere(
    db,
    commentsRepo.commentsOfList(scope, which),
    user.id,
    'newest',
  );
  return rows.map((row) => toComment(row, scope.commune, user.id));
}
