import { EDUCATION_TEXTS } from '@kp/contract/education-constants';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api-client.ts';
import { educationMenuQuery } from '../../app/education-queries.ts';
import { ToggleChip } from '../../ui/chip.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { LoadFailed } from '../../ui/query-states.tsx';
import { withParam } from '../../ui/search-params.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { materialsQuery } from './api.ts';
import { EducationContacts } from './education-contacts.tsx';
import { MaterialCard } from './material-card.tsx';
import {
  AGE_PARAM,
  ageGroupOptions,
  filterMaterials,
  readFilters,
  TOPIC_PARAM,
  topicButtons,
} from './material-filters.ts';

/** 1 column on xs, 2 on sm, 3 from md (spec 02 §9), inside the main column. */
const gridColumns = {
  xs: 'minmax(0, 1fr)',
  sm: 'repeat(2, minmax(0, 1fr))',
  xl: 'repeat(3, minmax(0, 1fr))',
};

/**
 * /bildungsmaterial-list/{id} (spec 02 §2): the menu item's title and text, the age-group dropdown, the
 * topic buttons with counts (first 'Alle'), the material cards in the server's order (events by date),
 * and the contact persons on the right. The filters live in the URL, so back and forward restore them.
 */
export function MaterialListPage() {
  const { id = '' } = useParams();
  const { data: menu } = useQuery(educationMenuQuery());
  const materials = useQuery(materialsQuery(id));
  const [params, setParams] = useSearchParams();
  const menuItem = menu?.find((item) => String(item.id) === id);
  useDocumentTitle(menuItem?.title || menuItem?.name);

  const all = materials.data ?? [];
  const filters = useMemo(() => readFilters(params, all), [params, all]);
  const ages = useMemo(() => ageGroupOptions(all), [all]);
  const buttons = useMemo(() => topicButtons(all, filters.ageGroup, EDUCATION_TEXTS.all), [all, filters]);
  const visible = useMemo(() => filterMaterials(all, filters), [all, filters]);

  if (materials.error instanceof ApiError && [400, 404].includes(materials.error.status)) return <NotFound />;

  // Each choice is a step in the history, so back undoes the last filter.
  const update = (key: string, value: string | null) =>
    setParams((current) => withParam(current, key, value), { preventScrollReset: true });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 4, lg: 5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
        maxWidth: 1600,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {menuItem ? menuItem.title || menuItem.name : <Skeleton width="40%" />}
        </Typography>
        {menuItem?.text && (
          <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 900, whiteSpace: 'pre-line' }}>
            {menuItem.text}
          </Typography>
        )}

        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'stretch', md: 'flex-end' },
            gap: 2,
            mb: 3,
          }}
        >
          <SelectField
            label={EDUCATION_TEXTS.ageGroupSelect}
            value={filters.ageGroup ?? ''}
            onChange={(value) => update(AGE_PARAM, value || null)}
            disabled={materials.isPending}
            sx={{ flexShrink: 0, minWidth: 240 }}
          >
            <option value="">{EDUCATION_TEXTS.allAgeGroups}</option>
            {ages.map((age) => (
              <option key={age} value={age}>
                {age}
              </option>
            ))}
          </SelectField>
          <Box
            role="group"
            aria-label="Nach Thema filtern"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {materials.isPending
              ? [72, 110, 96].map((width) => (
                  <Skeleton
                    key={width}
                    variant="rounded"
                    width={width}
                    height={32}
                    sx={{ borderRadius: 4 }}
                  />
                ))
              : buttons.map((button) => {
                  const selected = button.topic === filters.topic;
                  return (
                    <ToggleChip
                      key={button.topic ?? 'alle'}
                      label={`${button.title} (${button.count})`}
                      pressed={selected}
                      onClick={() => update(TOPIC_PARAM, button.topic)}
                    />
                  );
                })}
          </Box>
        </Box>

        <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {materials.isPending ? '' : materials.isError ? '' : resultText(visible.length)}
        </Typography>
        {materials.isError && <LoadFailed error={materials.error} onRetry={() => void materials.refetch()} />}

        <Box
          component="ul"
          aria-label="Bildungsangebote"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: gridColumns, gap: 3 }}
        >
          {materials.isPending
            ? [1, 2, 3, 4].map((n) => (
                <li key={n} aria-hidden>
                  <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
                  <Skeleton variant="text" sx={{ fontSize: '1.2rem', mt: 1.5, width: '80%' }} />
                  <Skeleton variant="text" />
                </li>
              ))
            : visible.map((material) => (
                <li key={material.id}>
                  <MaterialCard material={material} showDate={Boolean(menuItem?.isEvents)} />
                </li>
              ))}
        </Box>
      </Box>
      <Box component="aside" aria-label="Ansprechpartner" sx={{ minWidth: 0 }}>
        <EducationContacts />
      </Box>
    </Box>
  );
}

function resultText(count: number): string {
  if (count === 0) return 'Für diese Auswahl gibt es derzeit keine Angebote.';
  return count === 1 ? '1 Angebot' : `${count} Angebote`;
}

export default MaterialListPage;
