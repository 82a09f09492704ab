import { Combobox } from '@base-ui/react/combobox';
import type { AvailableMalo } from '@kp/contract/rabatt';
import { addressOf, COMMENT_MAX_LENGTH } from '@kp/contract/rabatt-constants';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { errorMessage } from '../../app/query-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { useSnackbar } from '../../ui/snackbar.tsx';
import field from '../../ui/text-field.module.css';
import { TextField } from '../../ui/text-field.tsx';
import { cachedMalosQuery, useAddLieferstelle } from './api.ts';
import { ArrowDropDownIcon } from './icons.tsx';
import styles from './new-lieferstelle-dialog.module.css';
import shared from './rabatt.module.css';

const maloLabel = (malo: AvailableMalo) =>
  `${malo.marktlokation} – ${[addressOf(malo), `${malo.plz} ${malo.ort}`.trim()].filter(Boolean).join(', ')} (${malo.sparte})`;

/**
 * A commune adds a delivery point (spec 02 §2, §5): a marktlokation picked from the available list, then the
 * required comment. Errors stay in the dialog with everything typed.
 */
export function NewLieferstelleDialog({
  open,
  commune,
  year,
  onClose,
}: {
  open: boolean;
  commune: string;
  year: number;
  onClose: () => void;
}) {
  // A new form for every opening, so each starts empty; the closed one stays while the dialog fades out.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((count) => count + 1);
  }
  return <NewLieferstelleForm key={opening} open={open} commune={commune} year={year} onClose={onClose} />;
}

function NewLieferstelleForm({
  open,
  commune,
  year,
  onClose,
}: {
  open: boolean;
  commune: string;
  year: number;
  onClose: () => void;
}) {
  const malos = useQuery({ ...cachedMalosQuery(commune, year), meta: { silent: true } });
  const add = useAddLieferstelle(commune);
  const snackbar = useSnackbar();
  const formId = useId();
  const [picked, setPicked] = useState<AvailableMalo | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  const valid = picked !== null && comment.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked || !valid || add.isPending) return;
    add.mutate(
      { year, marktlokation: picked.marktlokation, comment: comment.trim() },
      {
        onSuccess: () => {
          snackbar.show(`Lieferstelle ${picked.marktlokation} wurde hinzugefügt.`, 'success');
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Lieferstelle hinzufügen"
      actions={
        <div className={shared.dialogActions}>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button type="submit" form={formId} variant="contained" disabled={!valid || add.isPending}>
            Hinzufügen
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className={styles.form}>
        <p className={shared.dialogText}>
          Wählen Sie eine Marktlokation Ihrer Kommune, die noch nicht in der Liste {year} steht, und begründen
          Sie die Aufnahme in einem Kommentar.
        </p>
        {malos.isError && (
          <Alert role="alert" severity="error">
            {errorMessage(malos.error)}
          </Alert>
        )}
        <MaloPicker
          options={malos.data ?? []}
          loading={malos.isPending}
          value={picked}
          onChange={(value) => {
            setPicked(value);
            setError(null);
          }}
        />
        <TextField
          label="Kommentar"
          required
          multiline
          minRows={3}
          maxRows={8}
          value={comment}
          disabled={picked === null}
          onChange={(event) => {
            setComment(event.target.value);
            setError(null);
          }}
          helperText={
            picked === null
              ? 'Bitte wählen Sie zuerst eine Marktlokation.'
              : 'Bitte begründen Sie die Aufnahme.'
          }
          maxLength={COMMENT_MAX_LENGTH}
          className={styles.reason}
        />
        {error && (
          <Alert role="alert" severity="error">
            {error}
          </Alert>
        )}
      </form>
    </Dialog>
  );
}

/**
 * The marktlokation, searched by number, address or place: Base UI's combobox in the outlined field's
 * frame, its list below the field as MUI's Autocomplete showed it.
 */
function MaloPicker({
  options,
  loading,
  value,
  onChange,
}: {
  options: AvailableMalo[];
  loading: boolean;
  value: AvailableMalo | null;
  onChange: (value: AvailableMalo | null) => void;
}) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  const box = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [listOpen, setListOpen] = useState(false);
  // The option reached by the arrow keys shows a focus ring; one under the pointer only its colour.
  const [byKeyboard, setByKeyboard] = useState(false);
  const label = 'Marktlokation';
  return (
    <Combobox.Root
      items={options}
      value={value}
      onValueChange={onChange}
      onInputValueChange={setQuery}
      open={listOpen}
      onOpenChange={setListOpen}
      onItemHighlighted={(_item, details) => setByKeyboard(details.reason === 'keyboard')}
      itemToStringLabel={maloLabel}
      isItemEqualToValue={(option, picked) => option.marktlokation === picked.marktlokation}
      required
    >
      <div
        className={[field.root, field.fullWidth, styles.picker, query !== '' && field.filled]
          .filter(Boolean)
          .join(' ')}
      >
        <label htmlFor={id} className={field.label}>
          {label}
          <span aria-hidden="true">{'\u2009*'}</span>
        </label>
        <Combobox.InputGroup ref={box} className={`${field.field} ${styles.box}`}>
          <Combobox.Input
            id={id}
            required
            aria-describedby={helperId}
            className={`${field.input} ${styles.input}`}
            onKeyDown={(event) => {
              // Escape with the list closed closes the dialog and keeps the pick, as MUI's Autocomplete
              // did; Base UI's combobox would clear it.
              if (event.key === 'Escape' && !listOpen) event.preventBaseUIHandler();
            }}
          />
          <div className={styles.buttons}>
            <Combobox.Clear
              aria-label="Auswahl löschen"
              title="Auswahl löschen"
              className={`${styles.button} ${styles.clear}`}
            >
              <CloseIcon />
            </Combobox.Clear>
            <Combobox.Trigger
              aria-label={listOpen ? 'Liste schließen' : 'Liste öffnen'}
              title={listOpen ? 'Liste schließen' : 'Liste öffnen'}
              className={`${styles.button} ${styles.trigger}`}
            >
              <ArrowDropDownIcon />
            </Combobox.Trigger>
          </div>
          <fieldset aria-hidden="true" className={field.outline}>
            <legend className={field.notch}>
              <span>
                {label}
                {'\u2009*'}
              </span>
            </legend>
          </fieldset>
        </Combobox.InputGroup>
        <p id={helperId} className={field.helper}>
          Nach Marktlokation, Adresse oder Ort suchen
        </p>
      </div>
      <Combobox.Portal>
        <Combobox.Positioner anchor={box} className={styles.positioner}>
          <Combobox.Popup className={styles.popup}>
            <Combobox.Empty className={styles.empty}>
              {loading ? 'Marktlokationen werden geladen …' : 'Keine passende Marktlokation'}
            </Combobox.Empty>
            <Combobox.List className={styles.list} data-keyboard={byKeyboard || undefined}>
              {(option: AvailableMalo) => (
                <Combobox.Item key={option.marktlokation} value={option} className={styles.option}>
                  <div className={styles.malo}>{option.marktlokation}</div>
                  <div className={styles.place}>
                    {addressOf(option)}, {option.plz} {option.ort} · {option.sparte} ·{' '}
                    {option.geschaeftspartnerName}
                  </div>
                </Combobox.Item>
              )}
            </Combobox.List>
          </Combobox.Popup>
        </Combobox.Positioner>
      </Combobox.Portal>
    </Combobox.Root>
  );
}
