import type { KonzessionsabgabeDocument } from '@kp/contract/concessions';
import { ButtonLink } from '../../ui/button.tsx';
import { DownloadIcon } from '../../ui/icons.tsx';
import { documentDownloadUrl } from './api.ts';
import styles from './document-card.module.css';
import { DocumentIcon } from './document-icon.tsx';
import { documentFileName, documentLine, documentSize } from './document-view.ts';

/**
 * A concession-fee document (spec 02 §2): the year, '{kommune} - {dokumenttyp} - {sparte}', the PDF's size,
 * '{titel}.pdf' and a download link (a plain link, so the browser's own download and its errors apply).
 */
export function DocumentCard({ document }: { document: KonzessionsabgabeDocument }) {
  const fileName = documentFileName(document);
  const size = documentSize(document);
  return (
    <article className={styles.card}>
      <div className={styles.head}>
        <DocumentIcon dokumenttyp={document.dokumenttyp} sparte={document.sparte} />
        <div className={styles.titles}>
          <p className={styles.year}>{document.jahr}</p>
          <h2 className={styles.line}>{documentLine(document)}</h2>
        </div>
      </div>
      <div className={styles.file}>
        <div className={styles.fileName}>{fileName}</div>
        {size && <div>PDF, {size}</div>}
      </div>
      <ButtonLink
        href={documentDownloadUrl(document.osid)}
        download={fileName}
        aria-label={`Herunterladen: ${fileName}`}
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        className={styles.download}
      >
        Herunterladen
      </ButtonLink>
    </article>
  );
}
