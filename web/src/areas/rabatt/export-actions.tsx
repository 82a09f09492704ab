import {
  CSV_FILE_NAME,
  pdfFileName,
  type RabattFilter,
  type Sparte,
  xlsxFileName,
} from '@kp/contract/rabatt-constants';
import { useState } from 'react';
import { errorMessage } from '../../app/query-client.ts';
import { Button } from '../../ui/button.tsx';
import { DownloadIcon } from '../../ui/icons.tsx';
import { saveFile } from '../../ui/save-file.ts';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { downloadExport, fetchAllLieferstellen } from './api.ts';
import { buildCsv } from './csv-export.ts';
import shared from './rabatt.module.css';
import { softDisabled } from './soft-disabled.ts';

type Kind = 'csv' | 'xlsx' | 'pdf';

/**
 * The list's exports (spec 02 §2): the CSV is built here from every row of the current filters; the xlsx and
 * the PDF of the commune and year come from the server. While one runs the buttons only look disabled, so
 * the focus stays on the one pressed.
 */
export function ExportActions({
  commune,
  year,
  filter,
  sparten,
}: {
  commune: string;
  year: number;
  filter: RabattFilter;
  sparten: readonly Sparte[];
}) {
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState<Kind | null>(null);

  const run = async (kind: Kind) => {
    if (busy) return;
    setBusy(kind);
    try {
      if (kind === 'csv') {
        const all = await fetchAllLieferstellen({ commune, year, filter, sparten });
        saveFile(new Blob([buildCsv(all.items)], { type: 'text/csv;charset=utf-8' }), CSV_FILE_NAME);
      } else if (kind === 'xlsx') {
        await downloadExport(commune, year, 'xlsx', xlsxFileName(commune, year), { filter, sparten });
      } else {
        await downloadExport(commune, year, 'pdf', pdfFileName(commune, year));
      }
    } catch (error) {
      snackbar.show(errorMessage(error), 'error');
    } finally {
      setBusy(null);
    }
  };

  const icon = (kind: Kind) =>
    busy === kind ? (
      <span className={shared.busy}>
        <Spinner size={16} />
      </span>
    ) : (
      <DownloadIcon />
    );

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={icon('csv')}
        {...softDisabled(busy !== null)}
        onClick={() => void run('csv')}
      >
        CSV exportieren
      </Button>
      <Button
        variant="outlined"
        size="small"
        startIcon={icon('xlsx')}
        {...softDisabled(busy !== null)}
        onClick={() => void run('xlsx')}
      >
        Excel exportieren
      </Button>
      <Button
        variant="outlined"
        size="small"
        startIcon={icon('pdf')}
        {...softDisabled(busy !== null)}
        onClick={() => void run('pdf')}
      >
        PDF herunterladen
      </Button>
    </>
  );
}
