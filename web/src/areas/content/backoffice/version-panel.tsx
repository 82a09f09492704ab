import type { ContentVersionSummary } from '@kp/contract/backoffice';
import { formatDateTime } from '@kp/contract/shell';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import type { BackofficeDataProvider, BackofficeFormRecord } from '../../backoffice/data-provider.ts';

/**
 * The version history beside an edit form (issue 16 item 8): every saved version with who and when, newest
 * first; 'Wiederherstellen' saves an older one as a new version (with the revision the editor sees, so a
 * save by someone else in between is refused with 409). A stand-in until the skeleton's history panel
 * with the side-by-side comparison is there; it uses the same data provider calls.
 */
export function VersionPanel() {
  const resource = useResourceContext();
  const record = useRecordContext<BackofficeFormRecord>();
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const headingId = useId();
  const id = record?.id;
  const key = ['backoffice-versions', resource, id, record?._revision];
  const versions = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.versions(resource ?? '', id ?? 0),
    enabled: Boolean(resource && id),
  });
  const restore = useMutation({
    mutationFn: (version: number) =>
      dataProvider.restore(resource ?? '', id ?? 0, version, record?._revision),
    onSuccess: (_saved, version) => {
      notify(`Version ${version} wurde als neue Version wiederhergestellt.`, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['backoffice-versions', resource, id] });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  const list: ContentVersionSummary[] = versions.data ?? [];
  const latest = list[0]?.version;
  return (
    <Card
      component="aside"
      aria-labelledby={headingId}
      sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: 260 }}
    >
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          Versionen
        </Typography>
        {versions.isPending ? (
          <Typography variant="body2">Wird geladen …</Typography>
        ) : list.length === 0 ? (
          <Typography variant="body2">Noch nicht im Backoffice gespeichert.</Typography>
        ) : (
          <List dense disablePadding>
            {list.map((version) => (
              <ListItem
                key={version.version}
                disableGutters
                secondaryAction={
                  version.version === latest ? (
                    <Typography variant="caption">aktuell</Typography>
                  ) : (
                    <Button
                      size="small"
                      onClick={() => restore.mutate(version.version)}
                      disabled={restore.isPending}
                      aria-label={`Version ${version.version} wiederherstellen`}
                    >
                      Wiederherstellen
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={`Version ${version.version}`}
                  secondary={`${formatDateTime(version.savedAt)} · ${version.savedBy}`}
                  sx={{ pr: 14 }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
