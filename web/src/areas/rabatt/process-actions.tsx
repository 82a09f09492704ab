import { pdfFileName, RABATT_ROUTES, RABATT_TEXTS, type RabattStatus } from '@kp/contract/rabatt-constants';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../app/query-client.ts';
import { useUser } from '../../app/session.ts';
import { Button } from '../../ui/button.tsx';
import { DownloadIcon, HourglassIcon } from '../../ui/icons.tsx';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { downloadExport, useUpdateStatus } from './api.ts';
import { SendIcon, TaskAltIcon, UndoIcon } from './icons.tsx';
import styles from './process-actions.module.css';
import { confirmationText, type ProcessAction, processActions, statusChangedText } from './process-rules.ts';
import shared from './rabatt.module.css';
import { softDisabled } from './soft-disabled.ts';

// The dialog's code loads with the first click on a step, not with the page.
const ConfirmStepDialog = lazy(() =>
  import('./confirm-step-dialog.tsx').then((module) => ({ default: module.ConfirmStepDialog })),
);

type Asked = Extract<ProcessAction, { kind: 'change' | 'accept'; disabled: false }>;

/**
 * The process buttons of a commune's list for one year (spec 02 §4), for the signed-in role: send on, ask
 * for the final confirmation, accept or step back, or download the PDF once completed. Every status change
 * asks first. Disabled while commune, year or status are missing (an employee has not chosen yet).
 */
export function ProcessActions({
  commune,
  year,
  status,
}: {
  commune: string | null | undefined;
  year: number | null | undefined;
  status: RabattStatus | null | undefined;
}) {
  const user = useUser();
  const role = user.isNewEmployee ? 'employee' : 'commune';
  const ready = commune && year && status ? { commune, year, status } : null;
  const actions = processActions(role, ready?.status ?? null);
  const updateStatus = useUpdateStatus();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  // The last step asked about: kept after the dialog closes, so its text does not vanish while it fades out.
  const [asked, setAsked] = useState<Asked | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (target: { commune: string; year: number }) => {
    try {
      await downloadExport(target.commune, target.year, 'pdf', pdfFileName(target.commune, target.year));
      return true;
    } catch (error) {
      snackbar.showError(errorMessage(error));
      return false;
    }
  };

  // After a step the buttons are those of the new status: the focus moves to the first of them instead of
  // falling to the page with the button that was pressed (decision 010). Armed before the request, since the
  // new status may render before the request's promise settles.
  const group = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current || !status) return;
    refocus.current = false;
    group.current?.querySelector('button')?.focus();
  }, [status]);

  const changeStatus = async (target: { commune: string; year: number }, to: RabattStatus) => {
    refocus.current = true;
    try {
      await updateStatus.mutateAsync({ commune: target.commune, year: target.year, status: to });
      snackbar.show(statusChangedText(to), 'success');
      return true;
    } catch (error) {
      refocus.current = false;
      snackbar.showError(errorMessage(error));
      return false;
    }
  };

  const run = async (action: ProcessAction) => {
    if (!ready || action.disabled) return;
    setBusy(action.label);
    try {
      if (action.kind === 'download') {
        await download(ready);
      } else if (action.kind === 'accept') {
        // The status first, then the PDF: so the PDF is the accepted list, with its state and date
        // (decision 010). Should the download fail, 'PDF herunterladen' gives the same file.
        if (!(await changeStatus(ready, action.to))) return;
        try {
          await downloadExport(ready.commune, ready.year, 'pdf', pdfFileName(ready.commune, ready.year));
        } catch (error) {
          snackbar.showError(
            `Die Liste ist akzeptiert, aber das PDF konnte nicht geladen werden (${errorMessage(error)}). Bitte laden Sie es mit „PDF herunterladen“ erneut.`,
          );
        }
        navigate(`${RABATT_ROUTES.overview}?year=${ready.year}`);
      } else if (action.kind === 'change') {
        await changeStatus(ready, action.to);
      }
    } finally {
      setBusy(null);
    }
  };

  const question =
    asked && ready ? confirmationText(ready.status, asked.to, ready.commune, ready.year) : null;

  return (
    <>
      <div ref={group} className={styles.group}>
        {actions.map((action, index) => (
          <Button
            key={action.label}
            // The first button is the step forward; a second one (Zurück an NEW) is the quieter choice.
            variant={index === 0 && action.kind !== 'waiting' ? 'contained' : 'outlined'}
            startIcon={
              busy === action.label ? (
                <span className={shared.busy}>
                  <Spinner size={16} />
                </span>
              ) : (
                iconOf(action)
              )
            }
            // Focusable while unavailable, so neither a running step nor the new status drops the focus.
            {...softDisabled(action.disabled || busy !== null)}
            onClick={() => {
              if (busy !== null || action.disabled) return;
              if (action.kind === 'download') void run(action);
              else {
                setAsked(action);
                setOpen(true);
              }
            }}
          >
            {action.label}
          </Button>
        ))}
      </div>
      {asked && (
        <Suspense fallback={null}>
          <ConfirmStepDialog
            open={open}
            question={question}
            action={asked.label}
            onCancel={() => setOpen(false)}
            onConfirm={() => {
              setOpen(false);
              void run(asked);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function iconOf(action: ProcessAction) {
  if (action.kind === 'download') return <DownloadIcon />;
  if (action.kind === 'waiting') return <HourglassIcon />;
  if (action.kind === 'accept') return <TaskAltIcon />;
  if (action.label === RABATT_TEXTS.backToNew) return <UndoIcon />;
  return <SendIcon />;
}
