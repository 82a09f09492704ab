import { fieldMessages } from '@kp/contract/field-messages';
import type { Lieferstelle } from '@kp/contract/rabatt';
import { ADDITIONAL_DATA_MAX_LENGTH } from '@kp/contract/rabatt-constants';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../app/api-client.ts';
import { errorMessage } from '../../app/query-client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { TextField } from '../../ui/text-field.tsx';
import text from '../../ui/type.module.css';
import { useRefreshLieferstellen, useUpdateAdditionalData } from './api.ts';
import { additionalDataBody, additionalDataSchema, type EditValues } from './edit-check.ts';
import styles from './edit-form.module.css';
import shared from './rabatt.module.css';
import { softDisabled } from './soft-disabled.ts';

type Values = EditValues;

const valuesOf = (row: Lieferstelle): Values => ({
  adresszeile1: row.adresszeile1,
  adresszeile2: row.adresszeile2,
  notiz: row.notiz,
});

const same = (a: Values, b: Values) =>
  a.adresszeile1 === b.adresszeile1 && a.adresszeile2 === b.adresszeile2 && a.notiz === b.notiz;

const FIELDS = ['adresszeile1', 'adresszeile2', 'notiz'] as const;
const isField = (key: string): key is keyof Values => (FIELDS as readonly string[]).includes(key);

const mergeTyped = (typed: Values, base: Values, current: Values): Values =>
  Object.fromEntries(
    FIELDS.map((field) => [field, typed[field] === base[field] ? current[field] : typed[field]]),
  ) as Values;

/**
 * Street, house number and note are the only editable fields (spec 02 §5). The save names the version the
 * form started from; when someone else saved first the server answers 409 and the form keeps what was typed.
 */
export function EditForm({
  row,
  commune,
  editable,
}: {
  row: Lieferstelle;
  commune: string;
  editable: boolean;
}) {
  const update = useUpdateAdditionalData(commune);
  const refresh = useRefreshLieferstellen();
  const snackbar = useSnackbar();
  const [values, setValues] = useState<Values>(() => valuesOf(row));
  // The row's values the form started from.
  const [base, setBase] = useState<Values>(() => valuesOf(row));
  const [problem, setProblem] = useState<{ message: string; conflict: boolean } | null>(null);
  const [reloaded, setReloaded] = useState(false);
  // The schema's messages of the last save that it refused, beside their fields.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const schema = additionalDataSchema.useSchema();

  // The version the save names: the one whose values the person is editing. A newer row is adopted only
  // when nothing typed clashes with what changed (or after «Neu laden»), so someone else's change to the
  // same field is never overwritten silently: the save gets 409 instead.
  const [startVersion, setStartVersion] = useState(row.version);
  const adoptNext = useRef(false);

  const current = valuesOf(row);
  // A newer version of the row (a reload, a save) is taken while rendering, as React advises for state
  // derived from props: fields the person has not touched take the new values, typed ones stay.
  const [seenVersion, setSeenVersion] = useState(row.version);
  if (row.version !== seenVersion || !same(current, base)) {
    setSeenVersion(row.version);
    const clash = FIELDS.some(
      (field) =>
        values[field] !== base[field] && current[field] !== base[field] && values[field] !== current[field],
    );
    if (!clash || adoptNext.current) {
      setStartVersion(row.version);
      adoptNext.current = false;
    }
    setBase(current);
    setValues(mergeTyped(values, base, current));
  }

  const dirty = !same(values, current);
  const fieldClass = editable ? undefined : styles.readOnly;
  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((typed) => ({ ...typed, [field]: event.target.value }));
    setFieldErrors(({ [field]: _changed, ...others }) => others);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!editable || update.isPending || !dirty) return;
    // The server's schema, which also trims; it is nearly always there by now, else the save waits for it.
    let check = schema;
    try {
      check ??= await additionalDataSchema.load();
    } catch {
      // The failed download shows in the route's error boundary (useSchema).
      return;
    }
    const parsed = check.safeParse(additionalDataBody(row, startVersion, values));
    if (!parsed.success) {
      const messages = fieldMessages(parsed.error.issues);
      setFieldErrors(Object.fromEntries(Object.entries(messages).filter(([key]) => isField(key))));
      // Id, version and marktlokation come with the row, not from the person: said above the button.
      const other = Object.entries(messages).find(([key]) => !isField(key));
      if (other) setProblem({ message: other[1], conflict: false });
      return;
    }
    const { adresszeile1, adresszeile2, notiz } = parsed.data;
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setStartVersion(saved.version);
        setProblem(null);
        setReloaded(false);
        setValues({ adresszeile1, adresszeile2, notiz });
        snackbar.show(`Die Änderungen an Marktlokation ${row.marktlokation} wurden gespeichert.`, 'success');
      },
      onError: (error) => {
        setReloaded(false);
        setProblem({
          message: errorMessage(error),
          conflict: error instanceof ApiError && error.status === 409,
        });
      },
    });
  };

  const reload = async () => {
    // The person has now seen the row as it is: its version, and any newer one the reload brings.
    setStartVersion(row.version);
    adoptNext.current = true;
    await refresh();
    setProblem(null);
    setReloaded(true);
  };

  return (
    <form noValidate onSubmit={(event) => void save(event)} className={styles.form}>
      {!editable && (
        <p className={`${text.body2} ${text.secondary}`}>
          Straße, Hausnummer und Notiz können im aktuellen Bearbeitungsstand nicht geändert werden.
        </p>
      )}
      <div className={styles.address}>
        <TextField
          label="Straße"
          size="small"
          required={editable}
          value={values.adresszeile1}
          onChange={set('adresszeile1')}
          error={Boolean(fieldErrors.adresszeile1)}
          helperText={fieldErrors.adresszeile1}
          readOnly={!editable}
          maxLength={ADDITIONAL_DATA_MAX_LENGTH.adresszeile1}
          className={fieldClass}
        />
        <TextField
          label="Hausnummer"
          size="small"
          value={values.adresszeile2}
          onChange={set('adresszeile2')}
          error={Boolean(fieldErrors.adresszeile2)}
          helperText={fieldErrors.adresszeile2}
          readOnly={!editable}
          maxLength={ADDITIONAL_DATA_MAX_LENGTH.adresszeile2}
          className={fieldClass}
        />
      </div>
      <TextField
        label="Notiz"
        size="small"
        multiline
        minRows={2}
        maxRows={6}
        value={values.notiz}
        onChange={set('notiz')}
        error={Boolean(fieldErrors.notiz)}
        helperText={fieldErrors.notiz}
        readOnly={!editable}
        maxLength={ADDITIONAL_DATA_MAX_LENGTH.notiz}
        className={fieldClass}
      />
      {problem && (
        <Alert
          role="alert"
          severity="error"
          action={
            problem.conflict ? (
              <Button
                size="small"
                onClick={() => void reload()}
                className={`${shared.inherit} ${styles.reload}`}
              >
                Neu laden
              </Button>
            ) : undefined
          }
        >
          {problem.message}
        </Alert>
      )}
      {reloaded && (
        <Alert
          role="alert"
          severity="info"
          action={
            <IconButton size="small" label="Schließen" title="Schließen" onClick={() => setReloaded(false)}>
              <CloseIcon size="small" />
            </IconButton>
          }
        >
          Die Lieferstelle wurde neu geladen. Ihre Eingaben sind erhalten; bitte speichern Sie erneut.
        </Alert>
      )}
      {editable && (
        <div>
          {/* Only looks disabled with nothing to save: after a save the focus stays on it (decision 010). */}
          <Button
            type="submit"
            variant="contained"
            size="small"
            {...softDisabled(!dirty || update.isPending)}
          >
            Speichern
          </Button>
        </div>
      )}
    </form>
  );
}
