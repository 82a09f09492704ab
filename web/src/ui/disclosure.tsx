import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import { type ReactNode, useId, useState } from 'react';

/**
 * One entry of a stack of outlined disclosures, in the look of MUI's outlined Accordion with
 * `disableGutters`: the button (aria-expanded, aria-controls) inside an h3, the content in a region labelled
 * by it, height 0 and hidden while closed. Plain, because MUI's Accordion with Collapse and its transition
 * library adds about 5 kB gzip to a page. Siblings share their borders; the first and last round the stack.
 */
export function Disclosure({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <Paper
      variant="outlined"
      sx={(theme) => ({
        borderRadius: 0,
        '&:first-of-type': {
          borderTopLeftRadius: theme.shape.borderRadius,
          borderTopRightRadius: theme.shape.borderRadius,
        },
        '&:last-of-type': {
          borderBottomLeftRadius: theme.shape.borderRadius,
          borderBottomRightRadius: theme.shape.borderRadius,
        },
        '&:not(:last-of-type)': { borderBottom: 0 },
      })}
    >
      <Box component="h3" sx={{ all: 'unset' }}>
        <ButtonBase
          id={`${id}-summary`}
          aria-controls={`${id}-details`}
          aria-expanded={expanded}
          disableRipple
          onClick={() => setExpanded((value) => !value)}
          sx={{ display: 'flex', width: '100%', minHeight: 48, px: 2, justifyContent: 'flex-start' }}
        >
          <Box component="span" sx={{ display: 'flex', flexGrow: 1, textAlign: 'start', my: 1.5 }}>
            {summary}
          </Box>
          <ExpandMoreIcon
            sx={{
              color: 'action.active',
              transform: expanded ? 'rotate(180deg)' : 'none',
              transition: 'transform 150ms',
            }}
          />
        </ButtonBase>
      </Box>
      {/* Closed: no height and hidden, so the content is out of the tab order and the accessibility tree. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateRows: expanded ? '1fr' : '0fr',
          visibility: expanded ? 'visible' : 'hidden',
          transition: expanded ? 'grid-template-rows 200ms' : 'grid-template-rows 200ms, visibility 0s 200ms',
        }}
      >
        <Box
          role="region"
          id={`${id}-details`}
          aria-labelledby={`${id}-summary`}
          sx={{ overflow: 'hidden', minHeight: 0 }}
        >
          <Box sx={{ px: 2, pt: 1, pb: 2 }}>{children}</Box>
        </Box>
      </Box>
    </Paper>
  );
}
