import type { SearchResult } from '@kp/contract/search';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInApp, stubServer } from '../../app/component-test.tsx';
import { buildUser } from '../../app/test-factories.ts';
import { SearchBox } from './search-box.tsx';

const result = (overrides: Partial<SearchResult>): SearchResult => ({
  type: 'ServiceAreas',
  filter: 'Leistungsbereiche',
  id: 1,
  title: '',
  subtitle: '',
  image: null,
  category: null,
  wasRead: null,
  pub_date: null,
  serviceArea: null,
  service: null,
  newCompany: null,
  person: null,
  images: [],
  personsInCharge: [],
  ...overrides,
});

const SUGGESTIONS = [
  result({ id: 4, title: 'Wärme' }),
  result({
    type: 'Services',
    filter: 'Leistungen',
    id: 9,
    title: 'Wärmepumpe',
    serviceArea: { id: 4, title: 'Wärme' },
  }),
];

function Where() {
  const location = useLocation();
  return <output aria-label="Adresse">{`${location.pathname}${location.search}`}</output>;
}

async function renderBox() {
  const calls = stubServer({
    'GET /api/users/me': () => ({ body: buildUser() }),
    'GET /api/search/suggestions': ({ url }) => ({
      body: { query: url.searchParams.get('q'), results: SUGGESTIONS },
    }),
    'POST /api/search/sessions': () => ({ status: 204 }),
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SearchBox />
            <Where />
          </>
        ),
      },
    ],
    {
      initialEntries: ['/home'],
    },
  );
  const screen = await renderInApp(<RouterProvider router={router} />);
  return { screen, calls, input: screen.getByRole('combobox', { name: 'Suchbegriff' }) };
}

const suggestionCalls = (calls: ReturnType<typeof stubServer>) =>
  calls
    .filter((call) => call.route === 'GET /api/search/suggestions')
    .map((call) => call.url.searchParams.get('q'));

describe('the search box', () => {
  it('asks for suggestions from two letters on, once the typing pauses', async () => {
    const { screen, calls, input } = await renderBox();
    await userEvent.type(input, 'W');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(suggestionCalls(calls)).toEqual([]);
    await userEvent.type(input, 'är');
    await expect.element(screen.getByRole('option', { name: /Wärmepumpe/ })).toBeVisible();
    // One call for the settled text, not one per letter.
    expect(suggestionCalls(calls)).toEqual(['Wär']);
    await expect.element(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('goes to the chosen suggestion with the arrow keys and Enter', async () => {
    const { screen, input } = await renderBox();
    await userEvent.type(input, 'Wär');
    await expect.element(screen.getByRole('option', { name: /Wärmepumpe/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect
      .element(screen.getByRole('option', { name: /Wärmepumpe/ }))
      .toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(screen.getByRole('status', { name: 'Adresse' }))
      .toHaveTextContent('/service-area/4/service/9');
    // The box is emptied once a suggestion was chosen.
    await expect.element(input).toHaveValue('');
  });

  it('sends the typed words to the results page with Enter, and Escape closes the list first', async () => {
    const { screen, input } = await renderBox();
    await userEvent.type(input, 'Wärme Strom');
    await expect.element(screen.getByRole('listbox', { name: 'Suchvorschläge' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    await expect.element(input).toHaveValue('Wärme Strom');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(screen.getByRole('status', { name: 'Adresse' }))
      .toHaveTextContent(`/search?q=${encodeURIComponent('Wärme Strom')}`);
  });
});
