import { Button } from './button.tsx';
import styles from './cookie-dialog.module.css';
import { Dialog, DialogDescription } from './dialog.tsx';
import link from './link.module.css';
import { ScreenReaderText } from './screen-reader-text.tsx';

const PRIVACY_URL = 'https://www.new.de/datenschutz';

/**
 * The cookie dialog (spec 01 §2): usage statistics only with consent. Shown on the dashboard, and before
 * approval on the login and approval pages (decision 016); `answer` records either answer where that page
 * keeps it. Escape closes it without an answer, and it asks again next time.
 */
export function CookieDialog({
  open,
  onClose,
  answer,
  pending = false,
}: {
  open: boolean;
  onClose: () => void;
  answer: (tracking: boolean) => void;
  pending?: boolean;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Cookies und Nutzungsstatistik"
      actions={
        <>
          <Button variant="outlined" disabled={pending} onClick={() => answer(false)}>
            Nur notwendige
          </Button>
          <Button variant="contained" disabled={pending} onClick={() => answer(true)}>
            Alle akzeptieren
          </Button>
        </>
      }
    >
      <DialogDescription>
        <p className={styles.paragraph}>
          Wir möchten das Kommunalportal für Sie verbessern. Dafür würden wir gern Nutzungsstatistiken
          erheben, zum Beispiel welche Seiten aufgerufen werden und welcher Kommune und Rolle die Aufrufe
          zuzuordnen sind.
        </p>
        <p className={styles.paragraph}>
          Technisch notwendige Cookies, etwa für Ihre Anmeldung, setzen wir immer. Nutzungsstatistiken erheben
          wir nur mit Ihrer Zustimmung.
        </p>
      </DialogDescription>
      <a className={link.link} href={PRIVACY_URL} target="_blank" rel="noopener noreferrer">
        Mehr dazu in unserer Datenschutzerklärung
        <ScreenReaderText> (öffnet in neuem Tab)</ScreenReaderText>
      </a>
    </Dialog>
  );
}
