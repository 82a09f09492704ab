import type { Contract } from '@kp/contract/contracts';
import { formatRemainingTerm } from '@kp/contract/contracts-constants';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DetailsList } from '../../ui/details-list.tsx';
import { formatContractDate } from './contract-format.ts';
import { StatusLabel, Subject, Termine } from './contract-parts.tsx';

/** One page of contracts as a list of cards (below 960 px), with the table's fields. */
export function ContractCards({
  contracts,
  label,
  showCommune,
  todayMs,
  busy,
}: {
  contracts: Contract[];
  label: string;
  showCommune: boolean;
  todayMs: number;
  busy: boolean;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-busy={busy}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
    >
      {contracts.map((contract) => (
        <Box
          component="li"
          key={contract.osId}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            <Typography component="h2" variant="h3" sx={{ fontSize: '1.0625rem', overflowWrap: 'anywhere' }}>
              <Subject contract={contract} />
            </Typography>
            <StatusLabel status={contract.Vertragsstatus} />
          </Box>
          <DetailsList pairsPerRow={2} sx={{ mt: 1.5, p: 1.5, columnGap: 2, fontSize: '0.875rem' }}>
            {showCommune && <Pair term="Kommune">{contract.kommune}</Pair>}
            <Pair term="Gebiet">{contract.Gebiet}</Pair>
            <Pair term="Stadtteil">{contract.Stadtteil ?? '–'}</Pair>
            <Pair term="NEW-Vertragspartner (intern)">{contract['NEW_Vertragspartner_(intern)']}</Pair>
            <Pair term="Vertragsbeginn">{formatContractDate(contract.Vertragsbeginn)}</Pair>
            <Pair term="Vertragsende">{formatContractDate(contract.Vertragsende)}</Pair>
            <Pair term="Restlaufzeit (Jahre)">{formatRemainingTerm(contract.Restlaufzeit)}</Pair>
            <Pair term="Termine">
              <Termine termine={contract.termine} todayMs={todayMs} />
            </Pair>
          </DetailsList>
        </Box>
      ))}
    </Box>
  );
}

function Pair({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
