import type { Contract } from '@kp/contract/contracts';
import { type ContractStatus, isExpiredSpecialTermination } from '@kp/contract/contracts-constants';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { formatShortDate } from './contract-format.ts';

/**
 * The contract's dates: each 'Termin DD.MM.YY'; a Sonderkündigung that has passed is struck through. The
 * kind may wrap before its date, so the column stays narrow enough for the table beside the drawer.
 */
export function Termine({ termine, todayMs }: { termine: Contract['termine']; todayMs: number }) {
  if (termine.length === 0) return <>–</>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, '& li + li': { mt: 0.5 } }}>
      {termine.map((termin, index) => {
        const text = (
          <>
            {termin.Termin}
            {termin.Frist !== null && (
              <>
                {' '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {formatShortDate(termin.Frist)}
                </Box>
              </>
            )}
          </>
        );
        return (
          // Termine have no id; their order is fixed by the server.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Box component="li" key={index}>
            {isExpiredSpecialTermination(termin, todayMs) ? (
              <>
                <Box component="s" sx={{ color: 'text.secondary' }}>
                  {text}
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  {' (abgelaufen)'}
                </Box>
              </>
            ) : (
              text
            )}
          </Box>
        );
      })}
    </Box>
  );
}

export function StatusLabel({ status }: { status: ContractStatus }) {
  const active = status === 'aktiv';
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 0.5,
        borderRadius: 1,
        border: 1,
        borderColor: active ? 'primary.main' : 'text.secondary',
        color: active ? 'primary.main' : 'text.secondary',
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
      }}
    >
      {status}
    </Box>
  );
}

/** Only web addresses become links; anything else in `link` is not followed. */
const isWebLink = (link: string | null): link is string => link !== null && /^https?:\/\//i.test(link);

/** The Vertragsgegenstand, a link to the contract document when the DMS gave one. */
export function Subject({ contract }: { contract: Contract }) {
  if (!isWebLink(contract.link)) return <>{contract.Vertragsgegenstand}</>;
  return (
    <Link href={contract.link} target="_blank" rel="noopener noreferrer">
      {contract.Vertragsgegenstand}
      <Box component="span" sx={visuallyHidden}>
        {' (öffnet in neuem Tab)'}
      </Box>
    </Link>
  );
}
