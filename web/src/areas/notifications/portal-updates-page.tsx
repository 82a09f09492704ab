import { zodResolver } from '@hookform/resolvers/zod';
import { type PortalUpdateInput, PortalUpdateInputSchema } from '@kp/contract/notifications';
import { formatTimestamp } from '@kp/contract/shell';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogDescription } from '../../ui/dialog.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useSnackbar } from '../../ui/snackbar.tsx';
import surface from '../../ui/surface.module.css';
import table from '../../ui/table.module.css';
import { TextField } from '../../ui/text-field.tsx';
import text from '../../ui/type.module.css';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { portalUpdatesQuery, useSendPortalUpdate } from './api.ts';
import styles from './portal-updates-page.module.css';

const TITLE = 'Portal-Neuigkeiten';
const EMPTY: PortalUpdateInput = { Titel: '', Content: '', url: '' };

/**
 * Admins send portal updates, the mandatory notifications every confirmed user receives whatever their
 * settings (decision 009), and see how many people have read each one.
 */
export function PortalUpdatesPage() {
  useDocumentTitle(TITLE);
  return (
    <div className={styles.page}>
      <h1 className={`${text.h1} ${styles.title}`}>{TITLE}</h1>
      <p className={`${text.body1} ${text.secondary} ${styles.intro}`}>
        Eine Portal-Neuigkeit erscheint bei allen freigeschalteten Nutzerinnen und Nutzern im
        Benachrichtigungsbereich, unabhängig von ihren Einstellungen, und im täglichen E-Mail-Service.
      </p>
      <PortalUpdateForm />
      <SentUpdates />
    </div>
  );
}

function PortalUpdateForm() {
  const send = useSendPortalUpdate();
  const snackbar = useSnackbar();
  const headingId = useId();
  const [confirming, setConfirming] = useState<PortalUpdateInput | null>(null);
  const form = useForm<PortalUpdateInput>({
    resolver: zodResolver(PortalUpdateInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => setConfirming(values));
  const confirm = () => {
    if (!confirming) return;
    send.mutate(
      { ...confirming, url: confirming.url || undefined },
      {
        onSuccess: (update) => {
          setConfirming(null);
          form.reset(EMPTY);
          snackbar.show(
            update.recipients === 1
              ? 'Die Portal-Neuigkeit wurde an eine Person gesendet.'
              : `Die Portal-Neuigkeit wurde an ${update.recipients} Personen gesendet.`,
            'success',
          );
        },
        // The snackbar shows the server's message; the form keeps what was typed.
        onError: () => setConfirming(null),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className={`${surface.outlined} ${styles.form}`}>
      <h2 id={headingId} className={styles.heading}>
        Neue Portal-Neuigkeit
      </h2>
      <form noValidate onSubmit={submit} className={styles.fields}>
        <Controller
          control={form.control}
          name="Titel"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              label="Titel"
              required
              error={!!errors.Titel}
              helperText={errors.Titel?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="Content"
          render={({ field: { ref, ...field } }) => (
            <TextField
              {...field}
              inputRef={ref}
              label="Text"
              required
              multiline
              minRows={4}
              error={!!errors.Content}
              helperText={errors.Content?.message ?? 'Die ersten zehn Wörter erscheinen in der Vorschau.'}
            />
          )}
        />
        <Controller
          control={form.control}
          name="url"
          render={({ field: { ref, value, ...field } }) => (
            <TextField
              {...field}
              value={value ?? ''}
              inputRef={ref}
              label="Link im Portal (optional)"
              placeholder="/news"
              error={!!errors.url}
              helperText={
                errors.url?.message ??
                'Ein Pfad im Portal, der mit / beginnt; ohne Link öffnet die Zeile nichts.'
              }
            />
          )}
        />
        <div>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            An alle senden
          </Button>
        </div>
      </form>
      <Dialog
        open={confirming !== null}
        onClose={() => {
          if (!send.isPending) setConfirming(null);
        }}
        title="Portal-Neuigkeit an alle senden?"
        actions={
          <>
            <Button onClick={() => setConfirming(null)} disabled={send.isPending}>
              Abbrechen
            </Button>
            <Button variant="contained" onClick={confirm} disabled={send.isPending}>
              Jetzt senden
            </Button>
          </>
        }
      >
        <DialogDescription>
          <p className={`${text.body1} ${text.secondary}`}>
            „{confirming?.Titel}“ geht an alle freigeschalteten Nutzerinnen und Nutzer. Eine gesendete
            Portal-Neuigkeit lässt sich nicht zurückholen.
          </p>
        </DialogDescription>
      </Dialog>
    </section>
  );
}

function SentUpdates() {
  const updates = useQuery({ ...portalUpdatesQuery(), meta: { silent: true } });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Gesendete Portal-Neuigkeiten
      </h2>
      {updates.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button size="small" className={styles.retry} onClick={() => void updates.refetch()}>
              Erneut laden
            </Button>
          }
        >
          {updates.error.message}
        </Alert>
      ) : !updates.data ? (
        <Skeleton height={120} />
      ) : updates.data.length === 0 ? (
        <p className={text.body1}>Bisher wurden keine Portal-Neuigkeiten gesendet.</p>
      ) : (
        // Focusable and named, so the keyboard can scroll the table where it is wider than the screen.
        // biome-ignore lint/a11y/useSemanticElements: a scroll region inside the section, not a section of its own
        <div
          role="region"
          aria-labelledby={headingId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a named scroll region, focusable for the keyboard
          tabIndex={0}
          className={`${table.container} ${surface.outlined}`}
        >
          <table aria-labelledby={headingId} className={`${table.table} ${table.small} ${styles.sent}`}>
            <thead>
              <tr>
                <th>Datum</th>
                <th>Titel</th>
                <th>Link</th>
                <th className={table.number}>Empfänger</th>
                <th className={table.number}>Gelesen</th>
              </tr>
            </thead>
            <tbody>
              {updates.data.map((update) => (
                <tr key={update.id}>
                  <td className={table.nowrap}>{formatTimestamp(update.created_at)}</td>
                  <td>{update.Titel}</td>
                  <td>{update.url || '–'}</td>
                  <td className={table.number}>{update.recipients}</td>
                  <td className={table.number}>{update.readBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
