import { ADMIN_STATUS_LABELS, type AdminUser, AdminUserStatus } from '@kp/contract/admin';
import { formatTimestamp } from '@kp/contract/shell';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { AdminUserDialog } from './admin-user-dialog.tsx';
import { useAdminUsers } from './api.ts';
import { accessSummary, displayName } from './format.ts';

/** Pending first: approving new accounts is what this page is mostly for. */
const STATUSES = AdminUserStatus.options;

const REQUESTED = ['Registriert am', 'Gewünschte Rolle', 'Gewünschte Kommune', 'Telefon'] as const;
/** Approved and blocked accounts have an access and a commune set by an admin; waiting ones do not yet. */
const ASSIGNED = ['Zugang', 'Zugeordnete Kommune'] as const;

export function AdminUsersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = AdminUserStatus.safeParse(searchParams.get('status'));
  const status = parsed.success ? parsed.data : 'pending';
  const users = useAdminUsers(status);
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  useDocumentTitle('Benutzerverwaltung');

  const selectStatus = (next: AdminUserStatus) =>
    setSearchParams(next === 'pending' ? {} : { status: next }, { replace: true });

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1600, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Benutzerverwaltung
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Neue Konten prüfen und freischalten, Kommune und freigeschaltete Bereiche festlegen.
      </Typography>

      <Tabs
        value={status}
        onChange={(_event, next: AdminUserStatus) => selectStatus(next)}
        aria-label="Konten nach Status"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {STATUSES.map((value) => (
          <Tab
            key={value}
            value={value}
            label={ADMIN_STATUS_LABELS[value]}
            id={`admin-status-tab-${value}`}
            aria-controls="admin-status-panel"
          />
        ))}
      </Tabs>

      <Box role="tabpanel" id="admin-status-panel" aria-labelledby={`admin-status-tab-${status}`}>
        {users.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void users.refetch()}>
                Erneut laden
              </Button>
            }
          >
            {users.error.message}
          </Alert>
        ) : users.data?.length === 0 ? (
          <Typography sx={{ py: 4 }}>Keine Konten in dieser Ansicht.</Typography>
        ) : (
          <UsersTable
            label={`Konten: ${ADMIN_STATUS_LABELS[status]}`}
            showAssigned={status !== 'pending'}
            users={users.data}
            onEdit={setEditing}
          />
        )}
      </Box>

      <AdminUserDialog
        user={editing}
        onClose={() => setEditing(null)}
        onDone={(message) => {
          setEditing(null);
          snackbar.show(message, 'success');
        }}
      />
    </Box>
  );
}

function UsersTable({
  label,
  showAssigned,
  users,
  onEdit,
}: {
  label: string;
  showAssigned: boolean;
  users: AdminUser[] | undefined;
  onEdit: (user: AdminUser) => void;
}) {
  // The action column stays in view while the table scrolls sideways on narrow screens.
  const stickyCell = {
    position: 'sticky',
    right: 0,
    bgcolor: 'background.paper',
    boxShadow: (theme: { palette: { divider: string } }) => `inset 1px 0 0 ${theme.palette.divider}`,
  } as const;
  // What an admin set comes before what the person asked for at registration.
  const columns: string[] = [
    'Name',
    'Benutzername',
    'E-Mail',
    ...(showAssigned ? ASSIGNED : []),
    ...REQUESTED,
  ];

  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table aria-label={label} size="small" sx={{ minWidth: 1000 }} aria-busy={!users}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column}
              </TableCell>
            ))}
            <TableCell sx={{ ...stickyCell, fontWeight: 600 }}>Aktion</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users
            ? users.map((user) => {
                const name = displayName(user);
                return (
                  <TableRow key={user.id} hover>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {name}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.username}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.email}</TableCell>
                    {showAssigned && (
                      <>
                        <TableCell>{accessSummary(user)}</TableCell>
                        <TableCell>{user.communeName ?? '–'}</TableCell>
                      </>
                    )}
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(user.registeredAt)}</TableCell>
                    <TableCell>{user.preferredFaculty ?? '–'}</TableCell>
                    <TableCell>{user.preferredCommune ?? '–'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.telefon || '–'}</TableCell>
                    <TableCell sx={stickyCell}>
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<EditOutlinedIcon />}
                        onClick={() => onEdit(user)}
                        aria-label={`Bearbeiten: ${name}`}
                      >
                        Bearbeiten
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })
            : [0, 1, 2].map((row) => (
                <TableRow key={row} aria-hidden="true">
                  {[...columns, 'Aktion'].map((column) => (
                    <TableCell key={column}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
