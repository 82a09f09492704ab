import type { Comment } from '@kp/contract/rabatt';
import { COMMENT_MAX_LENGTH, RABATT_TEXTS } from '@kp/contract/rabatt-constants';
import { formatDateTime } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type RefObject, useEffect, useId, useState } from 'react';
import { errorMessage } from '../../app/query-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { TextField } from '../../ui/text-field.tsx';
import text from '../../ui/type.module.css';
import { commentsQuery, useAddComment, useMarkThreadRead } from './api.ts';
import styles from './comment-thread.module.css';

/**
 * The comment thread of a delivery point (spec 02 §3, §5). Comments cannot be deleted, so the warning stands
 * above the field. The draft lives in the list page, which blocks opening other details while it holds text.
 */
export function CommentThread({
  commune,
  year,
  marktlokation,
  canComment,
  draft,
  onDraftChange,
  inputRef,
}: {
  commune: string;
  year: number;
  marktlokation: string;
  canComment: boolean;
  draft: string;
  onDraftChange: (draft: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const comments = useQuery({ ...commentsQuery(commune, year, marktlokation), meta: { silent: true } });
  const add = useAddComment(commune);
  const markRead = useMarkThreadRead(commune, year, marktlokation);
  const [sendError, setSendError] = useState<string | null>(null);
  const warningId = useId();
  const hintId = useId();

  // A shown thread with unread comments is marked read up to its newest one: the list's unread counts fall.
  const newestUnread = Math.max(
    0,
    ...(comments.data ?? []).filter((comment) => !comment.read && !comment.own).map((comment) => comment.id),
  );
  const newestShown = Math.max(0, ...(comments.data ?? []).map((comment) => comment.id));
  const { mutate: markReadUpTo } = markRead;
  useEffect(() => {
    if (newestUnread > 0) markReadUpTo(newestShown);
  }, [newestUnread, newestShown, markReadUpTo]);

  // After the render that disables the button the focus was on.
  const focusInput = () => window.setTimeout(() => inputRef.current?.focus(), 0);

  const message = draft.trim();
  const submit = () => {
    // An empty (or only blank) comment is never sent (spec 02 §5).
    if (message === '' || add.isPending || !canComment) return;
    add.mutate(
      { marktlokation, year, message },
      {
        onSuccess: () => {
          setSendError(null);
          onDraftChange('');
          // «Hinzufügen» is disabled without text (spec 02 §5): the focus goes back to the field, not the page.
          focusInput();
        },
        onError: (error) => setSendError(errorMessage(error)),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // Enter without modifier keys sends; Shift+Enter (and the others) make a new line.
    if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return;
    if (event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <div className={styles.thread}>
      {comments.isPending ? (
        <div aria-hidden="true" className={styles.loading}>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </div>
      ) : comments.isError ? (
        <Alert role="alert" severity="error">
          {errorMessage(comments.error)}
        </Alert>
      ) : comments.data.length === 0 ? (
        <p className={`${text.body2} ${text.secondary}`}>Noch keine Kommentare.</p>
      ) : (
        <ol aria-label={`Kommentare zu Marktlokation ${marktlokation}`} className={styles.list}>
          {comments.data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ol>
      )}

      {canComment ? (
        <div className={styles.compose}>
          <div id={warningId}>
            <Alert role="alert" severity="warning" className={styles.warning}>
              {RABATT_TEXTS.commentWarning}
            </Alert>
          </div>
          <TextField
            label="Kommentar"
            multiline
            minRows={2}
            maxRows={8}
            size="small"
            value={draft}
            onChange={(event) => {
              onDraftChange(event.target.value);
              setSendError(null);
            }}
            onKeyDown={onKeyDown}
            inputRef={inputRef}
            aria-describedby={`${warningId} ${hintId}`}
            maxLength={COMMENT_MAX_LENGTH}
          />
          <p id={hintId} className={`${text.caption} ${text.secondary} ${styles.hint}`}>
            Enter fügt den Kommentar hinzu, Umschalt+Enter beginnt eine neue Zeile.
          </p>
          {sendError && (
            <Alert role="alert" severity="error">
              {sendError}
            </Alert>
          )}
          <div className={styles.buttons}>
            <Button
              variant="contained"
              size="small"
              disabled={message === '' || add.isPending}
              onClick={submit}
            >
              {RABATT_TEXTS.addComment}
            </Button>
            <Button
              size="small"
              disabled={draft === '' || add.isPending}
              onClick={() => {
                onDraftChange('');
                setSendError(null);
                focusInput();
              }}
            >
              {RABATT_TEXTS.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <p className={`${text.body2} ${text.secondary}`}>
          Im aktuellen Bearbeitungsstand können keine Kommentare hinzugefügt werden.
        </p>
      )}
    </div>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const unread = !comment.read && !comment.own;
  return (
    <li className={unread ? `${styles.comment} ${styles.unread}` : styles.comment}>
      <div className={styles.meta}>
        <span className={`${text.body2} ${styles.author}`}>{comment.author}</span>
        <span className={`${text.body2} ${text.secondary}`}>{comment.commune}</span>
        <time
          dateTime={new Date(comment.timestamp).toISOString()}
          className={`${text.body2} ${text.secondary}`}
        >
          {formatDateTime(comment.timestamp)}
        </time>
        {unread && <span className={styles.badge}>Ungelesen</span>}
      </div>
      <p className={`${text.body2} ${styles.message}`}>{comment.message}</p>
    </li>
  );
}
