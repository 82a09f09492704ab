import type { Comment } from '@kp/contract/rabatt';
import { COMMENT_MAX_LENGTH, RABATT_TEXTS } from '@kp/contract/rabatt-constants';
import { formatDateTime } from '@kp/contract/shell';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type RefObject, useEffect, useId, useState } from 'react';
import { errorMessage } from '../../app/query-client.ts';
import { commentsQuery, useAddComment, useMarkThreadRead } from './api.ts';

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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter without modifier keys sends; Shift+Enter (and the others) make a new line.
    if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return;
    if (event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {comments.isPending ? (
        <Box aria-hidden>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Box>
      ) : comments.isError ? (
        <Alert severity="error">{errorMessage(comments.error)}</Alert>
      ) : comments.data.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Noch keine Kommentare.
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-label={`Kommentare zu Marktlokation ${marktlokation}`}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, maxHeight: 360, overflowY: 'auto' }}
        >
          {comments.data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </Box>
      )}

      {canComment ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Alert id={warningId} severity="warning" sx={{ py: 0 }}>
            {RABATT_TEXTS.commentWarning}
          </Alert>
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
            slotProps={{
              htmlInput: { maxLength: COMMENT_MAX_LENGTH, 'aria-describedby': `${warningId} ${hintId}` },
            }}
          />
          <Typography id={hintId} variant="caption" sx={{ color: 'text.secondary', mt: -0.5 }}>
            Enter fügt den Kommentar hinzu, Umschalt+Enter beginnt eine neue Zeile.
          </Typography>
          {sendError && <Alert severity="error">{sendError}</Alert>}
          <Box sx={{ display: 'flex', gap: 1 }}>
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
          </Box>
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Im aktuellen Bearbeitungsstand können keine Kommentare hinzugefügt werden.
        </Typography>
      )}
    </Box>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const unread = !comment.read && !comment.own;
  return (
    <Box
      component="li"
      sx={{
        p: 1.25,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: unread ? 'secondary.main' : 'divider',
        borderLeftWidth: unread ? 4 : 1,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, mb: 0.5 }}>
        <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
          {comment.author}
        </Typography>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {comment.commune}
        </Typography>
        <Typography
          component="time"
          variant="body2"
          dateTime={new Date(comment.timestamp).toISOString()}
          sx={{ color: 'text.secondary' }}
        >
          {formatDateTime(comment.timestamp)}
        </Typography>
        {unread && (
          <Box
            component="span"
            sx={{
              px: 0.75,
              borderRadius: 1,
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: '0.75rem',
              fontWeight: 600,
            }}
          >
            Ungelesen
          </Box>
        )}
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.message}
      </Typography>
    </Box>
  );
}
