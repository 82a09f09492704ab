import { EDUCATION_TEXTS } from '@kp/contract/education-constants';
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
import skeleton from '../../ui/skeleton.module.css';
import text from '../../ui/type.module.css';
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
import styles from './material-list-page.module.css';
import columns from './page-columns.module.css';

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
    <div className={`${columns.page} ${columns.withAside}`}>
      <div className={columns.main}>
        <h1 className={`${text.h1} ${styles.heading}`}>
          {menuItem ? (
            menuItem.title || menuItem.name
          ) : (
            <span className={`${skeleton.skeleton} ${skeleton.line} ${styles.headingBone}`} />
          )}
        </h1>
        {menuItem?.text && (
          <p className={`${text.body1} ${text.secondary} ${styles.intro}`}>{menuItem.text}</p>
        )}

        <div className={styles.filters}>
          <SelectField
            label={EDUCATION_TEXTS.ageGroupSelect}
            value={filters.ageGroup ?? ''}
            onChange={(value) => update(AGE_PARAM, value || null)}
            disabled={materials.isPending}
            className={styles.ageGroup}
          >
            <option value="">{EDUCATION_TEXTS.allAgeGroups}</option>
            {ages.map((age) => (
              <option key={age} value={age}>
                {age}
              </option>
            ))}
          </SelectField>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset */}
          <div role="group" aria-label="Nach Thema filtern" className={styles.topics}>
            {materials.isPending
              ? [72, 110, 96].map((width) => (
                  <span key={width} className={`${skeleton.skeleton} ${styles.chipBone}`} style={{ width }} />
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
          </div>
        </div>

        <p role="status" className={`${text.body2} ${text.secondary} ${styles.result}`}>
          {materials.isPending ? '' : materials.isError ? '' : resultText(visible.length)}
        </p>
        {materials.isError && <LoadFailed error={materials.error} onRetry={() => void materials.refetch()} />}

        <ul aria-label="Bildungsangebote" className={styles.grid}>
          {materials.isPending
            ? [1, 2, 3, 4].map((n) => (
                <li key={n} aria-hidden>
                  <span className={`${skeleton.skeleton} ${styles.imageBone}`} />
                  <span className={`${skeleton.skeleton} ${skeleton.line} ${styles.titleBone}`} />
                  <span className={`${skeleton.skeleton} ${skeleton.line}`} />
                </li>
              ))
            : visible.map((material) => (
                <li key={material.id}>
                  <MaterialCard material={material} showDate={Boolean(menuItem?.isEvents)} />
                </li>
              ))}
        </ul>
      </div>
      <aside aria-label="Ansprechpartner" className={columns.aside}>
        <EducationContacts />
      </aside>
    </div>
  );
}

function resultText(count: number): string {
  if (count === 0) return 'Für diese Auswahl gibt es derzeit keine Angebote.';
  return count === 1 ? '1 Angebot' : `${count} Angebote`;
}

export default MaterialListPage;
